/**
 * Ends the session on this device after the sign-in service already revoked it (the current
 * session was signed out from the sessions page): the same local steps as the header's logout
 * (`endSession`: stored cart, tokens, cached data) without a logout call, then the login page.
 */
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { paths } from '@/config/paths';
import { endSession } from '@/lib/session';

export function useSignOutHere(): () => Promise<void> {
  const router = useRouter();
  return useCallback(async () => {
    endSession('revoked');
    await router.push(paths.login);
  }, [router]);
}
