/** POST /auth/register on the main API: creates an active account and signs it in. */
import { API_PATHS, type LoginResponseData, type RegisterRequest } from '@contract/api';
import { apiClient } from '@/lib/api-client';
import { postAuthData } from './request';
import { storeSession } from './store-session';

export interface RegisterOptions {
  /**
   * Store the returned tokens as this browser's session (default). Teacher accounts cannot use
   * this site, so their registration passes false and hands the tokens straight back.
   */
  signIn?: boolean;
}

export async function register(
  req: RegisterRequest,
  { signIn = true }: RegisterOptions = {},
): Promise<LoginResponseData> {
  const data = await postAuthData<LoginResponseData>(apiClient, API_PATHS.register, req);
  if (signIn) await storeSession(data);
  return data;
}
