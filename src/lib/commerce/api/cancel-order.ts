/**
 * POST /itf/orders/{transNo}/cancel: cancels one of the caller's unpaid orders and answers it as
 * CANCELLED (its voucher is free again). The order detail's cancel button owns its confirmation
 * and pending state; the answer goes into the order's cache entry as it is.
 */
import { commerceApi } from '@contract/client-api';
import type { OrderDto } from '@contract/commerce';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { call } from '@/lib/api/call';
import { commerceKeys } from './keys';

function cancelOrder(transNo: string): Promise<OrderDto> {
  return call(commerceApi.orderCancel, { params: { transNo } });
}

export function useCancelOrder(): (transNo: string) => Promise<OrderDto> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (transNo: string) => {
      const order = await cancelOrder(transNo);
      await mutate(commerceKeys.order(transNo), order, { revalidate: false });
      return order;
    },
    [mutate],
  );
}
