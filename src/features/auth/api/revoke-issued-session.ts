/**
 * Ends a session that was issued but never stored in this browser (a teacher's registration),
 * so it does not count towards the account's device limit. Best effort: a failure only leaves
 * a session that expires on its own.
 */
import { API_PATHS, type LogoutRequest } from '@contract/api';
import { authClient } from '@/lib/api-client';

export async function revokeIssuedSession(refreshToken: string): Promise<void> {
  const body: LogoutRequest = { refreshToken };
  try {
    await authClient.post(API_PATHS.logout, body, { skipAuthRefresh: true });
  } catch {
    // Nothing was stored locally; the server-side session simply runs out.
  }
}
