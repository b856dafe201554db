/**
 * POST /account/revoke-token (sign-in service): end one session (`{ sessionId }`) or every other
 * session of the account (`{ allOthers: true }`). Ending the current session is a logout.
 */
import { API_PATHS, type RevokeSessionRequest } from '@contract/api';
import { authClient, postData } from '@/lib/api-client';

export function revokeSession(body: RevokeSessionRequest): Promise<null> {
  return postData<null>(authClient, API_PATHS.revokeToken, body);
}
