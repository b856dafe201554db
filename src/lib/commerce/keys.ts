/**
 * SWR keys of the signed-in user's orders and test credits (shared by the payment result, the
 * account and the practice-test pages): the API path each hook loads, with its query as a
 * canonical query string.
 */
import { COMMERCE_PATHS, ORDERS_PAGE_SIZE } from '@contract/commerce-rules';
import { pathWithQuery } from '../query-string';

export const commerceKeys = {
  /** GET /itf/orders?page&pageSize — one page of the caller's orders. */
  orders: (page: number) => pathWithQuery(COMMERCE_PATHS.orders, { page, pageSize: ORDERS_PAGE_SIZE.DEFAULT }),
  /** GET /itf/orders/detail/{transNo} */
  order: (transNo: string) => COMMERCE_PATHS.orderDetail(transNo),
  /** GET /account/quantity-use — the same entry as the account's credits page. */
  quantityUse: () => COMMERCE_PATHS.quantityUse,
} as const;
