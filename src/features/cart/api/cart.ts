/**
 * The cart calls (spec §7): GET /itf/cart (the signed-in user's cart, merging the local ids it
 * is given; a guest gets a priced preview of them, nothing stored), POST and DELETE
 * /itf/cart/items/{unitTestId}. Each answers the whole cart.
 */
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import type { CartDto } from '@contract/commerce';
import { apiClient, deleteData, getData, postData } from '@/lib/api-client';
import type { StoredCartItem } from '../store/local-cart';

export const cartKeys = {
  /** The signed-in user's stored cart. */
  mine: () => COMMERCE_PATHS.cart,
  /** A guest's preview of the local ids (null: nothing to price). */
  preview: (unitTestIds: readonly number[]) =>
    unitTestIds.length > 0 ? `${COMMERCE_PATHS.cart}?unitTestIds=${unitTestIds.join(',')}` : null,
} as const;

export function getCart(unitTestIds: readonly number[] = []): Promise<CartDto> {
  return getData<CartDto>(
    apiClient,
    COMMERCE_PATHS.cart,
    unitTestIds.length > 0 ? { unitTestIds: unitTestIds.join(',') } : undefined,
  );
}

export function addCartItem(unitTestId: number): Promise<CartDto> {
  return postData<CartDto>(apiClient, COMMERCE_PATHS.cartItem(unitTestId));
}

export function removeCartItem(unitTestId: number): Promise<CartDto> {
  return deleteData<CartDto>(apiClient, COMMERCE_PATHS.cartItem(unitTestId));
}

/** What local storage keeps of a cart answer: each line's id and test id. */
export function toStoredItems(cart: CartDto): StoredCartItem[] {
  return cart.items.map((item) => ({ id: item.id ?? item.unitTestId, unitTestId: item.unitTestId }));
}
