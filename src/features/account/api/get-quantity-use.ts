/**
 * GET /account/quantity-use (spec §7): the membership, what each quantity kind grants and has
 * left, and the history of grants and uses.
 */
import { commerceApi } from '@contract/client-api';
import type { QuantityUseDto } from '@contract/commerce';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { accountKeys } from './keys';

function getQuantityUse(): Promise<QuantityUseDto> {
  return call(commerceApi.quantityUse);
}

/** Loads nothing until the profile is known (the page renders for a signed-in user only). */
export function useQuantityUse(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<QuantityUseDto, ApiError>(
    enabled ? accountKeys.quantityUse() : null,
    getQuantityUse,
  );
  return { quantityUse: data, error, isLoading, mutate };
}
