/** The signed-in learner's results, newest first (My tests); shared by the player and My tests. */
import { PLAYER_PATHS, type ResultListData } from '@contract/player';
import { apiClient, getData } from '@/lib/api-client';

/** SWR key of one page of my results; the first item is the path, so a path-prefix filter finds every page. */
export const myResultsKey = (page: number) => [PLAYER_PATHS.myResults, page] as const;

export function getMyResults(page: number, pageSize: number): Promise<ResultListData> {
  return getData<ResultListData>(apiClient, PLAYER_PATHS.myResults, { page, pageSize });
}
