import type { CartItemDto } from '@contract/commerce';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { PageMeta } from '@/components/layout/page-meta';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { IconCheckCircle } from '@/components/ui/icons';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useHasSession } from '@/lib/current-user';
import { notify } from '@/lib/toast';
import { useCart, useCartActions } from '../api/use-cart';
import { IconCartLarge } from './cart-icons';
import styles from './cart-screen.module.scss';

function itemName(item: Pick<CartItemDto, 'name' | 'nameEn'>, locale: string): string {
  return locale === 'en' && item.nameEn ? item.nameEn : item.name;
}

/** /cart: the tests in the cart with their prices, what is already owned, and the total. */
export function CartScreen() {
  const { t, i18n } = useTranslation('commerce');
  const signedIn = useHasSession();
  const { data: cart, empty, isLoading, error, mutate } = useCart();

  let body;
  if (empty) {
    body = (
      <EmptyState
        icon={<IconCartLarge size={30} />}
        title={t('cart.empty.title')}
        text={t('cart.empty.text')}
        action={
          <div className={styles.emptyActions}>
            <Button href={paths.explore}>{t('common.browse')}</Button>
            <Button href={paths.checkoutCombo} variant="outline">
              {t('common.seePlans')}
            </Button>
          </div>
        }
      />
    );
  } else if (error && !cart) {
    body = (
      <Alert variant="error">
        <p>{t('cart.loadError')}</p>
        <Button variant="outline" size="small" onClick={mutate} className={styles.retry}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!cart || isLoading) {
    body = (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else {
    body = <CartContent items={cart.items} total={cart.total} locale={i18n.language} signedIn={signedIn} />;
  }

  return (
    <div className={styles.page}>
      <PageMeta title={t('meta.cart.title')} description={t('meta.cart.description')} />
      <header className={styles.header}>
        <h1 className={styles.title}>{t('cart.title')}</h1>
        <p className={styles.subtitle}>{t('cart.subtitle')}</p>
      </header>
      {body}
    </div>
  );
}

interface CartContentProps {
  items: readonly CartItemDto[];
  total: number;
  locale: string;
  signedIn: boolean;
}

function CartContent({ items, total, locale, signedIn }: CartContentProps) {
  const { t } = useTranslation('commerce');
  const { t: tCommon } = useTranslation('common');
  const { remove } = useCartActions();
  const [removing, setRemoving] = useState<number | null>(null);
  const owned = items.filter((item) => item.owned);
  const payable = items.length - owned.length;

  const onRemove = async (item: CartItemDto) => {
    setRemoving(item.unitTestId);
    try {
      await remove(item.unitTestId);
      notify.success(t('cart.removed', { name: itemName(item, locale) }));
    } catch (error) {
      notify.error(apiErrorMessage(tCommon, error));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <div className={styles.layout}>
      <section aria-labelledby="cart-items-title" className={styles.itemsCard}>
        <h2 id="cart-items-title" className={styles.sectionTitle}>
          {t('cart.listLabel')} <span className={styles.count}>({t('cart.count', { count: items.length })})</span>
        </h2>
        <ul className={styles.items}>
          {items.map((item) => {
            const name = itemName(item, locale);
            return (
              <li key={item.unitTestId} className={styles.item} data-owned={item.owned || undefined}>
                <div className={styles.itemMain}>
                  <AppLink href={paths.practiceTest(item.slug)} className={styles.itemName}>
                    {name}
                  </AppLink>
                  {item.owned && (
                    <p className={styles.ownedHint}>
                      <IconCheckCircle size={16} />
                      <span>
                        <strong>{t('cart.owned')}.</strong> {t('cart.ownedHint')}
                      </span>
                    </p>
                  )}
                </div>
                <div className={styles.itemSide}>
                  {item.owned ? (
                    <s className={styles.itemPriceOwned}>
                      <Money amount={item.price} />
                    </s>
                  ) : (
                    <Money amount={item.price} className={styles.itemPrice} />
                  )}
                  <Button
                    variant="ghost"
                    size="small"
                    loading={removing === item.unitTestId}
                    disabled={removing !== null && removing !== item.unitTestId}
                    aria-label={t('cart.removeLabel', { name })}
                    onClick={() => void onRemove(item)}
                    className={styles.remove}
                  >
                    {t('cart.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <aside aria-labelledby="cart-summary-title" className={styles.summary}>
        <h2 id="cart-summary-title" className={styles.sectionTitle}>
          {t('cart.summary.title')}
        </h2>
        <dl className={styles.summaryList}>
          <div className={styles.summaryRow}>
            <dt>{t('cart.summary.items', { count: payable })}</dt>
            <dd>
              <Money amount={total} />
            </dd>
          </div>
          {owned.length > 0 && (
            <div className={styles.summaryNote}>
              <dt className="visually-hidden">{t('cart.owned')}</dt>
              <dd>{t('cart.summary.owned', { count: owned.length })}</dd>
            </div>
          )}
          <div className={styles.summaryTotal}>
            <dt>{t('cart.summary.total')}</dt>
            <dd>
              <Money amount={total} data-testid="cart-total" />
            </dd>
          </div>
        </dl>
        {payable === 0 ? (
          <Alert variant="info">{t('cart.nothingToBuy')}</Alert>
        ) : (
          <>
            <p className={styles.note}>{t('cart.summary.note')}</p>
            {signedIn ? (
              <Button href={paths.checkout} fullWidth>
                {t('cart.summary.checkout')}
              </Button>
            ) : (
              // A guest pays once signed in; the cart moves to the account and checkout opens.
              <Button href={paths.loginWithRedirect(paths.checkout)} fullWidth>
                {t('cart.guest.signIn')}
              </Button>
            )}
          </>
        )}
        {!signedIn && (
          <Alert variant="info" title={t('cart.guest.title')} className={styles.guest}>
            {t('cart.guest.text')}
          </Alert>
        )}
        <Button href={paths.explore} variant="link" size="small" className={styles.continue}>
          {t('cart.summary.continue')}
        </Button>
      </aside>
    </div>
  );
}
