import { accountEndpoints } from '@contract/account';
import { authEndpoints } from '@contract/auth';
import type { LoginResponseData } from '@contract/api';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  answerOf,
  failureOf,
  loginOk,
  postJson,
  registerStudent,
  STUDENT,
  inject,
  sessionOf,
} from './helpers';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function listSessions(auth: FastifyInstance, session: LoginResponseData, userId: number | string = session.user.id) {
  return auth.inject({ method: 'GET', url: `/account/login-session/${userId}`, headers: bearer(session.accessToken) });
}

function revoke(auth: FastifyInstance, session: LoginResponseData, body: unknown) {
  return postJson(auth, '/account/revoke-token', body, bearer(session.accessToken));
}

const profileStatus = async (api: FastifyInstance, session: LoginResponseData) =>
  (await api.inject({ method: 'GET', url: '/account/profile', headers: bearer(session.accessToken) })).statusCode;

describe('GET /account/login-session/{userId}', () => {
  it('lists the active sessions: current first, then by last activity, with device, agent, ip and times', async () => {
    const { api, auth, clock } = await createTestApp();
    const phone = await loginOk(api, STUDENT.phone, STUDENT.password, { 'user-agent': IPHONE });
    clock.advance(60_000);
    const laptop = await loginOk(auth, STUDENT.email, STUDENT.password, {
      'user-agent': 'Mozilla/5.0 (X11; Linux x86_64)',
    });
    clock.advance(60_000);
    const tablet = sessionOf(
      (
        await inject(api, authEndpoints.login, {
          body: { username: STUDENT.phone, password: STUDENT.password, deviceKind: 'Tablet' },
        })
      ).data,
    );
    clock.advance(60_000);
    // The phone is used again: it becomes the most recently active of the others.
    expect(await profileStatus(api, phone)).toBe(200);

    const response = await listSessions(auth, laptop);
    expect(response.statusCode).toBe(200);
    const sessions = answerOf(accountEndpoints.loginSessions, response).data;
    expect(sessions).toEqual([
      {
        id: expect.any(Number),
        deviceKind: 'Desktop',
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
        ip: '127.0.0.1',
        createdAt: '2025-01-01T00:01:00.000Z',
        // This very request counts as activity.
        lastSeenAt: '2025-01-01T00:03:00.000Z',
        current: true,
      },
      {
        id: expect.any(Number),
        deviceKind: 'Phone',
        userAgent: IPHONE,
        ip: '127.0.0.1',
        createdAt: '2025-01-01T00:00:00.000Z',
        lastSeenAt: '2025-01-01T00:03:00.000Z',
        current: false,
      },
      expect.objectContaining({ deviceKind: 'Tablet', lastSeenAt: '2025-01-01T00:02:00.000Z', current: false }),
    ]);
    expect(new Set(sessions.map((s) => s.id)).size).toBe(3);
    // The "current" flag follows the token used.
    const fromTablet = answerOf(accountEndpoints.loginSessions, await listSessions(auth, tablet)).data;
    expect(fromTablet[0]).toMatchObject({ deviceKind: 'Tablet', current: true });
  });

  it('leaves out signed-out, revoked and expired sessions', async () => {
    const { api, auth, clock } = await createTestApp({
      REFRESH_TOKEN_TTL_DAYS: '1',
      ACCESS_TOKEN_TTL_SECONDS: '86400',
    });
    const old = await loginOk(api);
    clock.advance(12 * 60 * 60 * 1000);
    const gone = await loginOk(api);
    const current = await loginOk(api);
    await postJson(api, '/account/logout', { refreshToken: gone.refreshToken });
    clock.advance(12 * 60 * 60 * 1000 + 1000); // the first session's refresh token has expired
    const sessions = answerOf(accountEndpoints.loginSessions, await listSessions(auth, current)).data;
    expect(sessions).toHaveLength(1);
    expect(sessions[0]?.current).toBe(true);
    void old;
  });

  it('answers 403 FORBIDDEN for another user’s id', async () => {
    const app = await createTestApp();
    const student = await loginOk(app.api);
    const other = await registerStudent(app);
    const response = await listSessions(app.auth, student, other.user.id);
    expect(response.statusCode).toBe(403);
    expect(failureOf(response)).toMatchObject({ result: false, code: 'FORBIDDEN' });
  });

  it('answers 401 without a token and 400 for an id that is not a positive integer', async () => {
    const { api, auth } = await createTestApp();
    const session = await loginOk(api);
    expect((await auth.inject({ method: 'GET', url: `/account/login-session/${session.user.id}` })).statusCode).toBe(
      401,
    );
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const response = await listSessions(auth, session, id);
      expect(response.statusCode, id).toBe(400);
      expect(failureOf(response).details?.[0]?.field).toBe('userId');
    }
  });

  it('is only on the sign-in service', async () => {
    const { api } = await createTestApp();
    const session = await loginOk(api);
    expect((await listSessions(api, session)).statusCode).toBe(404);
  });
});

describe('POST /account/revoke-token', () => {
  it('ends one other session: its access and refresh tokens stop working at once', async () => {
    const { api, auth } = await createTestApp();
    const current = await loginOk(api);
    const other = await loginOk(api);
    const otherId = answerOf(accountEndpoints.loginSessions, await listSessions(auth, current)).data.find(
      (s) => !s.current,
    )?.id;

    const response = await revoke(auth, current, { sessionId: otherId });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: null });
    expect(await profileStatus(api, other)).toBe(401);
    expect((await postJson(api, '/auth/refresh-token', { refreshToken: other.refreshToken })).statusCode).toBe(401);
    expect(await profileStatus(api, current)).toBe(200);
    expect(answerOf(accountEndpoints.loginSessions, await listSessions(auth, current)).data).toHaveLength(1);
  });

  it('allOthers ends every session but the current one', async () => {
    const { api, auth } = await createTestApp();
    const current = await loginOk(api);
    const others = [await loginOk(api), await loginOk(auth)];
    expect((await revoke(auth, current, { allOthers: true })).statusCode).toBe(200);
    for (const other of others) expect(await profileStatus(api, other)).toBe(401);
    expect(await profileStatus(api, current)).toBe(200);
    // Nothing else to revoke: still fine.
    expect((await revoke(auth, current, { allOthers: true })).statusCode).toBe(200);
  });

  it('revoking the current session is a logout', async () => {
    const { api, auth, db } = await createTestApp();
    const current = await loginOk(api);
    const [mine] = answerOf(accountEndpoints.loginSessions, await listSessions(auth, current)).data;
    expect((await revoke(auth, current, { sessionId: mine?.id })).statusCode).toBe(200);
    expect(await profileStatus(api, current)).toBe(401);
    expect((await postJson(api, '/auth/refresh-token', { refreshToken: current.refreshToken })).statusCode).toBe(401);
    expect(
      (await db.selectFrom('login_sessions').select('revoked_reason').executeTakeFirstOrThrow()).revoked_reason,
    ).toBe('LOGOUT');
  });

  it('answers 404 NOT_FOUND for another user’s session and for unknown numbers, ending nothing', async () => {
    const app = await createTestApp();
    const student = await loginOk(app.api);
    const other = await registerStudent(app);
    const [otherSession] = answerOf(accountEndpoints.loginSessions, await listSessions(app.auth, other)).data;
    for (const sessionId of [otherSession?.id, 424242]) {
      const response = await revoke(app.auth, student, { sessionId });
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).code).toBe('NOT_FOUND');
    }
    expect(await profileStatus(app.api, other)).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const { auth } = await createTestApp();
    const response = await postJson(auth, '/account/revoke-token', { allOthers: true });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).code).toBe('UNAUTHORIZED');
  });

  it('takes exactly one of sessionId and allOthers', async () => {
    const { api, auth } = await createTestApp();
    const current = await loginOk(api);
    for (const body of [
      {},
      { sessionId: 1, allOthers: true },
      { allOthers: false },
      { sessionId: 0 },
      { sessionId: '1' },
      { other: 1 },
    ]) {
      const response = await revoke(auth, current, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it('is only on the sign-in service', async () => {
    const { api } = await createTestApp();
    const current = await loginOk(api);
    expect((await revoke(api, current, { allOthers: true })).statusCode).toBe(404);
  });
});
