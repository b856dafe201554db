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
import {
  CLIENT_APP_ID_HEADER,
  type ApiFailure,
  type ApiSuccess,
  type DeviceLimitData,
  type ErrorCode,
} from '@contract/api';
import { accountApi, authApi } from '@contract/client-api';
import { LIMITS } from '@/config/constants';
import { toQueryParams, type QueryPayload } from './api/query';
import { env } from '@/config/env';
import {
  endSession,
  getAccessToken,
  getRefreshToken,
  hasSession,
  releaseLoginRedirects,
  setSession,
  subscribeSessionBoundary,
  type SessionEndReason,
} from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Never refresh the token for this request (login, logout): its 401 is the answer. */
    skipAuthRefresh?: boolean;
    /** Set on the single retry after a refresh, so a second 401 does not loop. */
    authRetried?: boolean;
  }
}

// ---------------------------------------------------------------------------------------------
// Errors

/** Codes the client itself produces, beside the API's ERROR_CODES. */
type ClientErrorCode = 'NETWORK_ERROR' | 'CANCELED' | 'HTTP_ERROR' | 'INVALID_RESPONSE' | 'UNKNOWN_ERROR';
/** API codes, client codes, or a feature-specific code the API answered with. */
export type ApiErrorCode = ErrorCode | ClientErrorCode | (string & {});
export type ApiErrorDetails = NonNullable<ApiFailure['details']>;

export interface ApiErrorInit {
  status: number | null;
  code: ApiErrorCode;
  message: string;
  details?: ApiErrorDetails;
  /** Seconds before the caller may try again (a 429's body `retryAfter` or Retry-After header). */
  retryAfter?: number;
  /** With DEVICE_LIMIT_REACHED after a verified password: the ticket and the account's sessions. */
  deviceLimit?: DeviceLimitData;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, or null when no response arrived (network) or the status is unknown. */
  readonly status: number | null;
  readonly code: ApiErrorCode;
  readonly details: ApiErrorDetails | undefined;
  /** Seconds before the caller may try again, when the API said so (TOO_MANY_REQUESTS). */
  readonly retryAfter: number | undefined;
  /** With DEVICE_LIMIT_REACHED after a verified password: the ticket and the account's sessions. */
  readonly deviceLimit: DeviceLimitData | undefined;

  constructor({ status, code, message, details, retryAfter, deviceLimit }: ApiErrorInit) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
    this.retryAfter = retryAfter;
    this.deviceLimit = deviceLimit;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Same test as `axios.isAxiosError` (every AxiosError carries `isAxiosError: true`), usable
 * before axios itself has been loaded.
 */
export function isAxiosError(err: unknown): err is AxiosError {
  return isRecord(err) && err.isAxiosError === true;
}

/** Same test as `axios.isCancel`: cancellation errors carry `__CANCEL__` on their prototype. */
function isCancelError(err: unknown): boolean {
  return isRecord(err) && err.__CANCEL__ === true;
}

function isFailureBody(value: unknown): value is Record<string, unknown> & { result: false } {
  return isRecord(value) && value.result === false;
}

function isUnauthorizedBody(value: unknown): boolean {
  return isRecord(value) && value.code === 'UNAUTHORIZED';
}

function readDetails(value: unknown): ApiErrorDetails | undefined {
  if (!Array.isArray(value)) return undefined;
  const details = value.filter(
    (d): d is { field: string; message: string } =>
      isRecord(d) && typeof d.field === 'string' && typeof d.message === 'string',
  );
  return details.length > 0 ? details : undefined;
}

/** The device-limit part of a DEVICE_LIMIT_REACHED body, when it has the declared shape. */
function readDeviceLimit(value: unknown): DeviceLimitData | undefined {
  if (!isRecord(value) || typeof value.ticket !== 'string' || !value.ticket) return undefined;
  if (typeof value.expiresIn !== 'number' || !Array.isArray(value.sessions)) return undefined;
  const sessions = value.sessions.filter(
    (s): s is DeviceLimitData['sessions'][number] =>
      isRecord(s) &&
      typeof s.id === 'number' &&
      typeof s.deviceKind === 'string' &&
      (typeof s.userAgent === 'string' || s.userAgent === null) &&
      typeof s.createdAt === 'string' &&
      typeof s.lastSeenAt === 'string',
  );
  return { ticket: value.ticket, expiresIn: value.expiresIn, sessions };
}

function codeForStatus(status: number): ApiErrorCode {
  if (status === 401) return 'UNAUTHORIZED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 503) return 'MAINTENANCE';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'HTTP_ERROR';
}

/** Whole seconds from a number or a numeric header value, when positive. */
function positiveSeconds(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? Math.ceil(n) : undefined;
}

function fromBody(body: unknown, status: number | null, retryAfterHeader?: unknown): ApiError | null {
  if (!isRecord(body)) return null;
  const code = typeof body.code === 'string' && body.code ? body.code : null;
  if (!code && body.result !== false) return null;
  return new ApiError({
    status,
    code: code ?? (status ? codeForStatus(status) : 'UNKNOWN_ERROR'),
    message: typeof body.message === 'string' && body.message ? body.message : 'Request failed',
    details: readDetails(body.details),
    retryAfter: positiveSeconds(body.retryAfter) ?? positiveSeconds(retryAfterHeader),
    deviceLimit: readDeviceLimit(body.deviceLimit),
  });
}

/**
 * Maps anything a request can throw to an ApiError: axios errors (with the API's
 * `{ result:false, code, message }` body when there is one), network failures
 * (code NETWORK_ERROR), `{ result:false }` bodies and plain errors.
 */
export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (isCancelError(err)) {
    return new ApiError({ status: null, code: 'CANCELED', message: 'Request canceled' });
  }
  if (isAxiosError(err)) {
    const response = err.response;
    if (!response) {
      return new ApiError({
        status: null,
        code: 'NETWORK_ERROR',
        message: err.message || 'Network error',
      });
    }
    const retryAfterHeader: unknown = response.headers?.['retry-after'];
    return (
      fromBody(response.data, response.status, retryAfterHeader) ??
      new ApiError({
        status: response.status,
        code: codeForStatus(response.status),
        message: err.message || `Request failed with status ${response.status}`,
        retryAfter: positiveSeconds(retryAfterHeader),
      })
    );
  }
  if (isFailureBody(err)) {
    return fromBody(err, null) ?? new ApiError({ status: null, code: 'UNKNOWN_ERROR', message: 'Request failed' });
  }
  if (err instanceof Error) {
    return new ApiError({ status: null, code: 'UNKNOWN_ERROR', message: err.message });
  }
  return new ApiError({ status: null, code: 'UNKNOWN_ERROR', message: 'Unknown error' });
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
// A lost session

/**
 * Told why the client lost the session: 'expired' when the sign-in service refused to refresh
 * it (or there was nothing to refresh).
 */
export type SessionLostHandler = (reason: Extract<SessionEndReason, 'expired'>) => void;

let sessionLostHandler: SessionLostHandler | null = null;

/**
 * Installs what happens after the client ended a session it could not refresh (the shell sends
 * the user to login or lets them stay). Called once per failing request: several requests
 * failing together call it several times. Pass null to remove it.
 */
export function setSessionLostHandler(handler: SessionLostHandler | null): void {
  sessionLostHandler = handler;
}

// ---------------------------------------------------------------------------------------------
// Token refresh

interface RefreshState {
  inflight: Promise<string> | null;
  last: { at: number; accessToken: string } | null;
  /** Counts session starts and ends: a refresh answered after one belongs to another session. */
  generation: number;
}

const state: RefreshState = { inflight: null, last: null, generation: 0 };

// A sign-in or sign-out forgets the refresh cached for the previous session, and a refresh still
// in flight for it will not store its tokens.
subscribeSessionBoundary(() => {
  state.inflight = null;
  state.last = null;
  state.generation += 1;
});

/** Forgets the cached refresh and lets lost sessions redirect again (between tests). */
export function resetAuthRefreshState(): void {
  state.inflight = null;
  state.last = null;
  state.generation += 1;
  releaseLoginRedirects();
}

class RefreshRefusedError extends Error {}

/** The session changed while a refresh was under way: its answer belongs to no one. */
class SessionChangedError extends Error {}

async function performRefresh(refreshToken: string): Promise<string> {
  const generation = state.generation;
  // A bare axios call: the refresh must not go through the interceptors it serves.
  const axios = await loadAxios();
  let response: AxiosResponse<unknown>;
  try {
    response = await axios.post<unknown>(
      `${env.apiUrl}${authApi.refreshToken.url}`,
      { refreshToken },
      { headers: { [CLIENT_APP_ID_HEADER]: env.clientAppId } },
    );
  } catch (err) {
    // The service answered with an error: the refresh token is no good.
    if (isAxiosError(err) && err.response) throw new RefreshRefusedError(err.message);
    throw err;
  }
  if (state.generation !== generation) throw new SessionChangedError('Session changed during refresh');
  const body = response.data;
  const data = isRecord(body) && body.result === true && isRecord(body.data) ? body.data : null;
  const accessToken = data && typeof data.accessToken === 'string' ? data.accessToken : '';
  if (!data || !accessToken) throw new RefreshRefusedError('Refresh refused');
  // The backend rotates refresh tokens; keep the stored one when it did not send a new one.
  const rotated = typeof data.refreshToken === 'string' && data.refreshToken ? data.refreshToken : undefined;
  const refreshExpiresIn = typeof data.refreshExpiresIn === 'number' ? data.refreshExpiresIn : undefined;
  setSession({ accessToken, refreshToken: rotated, refreshExpiresIn });
  state.last = { at: Date.now(), accessToken };
  return accessToken;
}

/**
 * A fresh access token: the one obtained less than 10 s ago (while it is still the stored
 * one), the refresh already in flight, or a new refresh. Rejects with RefreshRefusedError when
 * there is no refresh token or the service refuses it.
 */
function refreshAccessToken(): Promise<string> {
  const cached = state.last;
  if (cached && Date.now() - cached.at < LIMITS.REFRESH_CACHE_MS && getAccessToken() === cached.accessToken) {
    return Promise.resolve(cached.accessToken);
  }
  if (state.inflight) return state.inflight;
  const refreshToken = getRefreshToken();
  if (!refreshToken) return Promise.reject(new RefreshRefusedError('No refresh token'));
  state.inflight = performRefresh(refreshToken).finally(() => {
    state.inflight = null;
  });
  return state.inflight;
}

function requestPath(config: AxiosRequestConfig): string {
  try {
    return new URL(config.url ?? '', config.baseURL ?? env.apiUrl).pathname;
  } catch {
    return config.url ?? '';
  }
}

function isProfileRequest(config: AxiosRequestConfig): boolean {
  return requestPath(config) === accountApi.profile.url;
}

function loseSession(config: AxiosRequestConfig) {
  // Several requests may fail together: the first one ends the session.
  if (hasSession()) endSession('expired');
  if (isProfileRequest(config)) return;
  sessionLostHandler?.('expired');
}

async function recoverFromUnauthorized(
  client: AxiosInstance,
  config: InternalAxiosRequestConfig,
  failure: AxiosError,
): Promise<AxiosResponse> {
  if (config.skipAuthRefresh || config.authRetried) throw failure;
  try {
    await refreshAccessToken();
  } catch (err) {
    if (err instanceof RefreshRefusedError) loseSession(config);
    throw failure;
  }
  // The request interceptor writes the new bearer token on the retry.
  return client.request({ ...config, authRetried: true });
}

// ---------------------------------------------------------------------------------------------
// Instances

let axiosModule: Promise<AxiosStatic> | null = null;

/** axios, fetched once; a failed fetch (offline) is retried by the next request. */
function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then(
    (mod) => mod.default,
    (err: unknown) => {
      axiosModule = null;
      throw err;
    },
  );
  return axiosModule;
}

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

// ---------------------------------------------------------------------------------------------
// Typed request helpers: resolve with the envelope's data or reject with an ApiError.

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
    const { responseProblems } = await import('./response-check');
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
