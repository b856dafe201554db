/**
 * GET /itf/unit-tests (spec §7 "Unit tests"): one page of the catalogue list with its filters.
 * Shared by home, Explore and the practice-test pages, so they share one cache.
 */
import type { UnitTestListData, UnitTestListQuery } from '@contract/catalogue';
import { unitTestsApi } from '@contract/client-api';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call, type CallOptions } from '@/lib/api/call';
import { catalogueKeys } from './keys';
import { CATALOGUE_LIST_OPTIONS, usePreviousWhileLoading } from './list-options';

/** `config` lets a server-side caller set a short timeout. */
export function getUnitTests(query: UnitTestListQuery, config?: CallOptions): Promise<UnitTestListData> {
  return call(unitTestsApi.list, { query }, config);
}

export interface UseUnitTestsResult {
  data: UnitTestListData | undefined;
  error: ApiError | undefined;
  /** No data yet and a request in flight. */
  isLoading: boolean;
  /** Any request in flight, including a new page while the previous one is still shown. */
  isValidating: boolean;
  /** The data shown belongs to an earlier query (a new one is loading). */
  isStale: boolean;
  mutate: () => Promise<unknown>;
}

/** A page of the list; pass null to fetch nothing. */
export function useUnitTests(query: UnitTestListQuery | null): UseUnitTestsResult {
  const swr = useSWR<UnitTestListData, ApiError>(
    query ? catalogueKeys.unitTests(query) : null,
    () => getUnitTests(query as UnitTestListQuery),
    CATALOGUE_LIST_OPTIONS,
  );
  const { error, isLoading, isValidating, mutate } = swr;
  const data = usePreviousWhileLoading(swr.data);
  // SWR's isLoading means "nothing cached for this key yet"; data then is the previous page.
  const isStale = isLoading && data !== undefined;
  return { data, error, isLoading, isValidating, isStale, mutate: () => mutate() };
}
