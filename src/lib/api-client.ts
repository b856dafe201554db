/**
 * HTTP clients for the main API and the central sign-in service (spec §7), with the session
 * rules of spec §4:
 *
 * - Every request carries `Authorization: Bearer <access token>` when a token is stored, and
 *   otherwise `X-Client-App-Id: <client app id>`.
 * - GET and DELETE send their payload as a query string with empty values skipped
 *   (`undefined`, `null`, `''`); arrays repeat the key (`ids=1&ids=2`). Other methods send JSON,
 *   and FormData goes out untouched so the browser writes the multipart boundary.
 * - A 401, or a body whose `code` is `UNAUTHORIZED` (whatever the status), triggers one token
 *   refresh shared by every request failing at the same time, then one retry of each request.
 *   A successful refresh is reused for 10 seconds, so late 401s of requests sent with the old
 *   token do not refresh again.
 * - When there is no refresh token or the refresh is refused, the session ends
 *   (`endSession('expired')`) and the request fails. The client knows no routes: it reports the
 *   lost session to the handler the shell installs (`setSessionLostHandler`), which decides
 *   where the user goes — except for the profile call, whose failure is how a page learns there
 *   is no session, and is not reported.
 *
 * The instances never rewrite `response`: `call` (api/call.ts) unwraps the `{ result, data }`
 * envelope, typed from the endpoint it was given.
 *
 * axios is loaded with `import()` on the first request rather than bundled with every page: it
 * is a large share of the JavaScript a visitor downloads before the page becomes interactive,
 * and no page needs it to render. This module therefore touches axios only through type
 * imports and the loaded module, and recognises axios errors by their shape.
 */
import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosStatic,
  InternalAxiosRequestConfig,
} from 'axios';
import { CLIENT_APP_ID_HEADER } from '@contract/api';
import { env } from '@/config/env';
import { getAccessToken } from './session';
import { isAxiosError, isRecord, isUnauthorizedBody } from './api/errors';
import { toQueryParams, type QueryPayload } from './api/query';
import { loadAxios, recoverFromUnauthorized } from './api/refresh';

export { ApiError, isAxiosError, toApiError } from './api/errors';
export { resetAuthRefreshState, setSessionLostHandler, type SessionLostHandler } from './api/refresh';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never refresh the token for this request (login, logout): its 401 is the answer. */
    skipAuthRefresh?: boolean;
    /** Set on the single retry after a refresh, so a second 401 does not loop. */
    authRetried?: boolean;
  }
}

// ---------------------------------------------------------------------------------------------
// Query strings

function isQueryMethod(method: string | undefined): boolean {
  const m = (method ?? 'get').toLowerCase();
  return m === 'get' || m === 'delete';
}

function mergeQuery(params: unknown, data: unknown): URLSearchParams {
  const merged =
    params instanceof URLSearchParams
      ? toQueryParams(params)
      : toQueryParams(isRecord(params) ? (params as QueryPayload) : null);
  if (isRecord(data)) {
    toQueryParams(data as QueryPayload).forEach((value, key) => merged.append(key, value));
  }
  return merged;
}

// ---------------------------------------------------------------------------------------------
// Instances

function createOnRequest(axios: AxiosStatic) {
  return function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
    const headers = axios.AxiosHeaders.from(config.headers);
    const token = getAccessToken();
    if (token) {
      headers.set('Authorization', `Bearer ${token}`);
      headers.delete(CLIENT_APP_ID_HEADER);
    } else {
      headers.delete('Authorization');
      headers.set(CLIENT_APP_ID_HEADER, env.clientAppId);
    }
    if (isQueryMethod(config.method)) {
      if (config.params !== undefined || config.data !== undefined) {
        config.params = mergeQuery(config.params, config.data);
        config.data = undefined;
      }
    } else if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      // The browser must write multipart/form-data with its boundary itself.
      headers.delete('Content-Type');
    }
    config.headers = headers;
    return config;
  };
}

function unauthorizedBodyError(axios: AxiosStatic, response: AxiosResponse): AxiosError {
  return new axios.AxiosError(
    'Unauthorized',
    axios.AxiosError.ERR_BAD_RESPONSE,
    response.config,
    response.request,
    response,
  );
}

function attachSessionHandling(axios: AxiosStatic, client: AxiosInstance): AxiosInstance {
  client.interceptors.request.use(createOnRequest(axios));
  client.interceptors.response.use(
    (response) => {
      if (!isUnauthorizedBody(response.data)) return response;
      return recoverFromUnauthorized(client, response.config, unauthorizedBodyError(axios, response));
    },
    (error: unknown) => {
      if (
        isAxiosError(error) &&
        error.config &&
        error.response &&
        (error.response.status === 401 || isUnauthorizedBody(error.response.data))
      ) {
        return recoverFromUnauthorized(client, error.config, error);
      }
      return Promise.reject(error);
    },
  );
  return client;
}

/**
 * The request side of an axios instance whose axios is loaded on first use. Each method
 * resolves like the axios instance method of the same name; `instance()` gives the instance
 * itself for anything else.
 */
export interface HttpClient {
  instance(): Promise<AxiosInstance>;
  request<T = unknown>(config: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  get<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  delete<T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>>;
}

function createLazyClient(baseURL: string): HttpClient {
  let created: Promise<AxiosInstance> | null = null;
  const instance = (): Promise<AxiosInstance> => {
    created ??= loadAxios().then(
      (axios) => attachSessionHandling(axios, axios.create({ baseURL, timeout: 30_000 })),
      (err: unknown) => {
        created = null;
        throw err;
      },
    );
    return created;
  };
  return {
    instance,
    request: async (config) => (await instance()).request(config),
    get: async (url, config) => (await instance()).get(url, config),
    delete: async (url, config) => (await instance()).delete(url, config),
    post: async (url, data, config) => (await instance()).post(url, data, config),
    put: async (url, data, config) => (await instance()).put(url, data, config),
    patch: async (url, data, config) => (await instance()).patch(url, data, config),
  };
}

/** Main API: /api/main on the page's origin in the browser, API_URL on the server (src/config/api-proxy.ts). */
export const apiClient: HttpClient = createLazyClient(env.apiUrl);

/** Central sign-in service: /api/sign-in in the browser, AUTH_URL on the server. */
export const authClient: HttpClient = createLazyClient(env.authUrl);
