/**
 * The order behind /checkout/result. The gateway's return query is handed to the API, which
 * checks its signature and answers the order's real state; while that state is PROCESSING (the
 * IPN has not arrived) it is asked again, a little less often each time, and never shown as a
 * success before the server says so. A GIFT order (no gateway) comes with `?transNo=` and is read
 * from the order history instead.
 */
import type { OrderDto, PaymentReturnRequest } from '@contract/commerce';
import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from '@/lib/api-client';
import { getOrder } from '@/lib/commerce/api/order';
import { verifyPaymentReturn } from '../api/payment-result';

type Query = Record<string, string | string[] | undefined>;

/** Return codes with which the gateway says it took the money (VNPAY 00/07, MoMo 0/9000). */
const CHARGED_CODES = new Set(['00', '07', '0', '9000']);
const CLOSED_UNPAID = new Set<OrderDto['status']>(['CANCELLED', 'EXPIRED', 'FAILED']);

/**
 * The gateway took the money but the order still reads closed unpaid: its confirmation has not
 * arrived, so the page keeps confirming and never says "not charged".
 */
function asConfirmed(order: OrderDto, gatewayCode: string | null): OrderDto {
  return gatewayCode !== null && CHARGED_CODES.has(gatewayCode) && CLOSED_UNPAID.has(order.status)
    ? { ...order, resultStatus: 'PROCESSING' }
    : order;
}

export type ResultSource =
  { kind: 'gateway'; request: PaymentReturnRequest } | { kind: 'order'; transNo: string } | { kind: 'none' };

/** Which return this query is: VNPAY's vnp_* parameters, MoMo's signed ones, or a transNo. */
export function resultSourceOf(query: Query): ResultSource {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string') params[key] = value;
  }
  if (params.vnp_TxnRef !== undefined || params.vnp_SecureHash !== undefined) {
    return { kind: 'gateway', request: { provider: 'VNPAY', params } };
  }
  if (params.partnerCode !== undefined && params.orderId !== undefined && params.signature !== undefined) {
    return { kind: 'gateway', request: { provider: 'MOMO', params } };
  }
  const transNo = params.transNo;
  if (transNo && transNo.length <= 64) return { kind: 'order', transNo };
  return { kind: 'none' };
}

export interface PaymentResultOptions {
  /** First wait between two checks of a PROCESSING order, in ms. */
  pollMs?: number;
  /** Checks before the page stops asking by itself (the reader can ask again). */
  maxChecks?: number;
}

export interface PaymentResultState {
  order: OrderDto | null;
  error: ApiError | null;
  /** True while an answer is awaited. */
  checking: boolean;
  /** The order is still PROCESSING after the automatic checks. */
  gaveUp: boolean;
  checkAgain: () => void;
}

export function usePaymentResult(
  source: ResultSource | null,
  { pollMs = 2000, maxChecks = 30 }: PaymentResultOptions = {},
): PaymentResultState {
  const [order, setOrder] = useState<OrderDto | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [checking, setChecking] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const [round, setRound] = useState(0);
  // The query object changes identity on every render; the source's content is what matters.
  const sourceKey = source ? JSON.stringify(source) : null;

  useEffect(() => {
    const current = sourceKey ? (JSON.parse(sourceKey) as ResultSource) : null;
    if (!current || current.kind === 'none') return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let checks = 0;

    const check = async () => {
      checks += 1;
      setChecking(true);
      try {
        const next =
          current.kind === 'gateway'
            ? await verifyPaymentReturn(current.request).then((answer) => asConfirmed(answer.order, answer.gatewayCode))
            : await getOrder(current.transNo);
        if (cancelled) return;
        setOrder(next);
        setError(null);
        setChecking(false);
        if (next.resultStatus !== 'PROCESSING') return;
        if (checks >= maxChecks) {
          setGaveUp(true);
          return;
        }
        // 2 s, then a little longer each time, at most four times the first wait.
        timer = setTimeout(() => void check(), Math.min(pollMs * (1 + checks / 5), pollMs * 4));
      } catch (err) {
        if (cancelled) return;
        setError(toApiError(err));
        setChecking(false);
      }
    };

    void check();
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [sourceKey, round, pollMs, maxChecks]);

  const checkAgain = useCallback(() => {
    setGaveUp(false);
    setRound((n) => n + 1);
  }, []);
  return { order, error, checking, gaveUp, checkAgain };
}
