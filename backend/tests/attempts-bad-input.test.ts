import type { ApiFailure } from '@contract/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type TestApp } from './helpers';
import { createPlayerApp, PLAYER_TESTS, started } from './player-fixtures';

/**
 * Bad input to any player route gets a 4xx in the envelope, never a 5xx: malformed JSON, bodies
 * that are not objects, unknown properties, wrong types, other content types, junk ids.
 */

let app: TestApp;
let attemptId: number;
let secret: string;

beforeAll(async () => {
  app = await createPlayerApp({}, { scope: 'file' });
  const payload = await started(app, PLAYER_TESTS.allFamilies.id);
  attemptId = payload.attempt.id;
  secret = payload.attempt.secret;
});

interface JsonRoute {
  url: () => string;
  valid: () => Record<string, unknown>;
}

const ROUTES: JsonRoute[] = [
  {
    url: () => `/itf/unit-tests/${PLAYER_TESTS.allFamilies.id}/attempts`,
    valid: () => ({ attemptId, attemptSecret: secret }),
  },
  {
    url: () => '/itf/unit-tests-result-temporary/user-submit',
    valid: () => ({ attemptId, attemptSecret: secret, answers: {}, currentQuestionId: null, flags: [], revision: 1 }),
  },
  {
    url: () => `/itf/unit-test-attempts/${attemptId}/audio-plays`,
    valid: () => ({ attemptSecret: secret, audioId: 'card:fc:c1' }),
  },
  {
    url: () => `/itf/unit-test-attempts/${attemptId}/integrity-events`,
    valid: () => ({ attemptSecret: secret, kind: 'TAB_SWITCH' }),
  },
  {
    url: () => '/itf/unit-tests-result/user-submit',
    valid: () => ({ attemptId: 99_999_999, attemptSecret: secret, idempotencyKey: 'bad-input-key' }),
  },
  { url: () => '/itf/unit-tests-result/send-mail', valid: () => ({ resultId: 99_999_999, email: 'a@example.com' }) },
  { url: () => '/itf/unit-tests-result/99999999/share', valid: () => ({ attemptSecret: secret }) },
  { url: () => '/itf/right-edu/submit', valid: () => ({ uploadId: 99_999_999, attemptSecret: secret }) },
];

function expectFailure(body: ApiFailure, code: ApiFailure['code']) {
  expect(body.result).toBe(false);
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
}

describe.each(ROUTES.map((route) => ({ ...route, name: route.url().replace(/\d{3,}/g, '{id}') })))(
  'POST $name',
  (route) => {
    const send = async (payload: string, contentType = 'application/json') => {
      const response = await app.api.inject({
        method: 'POST',
        url: route.url(),
        headers: { 'content-type': contentType },
        payload,
      });
      expect(response.statusCode, response.body).toBeLessThan(500);
      return response;
    };

    it('answers malformed JSON with 400 INVALID_JSON', async () => {
      for (const payload of ['{"attemptId":', '{bad}', '{"a":1}}']) {
        const response = await send(payload);
        expect(response.statusCode).toBe(400);
        expectFailure(failureOf(response), 'INVALID_JSON');
      }
    });

    it('answers non-object JSON with 400 VALIDATION_ERROR', async () => {
      for (const payload of ['null', '[]', '"text"', '42']) {
        const response = await send(payload);
        expect(response.statusCode).toBe(400);
        expectFailure(failureOf(response), 'VALIDATION_ERROR');
      }
    });

    it('answers unknown properties and wrong types with 400 VALIDATION_ERROR', async () => {
      const unknown = await send(JSON.stringify({ ...route.valid(), role: 'ADMIN' }));
      expect(unknown.statusCode).toBe(400);
      expect(failureOf(unknown).details).toEqual([{ field: 'role', message: 'is not an allowed property' }]);
      for (const [field, value] of Object.entries(route.valid())) {
        const wrong = typeof value === 'string' ? 12345 : 'not-a-number';
        const response = await send(JSON.stringify({ ...route.valid(), [field]: wrong }));
        expect(response.statusCode, field).toBe(400);
        expect(failureOf(response).details?.[0]?.field).toBe(field);
      }
    });

    it('answers other content types with 415 UNSUPPORTED_MEDIA_TYPE', async () => {
      for (const [contentType, payload] of [
        ['text/plain', JSON.stringify(route.valid())],
        ['application/x-www-form-urlencoded', 'a=1'],
        ['multipart/form-data; boundary=x', '--x--'],
      ] as const) {
        const response = await send(payload, contentType);
        expect(response.statusCode, contentType).toBe(415);
        expectFailure(failureOf(response), 'UNSUPPORTED_MEDIA_TYPE');
      }
    });

    it('answers a body over 1 MiB with 413', async () => {
      const response = await send(JSON.stringify({ ...route.valid(), padding: 'x'.repeat(1024 * 1024) }));
      expect(response.statusCode).toBe(413);
    });
  },
);

describe('ids in paths and junk tokens', () => {
  it('answers junk ids with 400 and unknown ones with 404', async () => {
    for (const url of [
      '/itf/unit-tests-result-temporary/get-detail/abc',
      '/itf/unit-tests-result-temporary/get-detail/0',
      '/itf/unit-tests-result-temporary/result/-1',
      '/itf/unit-tests-result/1.5',
      '/itf/unit-tests-result/99999999999',
    ]) {
      const response = await app.api.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
    const play = await app.api.inject({
      method: 'POST',
      url: '/itf/unit-test-attempts/abc/audio-plays',
      payload: { audioId: 'x' },
    });
    expect(play.statusCode).toBe(400);
  });

  it('answers a junk bearer token with 401 on every player route, even with a valid secret', async () => {
    const routes: { method: 'GET' | 'POST'; url: string; payload?: Record<string, unknown> }[] = [
      { method: 'POST', url: `/itf/unit-tests/${PLAYER_TESTS.allFamilies.id}/attempts`, payload: {} },
      {
        method: 'POST',
        url: '/itf/unit-tests-result-temporary/user-submit',
        payload: { attemptId, attemptSecret: secret, answers: {}, currentQuestionId: null, flags: [], revision: 1 },
      },
      {
        method: 'POST',
        url: '/itf/unit-tests-result-temporary/submit',
        payload: { attemptId, answers: {}, currentQuestionId: null, flags: [], revision: 1 },
      },
      { method: 'GET', url: `/itf/unit-tests-result-temporary/get-detail/${attemptId}` },
      { method: 'GET', url: '/itf/unit-tests-result/mine' },
      { method: 'GET', url: `/itf/unit-tests/${PLAYER_TESTS.allFamilies.id}/last-submitted` },
      {
        method: 'POST',
        url: '/itf/unit-tests-result/submit',
        payload: { attemptId, idempotencyKey: 'junk-token-key' },
      },
      { method: 'POST', url: '/itf/submit-speaking' },
    ];
    for (const route of routes) {
      for (const authorization of ['Bearer', 'Bearer a.b.c', 'Basic abc']) {
        const response = await app.api.inject({
          method: route.method,
          url: route.url,
          headers: { authorization, 'x-attempt-secret': secret },
          ...(route.payload === undefined ? {} : { payload: route.payload }),
        });
        expect(response.statusCode, `${route.url} ${authorization}`).toBe(401);
      }
    }
  });
});
