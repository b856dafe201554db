/**
 * DELETE /itf/cart/items/{unitTestId}: removes a test from the signed-in user's cart and answers
 * the whole cart. A plain request, like adding one (see add-cart-item).
 */
import type { CartDto } from '@contract/commerce';
import { commerceApi } from '@contract/client-api';
import { call } from '@/lib/api/call';

export function removeCartItem(unitTestId: number): Promise<CartDto> {
  return call(commerceApi.removeCartItem, { params: { id: unitTestId } });
}
