/**
 * GET /grades for the registration form. Features may not import each other, so this is the
 * auth feature's own hook; it uses the catalogue's SWR key (the path) and caching, so both
 * share one cache entry and one request.
 */
import { API_PATHS, type GradeDto } from '@contract/api';
import useSWR from 'swr';
import { apiClient, getData } from '@/lib/api-client';
import { SWR_STATIC_OPTIONS } from '@/lib/swr';

export const GRADES_KEY = API_PATHS.grades;

export function fetchGrades(): Promise<GradeDto[]> {
  return getData<GradeDto[]>(apiClient, GRADES_KEY);
}

export function useRegisterGrades() {
  const { data, error, isLoading } = useSWR<GradeDto[]>(GRADES_KEY, fetchGrades, SWR_STATIC_OPTIONS);
  return { grades: data ?? [], error: error as unknown, isLoading };
}
