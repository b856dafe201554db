/**
 * Request helper for the unauthenticated sign-in calls: like `postData` (envelope unwrapped,
 * failures thrown as ApiError, with `retryAfter` when a 429 says how long to wait), but never a
 * token refresh — a 401 here is the answer.
 */
import { ApiError, postData, type HttpClient } from '@/lib/api-client';

/** Seconds to wait when `error` is a rate-limit answer that said so, else null. */
export function retryAfterSeconds(error: unknown): number | null {
  return error instanceof ApiError ? (error.retryAfter ?? null) : null;
}

export function postAuthData<T>(client: HttpClient, url: string, body: unknown): Promise<T> {
  return postData<T>(client, url, body, { skipAuthRefresh: true });
}
