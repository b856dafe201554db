/** GET /itf/unit-tests-result/mine (spec §7): the signed-in learner's results, newest first. */
import { PLAYER_RULES, type ResultListData } from '@contract/player';
import useSWRInfinite from 'swr/infinite';
import { apiClient, getData } from '@/lib/api-client';
import { myTestsKeys } from './keys';

const PAGE_SIZE = PLAYER_RULES.RESULTS_PAGE_SIZE.DEFAULT;

/** One page; the key is the path with its query, sent as it is so the request matches the cache entry. */
function getMyResultsPage(key: string): Promise<ResultListData> {
  return getData<ResultListData>(apiClient, key);
}

/** My results a page at a time ("more" loads the next one without refetching the first). */
export function useMyResults() {
  return useSWRInfinite<ResultListData>(
    (index, previous: ResultListData | null) =>
      previous && index >= previous.totalPages ? null : myTestsKeys.myResults(index + 1, PAGE_SIZE),
    getMyResultsPage,
    { revalidateFirstPage: false },
  );
}
