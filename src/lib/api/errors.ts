/**
 * The web app's error model: every request failure becomes an ApiError with the API's code
 * (`{ result: false, code, message }`), or a client code for what never reached an answer
 * (NETWORK_ERROR, CANCELED, …). axios errors are recognised by their shape, so this module never
 * loads axios.
 */
import type { AxiosError } from 'axios';
import type { ApiFailure, DeviceLimitData, ErrorCode } from '@contract/api';

/** Codes the client itself produces, beside the API's ERROR_CODES. */
type ClientErrorCode = 'NETWORK_ERROR' | 'CANCELED' | 'HTTP_ERROR' | 'INVALID_RESPONSE' | 'UNKNOWN_ERROR';
/** API codes, client codes, or a feature-specific code the API answered with. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});
export type ApiErrorDetails = NonNullable<ApiFailure['details']>;

export interface ApiErrorInit {
  status: number | null;
  code: ApiErrorCode;
  message: string;
  details?: ApiErrorDetails;
  /** Seconds before the caller may try again (a 429's body `retryAfter` or Retry-After header). */
  retryAfter?: number;
  /** With DEVICE_LIMIT_REACHED after a verified password: the ticket and the account's sessions. */
  deviceLimit?: DeviceLimitData;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or null when no response arrived (network) or the status is unknown. */
  readonly status: number | null;
  readonly code: ApiErrorCode;
  readonly details: ApiErrorDetails | undefined;
  /** Seconds before the caller may try again, when the API said so (TOO_MANY_REQUESTS). */
  readonly retryAfter: number | undefined;
  /** With DEVICE_LIMIT_REACHED after a verified password: the ticket and the account's sessions. */
  readonly deviceLimit: DeviceLimitData | undefined;

  constructor({ status, code, message, details, retryAfter, deviceLimit }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
    this.deviceLimit = deviceLimit;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Same test as `axios.isAxiosError` (every AxiosError carries `isAxiosError: true`), usable
 * before axios itself has been loaded.
 */
export function isAxiosError(err: unknown): err is AxiosError {
  return isRecord(err) && err.isAxiosError === true;
}

/** Same test as `axios.isCancel`: cancellation errors carry `__CANCEL__` on their prototype. */
function isCancelError(err: unknown): boolean {
  return isRecord(err) && err.__CANCEL__ === true;
}

function isFailureBody(value: unknown): value is Record<string, unknown> & { result: false } {
  return isRecord(value) && value.result === false;
}

export function isUnauthorizedBody(value: unknown): boolean {
  return isRecord(value) && value.code === 'UNAUTHORIZED';
}

function readDetails(value: unknown): ApiErrorDetails | undefined {
  if (!Array.isArray(value)) return undefined;
  const details = value.filter(
    (d): d is { field: string; message: string } =>
      isRecord(d) && typeof d.field === 'string' && typeof d.message === 'string',
  );
  return details.length > 0 ? details : undefined;
}

/** The device-limit part of a DEVICE_LIMIT_REACHED body, when it has the declared shape. */
function readDeviceLimit(value: unknown): DeviceLimitData | undefined {
  if (!isRecord(value) || typeof value.ticket !== 'string' || !value.ticket) return undefined;
  if (typeof value.expiresIn !== 'number' || !Array.isArray(value.sessions)) return undefined;
  const sessions = value.sessions.filter(
    (s): s is DeviceLimitData['sessions'][number] =>
      isRecord(s) &&
      typeof s.id === 'number' &&
      typeof s.deviceKind === 'string' &&
      (typeof s.userAgent === 'string' || s.userAgent === null) &&
      typeof s.createdAt === 'string' &&
      typeof s.lastSeenAt === 'string',
  );
  return { ticket: value.ticket, expiresIn: value.expiresIn, sessions };
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'MAINTENANCE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'HTTP_ERROR';
}

/** Whole seconds from a number or a numeric header value, when positive. */
function positiveSeconds(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.ceil(n) : undefined;
}

export function fromBody(body: unknown, status: number | null, retryAfterHeader?: unknown): ApiError | null {
  if (!isRecord(body)) return null;
  const code = typeof body.code === 'string' && body.code ? body.code : null;
  if (!code && body.result !== false) return null;
  return new ApiError({
    status,
    code: code ?? (status ? codeForStatus(status) : 'UNKNOWN_ERROR'),
    message: typeof body.message === 'string' && body.message ? body.message : 'Request failed',
    details: readDetails(body.details),
    retryAfter: positiveSeconds(body.retryAfter) ?? positiveSeconds(retryAfterHeader),
    deviceLimit: readDeviceLimit(body.deviceLimit),
  });
}

/**
 * Maps anything a request can throw to an ApiError: axios errors (with the API's
 * `{ result:false, code, message }` body when there is one), network failures
 * (code NETWORK_ERROR), `{ result:false }` bodies and plain errors.
 */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isCancelError(err)) {
    return new ApiError({ status: null, code: 'CANCELED', message: 'Request canceled' });
  }
  if (isAxiosError(err)) {
    const response = err.response;
    if (!response) {
      return new ApiError({
        status: null,
        code: 'NETWORK_ERROR',
        message: err.message || 'Network error',
      });
    }
    const retryAfterHeader: unknown = response.headers?.['retry-after'];
    return (
      fromBody(response.data, response.status, retryAfterHeader) ??
      new ApiError({
        status: response.status,
        code: codeForStatus(response.status),
        message: err.message || `Request failed with status ${response.status}`,
        retryAfter: positiveSeconds(retryAfterHeader),
      })
    );
  }
  if (isFailureBody(err)) {
    return fromBody(err, null) ?? new ApiError({ status: null, code: 'UNKNOWN_ERROR', message: 'Request failed' });
  }
  if (err instanceof Error) {
    return new ApiError({ status: null, code: 'UNKNOWN_ERROR', message: err.message });
  }
  return new ApiError({ status: null, code: 'UNKNOWN_ERROR', message: 'Unknown error' });
}
