/**
 * GET /itf/unit-tests/{id}/last-submitted: the signed-in learner's latest result of a test, so
 * its page says how it went last time and leads back to it before a new attempt starts.
 */
import { resultsApi } from '@contract/client-api';
import useSWR from 'swr';
import { call, keyOf } from '@/lib/api/call';

export function useLastResultOf(unitTestId: number | undefined, enabled: boolean) {
  return useSWR(
    enabled && unitTestId !== undefined ? keyOf(resultsApi.lastSubmitted, { params: { id: unitTestId } }) : null,
    () => call(resultsApi.lastSubmitted, { params: { id: unitTestId as number } }),
  );
}
