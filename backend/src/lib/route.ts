import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { accessOf, type Endpoint, type EndpointSchema, type HttpMethod } from '@contract/endpoint';
import { ApiFailureSchema } from '@contract/http';
import { guardOf } from '../plugins/authenticate';

/** A route plugin whose request and reply types come from the contract's schemas. */
export type RoutePlugin<Options extends object = Record<never, never>> = FastifyPluginAsyncTypebox<Options>;

/**
 * The Fastify schema of a contract endpoint: its own schemas, plus a failure envelope for every
 * error status it can answer (the ones every route has, the input ones when it takes input, and
 * the endpoint's own), each described in the OpenAPI document.
 */
export function routeSchema<S extends EndpointSchema>(endpoint: Endpoint<HttpMethod, string, S>): S {
  const { schema, errors } = endpoint;
  const descriptions: Record<number, string> = {
    404: 'NOT_FOUND: no such route',
    500: 'INTERNAL_ERROR: unexpected failure (a bug)',
  };
  if (schema.body) {
    descriptions[400] = 'VALIDATION_ERROR (with details) or INVALID_JSON';
    descriptions[413] = 'PAYLOAD_TOO_LARGE: body over the size limit';
    descriptions[415] = 'UNSUPPORTED_MEDIA_TYPE: body is not application/json';
  } else if (schema.querystring || schema.params) {
    descriptions[400] = 'VALIDATION_ERROR (with details)';
  }
  const access = accessOf(endpoint);
  if (access !== 'public') descriptions[401] = 'UNAUTHORIZED: a missing (where required), malformed or expired token';
  if (access === 'STUDENT' || access === 'TEACHER')
    descriptions[403] = `FORBIDDEN: the route is for ${access} accounts`;
  for (const [status, description] of Object.entries(errors)) {
    const key = Number(status);
    descriptions[key] = descriptions[key] ? `${descriptions[key]}; ${description}` : description;
  }
  const failures = Object.fromEntries(
    Object.entries(descriptions).map(([status, description]) => [status, { ...ApiFailureSchema, description }]),
  );
  return { ...schema, response: { ...schema.response, ...failures } } as S;
}

/**
 * Method, URL, schema and guard of a contract endpoint, to spread into `app.route({ ...routeOf(e),
 * handler })`: the request and reply types are inferred from the endpoint's schemas, and the
 * `onRequest` guard (none, optional token, any signed-in caller, STUDENT, TEACHER) comes from its
 * `security`, so no route picks its own.
 */
export function routeOf<M extends HttpMethod, U extends string, S extends EndpointSchema>(endpoint: Endpoint<M, U, S>) {
  const onRequest = guardOf(accessOf(endpoint));
  return {
    method: endpoint.method,
    url: endpoint.url,
    schema: routeSchema(endpoint),
    ...(onRequest ? { onRequest } : {}),
  };
}

/** The success envelope `{ result: true, data }`. */
export function ok<T>(data: T): { result: true; data: T } {
  return { result: true, data };
}
