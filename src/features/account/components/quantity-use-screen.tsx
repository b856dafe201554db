import type { QuantityBalanceDto, QuantityHistoryEntryDto, QuantityUseDto } from '@contract/commerce';
import { useTranslation } from 'next-i18next/pages';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/dates';
import { useQuantityUse } from '@/lib/commerce/api/quantities';
import { AccountLayout } from './account-layout';
import styles from './commerce-account.module.scss';

/** /account/quantity-use: the membership, each quantity kind (what it is, left, expiry) and the history. */
export function QuantityUseScreen() {
  const { t } = useTranslation('commerce');
  return (
    <AccountLayout
      title={t('quantity.title')}
      metaTitle={t('meta.quantity.title')}
      description={t('quantity.description')}
    >
      {() => <QuantityUse />}
    </AccountLayout>
  );
}

function QuantityUse() {
  const { t } = useTranslation('commerce');
  const { data: quantityUse, error, isLoading, mutate } = useQuantityUse(true);
  if (error && !quantityUse) {
    return (
      <Alert variant="error">
        <p>{t('quantity.loadError')}</p>
        <Button variant="outline" size="small" className={styles.retry} onClick={() => void mutate()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  }
  if (!quantityUse || isLoading) {
    return (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  return (
    <div className={styles.stack}>
      <Membership membership={quantityUse.membership} />
      <section aria-labelledby="quantity-balances-title">
        <h2 id="quantity-balances-title" className={styles.sectionTitle}>
          {t('quantity.balances')}
        </h2>
        <ul className={styles.balances}>
          {quantityUse.balances.map((balance) => (
            <Balance key={balance.kind} balance={balance} />
          ))}
        </ul>
      </section>
      <History entries={quantityUse.history} />
    </div>
  );
}

function Membership({ membership }: { membership: QuantityUseDto['membership'] }) {
  const { t, i18n } = useTranslation('commerce');
  const plan = membership.plan;
  const name = plan ? (i18n.language === 'en' && plan.name.en ? plan.name.en : plan.name.vi) : null;
  const state = membership.active ? 'active' : plan ? 'expired' : 'inactive';
  return (
    <section className={styles.membership} data-state={state} aria-labelledby="membership-title">
      <div>
        <p className={styles.eyebrow} id="membership-title">
          {t('quantity.membership.title')}
        </p>
        <p className={styles.planName} data-testid="membership-plan">
          {name ?? t('quantity.membership.inactive')}
        </p>
        {membership.expiresAt && (
          <p className={styles.muted}>
            {membership.active
              ? t('quantity.membership.expiresAt', { date: formatDate(membership.expiresAt) })
              : t('quantity.membership.endedAt', { date: formatDate(membership.expiresAt) })}
          </p>
        )}
        {!plan && <p className={styles.muted}>{t('quantity.membership.none')}</p>}
      </div>
      <div className={styles.membershipSide}>
        <span className={styles.status} data-status={membership.active ? 'SUCCESS' : 'EXPIRED'}>
          {t(`quantity.membership.${state}`)}
        </span>
        <Button href={paths.checkoutCombo} size="medium" variant={membership.active ? 'outline' : 'filled'}>
          {membership.active ? t('quantity.membership.renew') : t('quantity.membership.buy')}
        </Button>
      </div>
    </section>
  );
}

function Balance({ balance }: { balance: QuantityBalanceDto }) {
  const { t } = useTranslation('commerce');
  const daily = balance.kind.endsWith('_LIMIT');
  const percent = balance.granted > 0 ? Math.round((balance.left / balance.granted) * 100) : 0;
  return (
    <li className={styles.balance} data-kind={balance.kind} data-testid={`balance-${balance.kind}`}>
      <p className={styles.balanceName}>{t(`quantity.kinds.${balance.kind}.name`)}</p>
      <p className={styles.balanceText}>{t(`quantity.kinds.${balance.kind}.text`)}</p>
      {balance.granted > 0 ? (
        <>
          <p
            className={styles.balanceLeft}
            aria-label={t('quantity.leftLabel', { left: balance.left, granted: balance.granted })}
          >
            <span className={styles.balanceNumber}>{balance.left}</span>
            <span className={styles.muted}>/{balance.granted}</span>
          </p>
          <span className={styles.meter} aria-hidden="true">
            <span style={{ width: `${percent}%` }} />
          </span>
          <p className={styles.muted}>
            {daily ? t('quantity.perDay', { used: balance.used }) : t('quantity.used', { used: balance.used })}
            {balance.expiresAt && ` · ${t('quantity.validUntil', { date: formatDate(balance.expiresAt) })}`}
          </p>
        </>
      ) : (
        <p className={styles.balanceNone}>{t('quantity.noGrant')}</p>
      )}
    </li>
  );
}

function History({ entries }: { entries: readonly QuantityHistoryEntryDto[] }) {
  const { t, i18n } = useTranslation('commerce');
  return (
    <section aria-labelledby="quantity-history-title">
      <h2 id="quantity-history-title" className={styles.sectionTitle}>
        {t('quantity.history.title')}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.emptyLine}>{t('quantity.history.empty')}</p>
      ) : (
        <ul className={styles.history}>
          {entries.map((entry) => {
            const testName = entry.unitTest
              ? i18n.language === 'en' && entry.unitTest.nameEn
                ? entry.unitTest.nameEn
                : entry.unitTest.name
              : null;
            let detail: React.ReactNode;
            if (entry.reason === 'USE') {
              detail =
                entry.unitTest && testName ? (
                  <AppLink href={paths.practiceTest(entry.unitTest.slug)}>
                    {t('quantity.history.USE', { name: testName })}
                  </AppLink>
                ) : (
                  t('quantity.history.USE_plain')
                );
            } else {
              detail = entry.transNo ? (
                <AppLink href={paths.accountOrder(entry.transNo)}>
                  {t('quantity.history.GRANT', { transNo: entry.transNo })}
                </AppLink>
              ) : (
                t('quantity.history.GRANT_plain')
              );
            }
            return (
              <li key={entry.id} className={styles.historyRow}>
                <span className={styles.historyChange} data-sign={entry.change > 0 ? 'plus' : 'minus'}>
                  {entry.change > 0 ? `+${entry.change}` : entry.change}
                </span>
                <span className={styles.historyMain}>
                  <span className={styles.historyKind}>{t(`quantity.kinds.${entry.kind}.name`)}</span>
                  <span>{detail}</span>
                </span>
                <span className={styles.muted}>{formatDateTime(entry.createdAt)}</span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
