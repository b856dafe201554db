/**
 * GET /sale-asset/memberships?roleCode=STUDENT and GET /sale-asset (spec §7). Memberships are
 * cached like grades: refreshed every 300 s, never on focus or reconnect, and fetched on load
 * when the cache is empty.
 */
import { CATALOGUE_PATHS, type MembershipPackageDto, type SaleAssetDto } from '@contract/catalogue';
import type { AxiosRequestConfig } from 'axios';
import useSWR from 'swr';
import { apiClient, getData } from '../api-client';
import { SWR_STATIC_OPTIONS } from '../swr';

const MEMBERSHIP_ROLE_CODE = 'STUDENT' as const;

/** SWR key: the exact path requested, so an SSR `fallback` can use it as is. */
export const MEMBERSHIPS_KEY = `${CATALOGUE_PATHS.memberships}?roleCode=${MEMBERSHIP_ROLE_CODE}`;

/** `config` lets a server-side caller set a short timeout. */
export function getMemberships(config?: AxiosRequestConfig): Promise<MembershipPackageDto[]> {
  return getData<MembershipPackageDto[]>(
    apiClient,
    CATALOGUE_PATHS.memberships,
    { roleCode: MEMBERSHIP_ROLE_CODE },
    config,
  );
}

export function useMemberships() {
  const { data, error, isLoading, mutate } = useSWR<MembershipPackageDto[]>(
    MEMBERSHIPS_KEY,
    () => getMemberships(),
    SWR_STATIC_OPTIONS,
  );
  return { memberships: data ?? [], error: error as unknown, isLoading, mutate };
}

const SALE_ASSETS_KEY = CATALOGUE_PATHS.saleAssets;

function getSaleAssets(): Promise<SaleAssetDto[]> {
  return getData<SaleAssetDto[]>(apiClient, CATALOGUE_PATHS.saleAssets);
}

export function useSaleAssets() {
  const { data, error, isLoading, mutate } = useSWR<SaleAssetDto[]>(SALE_ASSETS_KEY, getSaleAssets, SWR_STATIC_OPTIONS);
  return { saleAssets: data ?? [], error: error as unknown, isLoading, mutate };
}
