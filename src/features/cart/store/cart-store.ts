/**
 * The cart every screen sees (header badge, add buttons, /cart): one in-memory copy of the stored
 * cart, kept in step with local storage. It re-reads the stored value when the session changes
 * (logout removes it, spec §4) and when another tab writes it, so no screen shows a stale count.
 */
import { useSyncExternalStore } from 'react';
import { hasSession, STORAGE_KEYS, subscribeSession } from '@/lib/session';
import { readStoredCart, writeStoredCart, type StoredCartItem } from './local-cart';

type Listener = () => void;

const EMPTY: readonly StoredCartItem[] = Object.freeze([]);
let snapshot: readonly StoredCartItem[] = EMPTY;
let loaded = false;
const listeners = new Set<Listener>();
let detach: (() => void) | null = null;

function sameItems(a: readonly StoredCartItem[], b: readonly StoredCartItem[]): boolean {
  return a.length === b.length && a.every((item, i) => item.id === b[i]?.id && item.unitTestId === b[i]?.unitTestId);
}

function replace(next: readonly StoredCartItem[]) {
  const value = next.length === 0 ? EMPTY : next;
  if (sameItems(value, snapshot)) return;
  snapshot = value;
  for (const listener of [...listeners]) listener();
}

/** Re-reads local storage (after a logout, another tab, or a first render). */
function reloadCart(): void {
  loaded = true;
  replace(readStoredCart());
}

/** Stores `items` as the cart (the server's items after a call, or a guest's edit). */
export function setCart(items: readonly StoredCartItem[]): void {
  loaded = true;
  writeStoredCart(items);
  replace(readStoredCart());
}

export function getCartSnapshot(): readonly StoredCartItem[] {
  if (!loaded && typeof window !== 'undefined') {
    loaded = true;
    snapshot = readStoredCart();
    if (snapshot.length === 0) snapshot = EMPTY;
  }
  return snapshot;
}

// Whether this session's cart was fetched with the local ids once (the sign-in merge, spec §7).
let merged = false;

export function isCartMerged(): boolean {
  return merged;
}

export function markCartMerged(): void {
  merged = true;
}

function onSessionChange() {
  if (!hasSession()) merged = false;
  reloadCart();
}

function attach(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.cartData) reloadCart();
  };
  window.addEventListener('storage', onStorage);
  const offSession = subscribeSession(onSessionChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    offSession();
  };
}

function subscribeCart(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    detach = attach();
    // Nobody was listening: the stored value may have changed meanwhile.
    reloadCart();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && detach) {
      detach();
      detach = null;
    }
  };
}

/** The stored cart; empty on the server and while hydrating, so markup always agrees. */
export function useStoredCart(): readonly StoredCartItem[] {
  return useSyncExternalStore(subscribeCart, getCartSnapshot, () => EMPTY);
}
