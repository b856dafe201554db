/** GET /itf/join_class_request (my requests, newest first) and DELETE …/{id} (cancel a pending one). */
import { classesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { classKeys } from './keys';

export function useJoinRequests() {
  return useSWR(classKeys.joinRequests(), () => call(classesApi.myJoinRequests));
}

export function cancelJoinRequest(id: number): Promise<null> {
  return call(classesApi.cancelJoinRequest, { params: { id } });
}
