/**
 * GET /itf/orders/detail/{transNo}: one of the signed-in user's orders. Shared by the payment
 * result (polling a pending order) and the account's order history.
 */
import type { OrderDto } from '@contract/commerce';
import useSWR from 'swr';
import { commerceApi } from '@contract/client-api';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { useHasSession } from '@/lib/current-user';
import { commerceKeys } from './keys';

export function getOrder(transNo: string): Promise<OrderDto> {
  return call(commerceApi.orderDetail, { params: { transNo } });
}

/** One order by its transaction number (null loads nothing). */
export function useOrder(transNo: string | null) {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<OrderDto, ApiError>(
    signedIn && transNo ? commerceKeys.order(transNo) : null,
    () => getOrder(transNo as string),
  );
  return { data, error, isLoading, mutate };
}
