/** GET /itf/join_class_request (my requests, newest first) and DELETE …/{id} (cancel a pending one). */
import { CLASS_PATHS, type JoinRequestDto } from '@contract/classes-api';
import useSWR from 'swr';
import { apiClient, deleteData, getData } from '@/lib/api-client';
import { classKeys } from './keys';

export function useJoinRequests() {
  return useSWR<JoinRequestDto[]>(classKeys.joinRequests(), () =>
    getData<JoinRequestDto[]>(apiClient, CLASS_PATHS.joinRequest),
  );
}

export function cancelJoinRequest(id: number): Promise<null> {
  return deleteData<null>(apiClient, CLASS_PATHS.cancelJoinRequest(id));
}
