/**
 * SWR keys of the checkout: the API path each hook loads, with its query as a canonical query
 * string. What the caller owns changes a price and the packages' lines, so both keys also name
 * whether the caller is signed in (`viewer`), and a sign-in or sign-out asks again.
 */
import { commerceApi } from '@contract/client-api';
import type { PurchaseDto } from '@contract/commerce';
import { keyOf } from '@/lib/api/call';

const viewer = (signedIn: boolean) => ({ viewer: signedIn ? 'user' : 'guest' });

export const checkoutKeys = {
  /** POST /itf/checkout/quote — the key names the purchase the body carries. */
  quote: (purchase: PurchaseDto, signedIn: boolean) =>
    keyOf(commerceApi.quote, {}, { type: purchase.type, id: purchase.id, ...viewer(signedIn) }),
  /** GET /itf/exam-packages */
  examPackages: (signedIn: boolean) => keyOf(commerceApi.examPackages, {}, viewer(signedIn)),
} as const;
