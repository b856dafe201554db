/**
 * DELETE /itf/cart/items/{unitTestId}: removes a test from the signed-in user's cart and answers
 * the whole cart. A plain request, like adding one (see add-cart-item).
 */
import type { CartDto } from '@contract/commerce';
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import { apiClient, deleteData } from '@/lib/api-client';

export function removeCartItem(unitTestId: number): Promise<CartDto> {
  return deleteData<CartDto>(apiClient, COMMERCE_PATHS.cartItem(unitTestId));
}
