/**
 * Helpers of the unauthenticated sign-in calls: they never refresh a token — a 401 there is the
 * answer — and a 429 says how long to wait (`retryAfter`).
 */
import { ApiError } from '@/lib/api-client';
import type { CallOptions } from '@/lib/api/call';

/** Seconds to wait when `error` is a rate-limit answer that said so, else null. */
export function retryAfterSeconds(error: unknown): number | null {
  return error instanceof ApiError ? (error.retryAfter ?? null) : null;
}

/** Options of a sign-in call: its 401 is the answer, never a reason to refresh. */
export const NO_REFRESH: CallOptions = { skipAuthRefresh: true };
