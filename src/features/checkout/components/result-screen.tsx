import { adaptiveKeyOfOffer } from '@contract/adaptive-rules';
import type { OrderDto } from '@contract/commerce';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useMemo, useRef } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { IconAlertCircle, IconCheckCircle, IconX } from '@/components/ui/icons';
import { Money } from '@/components/ui/money';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useRefreshCart } from '@/features/cart';
import { apiErrorCode } from '@/lib/api-error-message';
import { formatDateTime } from '@/lib/dates';
import { useQueryReady } from '@/lib/use-query-ready';
import { useRefreshAfterPayment } from '../api/paid';
import { resultSourceOf, usePaymentResult, type PaymentResultOptions } from '../hooks/use-payment-result';
import { localizedText } from '../utils/localized';
import { CheckoutLayout } from './checkout-layout';
import styles from './checkout.module.scss';

/** Where "pay again" leads: the checkout of the same purchase. */
function retryHref(order: OrderDto): string {
  const first = order.items[0];
  switch (order.purchaseType) {
    case 'UNIT_TEST':
      return first ? paths.checkoutUnitTest(first.refId) : paths.checkout;
    case 'MEMBERSHIP':
      return first ? paths.checkoutComboPlan(String(first.refId)) : paths.checkoutCombo;
    case 'EXAM_PACKAGE':
      return first ? paths.checkoutExamPackage(String(first.refId)) : paths.checkoutExam;
    case 'ADAPTIVE_TEST':
      return first ? `${paths.checkout}?adaptiveTest=${first.refId}` : paths.cart;
    default:
      return paths.cart;
  }
}

/** /checkout/result: the verified state of the order the gateway sent the payer back with. */
export function ResultScreen(options: PaymentResultOptions) {
  const { t } = useTranslation('commerce');
  const router = useRouter();
  const ready = useQueryReady();
  const source = useMemo(() => (ready ? resultSourceOf(router.query) : null), [ready, router.query]);
  const { order, error, gaveUp, checking, checkAgain } = usePaymentResult(source, options);
  const refreshCart = useRefreshCart();
  const refreshAfterPayment = useRefreshAfterPayment();
  const settled = useRef<string | null>(null);

  // A success unlocks the tests and empties the cart of what was bought: every cached view of
  // them (the cart, the tests' pages, my tests) is asked again.
  useEffect(() => {
    if (order?.resultStatus !== 'SUCCESS' || settled.current === order.transNo) return;
    settled.current = order.transNo;
    void refreshCart().catch(() => undefined);
    void refreshAfterPayment();
  }, [order, refreshCart, refreshAfterPayment]);

  let content: React.ReactNode;
  if (source?.kind === 'none') {
    content = (
      <Outcome tone="info" title={t('result.missing.title')} text={t('result.missing.text')}>
        <Button href={paths.accountOrders}>{t('result.orders')}</Button>
      </Outcome>
    );
  } else if (error && !order) {
    const invalid = apiErrorCode(error) === 'PAYMENT_SIGNATURE_INVALID';
    content = invalid ? (
      <Outcome tone="fail" title={t('result.invalid.title')} text={t('result.invalid.text')}>
        <Button href={paths.accountOrders}>{t('result.orders')}</Button>
      </Outcome>
    ) : (
      <Alert variant="error">
        <p>{t('result.loadError')}</p>
        <Button variant="outline" size="small" className={styles.retry} onClick={checkAgain}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!order) {
    content = (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else {
    content = <OrderOutcome order={order} gaveUp={gaveUp} checking={checking} onCheckAgain={checkAgain} />;
  }

  return (
    <CheckoutLayout
      title={t('result.title')}
      metaTitle={t('meta.result.title')}
      metaDescription={t('meta.result.description')}
      // Only a paid order is done; a failed, cancelled or pending payment is still at paying.
      step={order?.resultStatus === 'SUCCESS' ? 'done' : 'pay'}
      aside={content}
    />
  );
}

type Tone = 'success' | 'fail' | 'cancelled' | 'processing' | 'info';

function Outcome({
  tone,
  title,
  text,
  detail,
  children,
}: {
  tone: Tone;
  title: string;
  text: string;
  detail?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const icon =
    tone === 'success' ? (
      <IconCheckCircle size={36} />
    ) : tone === 'processing' ? (
      <Spinner size="large" decorative />
    ) : tone === 'cancelled' ? (
      <IconX size={36} />
    ) : (
      <IconAlertCircle size={36} />
    );
  return (
    <section className={styles.outcome} data-tone={tone} aria-labelledby="result-title">
      <span className={styles.outcomeIcon} aria-hidden="true">
        {icon}
      </span>
      <h2 id="result-title" className={styles.outcomeTitle} data-testid="result-status" data-status={tone}>
        {title}
      </h2>
      <p className={styles.outcomeText} role={tone === 'processing' ? 'status' : undefined}>
        {text}
      </p>
      {detail}
      {children && <div className={styles.actions}>{children}</div>}
    </section>
  );
}

function OrderOutcome({
  order,
  gaveUp,
  checking,
  onCheckAgain,
}: {
  order: OrderDto;
  gaveUp: boolean;
  checking: boolean;
  onCheckAgain: () => void;
}) {
  const { t, i18n } = useTranslation('commerce');
  const status = order.resultStatus;
  const locale = i18n.language;

  const details = (
    <dl className={styles.details}>
      <div>
        <dt>{t('result.transNo')}</dt>
        <dd data-testid="result-trans-no">{order.transNo}</dd>
      </div>
      <div>
        <dt>{t('result.method')}</dt>
        <dd>{t(`checkout.method.${order.method}.name`)}</dd>
      </div>
      <div>
        <dt>{t('result.amount')}</dt>
        <dd>
          <Money amount={order.total} />
        </dd>
      </div>
      {order.paidAt && (
        <div>
          <dt>{t('result.paidAt')}</dt>
          <dd>{formatDateTime(order.paidAt)}</dd>
        </div>
      )}
      <div className={styles.detailsWide}>
        <dt>{t('result.items')}</dt>
        <dd>
          <ul className={styles.resultItems}>
            {order.items.map((item) => (
              <li key={`${item.kind}-${item.refId}`}>{localizedText(item.name, locale)}</li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );

  if (status === 'SUCCESS') {
    const tests = order.items.filter((item) => item.kind === 'UNIT_TEST' && item.slug);
    const membership = order.items.some((item) => item.kind === 'MEMBERSHIP');
    // An adaptive test bought is started on its own page, by its key.
    const adaptive = order.items.flatMap((item) => {
      const key = item.kind === 'ADAPTIVE_TEST' ? adaptiveKeyOfOffer(item.refId) : null;
      return key ? [{ item, key }] : [];
    });
    // A package's tests are many: they wait in My tests.
    const packageBought = order.items.some((item) => item.kind === 'EXAM_PACKAGE');
    return (
      <Outcome
        tone="success"
        title={t('result.status.SUCCESS.title')}
        text={t('result.status.SUCCESS.text')}
        detail={
          <>
            {details}
            <ul className={styles.startList}>
              {tests.slice(0, 5).map((item) => (
                <li key={item.refId}>
                  <Button href={paths.practiceTest(item.slug as string)} fullWidth>
                    {t('result.start', { name: localizedText(item.name, locale) })}
                  </Button>
                </li>
              ))}
              {adaptive.map(({ item, key }) => (
                <li key={`adaptive-${item.refId}`}>
                  <Button href={paths.placementTest(key)} fullWidth>
                    {t('result.start', { name: localizedText(item.name, locale) })}
                  </Button>
                </li>
              ))}
              {membership && (
                <li>
                  <Button href={paths.accountQuantityUse} fullWidth>
                    {t('result.startMembership')}
                  </Button>
                </li>
              )}
              {packageBought && (
                <li>
                  <Button href={paths.myTests} fullWidth>
                    {t('result.myTests')}
                  </Button>
                </li>
              )}
            </ul>
          </>
        }
      >
        {membership && (
          <Button href={paths.explore} variant="outline">
            {t('common.browse')}
          </Button>
        )}
        {!packageBought && (
          <Button href={paths.myTests} variant="outline">
            {t('result.myTests')}
          </Button>
        )}
        <Button href={paths.accountOrders} variant="ghost">
          {t('result.orders')}
        </Button>
      </Outcome>
    );
  }

  if (status === 'PROCESSING') {
    return (
      <Outcome
        tone="processing"
        title={t('result.status.PROCESSING.title')}
        text={gaveUp ? t('result.stillProcessing') : t('result.status.PROCESSING.text')}
        detail={details}
      >
        {gaveUp && (
          <Button onClick={onCheckAgain} loading={checking}>
            {t('result.checkAgain')}
          </Button>
        )}
        {gaveUp && (
          <Button href={paths.accountOrders} variant="outline">
            {t('result.orders')}
          </Button>
        )}
      </Outcome>
    );
  }

  if (order.status === 'REFUND_DUE') {
    return (
      <Outcome tone="info" title={t('result.refundDue.title')} text={t('result.refundDue.text')} detail={details}>
        <Button href={paths.accountOrders}>{t('result.orders')}</Button>
      </Outcome>
    );
  }

  const cancelled = status === 'CANCELLED';
  const code = order.resultCode;
  const reason = order.status === 'EXPIRED' && code === null ? t('result.expired') : t(`codes.${code ?? '99'}`);
  return (
    <Outcome
      tone={cancelled ? 'cancelled' : 'fail'}
      title={t(`result.status.${cancelled ? 'CANCELLED' : 'FAIL'}.title`)}
      text={t(`result.status.${cancelled ? 'CANCELLED' : 'FAIL'}.text`)}
      detail={
        <>
          <p className={styles.reason} data-testid="result-reason" data-code={code ?? undefined}>
            {reason}
          </p>
          {details}
        </>
      }
    >
      <Button href={retryHref(order)}>{t('result.tryAgain')}</Button>
      <Button href={paths.accountOrders} variant="outline">
        {t('result.orders')}
      </Button>
    </Outcome>
  );
}
