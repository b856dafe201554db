/**
 * POST /auth/login/replace-session on the main API: at the device limit, signs one of the
 * account's sessions out with the login's device-limit ticket and signs this device in.
 */
import type { LoginResponseData, ReplaceSessionRequest } from '@contract/api';
import { authApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';
import { storeSession } from './store-session';

export async function replaceSession(req: ReplaceSessionRequest): Promise<LoginResponseData> {
  const data = await call(authApi.replaceSession, { body: req }, NO_REFRESH);
  await storeSession(data);
  return data;
}
