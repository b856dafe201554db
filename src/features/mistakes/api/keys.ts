/** SWR keys of the review set ("Practise my mistakes"): the API paths they load. */
import { mistakesApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';

export const mistakesKeys = {
  /** GET /itf/mistakes */
  summary: () => keyOf(mistakesApi.summary),
  /** POST /itf/mistakes/practice (a mutation: each call starts a new round) */
  practice: () => keyOf(mistakesApi.practice),
} as const;
