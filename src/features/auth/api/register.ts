/** POST /auth/register on the main API: creates an active account and signs it in. */
import type { LoginResponseData, RegisterRequest } from '@contract/api';
import { authApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';
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
  const data = await call(authApi.register, { body: req }, NO_REFRESH);
  if (signIn) await storeSession(data);
  return data;
}
