/** GET /itf/unit-tests-result/mine, first page: the latest results the home shows. */
import { PLAYER_PATHS, type ResultListData } from '@contract/player';
import useSWR from 'swr';
import { apiClient, getData } from '@/lib/api-client';
import { homeKeys, RECENT_RESULTS_SHOWN } from './keys';

function getRecentResults(): Promise<ResultListData> {
  return getData<ResultListData>(apiClient, PLAYER_PATHS.myResults, { page: 1, pageSize: RECENT_RESULTS_SHOWN });
}

/** Only for a signed-in student (`enabled`). */
export function useRecentResults(enabled: boolean) {
  return useSWR(enabled ? homeKeys.recentResults() : null, getRecentResults);
}
