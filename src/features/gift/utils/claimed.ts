/**
 * Whether the gift was claimed in this page session (spec §4): the icon stays hidden from the
 * claim on, even before the profile says so, until the page is loaded again.
 */
import { useSyncExternalStore } from 'react';

let claimed = false;
const listeners = new Set<() => void>();

export function markGiftClaimed(): void {
  claimed = true;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useGiftClaimed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => claimed,
    () => false,
  );
}

/** Tests only: a fresh page session. */
export function resetGiftClaimed(): void {
  claimed = false;
  listeners.forEach((listener) => listener());
}
