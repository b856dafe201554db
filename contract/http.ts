/**
 * The envelope every API answer is wrapped in, and the TypeBox helpers the resource contracts
 * are written with. Each request and response is declared once, as a schema, in
 * `contract/<resource>.ts`; its TypeScript type is `Static<typeof Schema>`, the API hands the
 * same object to Fastify (validation, serialisation, OpenAPI) and the web app's development
 * build checks answers against it.
 */
import { Type, type SchemaOptions, type Static, type TSchema } from '@sinclair/typebox';

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_REFRESH_TOKEN',
  'INCORRECT_PASSWORD',
  'ACCOUNT_LOCKED',
  'ACCOUNT_INACTIVE',
  'TOO_MANY_REQUESTS',
  'USER_NOT_FOUND',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'ALREADY_REGISTERED',
  'TEACHER_NOT_ALLOWED',
  'DEVICE_LIMIT_REACHED',
  'OTP_ATTEMPTS_EXCEEDED',
  'INVALID_VERIFICATION_TOKEN',
  'DUPLICATE_PASSWORD',
  'WRONG_OLD_PASSWORD',
  'SAME_OLD_PASSWORD',
  'OLD_PASS_INCORRECT',
  /** POST /itf/unit-tests/use: the test needs a membership the caller does not have. */
  'MEMBERSHIP_REQUIRED',
  /** POST /itf/unit-tests/use: the test is sold on its own and the caller has not bought it. */
  'PURCHASE_REQUIRED',
  /** Player: a draft, play or upload arrived after the attempt's deadline (+ grace). */
  'ATTEMPT_EXPIRED',
  /** Player: the attempt was already submitted or voided; read its result instead. */
  'ATTEMPT_CLOSED',
  /** Player: the audio was already played as many times as the question allows. */
  'PLAY_LIMIT_REACHED',
  /** Player: the submit's idempotency key was already used for another attempt. */
  'IDEMPOTENCY_KEY_REUSED',
  'MAINTENANCE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * A string limited to a list of values, written as `{ type: 'string', enum }` (not an anyOf of
 * literals) so the OpenAPI document stays readable and serialisation stays fast.
 */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ ...options, type: 'string', enum: [...values] });
}

/** `T | null`. */
export function Nullable<T extends TSchema>(schema: T, options: SchemaOptions = {}) {
  return Type.Union([schema, Type.Null()], options);
}

export const ApiFailureSchema = Type.Object({
  result: Type.Literal(false),
  code: StringEnum(ERROR_CODES),
  message: Type.String(),
  /** Field-level details for validation failures. */
  details: Type.Optional(Type.Array(Type.Object({ field: Type.String(), message: Type.String() }))),
  retryAfter: Type.Optional(
    Type.Integer({
      description:
        'With TOO_MANY_REQUESTS: whole seconds until a retry may succeed (also the Retry-After header)',
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
