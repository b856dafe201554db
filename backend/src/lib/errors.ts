import type { ApiFailure, ErrorCode } from '@contract/api';

export type ErrorDetail = NonNullable<ApiFailure['details']>[number];

export interface AppErrorOptions {
  details?: ErrorDetail[];
  /** Seconds until the caller may try again; sent as `retryAfter` and as a Retry-After header. */
  retryAfter?: number;
  /** With DEVICE_LIMIT_REACHED after a verified password: the ticket and the sessions. */
  deviceLimit?: ApiFailure['deviceLimit'];
}

/**
 * An error the API means to show the caller. Anything thrown that is not an AppError (or a
 * Fastify client error mapped in the error handler) is treated as a bug and answered with a
 * generic 500, so internal messages never leak.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  readonly retryAfter?: number;
  readonly deviceLimit?: ApiFailure['deviceLimit'];

  constructor(statusCode: number, code: ErrorCode, message: string, options: ErrorDetail[] | AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    const { details, retryAfter, deviceLimit }: AppErrorOptions = Array.isArray(options)
      ? { details: options }
      : options;
    this.details = details;
    this.retryAfter = retryAfter;
    this.deviceLimit = deviceLimit;
  }
}

export function failure(
  code: ErrorCode,
  message: string,
  details?: ErrorDetail[],
  retryAfter?: number,
  deviceLimit?: ApiFailure['deviceLimit'],
): ApiFailure {
  const body: ApiFailure = { result: false, code, message };
  if (details) body.details = details;
  if (retryAfter !== undefined) body.retryAfter = retryAfter;
  if (deviceLimit) body.deviceLimit = deviceLimit;
  return body;
}

export const unauthorized = (message = 'Authentication is required.') => new AppError(401, 'UNAUTHORIZED', message);

export const invalidRefreshToken = () =>
  new AppError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is invalid or has expired.');

export const tooManyRequests = (retryAfter: number, message = 'Too many requests. Please try again later.') =>
  new AppError(429, 'TOO_MANY_REQUESTS', message, { retryAfter });

/** A 400 VALIDATION_ERROR about one field, for rules a JSON schema cannot express. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', `Invalid request: ${field} ${message}.`, [{ field, message }]);

export const invalidVerificationToken = () =>
  new AppError(
    400,
    'INVALID_VERIFICATION_TOKEN',
    'The verification has expired or was already used. Please request a new code.',
  );
