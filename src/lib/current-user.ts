/**
 * Whether someone is signed in, for every feature that reacts to the session (the shell, the
 * cart, the checkout, the catalogue's owned tests). The profile itself is lib/profile.
 */
import { useSyncExternalStore } from 'react';
import { hasSession, subscribeSession } from './session';

/**
 * Whether a session token is stored, re-read whenever the session changes. The server (and the
 * hydrating render) always says false, so server and client markup agree.
 */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribeSession, hasSession, () => false);
}
