/** GET /sale-asset (spec §7): what can be bought, cached like the plans. */
import type { SaleAssetDto } from '@contract/catalogue';
import { saleAssetsApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { SWR_STATIC_OPTIONS } from '@/lib/swr';
import { catalogueKeys } from './keys';

function getSaleAssets(): Promise<SaleAssetDto[]> {
  return call(saleAssetsApi.list);
}

export function useSaleAssets() {
  const { data, error, isLoading, mutate } = useSWR<SaleAssetDto[]>(
    catalogueKeys.saleAssets(),
    getSaleAssets,
    SWR_STATIC_OPTIONS,
  );
  return { data, error: error as unknown, isLoading, mutate };
}
