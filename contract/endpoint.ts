/**
 * One endpoint of the API, declared once: method, Fastify-style URL (`/itf/unit-tests/:id`)
 * and schemas. The API registers the route from it, the OpenAPI document is generated from it,
 * and the web app's development build checks answers against its success schema.
 */
import type { TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSchema {
  tags: readonly string[];
  summary: string;
  description?: string;
  body?: TSchema;
  querystring?: TSchema;
  params?: TSchema;
  headers?: TSchema;
  consumes?: readonly string[];
  security?: readonly Record<string, readonly string[]>[];
  /** The success answer(s), usually `{ 200: Success(…) }`. */
  response: { readonly [status: number]: TSchema };
  hide?: boolean;
}

/**
 * Failure answers of this endpoint beyond the ones every route can give (404 route, 500):
 * status → which codes and when. `body: true` adds the JSON-body failures (400, 413, 415).
 */
export interface EndpointErrors {
  readonly [status: number]: string;
}

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  U extends string = string,
  S extends EndpointSchema = EndpointSchema,
> {
  method: M;
  url: U;
  schema: S;
  errors: EndpointErrors;
}

export function defineEndpoint<const M extends HttpMethod, const U extends string, S extends EndpointSchema>(
  method: M,
  url: U,
  schema: S,
  errors: EndpointErrors = {},
): Endpoint<M, U, S> {
  return { method, url, schema, errors };
}

/** OpenAPI security of an endpoint a guest may call, with a bearer token when signed in. */
export const OPTIONAL_AUTH: readonly Record<string, readonly string[]>[] = [{}, { bearerAuth: [] }];
/** OpenAPI security of an endpoint that needs a signed-in caller of any role. */
export const BEARER_AUTH: readonly Record<string, readonly string[]>[] = [{ bearerAuth: [] }];
/** A signed-in STUDENT only (OpenAPI 3.0 allows no role scopes on bearer schemes, so one scheme per role). */
export const STUDENT_AUTH: readonly Record<string, readonly string[]>[] = [{ studentAuth: [] }];
/** A signed-in TEACHER only. */
export const TEACHER_AUTH: readonly Record<string, readonly string[]>[] = [{ teacherAuth: [] }];

/** Who may call an endpoint, read from its `security`: the API sets its guard from this. */
export type Access = 'public' | 'optional' | 'signed-in' | 'STUDENT' | 'TEACHER';

export function accessOf(endpoint: Pick<Endpoint, 'schema'>): Access {
  const security = endpoint.schema.security;
  if (!security || security.length === 0) return 'public';
  if (security.some((requirement) => Object.keys(requirement).length === 0)) return 'optional';
  const schemes = new Set(security.flatMap((requirement) => Object.keys(requirement)));
  if (schemes.has('studentAuth')) return 'STUDENT';
  if (schemes.has('teacherAuth')) return 'TEACHER';
  return 'signed-in';
}
