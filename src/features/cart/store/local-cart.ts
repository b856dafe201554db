/**
 * The stored cart (spec §3 "Cart item: unitTestId and id", §9 stored keys): a JSON list of
 * `{ id, unitTestId }` under STORAGE_KEYS.cartData. A guest's cart lives only here; a signed-in
 * user's copy is replaced by the server's items after every call (spec §7). Whatever is stored
 * is read defensively: a hand-edited or older value is never worth a crash.
 */
import type { CartDto } from '@contract/commerce';
import { getStoredItem, removeStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';

export interface StoredCartItem {
  /** The server's cart-item id; for a guest, the test id (there is no server item yet). */
  id: number;
  unitTestId: number;
}

/** A guest's cart is capped like the server's list query (50 ids). */
export const CART_MAX_ITEMS = 50;

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

export function parseStoredCart(raw: string | null): StoredCartItem[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const items: StoredCartItem[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { id, unitTestId } = entry as Record<string, unknown>;
    if (!isPositiveInteger(unitTestId) || seen.has(unitTestId)) continue;
    seen.add(unitTestId);
    items.push({ id: isPositiveInteger(id) ? id : unitTestId, unitTestId });
    if (items.length === CART_MAX_ITEMS) break;
  }
  return items;
}

export function readStoredCart(): StoredCartItem[] {
  return parseStoredCart(getStoredItem(STORAGE_KEYS.cartData));
}

export function writeStoredCart(items: readonly StoredCartItem[]): void {
  if (items.length === 0) {
    removeStoredItem(STORAGE_KEYS.cartData);
    return;
  }
  const clean = items.map(({ id, unitTestId }) => ({ id, unitTestId }));
  setStoredItem(STORAGE_KEYS.cartData, JSON.stringify(clean));
}

/** What local storage keeps of a cart answer: each line's id and test id. */
export function toStoredItems(cart: CartDto): StoredCartItem[] {
  return cart.items.map((item) => ({ id: item.id ?? item.unitTestId, unitTestId: item.unitTestId }));
}
