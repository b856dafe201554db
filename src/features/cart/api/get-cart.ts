/**
 * GET /itf/cart (spec §7): the signed-in user's cart, merging the local ids it is given; a guest
 * gets a priced preview of them, nothing stored. The hooks that read it (`useCart`, the sync on
 * sign-in) live in hooks/use-cart, which also keeps local storage in step.
 */
import type { CartDto } from '@contract/commerce';
import { commerceApi } from '@contract/client-api';
import { call } from '@/lib/api/call';

export function getCart(unitTestIds: readonly number[] = []): Promise<CartDto> {
  return call(commerceApi.cart, { query: { unitTestIds: unitTestIds.length > 0 ? unitTestIds.join(',') : undefined } });
}
