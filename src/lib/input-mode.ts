import { useSyncExternalStore } from 'react';

/**
 * A touch screen or a phone-sized window: where drag and drop and mouse or keyboard help do not
 * fit, screens offer one touch-friendly way to answer and say how to use it.
 */
const TOUCH_OR_NARROW_QUERY = '(pointer: coarse), (max-width: 767px)';
/** The `tablet` mixin's width: at or under it, side-by-side layouts stack into one column. */
const SINGLE_COLUMN_QUERY = '(max-width: 1365px)';

function query(media: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;
}

/** Whether a media query matches, kept up to date; false on the server and where media queries are unknown. */
function useMediaQuery(media: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      const list = query(media);
      if (!list) return () => undefined;
      list.addEventListener('change', listener);
      return () => list.removeEventListener('change', listener);
    },
    () => query(media)?.matches ?? false,
    () => false,
  );
}

/** True on a touch screen or a narrow window. */
export function useTouchOrNarrow(): boolean {
  return useMediaQuery(TOUCH_OR_NARROW_QUERY);
}

/** True where the layout is one column (tablets and phones). */
export function useSingleColumn(): boolean {
  return useMediaQuery(SINGLE_COLUMN_QUERY);
}
