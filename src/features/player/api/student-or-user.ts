import { apiClient, postData, toApiError } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session';

/**
 * Spec §6: students use their own route, everyone else (guests, teachers) the user route. A
 * signed-in caller refused by the student route (a teacher, or a session that just ended) falls
 * back to the user route, which accepts the attempt secret — the same idempotency key keeps it
 * one result. Every call that acts on an attempt carries the attempt secret too, so a guest — or
 * a student whose session just expired — never loses work.
 */
export async function studentOrUser<T>(studentPath: string, userPath: string, body: object): Promise<T> {
  if (getAccessToken()) {
    try {
      return await postData<T>(apiClient, studentPath, body);
    } catch (err) {
      const { status } = toApiError(err);
      if (status !== 401 && status !== 403) throw err;
    }
  }
  return postData<T>(apiClient, userPath, body);
}
