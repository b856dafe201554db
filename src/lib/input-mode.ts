import { useSyncExternalStore } from 'react';

/**
 * A touch screen or a phone-sized window: where drag and drop and mouse or keyboard help do not
 * fit, screens offer one touch-friendly way to answer and say how to use it.
 */
const TOUCH_OR_NARROW_QUERY = '(pointer: coarse), (max-width: 767px)';

function query(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(TOUCH_OR_NARROW_QUERY)
    : null;
}

function subscribe(listener: () => void): () => void {
  const list = query();
  if (!list) return () => undefined;
  list.addEventListener('change', listener);
  return () => list.removeEventListener('change', listener);
}

/** True on a touch screen or a narrow window; false on the server and where media queries are unknown. */
export function useTouchOrNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? false,
    () => false,
  );
}
