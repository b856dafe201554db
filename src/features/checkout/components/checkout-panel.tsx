import type { BreakdownDto, PurchaseDto } from '@contract/commerce';
import { PAYMENT_LIMITS } from '@contract/commerce-rules';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { formatVnd } from '@/components/unit-test/labels';
import { IconLock } from '@/components/unit-test/unit-test-icons';
import { DEFAULT_LOCALE } from '@/config/constants';
import { paths } from '@/config/paths';
import { apiErrorCode } from '@/lib/api-error-message';
import { useHasSession } from '@/lib/current-user';
import { createPayment } from '../api/create-payment';
import { useQuote } from '../api/quote';
import { validateVoucher } from '../api/validate-voucher';
import { checkoutErrorMessage, voucherErrorMessage } from '../utils/messages';
import styles from './checkout.module.scss';
import { OrderSummary } from './order-summary';
import { PaymentMethods, type PaymentMethod } from './payment-methods';
import { VoucherForm } from './voucher-form';

/** Quote answers that stay the same however often they are asked. */
const SETTLED_QUOTE_ERRORS = new Set(['ALREADY_OWNED', 'NOTHING_TO_BUY', 'NOT_FOR_SALE', 'NOT_FOUND', 'CART_EMPTY']);

/** Where the gateway sends the payer back: this site's result page, in the reader's language. */
function returnUrl(locale: string): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  return `${window.location.origin}${prefix}${paths.checkoutResult}`;
}

export interface CheckoutPanelProps {
  /** What is bought; null shows nothing to pay for. */
  purchase: PurchaseDto;
  /** Shown above the summary (e.g. a guest's cart, which the server prices only once signed in). */
  guestSummary?: React.ReactNode;
}

/**
 * The order, the voucher, the payment method and the pay button of every checkout page. The
 * server prices the purchase (quote), the voucher (validate) and the order (payment create); a
 * guest sees the price and is asked to sign in to pay, and comes back here afterwards.
 */
export function CheckoutPanel({ purchase, guestSummary }: CheckoutPanelProps) {
  const { t, i18n } = useTranslation('commerce');
  const { t: tCommon } = useTranslation('common');
  const router = useRouter();
  const signedIn = useHasSession();
  const { data: quote, error: quoteError, isLoading, mutate } = useQuote(purchase);
  // The voucher's breakdown is for one purchase; another choice (plan, package) checks it again.
  const purchaseKey = `${purchase.type}:${purchase.id ?? ''}`;
  const [appliedFor, setAppliedFor] = useState<{ key: string; breakdown: BreakdownDto } | null>(null);
  const [voucherNotice, setVoucherNotice] = useState<string | null>(null);
  const applied = appliedFor?.key === purchaseKey ? appliedFor.breakdown : null;
  const recheckingVoucher = appliedFor !== null && appliedFor.key !== purchaseKey;
  const setApplied = (breakdown: BreakdownDto | null) => {
    setAppliedFor(breakdown ? { key: purchaseKey, breakdown } : null);
    setVoucherNotice(null);
  };
  const { type: purchaseType, id: purchaseId } = purchase;
  useEffect(() => {
    if (!appliedFor || appliedFor.key === purchaseKey) return;
    const code = appliedFor.breakdown.voucher?.code ?? '';
    const next: PurchaseDto =
      purchaseId === undefined ? { type: purchaseType } : { type: purchaseType, id: purchaseId };
    let current = true;
    validateVoucher(code, next).then(
      (breakdown) => {
        if (current) setAppliedFor({ key: purchaseKey, breakdown });
      },
      (error: unknown) => {
        if (!current) return;
        setAppliedFor(null);
        setVoucherNotice(t('checkout.voucher.notCarried', { code, reason: voucherErrorMessage(t, error) }));
      },
    );
    return () => {
      current = false;
    };
  }, [appliedFor, purchaseKey, purchaseType, purchaseId, t]);
  const [chosenMethod, setMethod] = useState<PaymentMethod | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);

  const breakdown = applied ?? quote ?? null;
  const allowed = breakdown?.methods ?? [];
  // The method follows what the total allows: the reader's choice while it is allowed, else the first.
  const method = chosenMethod && allowed.includes(chosenMethod) ? chosenMethod : (allowed[0] ?? null);

  const pay = async () => {
    if (!breakdown || !method) return;
    setPaying(true);
    setPayError(null);
    try {
      const order = await createPayment({
        purchase,
        method,
        voucherCode: breakdown.voucher?.code,
        locale: i18n.language === 'en' ? 'en' : 'vi',
        returnUrl: returnUrl(i18n.language),
      });
      if (order.paymentUrl) {
        // The gateway's own page (the local gateway in development): a full navigation.
        window.location.assign(order.paymentUrl);
        return;
      }
      await router.push(`${paths.checkoutResult}?transNo=${encodeURIComponent(order.transNo)}`);
    } catch (error) {
      setPayError(checkoutErrorMessage(t, tCommon, error));
      setPaying(false);
    }
  };

  let summary: React.ReactNode;
  if (!signedIn && purchase.type === 'CART') {
    summary = guestSummary;
  } else if (quoteError) {
    const code = apiErrorCode(quoteError);
    // Nothing left to buy, or nothing for sale: trying again cannot help, another page can.
    const settled = SETTLED_QUOTE_ERRORS.has(code);
    summary = (
      <Alert variant={settled ? 'info' : 'error'}>
        <p>{checkoutErrorMessage(t, tCommon, quoteError)}</p>
        {settled ? (
          <Button
            href={code === 'ALREADY_OWNED' || code === 'NOTHING_TO_BUY' ? paths.myTests : paths.explore}
            variant="outline"
            size="small"
            className={styles.retry}
          >
            {code === 'ALREADY_OWNED' || code === 'NOTHING_TO_BUY' ? tCommon('userMenu.myTests') : t('common.browse')}
          </Button>
        ) : (
          <Button variant="outline" size="small" className={styles.retry} onClick={() => void mutate()}>
            {t('common.retry')}
          </Button>
        )}
      </Alert>
    );
  } else if (!breakdown || isLoading) {
    summary = (
      <div className={styles.loading}>
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else {
    summary = <OrderSummary breakdown={breakdown} />;
  }

  const canPay =
    Boolean(breakdown) && !quoteError && !recheckingVoucher && method !== null && breakdown!.lines.length > 0;
  const free = breakdown?.total === 0;
  const unpaid = (breakdown?.replacesUnpaid ?? quote?.replacesUnpaid ?? [])[0] ?? null;

  return (
    <section className={styles.panel} aria-labelledby="checkout-order-title">
      <h2 id="checkout-order-title" className={styles.blockTitle}>
        {t('checkout.order.title')}
      </h2>
      {summary}

      {breakdown && !quoteError && (
        <div className={styles.block}>
          <h3 className={styles.blockTitle}>{t('checkout.voucher.title')}</h3>
          <VoucherForm
            purchase={purchase}
            applied={applied}
            onApplied={setApplied}
            disabled={paying || recheckingVoucher}
          />
          {voucherNotice && (
            <Alert variant="warning" onDismiss={() => setVoucherNotice(null)}>
              {voucherNotice}
            </Alert>
          )}
        </div>
      )}

      {signedIn ? (
        <>
          {/* Back from a gateway page without paying: say which order waits, and what paying here does. */}
          {!quoteError && unpaid && (
            <Alert variant="info" title={t('checkout.unpaid.title')}>
              <p className={styles.unpaidText}>{t('checkout.unpaid.text', { transNo: unpaid })}</p>
              <AppLink href={paths.accountOrder(unpaid)}>{t('checkout.unpaid.link', { transNo: unpaid })}</AppLink>
            </Alert>
          )}
          {breakdown && !quoteError && (
            <div className={styles.block}>
              <PaymentMethods allowed={allowed} value={method} onChange={setMethod} disabled={paying} />
            </div>
          )}
          {payError && (
            <Alert variant="error" onDismiss={() => setPayError(null)}>
              {payError}
            </Alert>
          )}
          <Button fullWidth loading={paying} disabled={!canPay} onClick={() => void pay()} data-testid="checkout-pay">
            {breakdown && breakdown.total === 0
              ? t('checkout.payFree')
              : t('checkout.pay', { amount: breakdown ? formatVnd(breakdown.total, i18n.language) : '' })}
          </Button>
          {paying && <p className={styles.muted}>{free ? t('checkout.payingFree') : t('checkout.paying')}</p>}
          {breakdown && breakdown.total > 0 && (
            <p className={styles.muted}>{t('checkout.expires', { minutes: PAYMENT_LIMITS.ORDER_TTL_MINUTES })}</p>
          )}
        </>
      ) : (
        <div className={styles.signIn}>
          <p>{t('checkout.signInText')}</p>
          <Button href={paths.loginWithRedirect(router.asPath)} fullWidth>
            {t('checkout.signInToPay')}
          </Button>
        </div>
      )}

      <p className={styles.secure}>
        <IconLock size={16} />
        {/* A free order never leaves the site: no gateway to announce. */}
        <span>{free ? t('checkout.secureFree') : t('checkout.secure')}</span>
      </p>
      <p className={styles.policy}>
        {t('checkout.policy')} <AppLink href={paths.infoPage('payment-policy')}>{t('checkout.policyLink')}</AppLink>.
      </p>
    </section>
  );
}
