import type { LoginResponseData } from '@contract/api';
import { claimGuestAttempts } from '@/lib/results/claim-guest-attempts';
import { startSession } from '@/lib/session';

/**
 * Makes freshly issued tokens the session (`startSession`: nothing cached for an earlier one
 * survives); then the attempts made here as a guest become the student's (awaited, so "my tests"
 * lists them at once; a failure there never fails the sign-in).
 */
export async function storeSession(data: LoginResponseData): Promise<void> {
  startSession({
    accessToken: data.accessToken,
    refreshExpiresIn: data.refreshExpiresIn,
  });
  // Teachers are signed out of the site at once: their account would hide the results.
  if (data.user.roleCode === 'STUDENT') await claimGuestAttempts().catch(() => undefined);
}
