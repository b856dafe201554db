/**
 * GET /grades for the profile form. Features may not import each other, so this is not the
 * catalogue's hook, but it uses the same SWR key, fetcher result and options: both share one
 * cached list.
 */
import type { GradeDto } from '@contract/api';
import useSWR from 'swr';
import { apiClient, getData } from '@/lib/api-client';
import { SWR_STATIC_OPTIONS } from '@/lib/swr';
import { accountKeys } from './keys';

export function useGradeList() {
  const { data, error, isLoading, mutate } = useSWR<GradeDto[]>(
    accountKeys.grades(),
    () => getData<GradeDto[]>(apiClient, accountKeys.grades()),
    SWR_STATIC_OPTIONS,
  );
  return { grades: data ?? [], error: error as unknown, isLoading, mutate };
}
