/** GET /student/classes/:id/unit-tests-assigned: the tests assigned in a class, by its slug. */
import { classesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { classKeys } from './keys';

export function useClassAssignments(slug: string | undefined) {
  return useSWR(slug ? classKeys.assigned(slug) : null, () =>
    call(classesApi.classAssigned, { params: { id: slug as string } }),
  );
}
