/**
 * GET /grades (spec §7): the grade list, cached and refreshed every 300 s. Shared by the home
 * page, registration and the account profile: one SWR key, so they share one cached list and
 * one request.
 */
import type { GradeDto } from '@contract/api';
import { gradesApi } from '@contract/client-api';
import useSWR from 'swr';
import { call, type CallOptions } from '@/lib/api/call';
import { catalogueKeys } from './keys';
import { SWR_STATIC_OPTIONS } from '@/lib/swr';

/** `config` lets a server-side caller set a short timeout. */
export function getGrades(config?: CallOptions): Promise<GradeDto[]> {
  return call(gradesApi.list, {}, config);
}

export function useGrades() {
  const { data, error, isLoading, mutate } = useSWR<GradeDto[]>(
    catalogueKeys.grades(),
    () => getGrades(),
    SWR_STATIC_OPTIONS,
  );
  return { data, error: error as unknown, isLoading, mutate };
}
