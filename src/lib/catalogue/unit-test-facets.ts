/** GET /itf/unit-tests/facets (spec §7): how many tests each filter value holds. */
import type { UnitTestFacetsDto, UnitTestListQuery } from '@contract/catalogue';
import { CATALOGUE_PATHS } from '@contract/catalogue-paths';
import type { AxiosRequestConfig } from 'axios';
import useSWR from 'swr';
import { apiClient, getData, type ApiError } from '../api-client';
import { catalogueKeys } from './keys';
import { CATALOGUE_LIST_OPTIONS } from './list-options';
import { queryPayload } from '../query-string';

/** `config` lets a server-side caller set a short timeout. */
export function getUnitTestFacets(query?: UnitTestListQuery, config?: AxiosRequestConfig): Promise<UnitTestFacetsDto> {
  return getData<UnitTestFacetsDto>(apiClient, CATALOGUE_PATHS.unitTestFacets, queryPayload(query), config);
}

/** Facet counts; without a query, over the whole visible catalogue. */
export function useUnitTestFacets(query?: UnitTestListQuery) {
  const { data, error, isLoading, mutate } = useSWR<UnitTestFacetsDto, ApiError>(
    catalogueKeys.unitTestFacets(query),
    (key: string) => getData<UnitTestFacetsDto>(apiClient, key),
    CATALOGUE_LIST_OPTIONS,
  );
  return { facets: data, error, isLoading, mutate: () => mutate() };
}
