/**
 * SWR keys of the player: the API paths they load or change, with their query in canonical
 * form. A result read with a share code is its own entry (the visitor sees less than the owner).
 */
import { PLAYER_PATHS } from '@contract/player';
import { pathWithQuery } from '@/lib/query-string';

export const playerKeys = {
  /** GET /itf/unit-tests-result/{id}[?shareCode=…] */
  result: (resultId: number | string, shareCode?: string | null) =>
    pathWithQuery(PLAYER_PATHS.result(resultId), { shareCode }),
  /** GET /itf/unit-test-attempts/open?unitTestId=… */
  openAttemptOf: (unitTestId: number) => pathWithQuery(PLAYER_PATHS.openAttempts, { unitTestId }),
  /** POST /itf/unit-tests/{id}/attempts (a mutation: nothing is cached under it). */
  startAttempt: (testIdOrSlug: number | string) => PLAYER_PATHS.startAttempt(testIdOrSlug),
} as const;
