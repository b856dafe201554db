/**
 * MSW handlers built from the contract's endpoint definitions (`contract/endpoints.ts`): the URL
 * and method come from the endpoint, so a test cannot mock a path or a method the API does not
 * have, and `ok` takes the `data` type of the endpoint's success answer.
 *
 *   server.use(ok(gradesEndpoints.list, grades));
 *   server.use(handle(unitTestsEndpoints.detail, ({ params }) => HttpResponse.json(…)));
 *   server.use(fail(unitTestsEndpoints.use, 409, 'ALREADY_OWNED'));
 *   server.use(ok(accountEndpoints.revokeToken, null)); // on the sign-in service, as its `service` says
 */
import type { Static, TSchema } from '@sinclair/typebox';
import { http, HttpResponse, type DefaultBodyType, type HttpResponseResolver, type PathParams } from 'msw';
import type { Endpoint, EndpointSchema, HttpMethod } from '@contract/endpoint';
import { ENDPOINTS } from '@contract/endpoints';
import type { ErrorCode } from '@contract/errors';
import { API_URL, AUTH_URL } from './server';

/** Which service answers (the endpoint's own by default), and path params to match only some calls. */
export interface HandlerOptions {
  on?: 'main' | 'sign-in';
  params?: Readonly<Record<string, string | number>>;
}

type SuccessBodyOf<E> =
  E extends Endpoint<HttpMethod, string, infer S extends EndpointSchema>
    ? S['response'] extends { 200: infer R extends TSchema }
      ? Static<R>
      : never
    : never;

/** The `data` of an endpoint's success answer. */
export type DataOf<E> = SuccessBodyOf<E> extends { data: infer D } ? D : never;

const METHODS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete } as const;

/**
 * The URL an endpoint is reached at from the page, with its `:param` placeholders (MSW matches
 * them) or the values of `params`.
 */
export function urlOf(endpoint: Endpoint, { on = endpoint.service, params = {} }: HandlerOptions = {}): string {
  if (!ENDPOINTS.includes(endpoint)) throw new Error(`Not an endpoint of contract/endpoints.ts: ${endpoint.url}`);
  const path = endpoint.url.replace(/:(\w+)/g, (placeholder, name: string) =>
    params[name] === undefined ? placeholder : encodeURIComponent(String(params[name])),
  );
  return `${on === 'sign-in' ? AUTH_URL : API_URL}${path}`;
}

/** A handler of one endpoint with any resolver (to read the request, answer a failure, or wait). */
export function handle<Params extends PathParams<keyof Params> = PathParams>(
  endpoint: Endpoint,
  resolver: HttpResponseResolver<Params, DefaultBodyType, DefaultBodyType>,
  options?: HandlerOptions,
) {
  // One signature for all: GET handlers are never sent a body, which the resolver ignores.
  const method = METHODS[endpoint.method] as typeof http.post;
  return method<Params, DefaultBodyType, DefaultBodyType>(urlOf(endpoint, options), resolver);
}

/** The success body `{ result: true, data }` of an endpoint (`extra`: e.g. `totalRecords`). */
export function success<E extends Endpoint>(
  _endpoint: E,
  data: DataOf<E>,
  extra: { totalRecords?: number } = {},
): { result: true; data: DataOf<E>; totalRecords?: number } {
  return { result: true, data, ...extra };
}

/** Answers every call of the endpoint with `{ result: true, data }`. */
export function ok<E extends Endpoint>(
  endpoint: E,
  data: DataOf<E>,
  options: HandlerOptions & { totalRecords?: number } = {},
) {
  const { totalRecords, ...where } = options;
  const body = success(endpoint, data, totalRecords === undefined ? {} : { totalRecords });
  return handle(endpoint, () => HttpResponse.json(body as DefaultBodyType), where);
}

/** The failure body the API sends: `{ result: false, code, message }`. */
export function failure(code: ErrorCode, message: string = code) {
  return { result: false as const, code, message };
}

/** Answers every call of the endpoint with a 4xx failure. */
export function fail(endpoint: Endpoint, status: number, code: ErrorCode, options?: HandlerOptions) {
  return handle(endpoint, () => HttpResponse.json(failure(code), { status }), options);
}
