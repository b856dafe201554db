import { http, HttpResponse, delay } from 'msw';
import type { AxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiClient,
  authClient,
  isAxiosError,
  resetAuthRefreshState,
  setSessionLostHandler,
  toApiError,
  type HttpClient,
} from '@/lib/api-client';
import { requestEnvelope } from '@/lib/api/call';
import { toQueryParams, type QueryPayload } from '@/lib/api/query';
import {
  endSession,
  getAccessToken,
  getStoredItem,
  setSession,
  setStoredItem,
  STORAGE_KEYS,
  subscribeSessionBoundary,
} from '@/lib/session';
import { API_URL, AUTH_URL, server } from '../msw/server';
import { handle } from '../msw/handlers';
import { accountEndpoints } from '@contract/account';
import { authEndpoints } from '@contract/auth';
import { classesEndpoints } from '@contract/classes';
import { gradesEndpoints } from '@contract/grades';
import { siteEndpoints } from '@contract/site';
import { scriptReadableRefreshToken, signedIn } from '../session';

// The transport is under test here, not an endpoint: requests go to any path, unwrapped like `call`.
async function getAt(client: HttpClient, url: string, params?: QueryPayload, config?: AxiosRequestConfig) {
  return (await requestEnvelope(client, { ...config, method: 'GET', url, params })).data;
}
async function postAt(client: HttpClient, url: string, data?: unknown, config?: AxiosRequestConfig) {
  return (await requestEnvelope(client, { ...config, method: 'POST', url, data })).data;
}
async function deleteAt(client: HttpClient, url: string, params?: QueryPayload) {
  return (await requestEnvelope(client, { method: 'DELETE', url, params })).data;
}

const ok = <T>(data: T) => HttpResponse.json({ result: true, data });
const unauthorized = () =>
  HttpResponse.json({ result: false, code: 'UNAUTHORIZED', message: 'Token expired' }, { status: 401 });

let lost: ReturnType<typeof vi.fn<(reason: string) => void>>;

beforeEach(() => {
  lost = vi.fn<(reason: string) => void>();
  setSessionLostHandler(lost);
  window.history.replaceState({}, '', '/account');
});

afterEach(() => {
  setSessionLostHandler(null);
  resetAuthRefreshState();
  vi.useRealTimers();
  window.history.replaceState({}, '', '/');
});

/** A refresh endpoint that hands out access-2, access-3… and records what it was sent. */
function mockRefresh(options: { delayMs?: number } = {}) {
  const bodies: unknown[] = [];
  server.use(
    handle(authEndpoints.refreshToken, async ({ request }) => {
      bodies.push(await request.json());
      if (options.delayMs) await delay(options.delayMs);
      const n = bodies.length + 1;
      return ok({
        accessToken: `access-${n}`,
        refreshToken: `refresh-${n}`,
        expiresIn: 900,
        refreshExpiresIn: 1_209_600,
      });
    }),
  );
  return bodies;
}

/** An endpoint that accepts only `Bearer <validToken()>`; it records every Authorization. */
function mockProtected(path: string, validToken: () => string) {
  const seen: (string | null)[] = [];
  server.use(
    http.get(`${API_URL}${path}`, ({ request }) => {
      const auth = request.headers.get('authorization');
      seen.push(auth);
      return auth === `Bearer ${validToken()}` ? ok({ path }) : unauthorized();
    }),
  );
  return seen;
}

describe('request headers and payloads', () => {
  it('sends the client app id and no Authorization for a guest', async () => {
    let headers: Headers | undefined;
    server.use(
      handle(gradesEndpoints.list, ({ request }) => {
        headers = request.headers;
        return ok([]);
      }),
    );
    await getAt(apiClient, '/grades');
    expect(headers?.get('x-client-app-id')).toBe('web-student');
    expect(headers?.has('authorization')).toBe(false);
  });

  it('sends the bearer token and no client app id when signed in', async () => {
    signedIn({ accessToken: 'access-1' });
    let headers: Headers | undefined;
    server.use(
      http.get(`${AUTH_URL}/account/login-session/7`, ({ request }) => {
        headers = request.headers;
        return ok([]);
      }),
    );
    await expect(getAt(authClient, '/account/login-session/7')).resolves.toEqual([]);
    expect(headers?.get('authorization')).toBe('Bearer access-1');
    expect(headers?.has('x-client-app-id')).toBe(false);
  });

  it('builds GET query strings without empty values and repeats array keys', async () => {
    let search = '';
    server.use(
      http.get(`${API_URL}/itf/example`, ({ request }) => {
        search = new URL(request.url).search;
        return ok({ items: [] });
      }),
    );
    await getAt(apiClient, '/itf/example', {
      page: 1,
      keyword: '',
      level: null,
      subject: undefined,
      unitTestIds: [3, '', null, 5],
      owned: false,
    });
    expect(search).toBe('?page=1&unitTestIds=3&unitTestIds=5&owned=false');
  });

  it('sends a DELETE payload as the query string, not as a body', async () => {
    let search = '';
    let body = '';
    server.use(
      http.delete(`${API_URL}/itf/example/items/9`, async ({ request }) => {
        search = new URL(request.url).search;
        body = await request.text();
        return ok(null);
      }),
    );
    await apiClient.delete('/itf/example/items/9', { data: { reason: 'x', empty: '' } });
    expect(search).toBe('?reason=x');
    expect(body).toBe('');
    await deleteAt(apiClient, '/itf/example/items/9', { a: 'b' });
    expect(search).toBe('?a=b');
  });

  it('sends other methods as JSON', async () => {
    let contentType: string | null = null;
    let body: unknown;
    server.use(
      http.post(`${API_URL}/itf/example/write`, async ({ request }) => {
        contentType = request.headers.get('content-type');
        body = await request.json();
        return ok(true);
      }),
    );
    await postAt(apiClient, '/itf/example/write', { code: 'ABC', site: 'web' });
    expect(contentType).toContain('application/json');
    expect(body).toEqual({ code: 'ABC', site: 'web' });
  });

  it('lets FormData through as multipart with its own boundary', async () => {
    let contentType: string | null = null;
    let part: { type: string; text: string } | undefined;
    server.use(
      handle(
        accountEndpoints.updateAvatar,
        async ({ request }) => {
          contentType = request.headers.get('content-type');
          const form = await request.formData();
          // jsdom's File crosses into Node's fetch as a Blob (its name becomes 'blob'): compare
          // the content and type only.
          const file = form.get('file') as Blob | null;
          part = file ? { type: file.type, text: await file.text() } : undefined;
          return ok({ avatar: 'x.png' });
        },
        { on: 'sign-in' },
      ),
    );
    const form = new FormData();
    form.append('file', new File(['png-bytes'], 'me.png', { type: 'image/png' }));
    await postAt(authClient, '/account/update-avatar', form);
    expect(contentType).toMatch(/^multipart\/form-data; ?boundary=/);
    expect(part).toEqual({ type: 'image/png', text: 'png-bytes' });
  });
});

describe('toQueryParams', () => {
  it('skips undefined, null and empty strings, keeps 0 and false', () => {
    const params = toQueryParams({ a: 0, b: false, c: '', d: null, e: undefined, f: 'x' });
    expect(params.toString()).toBe('a=0&b=false&f=x');
  });

  it('writes dates as ISO strings and skips invalid numbers', () => {
    const params = toQueryParams({
      from: new Date(Date.UTC(2024, 0, 5, 1, 2, 3)),
      n: Number.NaN,
    });
    expect(params.toString()).toBe('from=2024-01-05T01%3A02%3A03.000Z');
  });
});

describe('token refresh', () => {
  it('refreshes once for many concurrent 401s and retries each with the new token', async () => {
    signedIn({ accessToken: 'access-1' });
    const refreshBodies = mockRefresh({ delayMs: 30 });
    const seen = mockProtected('/itf/example/list', () => 'access-2');

    const results = await Promise.all(Array.from({ length: 5 }, () => getAt(apiClient, '/itf/example/list')));

    expect(results).toEqual(Array.from({ length: 5 }, () => ({ path: '/itf/example/list' })));
    // No token from the page: the sign-in proxy adds its HttpOnly cookie's.
    expect(refreshBodies).toEqual([{}]);
    expect(seen.filter((a) => a === 'Bearer access-1')).toHaveLength(5);
    expect(seen.filter((a) => a === 'Bearer access-2')).toHaveLength(5);
    // The backend rotates the refresh token; both new tokens are stored.
    expect(getAccessToken()).toBe('access-2');
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(lost).not.toHaveBeenCalled();
  });

  it('keeps the stored refresh token when the refresh does not rotate it', async () => {
    signedIn({ accessToken: 'access-1' });
    server.use(handle(authEndpoints.refreshToken, () => ok({ accessToken: 'access-2', expiresIn: 900 })));
    mockProtected('/itf/example-orders', () => 'access-2');
    await getAt(apiClient, '/itf/example-orders');
    expect(getAccessToken()).toBe('access-2');
    expect(scriptReadableRefreshToken()).toBeUndefined();
  });

  it('retries only once: a second 401 after the refresh is returned, not looped', async () => {
    signedIn({ accessToken: 'access-1' });
    const refreshBodies = mockRefresh();
    // Always 401 — until a looping client would have asked 4 times, so a loop fails fast.
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${API_URL}/itf/example-orders`, ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return seen.length > 3 ? ok('looped') : unauthorized();
      }),
    );

    const error = await getAt(apiClient, '/itf/example-orders').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).code).toBe('UNAUTHORIZED');
    expect(refreshBodies).toHaveLength(1);
    expect(seen).toEqual(['Bearer access-1', 'Bearer access-2']);
    // The refresh itself succeeded, so the session is kept.
    expect(getAccessToken()).toBe('access-2');
  });

  it.each([200, 400])('treats an UNAUTHORIZED code in a %i body like a 401', async (status) => {
    signedIn({ accessToken: 'access-1' });
    const refreshBodies = mockRefresh();
    server.use(
      http.get(`${API_URL}/itf/notification/count-unseen`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer access-2'
          ? ok(3)
          : HttpResponse.json({ result: false, code: 'UNAUTHORIZED', message: 'expired' }, { status }),
      ),
    );
    await expect(getAt(apiClient, '/itf/notification/count-unseen')).resolves.toBe(3);
    expect(refreshBodies).toHaveLength(1);
  });

  it('reuses a refresh made less than 10 s ago, and refreshes again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T08:00:00Z'));
    signedIn({ accessToken: 'access-1' });
    const refreshBodies = mockRefresh();
    mockProtected('/itf/a', () => 'access-2');
    await getAt(apiClient, '/itf/a');
    expect(refreshBodies).toHaveLength(1);

    // Endpoints that reject the first call whatever the token (a request sent before the refresh).
    const failFirst = (path: string) => {
      let calls = 0;
      const seen: (string | null)[] = [];
      server.use(
        http.get(`${API_URL}${path}`, ({ request }) => {
          calls += 1;
          seen.push(request.headers.get('authorization'));
          return calls === 1 ? unauthorized() : ok(path);
        }),
      );
      return seen;
    };

    vi.setSystemTime(new Date('2024-05-01T08:00:09Z'));
    const seenB = failFirst('/itf/b');
    await expect(getAt(apiClient, '/itf/b')).resolves.toBe('/itf/b');
    expect(refreshBodies).toHaveLength(1);
    expect(seenB).toEqual(['Bearer access-2', 'Bearer access-2']);

    vi.setSystemTime(new Date('2024-05-01T08:00:11Z'));
    const seenC = failFirst('/itf/c');
    await expect(getAt(apiClient, '/itf/c')).resolves.toBe('/itf/c');
    expect(refreshBodies).toEqual([{}, {}]);
    expect(seenC).toEqual(['Bearer access-2', 'Bearer access-3']);
  });

  it('never refreshes for a request marked skipAuthRefresh (wrong password at login)', async () => {
    signedIn({ accessToken: 'access-1' });
    const refreshBodies = mockRefresh();
    server.use(
      handle(authEndpoints.login, () =>
        HttpResponse.json({ result: false, code: 'INCORRECT_PASSWORD', message: 'Wrong password' }, { status: 401 }),
      ),
    );
    const error = await postAt(apiClient, '/auth/login', {}, { skipAuthRefresh: true }).catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('INCORRECT_PASSWORD');
    expect(refreshBodies).toHaveLength(0);
    expect(getAccessToken()).toBe('access-1');
  });
});

describe('when the session cannot be refreshed', () => {
  function refuseRefresh() {
    let calls = 0;
    server.use(
      handle(authEndpoints.refreshToken, () => {
        calls += 1;
        return HttpResponse.json(
          { result: false, code: 'INVALID_REFRESH_TOKEN', message: 'Invalid refresh token' },
          { status: 401 },
        );
      }),
    );
    return () => calls;
  }

  it('ends the session once and reports it to the shell for each failed request', async () => {
    signedIn({ accessToken: 'access-1' });
    setStoredItem(STORAGE_KEYS.cartData, '[{"id":1,"unitTestId":7}]');
    const ends: unknown[] = [];
    const unsubscribe = subscribeSessionBoundary((boundary) => ends.push(boundary));
    const refreshCalls = refuseRefresh();
    mockProtected('/itf/example-orders', () => 'access-2');

    const errors = await Promise.all(
      [1, 2, 3].map(() => getAt(apiClient, '/itf/example-orders').catch((e: unknown) => e)),
    );
    unsubscribe();

    for (const error of errors) expect((error as ApiError).status).toBe(401);
    expect(refreshCalls()).toBe(1);
    expect(getAccessToken()).toBeUndefined();
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(document.cookie).not.toContain('access_token');
    // endSession('expired'): the stored cart goes with the session, announced once.
    expect(getStoredItem(STORAGE_KEYS.cartData)).toBeNull();
    expect(ends).toEqual([{ type: 'end', reason: 'expired' }]);
    // Where the user goes is the shell's decision (src/shell/session-lost.ts).
    expect(lost.mock.calls).toEqual([['expired'], ['expired'], ['expired']]);
  });

  it('reports a lost session without calling refresh when no refresh token is stored', async () => {
    setSession({ accessToken: 'access-1' });
    const refreshCalls = refuseRefresh();
    mockProtected('/itf/example-orders', () => 'access-2');
    await expect(getAt(apiClient, '/itf/example-orders')).rejects.toBeInstanceOf(ApiError);
    expect(refreshCalls()).toBe(0);
    expect(getAccessToken()).toBeUndefined();
    expect(lost).toHaveBeenCalledWith('expired');
  });

  it('for the profile call it ends the session but does not report it (the page only learns it is signed out)', async () => {
    window.history.replaceState({}, '', '/account/edit');
    signedIn({ accessToken: 'access-1' });
    refuseRefresh();
    mockProtected('/account/profile', () => 'access-2');
    await expect(getAt(apiClient, '/account/profile')).rejects.toBeInstanceOf(ApiError);
    expect(getAccessToken()).toBeUndefined();
    expect(lost).not.toHaveBeenCalled();
  });

  it('a refresh answered after the session ended stores nothing: the logout is not undone', async () => {
    signedIn({ accessToken: 'access-1' });
    let answerRefresh: () => void = () => undefined;
    const refreshStarted = new Promise<void>((started) => {
      server.use(
        handle(authEndpoints.refreshToken, async () => {
          started();
          await new Promise<void>((answer) => {
            answerRefresh = answer;
          });
          return ok({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900 });
        }),
      );
    });
    mockProtected('/itf/example-orders', () => 'access-2');
    const request = getAt(apiClient, '/itf/example-orders').catch((e: unknown) => e);
    await refreshStarted;
    endSession('logout');
    answerRefresh();
    expect(await request).toMatchObject({ status: 401 });
    expect(getAccessToken()).toBeUndefined();
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(lost).not.toHaveBeenCalled();
  });

  it('keeps the session when the refresh fails for lack of network', async () => {
    signedIn({ accessToken: 'access-1' });
    server.use(handle(authEndpoints.refreshToken, () => HttpResponse.error()));
    mockProtected('/itf/example-orders', () => 'access-2');
    await expect(getAt(apiClient, '/itf/example-orders')).rejects.toMatchObject({ status: 401 });
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(lost).not.toHaveBeenCalled();
  });
});

describe('errors', () => {
  it('maps a network failure to NETWORK_ERROR', async () => {
    server.use(handle(gradesEndpoints.list, () => HttpResponse.error()));
    const error = await getAt(apiClient, '/grades').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NETWORK_ERROR', status: null });
  });

  it('keeps the code, message and details of a failure body', async () => {
    server.use(
      handle(authEndpoints.register, () =>
        HttpResponse.json(
          {
            result: false,
            code: 'VALIDATION_ERROR',
            message: 'Invalid payload',
            details: [{ field: 'phone', message: 'must be 10 digits' }],
          },
          { status: 400 },
        ),
      ),
    );
    const error = await postAt(apiClient, '/auth/register', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid payload',
      details: [{ field: 'phone', message: 'must be 10 digits' }],
    });
  });

  it('rejects a 200 response whose body says result:false', async () => {
    server.use(
      handle(classesEndpoints.joinClass, () =>
        HttpResponse.json({ result: false, code: 'REQUESTED_JOIN_CLASS', message: 'Sent' }),
      ),
    );
    const error = await postAt(apiClient, '/itf/join_class_request', { code: 'C1' }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, code: 'REQUESTED_JOIN_CLASS' });
  });

  it('names a 5xx without a body INTERNAL_ERROR and a 503 MAINTENANCE', async () => {
    server.use(
      handle(gradesEndpoints.list, () => new HttpResponse(null, { status: 500 })),
      handle(siteEndpoints.banners, () => new HttpResponse('down', { status: 503 })),
    );
    await expect(getAt(apiClient, '/grades')).rejects.toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
    });
    await expect(getAt(apiClient, '/itf/banners')).rejects.toMatchObject({
      status: 503,
      code: 'MAINTENANCE',
    });
  });

  it('rejects a success status whose body is not an envelope', async () => {
    server.use(handle(gradesEndpoints.list, () => HttpResponse.text('<html>')));
    await expect(getAt(apiClient, '/grades')).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('toApiError maps bodies and plain errors', () => {
    expect(toApiError({ result: false, code: 'OTP_EXPIRED', message: 'Expired' })).toMatchObject({
      status: null,
      code: 'OTP_EXPIRED',
      message: 'Expired',
    });
    expect(toApiError(new Error('boom'))).toMatchObject({ code: 'UNKNOWN_ERROR', message: 'boom' });
    const same = new ApiError({ status: 404, code: 'NOT_FOUND', message: 'x' });
    expect(toApiError(same)).toBe(same);
  });

  it('maps a request aborted by its signal to CANCELED', async () => {
    server.use(
      handle(gradesEndpoints.list, async () => {
        await delay(200);
        return ok([]);
      }),
    );
    const controller = new AbortController();
    const pending = getAt(apiClient, '/grades', undefined, { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    expect(await pending).toMatchObject({ code: 'CANCELED', status: null });
  });

  it('recognises axios errors by shape, before and after axios has loaded', async () => {
    const { AxiosError } = (await import('axios')).default;
    expect(isAxiosError(new AxiosError('boom'))).toBe(true);
    expect(isAxiosError(new Error('boom'))).toBe(false);
    expect(isAxiosError({ isAxiosError: 'yes' })).toBe(false);
    expect(isAxiosError(null)).toBe(false);
  });
});

describe('lazy axios instances', () => {
  it('exposes the configured axios instance, the same one on every call', async () => {
    const first = await apiClient.instance();
    expect(first.defaults.baseURL).toBe(API_URL);
    expect(await apiClient.instance()).toBe(first);
    expect((await authClient.instance()).defaults.baseURL).toBe(AUTH_URL);
  });

  it('sends requests made through the instance with the session headers', async () => {
    let auth: string | null = null;
    server.use(
      http.get(`${API_URL}/itf/example-orders`, ({ request }) => {
        auth = request.headers.get('authorization');
        return ok([]);
      }),
    );
    signedIn({ accessToken: 'access-1' });
    await (await apiClient.instance()).get('/itf/example-orders');
    expect(auth).toBe('Bearer access-1');
  });
});
