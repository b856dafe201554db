/**
 * POST /itf/checkout/quote (spec §7): the server's price of a purchase without a voucher. Every
 * amount comes from the API; the web app never computes one.
 */
import type { BreakdownDto, PurchaseDto } from '@contract/commerce';
import { commerceApi } from '@contract/client-api';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { useHasSession } from '@/lib/current-user';
import { checkoutKeys } from './keys';

function getQuote(purchase: PurchaseDto): Promise<BreakdownDto> {
  return call(commerceApi.quote, { body: { purchase } });
}

/**
 * The price of a purchase; null asks nothing. A CART purchase is priced only for a signed-in
 * user (a guest's cart is priced by the cart preview instead).
 */
export function useQuote(purchase: PurchaseDto | null) {
  const signedIn = useHasSession();
  const enabled = purchase !== null && (signedIn || purchase.type !== 'CART');
  const { data, error, isLoading, mutate } = useSWR<BreakdownDto, ApiError>(
    enabled ? checkoutKeys.quote(purchase, signedIn) : null,
    () => getQuote(purchase as PurchaseDto),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return { data, error, isLoading, mutate };
}
