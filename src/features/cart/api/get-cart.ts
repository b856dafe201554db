/**
 * GET /itf/cart (spec §7): the signed-in user's cart, merging the local ids it is given; a guest
 * gets a priced preview of them, nothing stored. The hooks that read it (`useCart`, the sync on
 * sign-in) live in hooks/use-cart, which also keeps local storage in step.
 */
import type { CartDto } from '@contract/commerce';
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import { apiClient, getData } from '@/lib/api-client';

export function getCart(unitTestIds: readonly number[] = []): Promise<CartDto> {
  return getData<CartDto>(
    apiClient,
    COMMERCE_PATHS.cart,
    unitTestIds.length > 0 ? { unitTestIds: unitTestIds.join(',') } : undefined,
  );
}
