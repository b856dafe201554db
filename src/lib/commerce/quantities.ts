/**
 * The signed-in user's test credits (GET /account/quantity-use), under the same SWR key as the
 * account's credits page, so a credit spent on a test page shows there at once and vice versa.
 */
import type { QuantityUseDto } from '@contract/commerce';
import type { QUANTITY_KINDS } from '@contract/constants';
import useSWR from 'swr';
import { commerceApi } from '@contract/client-api';
import type { ApiError } from '../api-client';
import { call } from '../api/call';
import { commerceKeys } from './keys';

/** What is left of a credit kind and of its daily cap; nothing is asked while disabled. */
export function useQuantityLeft(kind: 'QUANTITY_SILVER' | 'QUANTITY_GOLD', enabled: boolean) {
  const { data, error, isLoading } = useSWR<QuantityUseDto, ApiError>(enabled ? commerceKeys.quantityUse() : null, () =>
    call(commerceApi.quantityUse),
  );
  const leftOf = (k: (typeof QUANTITY_KINDS)[number]) =>
    data?.balances.find((balance) => balance.kind === k)?.left ?? null;
  return {
    left: leftOf(kind),
    todayLeft: leftOf(kind === 'QUANTITY_GOLD' ? 'QUANTITY_GOLD_LIMIT' : 'QUANTITY_SILVER_LIMIT'),
    error,
    isLoading,
  };
}
