/**
 * The signed-in user's test credits (GET /account/quantity-use): one hook and one SWR key for the
 * account's credits page and every test page, so a credit spent on a test page shows there at
 * once and vice versa.
 */
import { commerceApi } from '@contract/client-api';
import type { QuantityUseDto } from '@contract/commerce';
import type { QUANTITY_KINDS } from '@contract/constants';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { commerceKeys } from './keys';

/** The membership, what each credit kind grants and has left, and the history; nothing is asked while disabled. */
export function useQuantityUse(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<QuantityUseDto, ApiError>(
    enabled ? commerceKeys.quantityUse() : null,
    () => call(commerceApi.quantityUse),
  );
  return { data, error, isLoading, mutate };
}

/** What is left of a credit kind and of its daily cap; nothing is asked while disabled. */
export function useQuantityLeft(kind: 'QUANTITY_SILVER' | 'QUANTITY_GOLD', enabled: boolean) {
  const { data: quantityUse, error, isLoading } = useQuantityUse(enabled);
  const leftOf = (k: (typeof QUANTITY_KINDS)[number]) =>
    quantityUse?.balances.find((balance) => balance.kind === k)?.left ?? null;
  return {
    left: leftOf(kind),
    todayLeft: leftOf(kind === 'QUANTITY_GOLD' ? 'QUANTITY_GOLD_LIMIT' : 'QUANTITY_SILVER_LIMIT'),
    error,
    isLoading,
  };
}
