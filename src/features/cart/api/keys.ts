/**
 * SWR keys of the cart: the API path each hook loads, with its query as a canonical query string.
 */
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import { pathWithQuery } from '@/lib/query-string';

export const cartKeys = {
  /** GET /itf/cart — the signed-in user's stored cart. */
  mine: () => COMMERCE_PATHS.cart,
  /** GET /itf/cart?unitTestIds=… — a guest's preview of the local ids (null: nothing to price). */
  preview: (unitTestIds: readonly number[]) =>
    unitTestIds.length > 0 ? pathWithQuery(COMMERCE_PATHS.cart, { unitTestIds: unitTestIds.join(',') }) : null,
} as const;
