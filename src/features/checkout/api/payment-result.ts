/**
 * POST /payment/return: the gateway's return parameters, verified by the API, answer the
 * order's real state. Only the IPN changes an order, so a PROCESSING answer is asked again
 * until it settles.
 */
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import type { PaymentReturnData, PaymentReturnRequest } from '@contract/commerce';
import { apiClient, postData } from '@/lib/api-client';

export function verifyPaymentReturn(body: PaymentReturnRequest): Promise<PaymentReturnData> {
  return postData<PaymentReturnData>(apiClient, COMMERCE_PATHS.paymentReturn, body);
}
