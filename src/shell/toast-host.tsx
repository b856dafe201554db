import { useSyncExternalStore } from 'react';
import { getLoadedToastify, subscribeToastify } from '@/lib/toast';

const notLoaded = () => null;

/**
 * The toast container, mounted only once a toast has been raised (see `@/lib/toast`): until
 * then there is nothing to show, and react-toastify stays out of the page's initial download.
 */
export function ToastHost() {
  const toastify = useSyncExternalStore(subscribeToastify, getLoadedToastify, notLoaded);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer position="top-right" autoClose={4000} newestOnTop closeOnClick pauseOnFocusLoss={false} />;
}
