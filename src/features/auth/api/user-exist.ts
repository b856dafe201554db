/** GET /auth/user-exist?username=… on the main API: whether a phone or e-mail has an account. */
import { authApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { NO_REFRESH } from './request';

export async function userExist(username: string): Promise<boolean> {
  const data = await call(authApi.userExist, { query: { username } }, NO_REFRESH);
  return data.exists;
}
