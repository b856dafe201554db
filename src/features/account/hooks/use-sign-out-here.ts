/**
 * Ends the session on this device after the sign-in service already revoked it (the current
 * session was signed out from the sessions page): the same local steps as the header's logout
 * — stored cart, tokens, cached user — without a logout call, then the login page.
 */
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { paths } from '@/config/paths';
import { resetAuthRefreshState } from '@/lib/api-client';
import { PROFILE_KEY } from '@/lib/current-user';
import { clearSession, removeStoredItem, STORAGE_KEYS } from '@/lib/session';

export function useSignOutHere(): () => Promise<void> {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    removeStoredItem(STORAGE_KEYS.cartData);
    clearSession();
    resetAuthRefreshState();
    await mutate(PROFILE_KEY, undefined, { revalidate: false });
    await router.push(paths.login);
  }, [mutate, router]);
}
