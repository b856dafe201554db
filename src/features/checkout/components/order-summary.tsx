import type { BreakdownDto } from '@contract/commerce';
import { useTranslation } from 'next-i18next/pages';
import { Money } from '@/components/ui/money';
import { formatVnd } from '@/components/unit-test/labels';
import { localizedText } from '../utils/localized';
import styles from './checkout.module.scss';

/** The server's breakdown of a purchase: lines, subtotal, the voucher's discount and the total. */
export function OrderSummary({ breakdown }: { breakdown: BreakdownDto }) {
  const { t, i18n } = useTranslation('commerce');
  const { lines, subtotal, discount, total, voucher, skippedOwned } = breakdown;
  return (
    <div className={styles.summaryBody}>
      <ul className={styles.lines} aria-label={t('checkout.order.title')}>
        {lines.map((line) => (
          <li key={`${line.kind}-${line.refId}`} className={styles.line}>
            <span className={styles.lineText}>
              <span className={styles.lineKind}>{t(`common.kinds.${line.kind}`)}</span>
              <span className={styles.lineName}>{localizedText(line.name, i18n.language)}</span>
              {/* Which line the voucher lowered, and by how much (a voucher may apply to some lines only). */}
              {line.discount > 0 && voucher && (
                <span className={styles.lineDiscount} data-testid="line-discount">
                  {t('checkout.order.lineDiscount', {
                    amount: formatVnd(line.discount, i18n.language),
                    code: voucher.code,
                  })}
                </span>
              )}
            </span>
            <Money amount={line.price} className={styles.linePrice} />
          </li>
        ))}
      </ul>
      {skippedOwned.length > 0 && (
        <p className={styles.skipped}>{t('checkout.order.skippedOwned', { count: skippedOwned.length })}</p>
      )}
      <dl className={styles.totals}>
        <div className={styles.totalRow}>
          <dt>{t('checkout.order.subtotal')}</dt>
          <dd>
            <Money amount={subtotal} data-testid="checkout-subtotal" />
          </dd>
        </div>
        {discount > 0 && (
          <div className={styles.totalRow} data-kind="discount">
            <dt>{voucher ? t('checkout.order.discountWith', { code: voucher.code }) : t('checkout.order.discount')}</dt>
            <dd>
              −<Money amount={discount} data-testid="checkout-discount" />
            </dd>
          </div>
        )}
        <div className={styles.grandTotal}>
          <dt>{t('checkout.order.total')}</dt>
          <dd>
            <Money amount={total} data-testid="checkout-total" />
          </dd>
        </div>
      </dl>
    </div>
  );
}
