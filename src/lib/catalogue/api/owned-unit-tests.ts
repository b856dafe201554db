/** GET /itf/unit-tests/owned (spec §7): the signed-in user's tests (My tests, the cart buttons). */
import type { OwnedUnitTestDto } from '@contract/catalogue';
import { unitTestsApi } from '@contract/client-api';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { useHasSession } from '@/lib/current-user';
import { catalogueKeys } from './keys';

function getOwnedUnitTests(): Promise<OwnedUnitTestDto[]> {
  return call(unitTestsApi.owned);
}

/** The signed-in user's tests; nothing is requested without a session. */
export function useOwnedUnitTests() {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<OwnedUnitTestDto[], ApiError>(
    signedIn ? catalogueKeys.ownedUnitTests() : null,
    getOwnedUnitTests,
    { revalidateOnFocus: false },
  );
  return {
    data: signedIn ? data : undefined,
    error: signedIn ? error : undefined,
    isLoading: signedIn && isLoading,
    signedIn,
    mutate,
  };
}
