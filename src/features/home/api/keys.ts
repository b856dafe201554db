/**
 * SWR keys of the home page's own data (the catalogue's are in lib/catalogue/keys.ts): the API
 * paths they load, with their query in canonical form.
 */
import { DAILY_GOAL_PATH } from '@contract/daily-goal-rules';
import { PLAYER_PATHS } from '@contract/player';
import { pathWithQuery } from '@/lib/query-string';

/** The home shows the three latest results; "see all" opens My tests. */
export const RECENT_RESULTS_SHOWN = 3;

export const homeKeys = {
  /** GET /itf/daily-goal */
  dailyGoal: () => DAILY_GOAL_PATH,
  /** GET /itf/unit-test-attempts/open */
  openAttempts: () => PLAYER_PATHS.openAttempts,
  /** GET /itf/unit-tests-result/mine?page=1&pageSize=3 */
  recentResults: () => pathWithQuery(PLAYER_PATHS.myResults, { page: 1, pageSize: RECENT_RESULTS_SHOWN }),
} as const;
