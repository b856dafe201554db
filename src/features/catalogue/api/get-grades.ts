/** GET /grades (spec §7): the grade list, cached and refreshed every 300 s. */
import type { GradeDto } from '@contract/api';
import useSWR from 'swr';
import { apiClient, getData } from '@/lib/api-client';
import { SWR_STATIC_OPTIONS } from '@/lib/swr';
import { catalogueKeys } from './keys';

export function getGrades(): Promise<GradeDto[]> {
  return getData<GradeDto[]>(apiClient, catalogueKeys.grades());
}

export function useGrades() {
  const { data, error, isLoading, mutate } = useSWR<GradeDto[]>(
    catalogueKeys.grades(),
    getGrades,
    SWR_STATIC_OPTIONS,
  );
  return { grades: data ?? [], error, isLoading, mutate };
}
