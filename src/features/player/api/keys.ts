/**
 * SWR keys of the player: the API paths they load or change, with their query in canonical
 * form. A result read with a share code is its own entry (the visitor sees less than the owner).
 */
import { attemptsApi, resultsApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';

export const playerKeys = {
  /** GET /itf/unit-tests-result/{id}[?shareCode=…] */
  result: (resultId: number | string, shareCode?: string | null) =>
    keyOf(resultsApi.detail, { params: { id: resultId }, query: { shareCode: shareCode ?? undefined } }),
  /** GET /itf/unit-test-attempts/open?unitTestId=… */
  openAttemptOf: (unitTestId: number) => keyOf(attemptsApi.openAttempts, { query: { unitTestId } }),
  /** POST /itf/unit-tests/{id}/attempts (a mutation: nothing is cached under it). */
  startAttempt: (testIdOrSlug: number | string) => keyOf(attemptsApi.start, { params: { id: testIdOrSlug } }),
} as const;
