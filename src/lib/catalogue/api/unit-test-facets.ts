/** GET /itf/unit-tests/facets (spec §7): how many tests each filter value holds. */
import type { UnitTestFacetsDto, UnitTestListQuery } from '@contract/catalogue';
import { unitTestsApi } from '@contract/client-api';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call, type CallOptions } from '@/lib/api/call';
import { catalogueKeys } from './keys';
import { CATALOGUE_LIST_OPTIONS, usePreviousWhileLoading } from './list-options';

/** `config` lets a server-side caller set a short timeout. */
export function getUnitTestFacets(query?: UnitTestListQuery, config?: CallOptions): Promise<UnitTestFacetsDto> {
  return call(unitTestsApi.facets, { query }, config);
}

/** Facet counts; without a query, over the whole visible catalogue. */
export function useUnitTestFacets(query?: UnitTestListQuery) {
  const { data, error, isLoading, mutate } = useSWR<UnitTestFacetsDto, ApiError>(
    catalogueKeys.unitTestFacets(query),
    () => getUnitTestFacets(query),
    CATALOGUE_LIST_OPTIONS,
  );
  return { data: usePreviousWhileLoading(data), error, isLoading, mutate: () => mutate() };
}
