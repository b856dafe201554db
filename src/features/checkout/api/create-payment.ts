/**
 * POST /payment/create (spec §7): the order and its gateway URL. A plain request: the checkout
 * panel sends the browser to the gateway with its answer; nothing is cached.
 */
import type { PaymentCreateData, PaymentCreateRequest } from '@contract/commerce';
import { commerceApi } from '@contract/client-api';
import { call } from '@/lib/api/call';

export function createPayment(body: PaymentCreateRequest): Promise<PaymentCreateData> {
  return call(commerceApi.paymentCreate, { body });
}
