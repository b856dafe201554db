/**
 * Unit-test catalogue calls (spec §7 "Unit tests"): the list with its filters, the facet
 * counts, one test, the user's own tests and "use" (add a test to my tests). Shared by home,
 * Explore, the practice-test pages and my tests, so they share one cache.
 *
 * Every SWR key is the API path with a canonical query string: a page's getServerSideProps can
 * put its server-fetched data under the same key as `fallback`, and the browser then renders
 * it without a request.
 */
import {
  CATALOGUE_PATHS,
  type OwnedUnitTestDto,
  type UnitTestDetailDto,
  type UnitTestFacetsDto,
  type UnitTestListData,
  type UnitTestListQuery,
  type UseUnitTestData,
  type UseUnitTestRequest,
} from '@contract/catalogue';
import type { AxiosRequestConfig } from 'axios';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import useSWRMutation from 'swr/mutation';
import { apiClient, getData, postData, toApiError, type ApiError, type QueryPayload } from '../api-client';
import { useHasSession } from '../current-user';
import { listQueryString } from './query';

function withQuery(path: string, query: UnitTestListQuery | undefined): string {
  const search = query ? listQueryString(query) : '';
  return search ? `${path}?${search}` : path;
}

function toPayload(query: UnitTestListQuery | undefined): QueryPayload | undefined {
  if (!query) return undefined;
  return Object.fromEntries(new URLSearchParams(listQueryString(query)));
}

// ---------------------------------------------------------------------------------------------
// Keys

const unitTestKeys = {
  /** GET /itf/unit-tests?… — the key of one list page. */
  list: (query: UnitTestListQuery) => withQuery(CATALOGUE_PATHS.unitTests, query),
  /** GET /itf/unit-tests/facets[?…] */
  facets: (query?: UnitTestListQuery) => withQuery(CATALOGUE_PATHS.unitTestFacets, query),
  /** GET /itf/unit-tests/{id or slug} */
  detail: (idOrSlug: number | string) => CATALOGUE_PATHS.unitTest(encodeURIComponent(String(idOrSlug))),
  owned: () => CATALOGUE_PATHS.ownedUnitTests,
  /** POST /itf/unit-tests/use (a mutation key: nothing is cached under it). */
  use: () => CATALOGUE_PATHS.useUnitTest,
} as const;

/** The SWR key of a list page (also the key to use in an SSR `fallback`). */
export const unitTestsKey = unitTestKeys.list;
export const unitTestFacetsKey = unitTestKeys.facets;
export const unitTestKey = unitTestKeys.detail;
const OWNED_UNIT_TESTS_KEY = unitTestKeys.owned();

// ---------------------------------------------------------------------------------------------
// Requests

/** `config` lets a server-side caller set a short timeout. */
export function getUnitTests(query: UnitTestListQuery, config?: AxiosRequestConfig): Promise<UnitTestListData> {
  return getData<UnitTestListData>(apiClient, CATALOGUE_PATHS.unitTests, toPayload(query), config);
}

export function getUnitTestFacets(query?: UnitTestListQuery, config?: AxiosRequestConfig): Promise<UnitTestFacetsDto> {
  return getData<UnitTestFacetsDto>(apiClient, CATALOGUE_PATHS.unitTestFacets, toPayload(query), config);
}

/** One test by numeric id or slug; rejects with an ApiError whose code is NOT_FOUND when absent. */
export function getUnitTest(idOrSlug: number | string, config?: AxiosRequestConfig): Promise<UnitTestDetailDto> {
  return getData<UnitTestDetailDto>(apiClient, unitTestKeys.detail(idOrSlug), undefined, config);
}

function getOwnedUnitTests(): Promise<OwnedUnitTestDto[]> {
  return getData<OwnedUnitTestDto[]>(apiClient, CATALOGUE_PATHS.ownedUnitTests);
}

/** POST /itf/unit-tests/use: adds a test the user may take (free or covered) to their tests. */
function postUseUnitTest(unitTestId: number, useQuantity: boolean): Promise<UseUnitTestData> {
  const body: UseUnitTestRequest = useQuantity ? { unitTestId, useQuantity } : { unitTestId };
  return postData<UseUnitTestData>(apiClient, CATALOGUE_PATHS.useUnitTest, body);
}

// ---------------------------------------------------------------------------------------------
// Hooks

/**
 * Catalogue lists do not change while a page is open: no refetch on focus, and data already in
 * the cache (or the server's fallback) is shown without asking again. The previous page stays
 * on screen while the next one loads so the grid does not collapse.
 */
const LIST_OPTIONS = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  keepPreviousData: true,
} as const satisfies SWRConfiguration;

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
  const key = query ? unitTestKeys.list(query) : null;
  const { data, error, isLoading, isValidating, mutate } = useSWR<UnitTestListData, ApiError>(
    key,
    // The key's own query string is sent, so the request always matches the cache entry.
    (k: string) => getData<UnitTestListData>(apiClient, k),
    LIST_OPTIONS,
  );
  // SWR's isLoading means "nothing cached for this key yet"; data then is the previous page.
  const isStale = isLoading && data !== undefined;
  return {
    data,
    error,
    isLoading,
    isValidating,
    isStale,
    mutate: () => mutate(),
  };
}

/** Facet counts; without a query, over the whole visible catalogue. */
export function useUnitTestFacets(query?: UnitTestListQuery) {
  const { data, error, isLoading, mutate } = useSWR<UnitTestFacetsDto, ApiError>(
    unitTestKeys.facets(query),
    (k: string) => getData<UnitTestFacetsDto>(apiClient, k),
    LIST_OPTIONS,
  );
  return { facets: data, error, isLoading, mutate: () => mutate() };
}

/**
 * One test by id or slug (null fetches nothing). Revalidated on mount: whether the caller owns
 * it and may take it depends on who is signed in, which the server-rendered copy does not know.
 */
export function useUnitTest(idOrSlug: number | string | null) {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<UnitTestDetailDto, ApiError>(
    idOrSlug === null || idOrSlug === '' ? null : unitTestKeys.detail(idOrSlug),
    (k: string) => getData<UnitTestDetailDto>(apiClient, k),
    { revalidateOnFocus: signedIn },
  );
  return { test: data, error, isLoading, mutate };
}

/** The signed-in user's tests; nothing is requested without a session. */
export function useOwnedUnitTests() {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<OwnedUnitTestDto[], ApiError>(
    signedIn ? OWNED_UNIT_TESTS_KEY : null,
    getOwnedUnitTests,
    { revalidateOnFocus: false },
  );
  return {
    owned: signedIn ? data : undefined,
    error: signedIn ? error : undefined,
    isLoading: signedIn && isLoading,
    signedIn,
    mutate,
  };
}

/** What "use" is called with: the test (its slug too, when its page is keyed by it). */
export interface UseUnitTestArg {
  id: number;
  slug?: string;
  /** Open the test with a quantity of the membership (gold). */
  useQuantity?: boolean;
}

/**
 * POST /itf/unit-tests/use as a mutation: adds the test to the user's tests, then refreshes the
 * test's detail (id and slug keys) and the owned list before it settles. `trigger` resolves with
 * the answer (e.g. the quantity it spent), or undefined on failure, which sets `error`.
 */
export function useUseUnitTest() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<UseUnitTestData, ApiError, string, UseUnitTestArg>(
    unitTestKeys.use(),
    async (_key, { arg }) => {
      let data: UseUnitTestData;
      try {
        data = await postUseUnitTest(arg.id, arg.useQuantity === true);
      } catch (err) {
        throw toApiError(err);
      }
      const keys = [unitTestKeys.detail(arg.id), unitTestKeys.owned()];
      if (arg.slug) keys.push(unitTestKeys.detail(arg.slug));
      // A failed refresh must not turn a successful "use" into an error.
      await Promise.all(keys.map((k) => mutate(k).catch(() => undefined)));
      return data;
    },
    { throwOnError: false },
  );
}
