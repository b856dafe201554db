/**
 * Request helper for the unauthenticated sign-in calls. It behaves like `postData` (envelope
 * unwrapped, failures thrown as ApiError, never a token refresh: a 401 here is the answer) and
 * additionally keeps the `retryAfter` seconds a 429 TOO_MANY_REQUESTS carries, which the shared
 * ApiError does not hold — the OTP countdown needs it.
 */
import { ApiError, isAxiosError, toApiError, unwrapEnvelope, type HttpClient } from '@/lib/api-client';

/** An ApiError that says how long to wait before asking again. */
export class RetryAfterError extends ApiError {
  /** Seconds until the caller may try again. */
  readonly retryAfter: number;

  constructor(base: ApiError, retryAfter: number) {
    super({ status: base.status, code: base.code, message: base.message, details: base.details });
    this.retryAfter = retryAfter;
  }
}

function positiveSeconds(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.ceil(n) : null;
}

/** The wait in seconds from a failed request: the body's `retryAfter`, else the Retry-After header. */
function retryAfterOf(err: unknown): number | null {
  if (!isAxiosError(err) || !err.response) return null;
  const body: unknown = err.response.data;
  const fromBody =
    typeof body === 'object' && body !== null ? positiveSeconds((body as Record<string, unknown>).retryAfter) : null;
  const header: unknown = err.response.headers?.['retry-after'];
  return fromBody ?? positiveSeconds(header);
}

/** Seconds to wait when `error` is a rate-limit answer that said so, else null. */
export function retryAfterSeconds(error: unknown): number | null {
  return error instanceof RetryAfterError ? error.retryAfter : null;
}

export async function postAuthData<T>(client: HttpClient, url: string, body: unknown): Promise<T> {
  let response;
  try {
    response = await client.post<unknown>(url, body, { skipAuthRefresh: true });
  } catch (err) {
    const apiError = toApiError(err);
    const wait = retryAfterOf(err);
    throw wait !== null ? new RetryAfterError(apiError, wait) : apiError;
  }
  return unwrapEnvelope<T>(response.data, response.status).data;
}
