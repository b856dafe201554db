/**
 * POST /auth/login on the main API. Answers either tokens (stored as the session) or, for an
 * account whose temporary password must be replaced first, a first-login token (nothing stored).
 */
import { isFirstLoginRequired, type LoginRequest, type LoginResult } from '@contract/api';
import { authApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';
import { storeSession } from './store-session';

export async function login(req: LoginRequest): Promise<LoginResult> {
  // A 401 here means wrong credentials, not an expired session: never refresh.
  const data = await call(authApi.login, { body: req }, NO_REFRESH);
  if (!isFirstLoginRequired(data)) await storeSession(data);
  return data;
}
