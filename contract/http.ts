/**
 * The envelope every API answer is wrapped in, and the TypeBox helpers the resource contracts
 * are written with. Each request and response is declared once, as a schema, in
 * `contract/<resource>.ts`; its TypeScript type is `Static<typeof Schema>`, the API hands the
 * same object to Fastify (validation, serialisation, OpenAPI) and the web app's development
 * build checks answers against it.
 */
import { Type, type SchemaOptions, type Static, type TSchema, type TUnsafe } from '@sinclair/typebox';
import { DEVICE_KINDS } from './constants';
import { ERROR_CODES } from './errors';

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

/** One of the account's active sign-ins, as the device-limit answer lists them. */
const DeviceLimitSessionSchema = Type.Object({
  id: Type.Integer({ description: 'Session number, for POST /auth/login/replace-session' }),
  deviceKind: StringEnum(DEVICE_KINDS),
  userAgent: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time', description: 'Signed in at' }),
  lastSeenAt: Type.String({ format: 'date-time', description: 'Last activity, to the minute' }),
});

/**
 * With DEVICE_LIMIT_REACHED from a sign-in whose password was right: a short-lived ticket that
 * only POST /auth/login/replace-session accepts, and the sessions one of which it may end.
 */
const DeviceLimitSchema = Type.Object({
  ticket: Type.String({ description: 'Signed, single-purpose, valid for expiresIn seconds' }),
  expiresIn: Type.Integer({ description: 'Seconds the ticket stays valid' }),
  sessions: Type.Array(DeviceLimitSessionSchema, { description: 'Most recently active first' }),
});
export type DeviceLimitData = Static<typeof DeviceLimitSchema>;
export type DeviceLimitSession = Static<typeof DeviceLimitSessionSchema>;

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
  deviceLimit: Type.Optional(DeviceLimitSchema),
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
