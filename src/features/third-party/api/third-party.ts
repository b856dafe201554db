/** GET /itf/third-party: the providers with their practice tests (public, the same for everyone). */
import { thirdPartyApi } from '@contract/client-api';
import type { ThirdPartyListData } from '@contract/third-party';
import useSWR from 'swr';
import { call, keyOf } from '@/lib/api/call';

// The registry is short: every provider in one page of the largest size the API allows.
const query = { pageSize: 50 } as const;

const thirdPartyKeys = {
  list: () => keyOf(thirdPartyApi.list, { query }),
} as const;

function getProviders(): Promise<ThirdPartyListData> {
  return call(thirdPartyApi.list, { query });
}

/** Every provider with its tests. */
export function useThirdPartyProviders() {
  return useSWR(thirdPartyKeys.list(), getProviders, { revalidateOnFocus: false });
}
