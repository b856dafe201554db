/**
 * POST /itf/cart/items/{unitTestId}: adds a test to the signed-in user's cart and answers the
 * whole cart. A plain request: `useCartActions` (hooks/use-cart) decides between the server and
 * a guest's local cart, and puts the answer under `cartKeys.mine()`.
 */
import type { CartDto } from '@contract/commerce';
import { commerceApi } from '@contract/client-api';
import { call } from '@/lib/api/call';

export function addCartItem(unitTestId: number): Promise<CartDto> {
  return call(commerceApi.addCartItem, { params: { id: unitTestId } });
}
