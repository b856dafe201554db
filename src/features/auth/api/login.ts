/** POST /auth/login on the main API: signs in and stores the session. */
import { API_PATHS, type LoginRequest, type LoginResponseData } from '@contract/api';
import { apiClient, postData, resetAuthRefreshState } from '@/lib/api-client';
import { setSession } from '@/lib/session';

export async function login(req: LoginRequest): Promise<LoginResponseData> {
  // A 401 here means wrong credentials, not an expired session: never refresh.
  const data = await postData<LoginResponseData>(apiClient, API_PATHS.login, req, {
    skipAuthRefresh: true,
  });
  resetAuthRefreshState();
  setSession({ accessToken: data.accessToken, refreshToken: data.refreshToken });
  return data;
}
