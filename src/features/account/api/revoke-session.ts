/**
 * POST /account/revoke-token (sign-in service): end one session (`{ sessionId }`) or every other
 * session of the account (`{ allOthers: true }`). Ending the current session is a logout.
 */
import type { RevokeSessionRequest } from '@contract/api';
import { accountApi } from '@contract/client-api';
import { call } from '@/lib/api/call';

export function revokeSession(body: RevokeSessionRequest): Promise<null> {
  return call(accountApi.revokeToken, { body });
}
