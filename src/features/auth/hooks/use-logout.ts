/**
 * Logout (spec §4 Session): tell the sign-in service (its failure does not keep anyone signed
 * in), end the session (stored cart, both tokens, every cached user data: `endSession`), then go
 * home — unless the current page is a public route other than home, where the user stays.
 */
import { accountApi } from '@contract/client-api';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { isHomeRoute, isPublicRoute, paths } from '@/config/paths';
import { call } from '@/lib/api/call';
import { canRefreshSession, endSession, holdLoginRedirects } from '@/lib/session';

/** The user's own logout, or the teacher guard's (a teacher may not stay on the page). */
type LogoutReason = 'logout' | 'teacher';

export function useLogout(reason: LogoutReason = 'logout'): () => Promise<void> {
  const router = useRouter();

  return useCallback(async () => {
    // Requests of the ending session that fail meanwhile must not send the user to login.
    holdLoginRedirects();
    if (canRefreshSession()) {
      try {
        // This origin's proxy adds the refresh token its HttpOnly cookie holds, and clears the cookie.
        await call(accountApi.logout, { body: {} }, { skipAuthRefresh: true });
      } catch {
        // The tokens are dropped locally either way; the service expires them on its own.
      }
    }
    endSession(reason);
    const stay = isPublicRoute(router.pathname) && !isHomeRoute(router.pathname);
    if (!stay) await router.push(paths.home);
  }, [reason, router]);
}
