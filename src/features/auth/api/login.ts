/**
 * POST /auth/login on the main API. Answers either tokens (stored as the session) or, for an
 * account whose temporary password must be replaced first, a first-login token (nothing stored).
 */
import { API_PATHS, isFirstLoginRequired, type LoginRequest, type LoginResult } from '@contract/api';
import { apiClient, postData } from '@/lib/api-client';
import { storeSession } from './store-session';

export async function login(req: LoginRequest): Promise<LoginResult> {
  // A 401 here means wrong credentials, not an expired session: never refresh.
  const data = await postData<LoginResult>(apiClient, API_PATHS.login, req, {
    skipAuthRefresh: true,
  });
  if (!isFirstLoginRequired(data)) await storeSession(data);
  return data;
}
