import type { ApiFailure } from '@contract/api';
import { accessOf } from '@contract/endpoint';
import { ENDPOINTS } from '@contract/endpoints';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, failureOf, insertUser, loginOk, type TestApp } from './helpers';

/**
 * Bad input must always get a 4xx in the envelope, never a 5xx. Every body-taking route of
 * both listeners goes through the same table. Rejected requests change nothing, so the
 * tests share one app (on its own fresh database file) to stay fast.
 */

let shared: TestApp;
let signedIn: Record<string, string>;
beforeAll(async () => {
  // Enough devices and rate-limit budget for the few requests of the table that get through.
  shared = await createTestApp({ MAX_DEVICES: '100', RATE_LIMIT_MULTIPLIER: '100' }, { scope: 'file' });
  // Its own user, whose password is not the tables' oldPassword: a body that gets through changes nothing shared.
  await insertUser(shared.db, { phone: '0912345670', password: 'Bystander@2025' });
  signedIn = bearer((await loginOk(shared.api, '0912345670', 'Bystander@2025')).accessToken);
});

type Listener = 'api' | 'auth';
type FieldType = 'string' | 'boolean';

interface BodyRoute {
  listener: Listener;
  method?: 'POST' | 'PUT';
  url: string;
  /** A body with only the required fields, passing validation, to derive broken variants from. */
  valid: Record<string, unknown>;
  /** Fields that are not strings. */
  types?: Record<string, FieldType>;
  /** Fields the route goes without (the web's sign-in proxy supplies a browser's refresh token). */
  optional?: readonly string[];
  /** The body takes exactly one of its properties, so a missing one is not reported by name. */
  exactlyOne?: boolean;
}

const PASSWORD = 'Newcomer@2025';
const BODY_ROUTES: BodyRoute[] = [
  { listener: 'api', url: '/auth/login', valid: { username: '0900000001', password: 'Student@123' } },
  { listener: 'auth', url: '/auth/login', valid: { username: '0900000001', password: 'Student@123' } },
  { listener: 'api', url: '/auth/refresh-token', valid: { refreshToken: 'abc' }, optional: ['refreshToken'] },
  { listener: 'api', url: '/account/logout', valid: { refreshToken: 'abc' }, optional: ['refreshToken'] },
  { listener: 'auth', url: '/account/logout', valid: { refreshToken: 'abc' }, optional: ['refreshToken'] },
  { listener: 'api', url: '/auth/sms-otp', valid: { phone: '0987654321', purpose: 'REGISTER' } },
  {
    listener: 'api',
    url: '/auth/verify-sms-otp',
    valid: { username: '0987654321', code: '123456', purpose: 'REGISTER' },
  },
  {
    listener: 'api',
    url: '/auth/register',
    valid: { verificationToken: 'abc', fullName: 'Đỗ Thị Hồng', password: PASSWORD, roleCode: 'STUDENT' },
  },
  { listener: 'api', url: '/auth/first-login', valid: { firstLoginToken: 'abc', newPassword: PASSWORD } },
  { listener: 'api', url: '/auth/set-password', valid: { verificationToken: 'abc', newPassword: PASSWORD } },
  { listener: 'api', method: 'PUT', url: '/account/update-profile', valid: { fullName: 'Minh Anh' } },
  { listener: 'auth', method: 'PUT', url: '/account/update-profile', valid: { fullName: 'Minh Anh' } },
  {
    listener: 'api',
    method: 'PUT',
    url: '/account/change-password',
    valid: { oldPassword: 'Student@123', newPassword: PASSWORD },
  },
  {
    listener: 'auth',
    method: 'PUT',
    url: '/account/change-password',
    valid: { oldPassword: 'Student@123', newPassword: PASSWORD },
  },
  { listener: 'auth', url: '/auth/send-forgot-password-otp', valid: { username: '0900000001' } },
  { listener: 'auth', url: '/auth/send-verify', valid: { username: '0900000001' } },
  {
    listener: 'auth',
    url: '/auth/verify',
    valid: { username: '0900000001', code: '123456', purpose: 'FORGOT_PASSWORD' },
  },
  { listener: 'auth', url: '/auth/forgot-password', valid: { verificationToken: 'abc', newPassword: PASSWORD } },
  {
    listener: 'auth',
    url: '/account/revoke-token',
    valid: { allOthers: true },
    types: { allOthers: 'boolean' },
    exactlyOne: true,
  },
];

const WRONG_VALUES: Record<FieldType, unknown[]> = {
  string: [12345, true, null, ['x'], { x: 1 }],
  boolean: [12345, 'true', null, ['x'], { x: 1 }],
};

const server = (app: TestApp, listener: Listener): FastifyInstance => (listener === 'api' ? app.api : app.auth);

/** A route that needs a token checks it before the body: these requests carry a valid one. */
const needsToken = (route: BodyRoute) =>
  ENDPOINTS.some(
    (endpoint) =>
      endpoint.method === (route.method ?? 'POST') &&
      endpoint.url === route.url &&
      !['public', 'optional'].includes(accessOf(endpoint)),
  );

async function send(app: TestApp, route: BodyRoute, options: Omit<InjectOptions, 'url' | 'method'>) {
  const response = await server(app, route.listener).inject({
    method: route.method ?? 'POST',
    url: route.url,
    ...options,
    headers: { ...(needsToken(route) ? signedIn : {}), ...(options.headers as Record<string, string> | undefined) },
  });
  expect(response.statusCode, response.body).toBeLessThan(500);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response;
}

function expectFailure(body: ApiFailure, code: ApiFailure['code']) {
  expect(body.result).toBe(false);
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
}

describe.each(BODY_ROUTES.map((route) => ({ method: 'POST' as const, ...route })))(
  '$method $url on $listener',
  (route) => {
    it('answers malformed JSON with 400 INVALID_JSON', async () => {
      for (const payload of ['{"refreshToken":', '{bad}', "{'a':1}", '{"a":1}}']) {
        const response = await send(shared, route, { headers: { 'content-type': 'application/json' }, payload });
        expect(response.statusCode).toBe(400);
        expectFailure(failureOf(response), 'INVALID_JSON');
      }
    });

    it('answers an empty JSON body with 400 INVALID_JSON', async () => {
      const response = await send(shared, route, { headers: { 'content-type': 'application/json' }, payload: '' });
      expect(response.statusCode).toBe(400);
      expectFailure(failureOf(response), 'INVALID_JSON');
    });

    it('answers prototype-poisoning JSON with 400 INVALID_JSON', async () => {
      const payload = `{"__proto__":{"admin":true},${JSON.stringify(route.valid).slice(1)}`;
      const response = await send(shared, route, { headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(400);
      expectFailure(failureOf(response), 'INVALID_JSON');
    });

    it('answers a missing body and non-object JSON with 400 VALIDATION_ERROR', async () => {
      const noBody = await send(shared, route, {});
      expect(noBody.statusCode).toBe(400);
      expectFailure(failureOf(noBody), 'VALIDATION_ERROR');
      for (const payload of ['null', '[]', '"text"', '42', 'true']) {
        const response = await send(shared, route, { headers: { 'content-type': 'application/json' }, payload });
        expect(response.statusCode).toBe(400);
        expectFailure(failureOf(response), 'VALIDATION_ERROR');
        expect(failureOf(response).details).toEqual([{ field: 'body', message: 'must be object' }]);
      }
    });

    it('answers each missing field with 400 VALIDATION_ERROR naming the field', async () => {
      for (const field of Object.keys(route.valid).filter((name) => !route.optional?.includes(name))) {
        const body = { ...route.valid };
        delete body[field];
        const response = await send(shared, route, { payload: body });
        expect(response.statusCode).toBe(400);
        const failure = failureOf(response);
        expectFailure(failure, 'VALIDATION_ERROR');
        expect(failure.details).toEqual(
          route.exactlyOne
            ? [{ field: 'body', message: 'must NOT have fewer than 1 properties' }]
            : [{ field, message: 'is required' }],
        );
      }
    });

    it('answers wrong types with 400 VALIDATION_ERROR instead of coercing them', async () => {
      for (const field of Object.keys(route.valid)) {
        const type = route.types?.[field] ?? 'string';
        for (const wrong of WRONG_VALUES[type]) {
          const response = await send(shared, route, { payload: { ...route.valid, [field]: wrong } });
          expect(response.statusCode, `${field}=${JSON.stringify(wrong)}`).toBe(400);
          const failure = failureOf(response);
          expectFailure(failure, 'VALIDATION_ERROR');
          expect(failure.details?.[0]).toEqual({ field, message: `must be ${type}` });
        }
      }
    });

    it('answers unknown properties with 400 VALIDATION_ERROR', async () => {
      const response = await send(shared, route, { payload: { ...route.valid, role: 'ADMIN' } });
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).details).toEqual(
        route.exactlyOne
          ? [{ field: 'body', message: 'must NOT have more than 1 properties' }]
          : [{ field: 'role', message: 'is not an allowed property' }],
      );
      if (route.exactlyOne) {
        const extra = await send(shared, route, { payload: { role: 'ADMIN' } });
        expect(failureOf(extra).details).toEqual([{ field: 'role', message: 'is not an allowed property' }]);
      }
    });

    it('answers over-long strings with 400 VALIDATION_ERROR', async () => {
      for (const field of Object.keys(route.valid)) {
        const response = await send(shared, route, { payload: { ...route.valid, [field]: 'x'.repeat(300) } });
        expect(response.statusCode).toBe(400);
        expect(failureOf(response).details?.[0]?.field).toBe(field);
      }
    });

    it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
      const payload = JSON.stringify({ ...route.valid, padding: 'x'.repeat(1024 * 1024) });
      const response = await send(shared, route, { headers: { 'content-type': 'application/json' }, payload });
      expect(response.statusCode).toBe(413);
      expectFailure(failureOf(response), 'PAYLOAD_TOO_LARGE');
    });

    it('answers non-JSON content types with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      const variants = [
        ['text/plain', JSON.stringify(route.valid)],
        ['application/x-www-form-urlencoded', 'refreshToken=abc'],
        ['multipart/form-data; boundary=x', '--x--'],
        ['application/xml', '<a/>'],
      ];
      for (const [contentType, payload] of variants) {
        const response = await send(shared, route, { headers: { 'content-type': contentType as string }, payload });
        expect(response.statusCode, contentType).toBe(415);
        expectFailure(failureOf(response), 'UNSUPPORTED_MEDIA_TYPE');
      }
    });

    it('accepts JSON with a charset parameter', async () => {
      const response = await send(shared, route, {
        headers: { 'content-type': 'application/json; charset=utf-8' },
        payload: JSON.stringify(route.valid),
      });
      // Past validation: the outcome depends on the route, but it is no longer an input error.
      expect(['VALIDATION_ERROR', 'INVALID_JSON', 'UNSUPPORTED_MEDIA_TYPE']).not.toContain(
        response.statusCode === 200 ? 'ok' : failureOf(response).code,
      );
    });
  },
);

describe('POST /auth/login field rules', () => {
  const base = { username: '0900000001', password: 'Student@123' };

  it.each([
    ['a 9-digit phone', { ...base, username: '090000000' }, 'username'],
    ['an 11-digit phone', { ...base, username: '09000000011' }, 'username'],
    ['a phone with spaces', { ...base, username: ' 0900000001' }, 'username'],
    ['a name instead of phone or e-mail', { ...base, username: 'minhanh' }, 'username'],
    ['an e-mail over 64 characters', { ...base, username: `${'a'.repeat(60)}@example.com` }, 'username'],
    ['an empty username', { ...base, username: '' }, 'username'],
    ['an empty password', { ...base, password: '' }, 'password'],
    ['a password over 128 characters', { ...base, password: 'P1'.repeat(65) }, 'password'],
    ['an unknown device kind', { ...base, deviceKind: 'Watch' }, 'deviceKind'],
    ['a numeric device kind', { ...base, deviceKind: 1 }, 'deviceKind'],
  ])('rejects %s with 400 VALIDATION_ERROR', async (_label, body, field) => {
    const response = await shared.api.inject({ method: 'POST', url: '/auth/login', payload: body });
    expect(response.statusCode).toBe(400);
    const failure = failureOf(response);
    expect(failure.code).toBe('VALIDATION_ERROR');
    expect(failure.details?.[0]?.field).toBe(field);
    expect(failure.message).toContain(field);
  });
});

describe('GET routes', () => {
  it.each([
    ['api', '/health'],
    ['api', '/grades'],
    ['auth', '/health'],
  ] as const)('%s %s ignores query strings and bodies it does not use', async (listener, url) => {
    const response = await server(shared, listener).inject({
      method: 'GET',
      url: `${url}?x=1&x=2&y[]=3&${'z'.repeat(2000)}=1`,
      headers: { 'content-type': 'text/plain' },
      payload: 'x'.repeat(2 * 1024 * 1024),
    });
    expect(response.statusCode).toBe(200);
  });

  it('GET /account/profile answers junk authorization with 401, never 5xx', async () => {
    const { accessToken } = await loginOk(shared.api);
    const [header, payload, signature] = accessToken.split('.');
    const junk = [
      '',
      'Bearer',
      'Bearer ',
      'Bearer a.b.c',
      'Bearer ....',
      `Bearer ${header}.${Buffer.from('{"sub":1}').toString('base64url')}.${signature}`,
      `Bearer ${header}.${payload}.${signature}x`,
      `Bearer ${'%%%'}`,
      `Bearer ${accessToken} extra`,
    ];
    for (const authorization of junk) {
      const response = await shared.api.inject({ method: 'GET', url: '/account/profile', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
      expect(failureOf(response).code).toBe('UNAUTHORIZED');
    }
  });

  it('every route behind a bearer token answers junk authorization with 401, never 5xx', async () => {
    const routes: { listener: Listener; method: 'GET' | 'PUT' | 'POST'; url: string; payload?: unknown }[] = [
      { listener: 'api', method: 'GET', url: '/auth/getUser' },
      { listener: 'auth', method: 'GET', url: '/account/login-session/1' },
      { listener: 'api', method: 'PUT', url: '/account/update-profile', payload: { fullName: 'Minh Anh' } },
      {
        listener: 'auth',
        method: 'PUT',
        url: '/account/change-password',
        payload: { oldPassword: 'x', newPassword: PASSWORD },
      },
      { listener: 'auth', method: 'POST', url: '/account/revoke-token', payload: { allOthers: true } },
      { listener: 'api', method: 'POST', url: '/account/update-avatar' },
    ];
    for (const route of routes) {
      for (const authorization of ['', 'Bearer', 'Bearer a.b.c', 'Basic abc', `Bearer ${'x'.repeat(5000)}`]) {
        const response = await server(shared, route.listener).inject({
          method: route.method,
          url: route.url,
          headers: { authorization },
          ...(route.payload === undefined ? {} : { payload: route.payload as object }),
        });
        expect(response.statusCode, `${route.url} ${authorization.slice(0, 20)}`).toBe(401);
        expect(failureOf(response).code).toBe('UNAUTHORIZED');
      }
    }
  });

  it('a forged payload with a valid-looking but wrong signature is refused', async () => {
    const { accessToken } = await loginOk(shared.api);
    const [header, , signature] = accessToken.split('.');
    const forged = Buffer.from(
      JSON.stringify({ sub: '2', role: 'STUDENT', sid: 'x', iat: 0, exp: 9_999_999_999 }),
    ).toString('base64url');
    const response = await shared.api.inject({
      method: 'GET',
      url: '/account/profile',
      headers: { authorization: `Bearer ${header}.${forged}.${signature}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
