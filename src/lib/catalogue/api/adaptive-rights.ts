/**
 * POST /itf/active-codes/user-active-adaptive-test (spec §7): the adaptive and placement tests the
 * signed-in student has unlocked with a code. The catalogue's cards and the level test's page read it.
 */
import type { AdaptiveTestRightDto } from '@contract/activation';
import type { AdaptiveTestKey } from '@contract/adaptive';
import { activationApi } from '@contract/client-api';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call, keyOf } from '@/lib/api/call';
import { useHasSession } from '@/lib/current-user';

/** Its SWR key (here, not in catalogueKeys: only the pages with the cards and the activation form load it). */
export const adaptiveRightsKey = () => keyOf(activationApi.userAdaptiveTests);

function getAdaptiveRights(): Promise<AdaptiveTestRightDto[]> {
  return call(activationApi.userAdaptiveTests);
}

/** Whether the student holds each test's right; nothing is requested without a session (then all undefined). */
export function useAdaptiveRights() {
  const signedIn = useHasSession();
  const { data, error } = useSWR<AdaptiveTestRightDto[], ApiError>(
    signedIn ? adaptiveRightsKey() : null,
    getAdaptiveRights,
    { revalidateOnFocus: false },
  );
  return {
    signedIn,
    /** True or false once known; undefined for a guest, while loading or after a failure. */
    has: (key: AdaptiveTestKey): boolean | undefined =>
      signedIn && data ? data.some((right) => right.key === key) : undefined,
    error: signedIn ? error : undefined,
  };
}
