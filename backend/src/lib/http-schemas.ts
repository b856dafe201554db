import { ERROR_CODES } from '@contract/api';

/**
 * JSON-schema building blocks shared by every route. Response schemas serve twice: they
 * drive the OpenAPI document at /docs and make Fastify serialise only the declared fields,
 * so a column added to a table never leaks into a response by accident.
 */

export type JsonSchema = Record<string, unknown>;

export const failureSchema = {
  type: 'object',
  required: ['result', 'code', 'message'],
  properties: {
    result: { type: 'boolean', enum: [false] },
    code: { type: 'string', enum: [...ERROR_CODES] },
    message: { type: 'string' },
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
    retryAfter: { type: 'integer', description: 'With TOO_MANY_REQUESTS: whole seconds until a retry may succeed (also the Retry-After header)' },
  },
} as const satisfies JsonSchema;

export function successSchema(data: JsonSchema, options: { totalRecords?: boolean; description?: string } = {}): JsonSchema {
  const properties: JsonSchema = { result: { type: 'boolean', enum: [true] }, data };
  if (options.totalRecords) properties.totalRecords = { type: 'integer' };
  return {
    description: options.description ?? 'Success',
    type: 'object',
    required: options.totalRecords ? ['result', 'data', 'totalRecords'] : ['result', 'data'],
    properties,
  };
}

/** Error responses every route can produce, plus the route's own (status → description). */
export function errorResponses(specific: Record<number, string> = {}, options: { body?: boolean } = {}): Record<string, JsonSchema> {
  const descriptions: Record<number, string> = {
    404: 'NOT_FOUND: no such route',
    500: 'INTERNAL_ERROR: unexpected failure (a bug)',
  };
  if (options.body) {
    descriptions[400] = 'VALIDATION_ERROR (with details) or INVALID_JSON';
    descriptions[413] = 'PAYLOAD_TOO_LARGE: body over the size limit';
    descriptions[415] = 'UNSUPPORTED_MEDIA_TYPE: body is not application/json';
  }
  for (const [status, description] of Object.entries(specific)) {
    const key = Number(status);
    descriptions[key] = descriptions[key] ? `${descriptions[key]}; ${description}` : description;
  }
  return Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [status, { ...failureSchema, description }]),
  );
}

export const nullableString = { type: 'string', nullable: true } as const;
