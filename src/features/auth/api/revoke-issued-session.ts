/**
 * Ends a session that was issued but never stored in this browser (a teacher's registration),
 * so it does not count towards the account's device limit. Best effort: a failure only leaves
 * a session that expires on its own.
 */
import { accountApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';

export async function revokeIssuedSession(refreshToken: string): Promise<void> {
  try {
    await call(accountApi.logout, { body: { refreshToken } }, NO_REFRESH);
  } catch {
    // Nothing was stored locally; the server-side session simply runs out.
  }
}
