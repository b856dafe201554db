/** GET /itf/unit-tests-result/mine, first page: the latest results the home shows. */
import { resultsApi } from '@contract/client-api';
import type { ResultListData } from '@contract/player';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { homeKeys, RECENT_RESULTS_QUERY } from './keys';

function getRecentResults(): Promise<ResultListData> {
  return call(resultsApi.mine, { query: RECENT_RESULTS_QUERY });
}

/** Only for a signed-in student (`enabled`). */
export function useRecentResults(enabled: boolean) {
  return useSWR(enabled ? homeKeys.recentResults() : null, getRecentResults);
}
