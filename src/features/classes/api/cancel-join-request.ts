/** DELETE /itf/join_class_request/{id}: cancels one of the student's pending requests. */
import { classesApi } from '@contract/client-api';
import { call } from '@/lib/api/call';

export function cancelJoinRequest(id: number): Promise<null> {
  return call(classesApi.cancelJoinRequest, { params: { id } });
}
