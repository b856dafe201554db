/** POST /auth/first-login on the main API: replaces the temporary password, then signed in. */
import type { FirstLoginRequest, LoginResponseData } from '@contract/api';
import { authApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';
import { storeSession } from './store-session';

export async function firstLogin(req: FirstLoginRequest): Promise<LoginResponseData> {
  const data = await call(authApi.firstLogin, { body: req }, NO_REFRESH);
  await storeSession(data);
  return data;
}
