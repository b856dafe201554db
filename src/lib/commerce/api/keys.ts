/**
 * SWR keys of the signed-in user's orders and test credits (shared by the payment result, the
 * account and the practice-test pages): the API path each hook loads, with its query as a
 * canonical query string.
 */
import { commerceApi } from '@contract/client-api';
import { ORDERS_PAGE_SIZE } from '@contract/commerce-rules';
import { keyOf } from '@/lib/api/call';

/** The query of one page of the caller's orders. */
export const ordersQuery = (page: number) => ({ page, pageSize: ORDERS_PAGE_SIZE.DEFAULT });

export const commerceKeys = {
  /** GET /itf/orders?page&pageSize — one page of the caller's orders. */
  orders: (page: number) => keyOf(commerceApi.orders, { query: ordersQuery(page) }),
  /** GET /itf/orders/detail/{transNo} */
  order: (transNo: string) => keyOf(commerceApi.orderDetail, { params: { transNo } }),
  /** GET /account/quantity-use — one entry for the account's credits page and every test page. */
  quantityUse: () => keyOf(commerceApi.quantityUse),
} as const;
