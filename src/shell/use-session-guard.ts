import type { NextRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { paths, requiresSession } from '@/config/paths';
import { useHasSession } from '@/lib/current-user';
import { loginRedirectsHeld } from '@/lib/session';

/**
 * When the session ends on its own while a protected page is open (signed out from another
 * device, password changed elsewhere, refresh refused), the page gives way to the login page, as
 * a fresh visit would. A deliberate sign-out (which holds login redirects until the next sign-in)
 * follows its own rules instead, and public pages stay where they are.
 */
export function useSessionGuard(router: NextRouter) {
  const signedIn = useHasSession();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (signedIn) {
      wasSignedIn.current = true;
      return;
    }
    const lost = wasSignedIn.current;
    wasSignedIn.current = false;
    // Any sign-out in progress (the user's, the teacher guard's, a revoked device's) or a redirect
    // to login already under way leads the way itself.
    if (!lost || loginRedirectsHeld() || !requiresSession(router.pathname)) return;
    void router.replace(paths.loginWithRedirect(router.asPath, true));
  }, [router, signedIn]);
}
