/**
 * GET /grades (spec §7): the grade list, cached and refreshed every 300 s. Shared by the home
 * page, registration and the account profile: one SWR key, so they share one cached list and
 * one request.
 */
import { API_PATHS, type GradeDto } from '@contract/api';
import useSWR from 'swr';
import { apiClient, getData } from './api-client';
import { SWR_STATIC_OPTIONS } from './swr';

/** SWR key of the grade list: the path it loads, so an SSR `fallback` can use it as is. */
export const GRADES_KEY = API_PATHS.grades;

export function getGrades(): Promise<GradeDto[]> {
  return getData<GradeDto[]>(apiClient, GRADES_KEY);
}

export function useGrades() {
  const { data, error, isLoading, mutate } = useSWR<GradeDto[]>(GRADES_KEY, getGrades, SWR_STATIC_OPTIONS);
  return { grades: data ?? [], error: error as unknown, isLoading, mutate };
}
