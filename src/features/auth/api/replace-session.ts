/**
 * POST /auth/login/replace-session on the main API: at the device limit, signs one of the
 * account's sessions out with the login's device-limit ticket and signs this device in.
 */
import { API_PATHS, type LoginResponseData, type ReplaceSessionRequest } from '@contract/api';
import { apiClient } from '@/lib/api-client';
import { postAuthData } from './request';
import { storeSession } from './store-session';

export async function replaceSession(req: ReplaceSessionRequest): Promise<LoginResponseData> {
  const data = await postAuthData<LoginResponseData>(apiClient, API_PATHS.loginReplaceSession, req);
  await storeSession(data);
  return data;
}
