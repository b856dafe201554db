import type { ApiFailure, ErrorCode } from '@contract/api';

export type ErrorDetail = NonNullable<ApiFailure['details']>[number];

/**
 * An error the API means to show the caller. Anything thrown that is not an AppError (or a
 * Fastify client error mapped in the error handler) is treated as a bug and answered with a
 * generic 500, so internal messages never leak.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];

  constructor(statusCode: number, code: ErrorCode, message: string, details?: ErrorDetail[]) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export function failure(code: ErrorCode, message: string, details?: ErrorDetail[]): ApiFailure {
  return details ? { result: false, code, message, details } : { result: false, code, message };
}

export const unauthorized = (message = 'Authentication is required.') =>
  new AppError(401, 'UNAUTHORIZED', message);

export const invalidRefreshToken = () =>
  new AppError(401, 'INVALID_REFRESH_TOKEN', 'The refresh token is invalid or has expired.');
