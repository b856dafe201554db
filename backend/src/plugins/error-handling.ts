import type { Socket } from 'node:net';
import type { ApiFailure } from '@contract/api';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, failure, type ErrorDetail } from '../lib/errors';

/**
 * One place turns every failure into the `{ result: false, code, message }` envelope.
 * Client mistakes Fastify detects itself (bad JSON, oversized or wrongly typed bodies, schema
 * failures) are mapped to 4xx codes here; anything unrecognised is a bug and becomes a 500
 * with a generic message, while the real error goes to the log.
 */

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldOf(issue: ValidationIssue, context: string): string {
  const path = issue.instancePath
    .split('/')
    .filter((segment) => segment.length > 0)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
  const { missingProperty, additionalProperty } = issue.params;
  if (issue.keyword === 'required' && typeof missingProperty === 'string') path.push(missingProperty);
  if (issue.keyword === 'additionalProperties' && typeof additionalProperty === 'string') path.push(additionalProperty);
  return path.length > 0 ? path.join('.') : context;
}

function messageOf(issue: ValidationIssue): string {
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not an allowed property';
    case 'pattern':
      // Ajv would echo the regular expression, which helps nobody reading the error.
      return 'has an invalid format';
    default:
      return issue.message ?? 'is invalid';
  }
}

function validationDetails(error: FastifyError): ErrorDetail[] {
  const context = error.validationContext ?? 'body';
  return (error.validation ?? []).map((raw) => {
    const issue: ValidationIssue = {
      keyword: raw.keyword,
      instancePath: raw.instancePath,
      params: isRecord(raw.params) ? raw.params : {},
      message: raw.message,
    };
    return { field: fieldOf(issue, context), message: messageOf(issue) };
  });
}

const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; body: ApiFailure }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, body: failure('INVALID_JSON', 'The request body is not valid JSON.') },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    body: failure('INVALID_JSON', 'The request body is empty but the content type is application/json.'),
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    body: failure('INVALID_JSON', 'The request body does not match its Content-Length.'),
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, body: failure('PAYLOAD_TOO_LARGE', 'The request body is too large.') },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    body: failure('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.'),
  },
  FST_ERR_BAD_URL: { status: 400, body: failure('VALIDATION_ERROR', 'The request URL is malformed.') },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, body: failure('VALIDATION_ERROR', 'A path parameter is too long.') },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, body: failure('VALIDATION_ERROR', 'The request could not be routed.') },
};

const GENERIC_BY_STATUS: Record<number, ApiFailure> = {
  400: failure('VALIDATION_ERROR', 'The request is invalid.'),
  401: failure('UNAUTHORIZED', 'Authentication is required.'),
  403: failure('FORBIDDEN', 'This action is not allowed.'),
  404: failure('NOT_FOUND', 'The requested resource does not exist.'),
  405: failure('METHOD_NOT_ALLOWED', 'This method is not allowed here.'),
  413: failure('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  415: failure('UNSUPPORTED_MEDIA_TYPE', 'Send the request body as application/json.'),
  429: failure('TOO_MANY_REQUESTS', 'Too many requests. Please try again later.'),
};

const INTERNAL = failure('INTERNAL_ERROR', 'Something went wrong on our side. Please try again later.');

function toFailure(error: unknown): { status: number; body: ApiFailure } {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      body: failure(error.code, error.message, error.details, error.retryAfter, error.deviceLimit),
    };
  }
  if (!isRecord(error)) return { status: 500, body: INTERNAL };
  const fastifyError = error as unknown as FastifyError;

  if (Array.isArray(fastifyError.validation)) {
    const details = validationDetails(fastifyError);
    const first = details[0];
    const message = first ? `Invalid request: ${first.field} ${first.message}.` : 'The request is invalid.';
    return { status: 400, body: failure('VALIDATION_ERROR', message, details) };
  }
  const known = typeof fastifyError.code === 'string' ? FASTIFY_CLIENT_ERRORS[fastifyError.code] : undefined;
  if (known) return known;

  // Other 4xx raised by Fastify or its plugins: keep the status, never their internal wording.
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: GENERIC_BY_STATUS[status] ?? failure('VALIDATION_ERROR', 'The request is invalid.') };
  }
  return { status: 500, body: INTERNAL };
}

function sendFailure(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toFailure(error);
  if (status >= 500) request.log.error({ err: error }, 'Unhandled error');
  if (body.retryAfter !== undefined) void reply.header('retry-after', String(body.retryAfter));
  void reply.code(status).send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendFailure(error, request, reply));
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).send(failure('NOT_FOUND', 'The requested route does not exist.'));
  });
}

/** Passed to Fastify's `frameworkErrors` option: routing errors that bypass the error handler. */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  sendFailure(error, request, reply);
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (raw bytes outside ASCII in the
 * request line, a malformed header, headers over the limit): the answer keeps the failure shape
 * instead of Node's or Fastify's own body. The connection is closed, as the parser cannot resume.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify(
    tooLarge
      ? failure('PAYLOAD_TOO_LARGE', 'The request headers are too large.')
      : failure('VALIDATION_ERROR', 'The request is malformed.'),
  );
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
