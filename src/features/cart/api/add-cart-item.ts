/**
 * POST /itf/cart/items/{unitTestId}: adds a test to the signed-in user's cart and answers the
 * whole cart. A plain request: `useCartActions` (hooks/use-cart) decides between the server and
 * a guest's local cart, and puts the answer under `cartKeys.mine()`.
 */
import type { CartDto } from '@contract/commerce';
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import { apiClient, postData } from '@/lib/api-client';

export function addCartItem(unitTestId: number): Promise<CartDto> {
  return postData<CartDto>(apiClient, COMMERCE_PATHS.cartItem(unitTestId));
}
