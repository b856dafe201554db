/**
 * GET /sale-asset/memberships?roleCode=STUDENT (spec §7): the plans. Cached like grades:
 * refreshed every 300 s, never on focus or reconnect, and fetched on load when the cache is empty.
 */
import type { MembershipPackageDto } from '@contract/catalogue';
import { saleAssetsApi } from '@contract/client-api';
import useSWR from 'swr';
import { call, type CallOptions } from '@/lib/api/call';
import { SWR_STATIC_OPTIONS } from '@/lib/swr';
import { catalogueKeys, MEMBERSHIP_ROLE_CODE } from './keys';

/** `config` lets a server-side caller set a short timeout. */
export function getMemberships(config?: CallOptions): Promise<MembershipPackageDto[]> {
  return call(saleAssetsApi.memberships, { query: { roleCode: MEMBERSHIP_ROLE_CODE } }, config);
}

export function useMemberships() {
  const { data, error, isLoading, mutate } = useSWR<MembershipPackageDto[]>(
    catalogueKeys.memberships(),
    () => getMemberships(),
    SWR_STATIC_OPTIONS,
  );
  return { data, error: error as unknown, isLoading, mutate };
}
