/**
 * SWR keys of the checkout: the API path each hook loads, with its query as a canonical query
 * string. What the caller owns changes a price and the packages' lines, so both keys also name
 * whether the caller is signed in (`viewer`), and a sign-in or sign-out asks again.
 */
import { COMMERCE_PATHS } from '@contract/commerce-rules';
import type { PurchaseDto } from '@contract/commerce';
import { pathWithQuery } from '@/lib/query-string';

const viewer = (signedIn: boolean) => (signedIn ? 'user' : 'guest');

export const checkoutKeys = {
  /** POST /itf/checkout/quote — the key names the purchase the body carries. */
  quote: (purchase: PurchaseDto, signedIn: boolean) =>
    pathWithQuery(COMMERCE_PATHS.quote, { type: purchase.type, id: purchase.id, viewer: viewer(signedIn) }),
  /** GET /itf/exam-packages */
  examPackages: (signedIn: boolean) => pathWithQuery(COMMERCE_PATHS.examPackages, { viewer: viewer(signedIn) }),
} as const;
