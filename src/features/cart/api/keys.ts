/**
 * SWR keys of the cart: the API path each hook loads, with its query as a canonical query string.
 */
import { commerceApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';

export const cartKeys = {
  /** GET /itf/cart — the signed-in user's stored cart. */
  mine: () => keyOf(commerceApi.cart),
  /** GET /itf/cart?unitTestIds=… — a guest's preview of the local ids (null: nothing to price). */
  preview: (unitTestIds: readonly number[]) =>
    unitTestIds.length > 0 ? keyOf(commerceApi.cart, { query: { unitTestIds: unitTestIds.join(',') } }) : null,
} as const;
