/**
 * Logout (spec §4 Session): clear the stored cart, tell the sign-in service (its failure does
 * not keep anyone signed in), remove both tokens, refresh the user data, then go home — unless
 * the current page is a public route other than home, where the user stays.
 */
import { API_PATHS } from '@contract/api';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isHomeRoute, isPublicRoute, paths } from '@/config/paths';
import { authClient, holdLoginRedirects, resetAuthRefreshState } from '@/lib/api-client';
import { clearSession, getRefreshToken, removeStoredItem, STORAGE_KEYS } from '@/lib/session';
import { PROFILE_KEY } from '@/lib/current-user';

export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const { mutate } = useSWRConfig();

  return useCallback(async () => {
    holdLoginRedirects();
    removeStoredItem(STORAGE_KEYS.cartData);
    const refreshToken = getRefreshToken();
    if (refreshToken) {
      try {
        await authClient.post(API_PATHS.logout, { refreshToken }, { skipAuthRefresh: true });
      } catch {
        // The tokens are dropped locally either way; the service expires them on its own.
      }
    }
    clearSession();
    resetAuthRefreshState();
    holdLoginRedirects();
    await mutate(PROFILE_KEY, undefined, { revalidate: false });
    const stay = isPublicRoute(router.pathname) && !isHomeRoute(router.pathname);
    if (!stay) await router.push(paths.home);
  }, [mutate, router]);
}
