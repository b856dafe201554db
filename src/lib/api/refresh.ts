/**
 * The session side of the clients (spec §4): a 401 triggers one token refresh shared by every
 * request failing at the same time, reused for 10 seconds; a refused refresh ends the session and
 * tells the handler the shell installed (`setSessionLostHandler`). axios itself is loaded here,
 * with `import()` on the first request, rather than bundled with every page: no page needs it to
 * render.
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
import { accountApi, authApi } from '@contract/client-api';
import { LIMITS } from '@/config/constants';
import { env } from '@/config/env';
import {
  endSession,
  getAccessToken,
  canRefreshSession,
  hasSession,
  releaseLoginRedirects,
  setSession,
  subscribeSessionBoundary,
  type SessionEndReason,
} from '../session';
import { isAxiosError, isRecord } from './errors';

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

async function performRefresh(): Promise<string> {
  const generation = state.generation;
  // A bare axios call: the refresh must not go through the interceptors it serves.
  const axios = await loadAxios();
  let response: AxiosResponse<unknown>;
  try {
    response = await axios.post<unknown>(
      `${env.apiUrl}${authApi.refreshToken.url}`,
      // No token in the body: this origin's proxy adds the one its HttpOnly cookie holds.
      {},
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
  // The rotated refresh token went to the proxy's cookie; only its lifetime reaches this page.
  const refreshExpiresIn = typeof data.refreshExpiresIn === 'number' ? data.refreshExpiresIn : undefined;
  setSession({ accessToken, refreshExpiresIn });
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
  if (!canRefreshSession()) return Promise.reject(new RefreshRefusedError('No refresh token'));
  state.inflight = performRefresh().finally(() => {
    state.inflight = null;
  });
  return state.inflight;
}

export function requestPath(config: AxiosRequestConfig): string {
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

export async function recoverFromUnauthorized(
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

let axiosModule: Promise<AxiosStatic> | null = null;

/** axios, fetched once; a failed fetch (offline) is retried by the next request. */
export function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then(
    (mod) => mod.default,
    (err: unknown) => {
      axiosModule = null;
      throw err;
    },
  );
  return axiosModule;
}
