/**
 * POST /payment/return: the gateway's return parameters, verified by the API, answer the
 * order's real state. Only the IPN changes an order, so a PROCESSING answer is asked again
 * until it settles.
 */
import { commerceApi } from '@contract/client-api';
import type { PaymentReturnData, PaymentReturnRequest } from '@contract/commerce';
import { call } from '@/lib/api/call';

export function verifyPaymentReturn(body: PaymentReturnRequest): Promise<PaymentReturnData> {
  return call(commerceApi.paymentReturn, { body });
}
