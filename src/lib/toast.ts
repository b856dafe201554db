/**
 * Toast notifications without react-toastify in the pages' initial JavaScript: the library is
 * loaded with `import()` the first time a toast is raised, and `<ToastHost/>` mounts its
 * container once it has loaded. A toast raised before the container is mounted waits in
 * react-toastify's own queue and shows when the container mounts.
 */
import type * as Toastify from 'react-toastify';

export type ToastifyModule = typeof Toastify;
type ToastKind = 'success' | 'error' | 'info';

let loaded: ToastifyModule | null = null;
let loading: Promise<ToastifyModule> | null = null;
const listeners = new Set<() => void>();

/** react-toastify, fetched once; a failed fetch (offline) is tried again by the next toast. */
function loadToastify(): Promise<ToastifyModule> {
  loading ??= import('react-toastify').then(
    (mod) => {
      loaded = mod;
      listeners.forEach((listener) => listener());
      return mod;
    },
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The loaded library, or null while no toast has been raised yet. */
export function getLoadedToastify(): ToastifyModule | null {
  return loaded;
}

/** Calls `listener` once react-toastify has loaded (for `useSyncExternalStore`). */
export function subscribeToastify(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function show(kind: ToastKind, message: string): void {
  loadToastify().then(
    ({ toast }) => {
      toast[kind](message);
    },
    () => {
      // The toast only confirms what the page already shows or did; when its code cannot be
      // downloaded (connection lost) the message is dropped rather than reported as an error.
    },
  );
}

export const notify = {
  success: (message: string): void => show('success', message),
  error: (message: string): void => show('error', message),
  info: (message: string): void => show('info', message),
};
