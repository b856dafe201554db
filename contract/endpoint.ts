/**
 * One endpoint of the API, declared once: method, Fastify-style URL (`/itf/unit-tests/:id`)
 * and schemas. The API registers the route from it, the OpenAPI document is generated from it,
 * and the web app's development build checks answers against its success schema.
 */
import type { TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The listener a client calls an endpoint on: the main API or the central sign-in service. A
 * path both listeners serve (login, logout, the profile) names the one the web app uses.
 */
export type Service = 'main' | 'sign-in';

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
  service: Service;
}

export function defineEndpoint<const M extends HttpMethod, const U extends string, S extends EndpointSchema>(
  method: M,
  url: U,
  schema: S,
  errors: EndpointErrors = {},
  service: Service = 'main',
): Endpoint<M, U, S> {
  return { method, url, schema, errors, service };
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

declare const endpointType: unique symbol;

/**
 * What the web app knows of an endpoint at run time: its method, URL and service, without the
 * schemas (which would bring TypeBox into the browser). The endpoint itself rides along as a
 * type only, so a call's params, query, body and answer are typed from its schemas.
 */
export interface ClientEndpoint<E extends Endpoint = Endpoint> {
  readonly method: E['method'];
  readonly url: E['url'];
  readonly service: Service;
  /** Never set: carries the endpoint's type to the type checker. */
  readonly [endpointType]?: E;
}

/** The schema-free description of one endpoint map (see `contract/client-api.ts`). */
export type ClientApi<M extends Record<string, Endpoint>> = { readonly [K in keyof M]: ClientEndpoint<M[K]> };
