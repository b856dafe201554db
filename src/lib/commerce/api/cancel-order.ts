/**
 * POST /itf/orders/{transNo}/cancel: cancels one of the caller's unpaid orders and answers it as
 * CANCELLED (its voucher is free again). A plain request: the order detail's cancel button owns
 * its confirmation and pending state, and puts the answer in the order's cache entry.
 */
import { commerceApi } from '@contract/client-api';
import type { OrderDto } from '@contract/commerce';
import { call } from '@/lib/api/call';

export function cancelOrder(transNo: string): Promise<OrderDto> {
  return call(commerceApi.orderCancel, { params: { transNo } });
}
