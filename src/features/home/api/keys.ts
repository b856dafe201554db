/**
 * SWR keys of the home page's own data (the catalogue's are in lib/catalogue/api/keys.ts): the API
 * paths they load, with their query in canonical form.
 */
import { attemptsApi, dailyGoalApi, resultsApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';

/** The home shows the three latest results; "see all" opens My tests. */
const RECENT_RESULTS_SHOWN = 3;

/** The query of the latest results the home shows. */
export const RECENT_RESULTS_QUERY = { page: 1, pageSize: RECENT_RESULTS_SHOWN } as const;

export const homeKeys = {
  /** GET /itf/daily-goal */
  dailyGoal: () => keyOf(dailyGoalApi.get),
  /** GET /itf/unit-test-attempts/open */
  openAttempts: () => keyOf(attemptsApi.openAttempts),
  /** GET /itf/unit-tests-result/mine?page=1&pageSize=3 */
  recentResults: () => keyOf(resultsApi.mine, { query: RECENT_RESULTS_QUERY }),
} as const;
