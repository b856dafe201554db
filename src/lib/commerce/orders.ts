/**
 * The signed-in user's orders (spec §7 "Orders and cart"): GET /itf/orders (paged) and
 * GET /itf/orders/detail/{transNo}. Shared by the payment result (polling a pending order) and
 * the account's order history.
 */
import { COMMERCE_PATHS, ORDERS_PAGE_SIZE } from '@contract/commerce-rules';
import type { OrderDto, OrderListData } from '@contract/commerce';
import useSWR from 'swr';
import { apiClient, getData, postData, type ApiError } from '../api-client';
import { useHasSession } from '../current-user';

const orderKeys = {
  list: (page: number) => `${COMMERCE_PATHS.orders}?page=${page}&pageSize=${ORDERS_PAGE_SIZE.DEFAULT}`,
  detail: (transNo: string) => COMMERCE_PATHS.orderDetail(transNo),
} as const;

function getOrders(page: number): Promise<OrderListData> {
  return getData<OrderListData>(apiClient, COMMERCE_PATHS.orders, { page, pageSize: ORDERS_PAGE_SIZE.DEFAULT });
}

export function getOrder(transNo: string): Promise<OrderDto> {
  return getData<OrderDto>(apiClient, COMMERCE_PATHS.orderDetail(transNo));
}

/** Cancels one of the caller's unpaid orders; answers it as CANCELLED (its voucher is free again). */
export function cancelOrder(transNo: string): Promise<OrderDto> {
  return postData<OrderDto>(apiClient, COMMERCE_PATHS.orderCancel(transNo));
}

/** One page of orders; nothing is requested without a session. */
export function useOrders(page: number) {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<OrderListData, ApiError>(
    signedIn ? orderKeys.list(page) : null,
    () => getOrders(page),
    { keepPreviousData: true },
  );
  return { orders: data, error, isLoading, mutate };
}

/** One order by its transaction number (null loads nothing). */
export function useOrder(transNo: string | null) {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<OrderDto, ApiError>(
    signedIn && transNo ? orderKeys.detail(transNo) : null,
    () => getOrder(transNo as string),
  );
  return { order: data, error, isLoading, mutate };
}
