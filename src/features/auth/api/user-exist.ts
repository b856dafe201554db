/** GET /auth/user-exist?username=… on the main API: whether a phone or e-mail has an account. */
import { API_PATHS, type UserExistData } from '@contract/api';
import { apiClient, getData } from '@/lib/api-client';

export async function userExist(username: string): Promise<boolean> {
  const data = await getData<UserExistData>(apiClient, API_PATHS.userExist, { username }, { skipAuthRefresh: true });
  return data.exists;
}
