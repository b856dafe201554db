/**
 * The web app's one way to reach the API: `call(endpoint, { params, query, body })` with an
 * endpoint of `@contract/client-api`. The endpoint gives the method, the URL (its `:name`
 * segments filled from `params`), the service (main API or sign-in service) and, as types only,
 * what params, query and body it takes and what its envelope's `data` is. `keyOf` names the same
 * request as an SWR key. Nothing here loads TypeBox: the schemas stay on the type level.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { ApiSuccess } from '@contract/api';
import type { ClientEndpoint, EndpointSchema } from '@contract/endpoint';
import { apiClient, authClient, type HttpClient } from '../api-client';
import { ApiError, fromBody, isRecord, toApiError } from './errors';
import { canonicalQueryParams, pathWithQuery } from './query';
import { requestPath } from './refresh';

type SchemaOf<C> = C extends ClientEndpoint<infer E> ? E['schema'] : never;
type StaticOf<T> = T extends TSchema ? Static<T> : never;
type Success<S extends EndpointSchema> = S['response'] extends { 200: infer R } ? StaticOf<R> : never;

/** The endpoint's success body. */
export type SuccessOf<C extends ClientEndpoint> = Success<SchemaOf<C>>;
/** What the endpoint's success envelope carries in `data`. */
export type DataOf<C extends ClientEndpoint> = Success<SchemaOf<C>> extends { data: infer D } ? D : never;

// A path segment is text: an id may come as a number or as the string a route gave.
type PathParams<T> = { [K in keyof T]: T[K] extends string | number ? string | number : T[K] };
type ParamsArg<S> = S extends { params: infer P extends TSchema }
  ? { params: PathParams<Static<P>> }
  : { params?: undefined };
type QueryArg<S> = S extends { querystring: infer Q extends TSchema }
  ? object extends Static<Q>
    ? { query?: Static<Q> }
    : { query: Static<Q> }
  : { query?: undefined };
// A multipart endpoint takes its body as FormData.
type BodyArg<S> = S extends { body: infer B extends TSchema }
  ? object extends Static<B>
    ? { body?: Static<B> | FormData }
    : { body: Static<B> | FormData }
  : { body?: undefined };

/** The params, query and body an endpoint takes. */
export type ArgsOf<C extends ClientEndpoint> = ParamsArg<SchemaOf<C>> & QueryArg<SchemaOf<C>> & BodyArg<SchemaOf<C>>;

/** Request options beside what the endpoint decides (a timeout, an abort signal, no refresh). */
export type CallOptions = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data' | 'baseURL'>;

type CallRest<C extends ClientEndpoint> =
  object extends ArgsOf<C> ? [args?: ArgsOf<C>, options?: CallOptions] : [args: ArgsOf<C>, options?: CallOptions];

type KeyArgs<C extends ClientEndpoint> = Partial<ArgsOf<C>> & ParamsArg<SchemaOf<C>>;
type KeyRest<C extends ClientEndpoint> =
  object extends KeyArgs<C>
    ? [args?: KeyArgs<C>, scope?: Readonly<Record<string, string | number | boolean | null | undefined>>]
    : [args: KeyArgs<C>, scope?: Readonly<Record<string, string | number | boolean | null | undefined>>];

interface LooseArgs {
  params?: object;
  query?: object;
  body?: unknown;
}

/** The endpoint's URL with each `:name` segment replaced by its (encoded) param. */
export function pathOf(endpoint: ClientEndpoint, params?: object): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return endpoint.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${endpoint.method} ${endpoint.url}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls the endpoint and resolves with its whole success body (`{ result: true, data, … }`), for
 * the few answers that say more than their data (a join request's outcome code).
 */
export async function callEnvelope<C extends ClientEndpoint>(
  endpoint: C,
  ...[args, options]: CallRest<C>
): Promise<SuccessOf<C>> {
  const { params, query, body } = (args ?? {}) as LooseArgs;
  const client = endpoint.service === 'sign-in' ? authClient : apiClient;
  return (await requestEnvelope<unknown>(client, {
    ...options,
    method: endpoint.method,
    url: pathOf(endpoint, params),
    params: query ? canonicalQueryParams(query) : undefined,
    data: body,
  })) as SuccessOf<C>;
}

/** Calls the endpoint and resolves with its envelope's `data`, or rejects with an ApiError. */
export async function call<C extends ClientEndpoint>(endpoint: C, ...rest: CallRest<C>): Promise<DataOf<C>> {
  return ((await callEnvelope(endpoint, ...rest)) as { data: DataOf<C> }).data;
}

/**
 * The SWR key of a read: the path with its params and the query (and, for a read sent as a POST,
 * the body's fields) in canonical order, so equal requests share one cache entry whatever their
 * key order. `scope` adds what changes the answer without being sent (such as who is asking).
 */
export function keyOf<C extends ClientEndpoint>(endpoint: C, ...[args, scope]: KeyRest<C>): string {
  const { params, query, body } = (args ?? {}) as LooseArgs;
  const bodyFields = body && typeof body === 'object' && !(body instanceof FormData) ? body : undefined;
  return pathWithQuery(pathOf(endpoint, params), { ...bodyFields, ...query, ...scope });
}

// ---------------------------------------------------------------------------------------------
// The envelope: a request resolves with the success body or rejects with an ApiError.

/** The `{ result: true, … }` envelope of a response body, or an ApiError. */
function unwrapEnvelope<T>(body: unknown, status: number | null = null): ApiSuccess<T> {
  if (isRecord(body) && body.result === true) return body as unknown as ApiSuccess<T>;
  throw fromBody(body, status) ?? new ApiError({ status, code: 'INVALID_RESPONSE', message: 'Unexpected response' });
}

export async function requestEnvelope<T>(client: HttpClient, config: AxiosRequestConfig): Promise<ApiSuccess<T>> {
  let response: AxiosResponse<unknown>;
  try {
    response = await client.request<unknown>(config);
  } catch (err) {
    throw toApiError(err);
  }
  const envelope = unwrapEnvelope<T>(response.data, response.status);
  // Development and tests: an answer outside its contract schema is an error, loudly. Next
  // replaces the test with a constant at build time, so production bundles hold neither this
  // branch nor the checker (Ajv and the schemas) it would load.
  if (process.env.NODE_ENV !== 'production') {
    const { responseProblems } = await import('../response-check');
    const method = (config.method ?? 'GET').toUpperCase();
    const path = requestPath(config);
    const problems = responseProblems(method, path, response.status, response.data);
    if (problems !== null) {
      const message = `${method} ${path} answered outside its contract: ${problems}`;
      console.error(message);
      throw new ApiError({ status: response.status, code: 'INVALID_RESPONSE', message });
    }
  }
  return envelope;
}
