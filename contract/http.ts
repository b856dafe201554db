/**
 * The envelope every API answer is wrapped in, and the TypeBox helpers the resource contracts
 * are written with. Each request and response is declared once, as a schema, in
 * `contract/<resource>.ts`; its TypeScript type is `Static<typeof Schema>`, the API hands the
 * same object to Fastify (validation, serialisation, OpenAPI) and the web app's development
 * build checks answers against it.
 */
import { Type, type SchemaOptions, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { ERROR_CODES } from './errors';

export { ERROR_CODES, type ErrorCode } from './errors';

/**
 * A string limited to a list of values, written as `{ type: 'string', enum }` (not an anyOf of
 * literals) so the OpenAPI document stays readable and serialisation stays fast.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/**
 * `T | null`. A schema with a `type` gets OpenAPI's `nullable: true` (one branch, so a bad value
 * gets one clear validation error, and the document reads as the type it is); others, such as
 * unions, become `anyOf [T, null]`.
 */
export function Nullable<T extends TSchema>(schema: T, options: SchemaOptions = {}): TUnsafe<Static<T> | null> {
  if (typeof schema.type === 'string') {
    // JSON Schema validators read `enum` before `nullable`: null must be one of the values.
    const values = Array.isArray(schema.enum) ? { enum: [...schema.enum, null] } : {};
    return Type.Unsafe<Static<T> | null>({ ...schema, ...options, ...values, nullable: true });
  }
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()], options));
}

export const ApiFailureSchema = Type.Object({
  result: Type.Literal(false),
  code: StringEnum(ERROR_CODES),
  message: Type.String(),
  /** Field-level details for validation failures. */
  details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  retryAfter: Type.Optional(
    Type.Integer({
      description: 'With TOO_MANY_REQUESTS: whole seconds until a retry may succeed (also the Retry-After header)',
    }),
  ),
});
export type ApiFailure = Static<typeof ApiFailureSchema>;

/** `{ result: true, data }`. */
export function Success<T extends TSchema>(data: T, options: SchemaOptions = {}) {
  return Type.Object({ result: Type.Literal(true), data }, { description: 'Success', ...options });
}

/** `{ result: true, data, totalRecords }`: a page of a longer list. */
export function Paged<T extends TSchema>(data: T, options: SchemaOptions = {}) {
  return Type.Object(
    { result: Type.Literal(true), data, totalRecords: Type.Integer({ minimum: 0 }) },
    { description: 'Success', ...options },
  );
}

/** The success envelope as a type, for code that builds one by hand. */
export interface ApiSuccess<T> {
  result: true;
  data: T;
  totalRecords?: number;
}
export type ApiResponse<T> = ApiSuccess<T> | ApiFailure;
