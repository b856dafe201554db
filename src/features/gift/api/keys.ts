/** SWR keys of the gift feature: the API paths they load. */
import { giftApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';

export const giftKeys = {
  /** GET /student/gift: whether the gift is still open and the grades that have a list. */
  options: () => keyOf(giftApi.options),
} as const;
