import { authEndpoints } from '@contract/auth';
import { accountEndpoints } from '@contract/account';
import type { ApiFailure } from '@contract/api';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signPurposeTicket } from '../src/lib/tokens';
import {
  bearer,
  createTestApp,
  answerOf,
  failureOf,
  insertUser,
  loginOk,
  postJson,
  STUDENT,
  TEST_JWT_SECRET,
  inject,
} from './helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const OTHER_PASSWORD = 'Another-pass-77';
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const login = (server: FastifyInstance, headers: Record<string, string> = {}) =>
  postJson(server, '/auth/login', { username: STUDENT.phone, password: STUDENT.password }, headers);

/** The 403 of a login at the limit, with its device-limit part. */
async function refusedAtLimit(server: FastifyInstance): Promise<NonNullable<ApiFailure['deviceLimit']>> {
  const response = await login(server);
  expect(response.statusCode).toBe(403);
  const body = failureOf(response);
  expect(body.code).toBe('DEVICE_LIMIT_REACHED');
  expect(body.deviceLimit).toBeDefined();
  return body.deviceLimit!;
}

const replace = (server: FastifyInstance, body: unknown) => postJson(server, '/auth/login/replace-session', body);

describe('device limit reached after the right password', () => {
  it('answers a ticket and the active sessions, most recently active first', async () => {
    const { api, auth, clock } = await createTestApp({ MAX_DEVICES: '2' });
    await loginOk(api, STUDENT.phone, STUDENT.password, { 'user-agent': LAPTOP });
    clock.advance(60_000);
    await loginOk(auth, STUDENT.email, STUDENT.password);

    for (const server of [api, auth]) {
      const limit = await refusedAtLimit(server);
      expect(limit.ticket).toEqual(expect.any(String));
      expect(limit.expiresIn).toBe(300);
      expect(limit.sessions).toEqual([
        expect.objectContaining({ lastSeenAt: '2025-01-01T00:01:00.000Z' }),
        {
          id: expect.any(Number),
          deviceKind: 'Desktop',
          userAgent: LAPTOP,
          createdAt: '2025-01-01T00:00:00.000Z',
          lastSeenAt: '2025-01-01T00:00:00.000Z',
        },
      ]);
    }
  });

  it('gives no ticket for a wrong password', async () => {
    const { api } = await createTestApp({ MAX_DEVICES: '1' });
    await loginOk(api);
    const wrong = await postJson(api, '/auth/login', { username: STUDENT.phone, password: 'not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(failureOf(wrong)).not.toHaveProperty('deviceLimit');
  });

  it('signs the chosen session out and this device in, in one step (both listeners)', async () => {
    for (const listener of ['api', 'auth'] as const) {
      const app = await createTestApp({ MAX_DEVICES: '2' });
      const server = app[listener];
      const old = await loginOk(app.api);
      const kept = await loginOk(app.api);
      const limit = await refusedAtLimit(server);
      // Same activity time: the older session (the smaller number) is listed last.
      const target = limit.sessions.at(-1)!.id;
      expect(target).toBe(Math.min(...limit.sessions.map((s) => s.id)));

      const response = await replace(server, { ticket: limit.ticket, sessionId: target, deviceKind: 'Phone' });
      const signedIn = answerOf(authEndpoints.replaceSession, response).data;
      expect(signedIn).toMatchObject({ user: { id: old.user.id }, expiresIn: 900, refreshExpiresIn: 14 * 86_400 });

      // The replaced session ends at once: its refresh token and access token stop working.
      const refresh = await postJson(app.api, '/auth/refresh-token', { refreshToken: old.refreshToken });
      expect(refresh.statusCode).toBe(401);
      expect(failureOf(refresh).code).toBe('INVALID_REFRESH_TOKEN');
      const profile = await app.api.inject({
        method: 'GET',
        url: '/account/profile',
        headers: bearer(old.accessToken),
      });
      expect(profile.statusCode).toBe(401);
      // The other session and the new one work.
      expect(
        (await app.api.inject({ method: 'GET', url: '/account/profile', headers: bearer(kept.accessToken) }))
          .statusCode,
      ).toBe(200);
      expect(
        (await app.api.inject({ method: 'GET', url: '/account/profile', headers: bearer(signedIn.accessToken) }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('refuses a bad, expired or other-purpose ticket, and a session that is not the account’s', async () => {
    const { api, auth, clock, db } = await createTestApp({ MAX_DEVICES: '1' });
    const mine = await loginOk(api);
    const limit = await refusedAtLimit(api);
    const sessionId = limit.sessions[0]!.id;

    const garbage = await replace(auth, { ticket: 'not.a-ticket', sessionId });
    expect(garbage.statusCode).toBe(400);
    expect(failureOf(garbage).code).toBe('INVALID_VERIFICATION_TOKEN');

    // An access token is not a ticket, and a ticket signed for another purpose is not either.
    expect((await replace(api, { ticket: mine.accessToken, sessionId })).statusCode).toBe(400);
    const otherPurpose = signPurposeTicket(
      'something-else',
      { sub: String(mine.user.id), fp: 'x' },
      { secret: TEST_JWT_SECRET, now: clock.now(), ttlSeconds: 300 },
    );
    expect((await replace(api, { ticket: otherPurpose, sessionId })).statusCode).toBe(400);

    // Another account's session number is unknown to this ticket.
    await insertUser(db, { phone: '0912000111', password: OTHER_PASSWORD });
    const other = await loginOk(api, '0912000111', OTHER_PASSWORD);
    const otherSessionId = (
      await inject(auth, accountEndpoints.loginSessions, {
        params: { userId: other.user.id },
        token: other.accessToken,
      })
    ).data[0]!.id;
    const foreign = await replace(api, { ticket: limit.ticket, sessionId: otherSessionId });
    expect(foreign.statusCode).toBe(404);
    expect(failureOf(foreign).code).toBe('NOT_FOUND');
    expect((await postJson(api, '/auth/refresh-token', { refreshToken: other.refreshToken })).statusCode).toBe(200);

    // Five minutes later the ticket is worthless, and the session it named is still signed in.
    clock.advance(5 * 60 * 1000);
    const expired = await replace(api, { ticket: limit.ticket, sessionId });
    expect(expired.statusCode).toBe(400);
    expect(failureOf(expired).code).toBe('INVALID_VERIFICATION_TOKEN');
    expect((await postJson(api, '/auth/refresh-token', { refreshToken: mine.refreshToken })).statusCode).toBe(200);
  });

  it('refuses a ticket once the password changed', async () => {
    const { api } = await createTestApp({ MAX_DEVICES: '1' });
    const mine = await loginOk(api);
    const limit = await refusedAtLimit(api);
    const changed = await api.inject({
      method: 'PUT',
      url: '/account/change-password',
      headers: bearer(mine.accessToken),
      payload: { oldPassword: STUDENT.password, newPassword: 'A-brand-new-pass-42' },
    });
    expect(changed.statusCode).toBe(200);
    const response = await replace(api, { ticket: limit.ticket, sessionId: limit.sessions[0]!.id });
    expect(response.statusCode).toBe(400);
  });
});

describe('idle sessions', () => {
  it('stop counting toward the limit after SESSION_IDLE_DAYS without use, and cannot be refreshed', async () => {
    const { api, clock } = await createTestApp({ MAX_DEVICES: '1', SESSION_IDLE_DAYS: '3' });
    const idle = await loginOk(api);
    expect(idle.refreshExpiresIn).toBe(3 * 86_400);
    clock.advance(3 * DAY_MS - 60_000);
    // Not idle yet: still at the limit.
    expect((await login(api)).statusCode).toBe(403);
    clock.advance(60_000);
    expect((await login(api)).statusCode).toBe(200);
    expect((await postJson(api, '/auth/refresh-token', { refreshToken: idle.refreshToken })).statusCode).toBe(401);
  });

  it('keep counting while they are used', async () => {
    const { api, clock } = await createTestApp({ MAX_DEVICES: '1', SESSION_IDLE_DAYS: '3' });
    let session = await loginOk(api);
    for (let day = 0; day < 5; day += 1) {
      clock.advance(2 * DAY_MS);
      session = {
        ...session,
        ...(await inject(api, authEndpoints.refreshToken, { body: { refreshToken: session.refreshToken } })).data,
      };
    }
    expect((await login(api)).statusCode).toBe(403);
  });

  it('never outlive the refresh-token lifetime either', async () => {
    const { api } = await createTestApp({ REFRESH_TOKEN_TTL_DAYS: '7', SESSION_IDLE_DAYS: '14' });
    expect((await loginOk(api)).refreshExpiresIn).toBe(7 * 86_400);
  });
});
