/** SWR keys of My tests: the API paths they load, with their query in canonical form. */
import { PLAYER_PATHS } from '@contract/player';
import { pathWithQuery } from '@/lib/query-string';

export const myTestsKeys = {
  /** GET /itf/unit-tests-result/mine?page=…&pageSize=… — one page of my results. */
  myResults: (page: number, pageSize: number) => pathWithQuery(PLAYER_PATHS.myResults, { page, pageSize }),
} as const;
