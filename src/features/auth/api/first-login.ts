/** POST /auth/first-login on the main API: replaces the temporary password, then signed in. */
import { API_PATHS, type FirstLoginRequest, type LoginResponseData } from '@contract/api';
import { apiClient } from '@/lib/api-client';
import { postAuthData } from './request';
import { storeSession } from './store-session';

export async function firstLogin(req: FirstLoginRequest): Promise<LoginResponseData> {
  const data = await postAuthData<LoginResponseData>(apiClient, API_PATHS.firstLogin, req);
  await storeSession(data);
  return data;
}
