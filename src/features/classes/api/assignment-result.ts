/** GET /student/unit-tests-assigned/{id}/result: my result on an assignment and, when shared, the class's. */
import { classesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { classKeys } from './keys';

export function useAssignmentResult(assignmentId: number | undefined) {
  return useSWR(assignmentId ? classKeys.assignmentResult(assignmentId) : null, () =>
    call(classesApi.assignmentResult, { params: { id: assignmentId as number } }),
  );
}
