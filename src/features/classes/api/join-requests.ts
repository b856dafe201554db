/** GET /itf/join_class_request: the student's requests to join a class, newest first. */
import { classesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { classKeys } from './keys';

export function useJoinRequests() {
  return useSWR(classKeys.joinRequests(), () => call(classesApi.myJoinRequests));
}
