/**
 * GET /itf/orders (spec §7 "Orders and cart"): one page of the signed-in user's orders, for the
 * account's order history.
 */
import type { OrderListData } from '@contract/commerce';
import useSWR from 'swr';
import { apiClient, getData, type ApiError } from '../api-client';
import { useHasSession } from '../current-user';
import { commerceKeys } from './keys';

/** One page of orders; nothing is requested without a session. */
export function useOrders(page: number) {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<OrderListData, ApiError>(
    signedIn ? commerceKeys.orders(page) : null,
    (key: string) => getData<OrderListData>(apiClient, key),
    { keepPreviousData: true },
  );
  return { orders: data, error, isLoading, mutate };
}
