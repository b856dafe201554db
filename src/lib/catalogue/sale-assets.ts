/** GET /sale-asset (spec §7): what can be bought, cached like the plans. */
import type { SaleAssetDto } from '@contract/catalogue';
import { CATALOGUE_PATHS } from '@contract/catalogue-paths';
import useSWR from 'swr';
import { apiClient, getData } from '../api-client';
import { SWR_STATIC_OPTIONS } from '../swr';
import { catalogueKeys } from './keys';

function getSaleAssets(): Promise<SaleAssetDto[]> {
  return getData<SaleAssetDto[]>(apiClient, CATALOGUE_PATHS.saleAssets);
}

export function useSaleAssets() {
  const { data, error, isLoading, mutate } = useSWR<SaleAssetDto[]>(
    catalogueKeys.saleAssets(),
    getSaleAssets,
    SWR_STATIC_OPTIONS,
  );
  return { saleAssets: data ?? [], error: error as unknown, isLoading, mutate };
}
