/** SWR keys of My tests: the API paths they load, with their query in canonical form. */
import { resultsApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';

export const myTestsKeys = {
  /** GET /itf/unit-tests-result/mine?page=…&pageSize=… — one page of my results. */
  myResults: (page: number, pageSize: number) => keyOf(resultsApi.mine, { query: { page, pageSize } }),
} as const;
