import type { ClientEndpoint } from '@contract/endpoint';
import { toApiError } from '@/lib/api-client';
import { call, type ArgsOf, type DataOf } from '@/lib/api/call';
import { getAccessToken } from '@/lib/session';

/**
 * Spec §6: students use their own route, everyone else (guests, teachers) the user route. A
 * signed-in caller refused by the student route (a teacher, or a session that just ended) falls
 * back to the user route, which accepts the attempt secret — the same idempotency key keeps it
 * one result. Every call that acts on an attempt carries the attempt secret too, so a guest — or
 * a student whose session just expired — never loses work.
 */
export async function studentOrUser<S extends ClientEndpoint, U extends ClientEndpoint>(
  student: S & (DataOf<S> extends DataOf<U> ? unknown : never),
  user: U,
  body: ArgsOf<S>['body'] & ArgsOf<U>['body'],
): Promise<DataOf<U>> {
  if (getAccessToken()) {
    try {
      return await call(student, { body } as ArgsOf<S>);
    } catch (err) {
      const { status } = toApiError(err);
      if (status !== 401 && status !== 403) throw err;
    }
  }
  return call(user, { body } as ArgsOf<U>);
}
