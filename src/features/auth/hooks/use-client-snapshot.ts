import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};
const nothing = () => null;

/**
 * A value only the browser knows (a stored item), read without a hydration mismatch: the server
 * render and the hydrating render see null, the following renders the stored value. `read` must
 * return a primitive so React can compare snapshots. Not reactive to storage changes by itself:
 * it is re-read on every render.
 */
export function useClientSnapshot(read: () => string | null): string | null {
  return useSyncExternalStore(subscribeNothing, read, nothing);
}

const yes = () => true;
const no = () => false;

/** False during the server render and hydration, true afterwards. */
export function useIsClient(): boolean {
  return useSyncExternalStore(subscribeNothing, yes, no);
}
