/** GET /itf/unit-tests/{id or slug} (spec §7): one test, with what the caller may do with it. */
import type { UnitTestDetailDto } from '@contract/catalogue';
import { unitTestsApi } from '@contract/client-api';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call, type CallOptions } from '@/lib/api/call';
import { useHasSession } from '@/lib/current-user';
import { catalogueKeys } from './keys';

/** One test by numeric id or slug; rejects with an ApiError whose code is NOT_FOUND when absent. */
export function getUnitTest(idOrSlug: number | string, config?: CallOptions): Promise<UnitTestDetailDto> {
  return call(unitTestsApi.detail, { params: { id: idOrSlug } }, config);
}

/**
 * One test by id or slug (null fetches nothing). Revalidated on mount: whether the caller owns
 * it and may take it depends on who is signed in, which the server-rendered copy does not know.
 */
export function useUnitTest(idOrSlug: number | string | null) {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<UnitTestDetailDto, ApiError>(
    idOrSlug === null || idOrSlug === '' ? null : catalogueKeys.unitTest(idOrSlug),
    () => getUnitTest(idOrSlug as number | string),
    { revalidateOnFocus: signedIn },
  );
  return { data, error, isLoading, mutate };
}
