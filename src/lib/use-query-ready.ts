import { useRouter } from 'next/router';
import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};
const yes = () => true;
const no = () => false;

/**
 * Whether the URL's query can be read, the same on the server and in the hydrating render.
 * `router.isReady` alone is not: a statically generated page is rendered with it false, but in
 * the browser it is already true at hydration when the URL has no query string (/checkout,
 * /checkout/result opened bare), so markup gated on it differed (React error #418). This is
 * false until hydration is over, then follows the router.
 */
export function useQueryReady(): boolean {
  const { isReady } = useRouter();
  const hydrated = useSyncExternalStore(subscribeNothing, yes, no);
  return hydrated && isReady;
}
