import type { NextRouter } from 'next/router';
import { useEffect, useRef, type RefObject } from 'react';
import { paths, requiresSession } from '@/config/paths';
import { loginRedirectsHeld } from '@/lib/api-client';
import { useHasSession } from '@/lib/current-user';

/**
 * When the session ends on its own while a protected page is open (signed out from another
 * device, password changed elsewhere, refresh refused), the page gives way to the login page, as
 * a fresh visit would. A deliberate logout (`loggingOut`) follows the logout rules instead, and
 * public pages stay where they are.
 */
export function useSessionGuard(router: NextRouter, loggingOut: RefObject<boolean>) {
  const signedIn = useHasSession();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (signedIn) {
      wasSignedIn.current = true;
      return;
    }
    const lost = wasSignedIn.current;
    wasSignedIn.current = false;
    // Any logout in progress (the user's, or the teacher guard's) leads the way itself.
    if (!lost || loggingOut.current || loginRedirectsHeld() || !requiresSession(router.pathname)) return;
    void router.replace(paths.loginWithRedirect(router.asPath));
  }, [router, signedIn, loggingOut]);
}
