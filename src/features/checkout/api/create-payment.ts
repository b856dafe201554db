/**
 * POST /payment/create (spec §7): the order and its gateway URL. A plain request: the checkout
 * panel sends the browser to the gateway with its answer; nothing is cached.
 */
import type { PaymentCreateData, PaymentCreateRequest } from '@contract/commerce';
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import { apiClient, postData } from '@/lib/api-client';

export function createPayment(body: PaymentCreateRequest): Promise<PaymentCreateData> {
  return postData<PaymentCreateData>(apiClient, COMMERCE_PATHS.paymentCreate, body);
}
