import { ENDPOINTS } from '@contract/endpoints';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileResponseChecks } from '../src/plugins/response-check';
import { createTestApp, failureOf, type TestApp } from './helpers';

/** The OpenAPI paths of the contract endpoints a listener registers (`:id` → `{id}`). */
function contractPathsOn(server: FastifyInstance): string[] {
  const served = ENDPOINTS.filter((endpoint) => server.hasRoute({ method: endpoint.method, url: endpoint.url }));
  return [...new Set(served.map((endpoint) => endpoint.url.replace(/:([A-Za-z]+)/g, '{$1}')))].sort();
}

// Read-only checks share one app (on its own fresh database file); tests that change
// configuration or routes build their own.
let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp({}, { scope: 'file' });
});

describe('health', () => {
  it('reports the main API', async () => {
    const { api } = shared;
    const response = await api.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: { status: 'ok', service: 'main' } });
  });

  it('reports the sign-in service', async () => {
    const { auth } = shared;
    const response = await auth.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: { status: 'ok', service: 'auth' } });
  });
});

describe('unknown routes', () => {
  it.each([
    ['GET', '/nope'],
    ['POST', '/auth/nope'],
    ['DELETE', '/grades'],
    ['PUT', '/account/profile'],
    ['GET', '/auth/register'],
    ['DELETE', '/account/update-profile'],
  ] as const)('%s %s answers 404 NOT_FOUND in the envelope on both listeners', async (method, url) => {
    const { api, auth } = shared;
    for (const server of [api, auth]) {
      const response = await server.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(failureOf(response)).toEqual({
        result: false,
        code: 'NOT_FOUND',
        message: 'The requested route does not exist.',
      });
    }
  });

  it('routes that only the main API has are 404 on the sign-in service', async () => {
    const { auth } = shared;
    for (const url of [
      '/grades',
      '/account/profile',
      '/auth/getUser',
      '/auth/user-exist?username=0900000001',
      '/dev/otp-outbox',
    ]) {
      const response = await auth.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
    const refresh = await auth.inject({ method: 'POST', url: '/auth/refresh-token', payload: { refreshToken: 'x' } });
    expect(refresh.statusCode).toBe(404);
  });

  it('answers a malformed URL with 400, not a crash', async () => {
    const { api } = shared;
    const response = await api.inject({ method: 'GET', url: '/grades/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).code).toBe('VALIDATION_ERROR');
  });
});

describe('security headers', () => {
  it('sets nosniff on successes, errors and 404s', async () => {
    const { api } = shared;
    const responses = await Promise.all([
      api.inject({ method: 'GET', url: '/health' }),
      api.inject({ method: 'GET', url: '/missing' }),
      api.inject({ method: 'POST', url: '/auth/login', headers: { 'content-type': 'application/json' }, payload: '{' }),
    ]);
    for (const response of responses) {
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('marks token responses as not cacheable', async () => {
    const { api } = shared;
    const response = await api.inject({
      method: 'POST',
      url: '/auth/refresh-token',
      payload: { refreshToken: 'unknown' },
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('CORS', () => {
  it('allows the configured web origin with the headers the client sends', async () => {
    const { api } = shared;
    const response = await api.inject({
      method: 'OPTIONS',
      url: '/auth/login',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,x-client-app-id',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    const allowed = String(response.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('authorization');
    expect(allowed).toContain('content-type');
    expect(allowed).toContain('x-client-app-id');
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('does not allow other origins', async () => {
    const { api } = shared;
    const response = await api.inject({ method: 'GET', url: '/health', headers: { origin: 'https://evil.example' } });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('follows CORS_ORIGINS', async () => {
    const { auth } = await createTestApp({ CORS_ORIGINS: 'https://student.example.vn, http://localhost:3100' });
    const response = await auth.inject({ method: 'GET', url: '/health', headers: { origin: 'http://localhost:3100' } });
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3100');
  });
});

describe('API documentation', () => {
  it('serves Swagger UI as HTML on both listeners', async () => {
    const { api, auth } = shared;
    for (const server of [api, auth]) {
      const response = await server.inject({ method: 'GET', url: '/docs' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('swagger');
    }
  });

  it('documents each listener’s own routes', async () => {
    const { api, auth } = shared;
    const mainDoc = (await api.inject({ method: 'GET', url: '/docs/json' })).json<{
      info: { title: string };
      paths: Record<string, unknown>;
    }>();
    const authDoc = (await auth.inject({ method: 'GET', url: '/docs/json' })).json<{
      info: { title: string };
      paths: Record<string, unknown>;
    }>();
    expect(mainDoc.info.title).toBe('Main API');
    // Every contract endpoint the listener serves is documented, and nothing else.
    expect(Object.keys(mainDoc.paths).sort()).toEqual(contractPathsOn(api));
    expect(Object.keys(mainDoc.paths)).toContain('/teacher/classes/{id}/members/{userId}');
    expect(authDoc.info.title).toBe('Central sign-in service');
    expect(Object.keys(authDoc.paths).sort()).toEqual(contractPathsOn(auth));
    // The sign-in service is the small one: it serves sign-in, sessions and the account's own edits.
    expect(Object.keys(authDoc.paths).sort()).toEqual([
      '/account/change-password',
      '/account/login-session/{userId}',
      '/account/logout',
      '/account/revoke-token',
      '/account/update-avatar',
      '/account/update-profile',
      '/auth/forgot-password',
      '/auth/login',
      '/auth/login/replace-session',
      '/auth/send-forgot-password-otp',
      '/auth/send-verify',
      '/auth/verify',
      '/health',
    ]);
  });

  it('documents error codes, retryAfter, bearer security and the multipart upload', async () => {
    const { api, auth } = shared;
    type Operation = {
      security?: unknown[];
      requestBody?: { content: Record<string, unknown> };
      responses: Record<
        string,
        { description: string; content?: Record<string, { schema: { properties: Record<string, unknown> } }> }
      >;
    };
    const mainDoc = (await api.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const authDoc = (await auth.inject({ method: 'GET', url: '/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const changeMain = mainDoc.paths['/account/change-password']?.put;
    const changeAuth = authDoc.paths['/account/change-password']?.put;
    expect(changeMain?.responses['400']?.description).toContain('OLD_PASS_INCORRECT');
    expect(changeAuth?.responses['400']?.description).toContain('WRONG_OLD_PASSWORD');
    expect(changeMain?.security).toEqual([{ bearerAuth: [] }]);
    const sms = mainDoc.paths['/auth/sms-otp']?.post;
    expect(sms?.responses['429']?.content?.['application/json']?.schema.properties).toHaveProperty('retryAfter');
    expect(Object.keys(mainDoc.paths['/account/update-avatar']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(mainDoc.paths['/account/update-avatar']?.post?.responses['413']?.description).toContain('2 MB');
  });
});

describe('unexpected errors', () => {
  it('answer 500 INTERNAL_ERROR without leaking the cause', async () => {
    // Its own app: routes cannot be added to one that has already started.
    const { api } = await createTestApp();
    api.get('/boom', async () => {
      throw new Error('database password is hunter2');
    });
    const response = await api.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(failureOf(response)).toEqual({
      result: false,
      code: 'INTERNAL_ERROR',
      message: 'Something went wrong on our side. Please try again later.',
    });
    expect(response.body).not.toContain('hunter2');
  });
});

describe('response checks', () => {
  it('are compiled for every registered route before a server listens', async () => {
    // Apps built earlier in this file registered the routes; a new one registers them again.
    await createTestApp();
    expect(compileResponseChecks()).toBeGreaterThan(50);
    // Nothing is left to compile on the first request of a route.
    expect(compileResponseChecks()).toBe(0);
  });
});
