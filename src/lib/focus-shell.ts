import { useEffect, useSyncExternalStore } from 'react';

/**
 * The focused shell: while a screen asks for it (a test being played), the app frame drops the
 * site header, footer and everything that floats over pages, so the screen's own bar is the only
 * one. Several screens may ask at once; the shell stays focused until the last one lets go.
 */
let holders = 0;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function change(delta: number) {
  holders += delta;
  listeners.forEach((listener) => listener());
}

/** Asks for the focused shell while the calling component is mounted and `active` is true. */
export function useFocusShell(active = true): void {
  useEffect(() => {
    if (!active) return;
    change(1);
    return () => change(-1);
  }, [active]);
}

/** Whether some screen has asked for the focused shell (never on the server render). */
export function useShellFocused(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => holders > 0,
    () => false,
  );
}
