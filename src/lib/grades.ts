/**
 * GET /grades (spec §7): the grade list, cached and refreshed every 300 s. Shared by the home
 * page, registration and the account profile: one SWR key, so they share one cached list and
 * one request.
 */
import { API_PATHS, type GradeDto } from '@contract/api';
import type { AxiosRequestConfig } from 'axios';
import useSWR from 'swr';
import { apiClient, getData } from './api-client';
import { catalogueKeys } from './catalogue/keys';
import { SWR_STATIC_OPTIONS } from './swr';

/** `config` lets a server-side caller set a short timeout. */
export function getGrades(config?: AxiosRequestConfig): Promise<GradeDto[]> {
  return getData<GradeDto[]>(apiClient, API_PATHS.grades, undefined, config);
}

export function useGrades() {
  const { data, error, isLoading, mutate } = useSWR<GradeDto[]>(
    catalogueKeys.grades(),
    () => getGrades(),
    SWR_STATIC_OPTIONS,
  );
  return { grades: data ?? [], error: error as unknown, isLoading, mutate };
}
