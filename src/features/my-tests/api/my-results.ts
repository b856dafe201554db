/** GET /itf/unit-tests-result/mine (spec §7): the signed-in learner's results, newest first. */
import { resultsApi } from '@contract/client-api';
import { PLAYER_RULES, type ResultListData } from '@contract/player';
import useSWRInfinite from 'swr/infinite';
import { call } from '@/lib/api/call';
import { myTestsKeys } from './keys';

const PAGE_SIZE = PLAYER_RULES.RESULTS_PAGE_SIZE.DEFAULT;

/** One page: the key is the page's SWR key and its number. */
function getMyResultsPage([, page]: readonly [string, number]): Promise<ResultListData> {
  return call(resultsApi.mine, { query: { page, pageSize: PAGE_SIZE } });
}

/** My results a page at a time ("more" loads the next one without refetching the first). */
export function useMyResults() {
  return useSWRInfinite<ResultListData>(
    (index, previous: ResultListData | null) =>
      previous && index >= previous.totalPages
        ? null
        : ([myTestsKeys.myResults(index + 1, PAGE_SIZE), index + 1] as const),
    getMyResultsPage,
    { revalidateFirstPage: false },
  );
}
