/** GET /student/unit-tests-assigned/{id}/result: my result on an assignment and, when shared, the class's. */
import { CLASS_PATHS, type AssignmentResultDto } from '@contract/classes-api';
import useSWR from 'swr';
import { apiClient, getData } from '@/lib/api-client';
import { classKeys } from './keys';

export function useAssignmentResult(assignmentId: number | undefined) {
  return useSWR<AssignmentResultDto>(assignmentId ? classKeys.assignmentResult(assignmentId) : null, () =>
    getData<AssignmentResultDto>(apiClient, CLASS_PATHS.assignmentResult(assignmentId as number)),
  );
}
