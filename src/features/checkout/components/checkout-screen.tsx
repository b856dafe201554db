import type { PurchaseDto } from '@contract/commerce';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCart } from '@/features/cart';
import { useQueryReady } from '@/lib/use-query-ready';
import { positiveIntParam } from '../utils/query';
import { testName } from '../utils/localized';
import { CheckoutLayout } from './checkout-layout';
import { CheckoutPanel } from './checkout-panel';
import styles from './checkout.module.scss';

/**
 * /checkout: the cart, one paid test (`?unitTestId=`) or an adaptive test's right (`?adaptiveTest=`). The lines and the total come from
 * the server's quote; a guest's cart is shown from the cart preview until they sign in.
 */
export function CheckoutScreen() {
  const { t } = useTranslation('commerce');
  const { query } = useRouter();
  const isReady = useQueryReady();
  const unitTestId = positiveIntParam(query.unitTestId);
  const adaptiveTest = positiveIntParam(query.adaptiveTest);
  const purchase: PurchaseDto = unitTestId
    ? { type: 'UNIT_TEST', id: unitTestId }
    : adaptiveTest
      ? { type: 'ADAPTIVE_TEST', id: adaptiveTest }
      : { type: 'CART' };

  const title = t(`checkout.title.${purchase.type}`);
  const common = {
    title,
    subtitle: t('checkout.subtitle'),
    metaTitle: t('meta.checkout.title'),
    metaDescription: t('meta.checkout.description'),
    step: 'pay' as const,
  };

  if (!isReady) {
    return (
      <CheckoutLayout
        {...common}
        aside={
          <div className={styles.loading}>
            <Spinner label={t('common.loading')} />
          </div>
        }
      />
    );
  }
  if (purchase.type === 'UNIT_TEST' || purchase.type === 'ADAPTIVE_TEST') {
    return <CheckoutLayout {...common} aside={<CheckoutPanel purchase={purchase} />} />;
  }
  return <CartCheckout {...common} purchase={purchase} />;
}

function CartCheckout({
  purchase,
  ...layout
}: { purchase: PurchaseDto } & Omit<React.ComponentProps<typeof CheckoutLayout>, 'aside' | 'main'>) {
  const { t, i18n } = useTranslation('commerce');
  const { data: cart, empty, error, isLoading, mutate } = useCart();

  if (empty) {
    return (
      <CheckoutLayout
        {...layout}
        aside={
          <EmptyState
            title={t('cart.empty.title')}
            text={t('cart.empty.text')}
            action={
              <div className={styles.actions}>
                <Button href={paths.explore}>{t('common.browse')}</Button>
                <Button href={paths.checkoutCombo} variant="outline">
                  {t('common.seePlans')}
                </Button>
              </div>
            }
          />
        }
      />
    );
  }

  const items = cart ? (
    <section className={styles.card} aria-labelledby="checkout-cart-title">
      <div className={styles.cardHead}>
        <h2 id="checkout-cart-title" className={styles.blockTitle}>
          {t('cart.listLabel')} ({t('cart.count', { count: cart.items.length })})
        </h2>
        <AppLink href={paths.cart} className={styles.headLink}>
          {t('checkout.backToCart')}
        </AppLink>
      </div>
      <ul className={styles.cartLines}>
        {cart.items.map((item) => (
          <li key={item.unitTestId} className={styles.cartLine} data-owned={item.owned || undefined}>
            <AppLink href={paths.practiceTest(item.slug)} className={styles.cartLineName}>
              {testName(item, i18n.language)}
            </AppLink>
            {item.owned ? (
              <span className={styles.ownedTag}>{t('cart.owned')}</span>
            ) : (
              <Money amount={item.price} className={styles.linePrice} />
            )}
          </li>
        ))}
      </ul>
    </section>
  ) : error ? (
    <Alert variant="error">
      <p>{t('cart.loadError')}</p>
      <Button variant="outline" size="small" className={styles.retry} onClick={mutate}>
        {t('common.retry')}
      </Button>
    </Alert>
  ) : (
    <div className={styles.loading}>{isLoading && <Spinner label={t('common.loading')} />}</div>
  );

  // A guest's cart is priced by the preview; signing in turns it into the server's cart and quote.
  const guestSummary = cart ? (
    <dl className={styles.totals}>
      <div className={styles.grandTotal}>
        <dt>{t('cart.summary.total')}</dt>
        <dd>
          <Money amount={cart.total} data-testid="checkout-total" />
        </dd>
      </div>
    </dl>
  ) : null;

  return (
    <CheckoutLayout
      {...layout}
      main={items}
      aside={<CheckoutPanel purchase={purchase} guestSummary={guestSummary} />}
    />
  );
}
