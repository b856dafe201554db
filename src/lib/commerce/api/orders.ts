/**
 * GET /itf/orders (spec §7 "Orders and cart"): one page of the signed-in user's orders, for the
 * account's order history.
 */
import type { OrderListData } from '@contract/commerce';
import useSWR from 'swr';
import { commerceApi } from '@contract/client-api';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { useHasSession } from '@/lib/current-user';
import { commerceKeys, ordersQuery } from './keys';

/** One page of orders; nothing is requested without a session. */
export function useOrders(page: number) {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<OrderListData, ApiError>(
    signedIn ? commerceKeys.orders(page) : null,
    () => call(commerceApi.orders, { query: ordersQuery(page) }),
    { keepPreviousData: true },
  );
  return { data, error, isLoading, mutate };
}
