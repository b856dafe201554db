import { authEndpoints } from '@contract/auth';
import { isFirstLoginRequired } from '@contract/api';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  failureOf,
  FIRST_LOGIN,
  inject,
  insertUser,
  postJson,
  verifiedPhone,
  answerOf,
} from './helpers';

const MINUTE = 60_000;
const CHOSEN = 'MyOwn@2025';

async function firstLoginToken(
  server: FastifyInstance,
  username: string = FIRST_LOGIN.phone,
  password: string = FIRST_LOGIN.password,
) {
  const { data } = await inject(server, authEndpoints.login, { body: { username, password } });
  if (!isFirstLoginRequired(data)) throw new Error('expected a first-login answer');
  return data.firstLoginToken;
}

describe('first login', () => {
  it('POST /auth/login answers firstLogin with a token and the name, and opens no session yet', async () => {
    const { api, db } = await createTestApp();
    const response = await postJson(api, '/auth/login', {
      username: FIRST_LOGIN.phone,
      password: FIRST_LOGIN.password,
    });
    expect(response.statusCode).toBe(200);
    const data = answerOf(authEndpoints.login, response).data;
    expect(data).toEqual({
      firstLogin: true,
      firstLoginToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      fullName: 'Lê Hoàng Nam',
    });
    // No tokens leak into this answer.
    expect(Object.keys(data).sort()).toEqual(['firstLogin', 'firstLoginToken', 'fullName']);
    expect(await db.selectFrom('login_sessions').select('id').execute()).toEqual([]);
  });

  it('the sign-in service answers the same', async () => {
    const { auth } = await createTestApp();
    expect(await firstLoginToken(auth)).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('POST /auth/first-login sets the password and signs in; the temporary password then fails', async () => {
    const { api, db } = await createTestApp();
    const token = await firstLoginToken(api);
    const response = await postJson(api, '/auth/first-login', {
      firstLoginToken: token,
      newPassword: CHOSEN,
      deviceKind: 'Tablet',
    });
    expect(response.statusCode).toBe(200);
    const data = answerOf(authEndpoints.firstLogin, response).data;
    expect(data.user).toMatchObject({ fullName: 'Lê Hoàng Nam', phone: FIRST_LOGIN.phone, grade: { code: 'G9' } });
    expect(
      (await api.inject({ method: 'GET', url: '/account/profile', headers: bearer(data.accessToken) })).statusCode,
    ).toBe(200);
    expect((await db.selectFrom('login_sessions').select('device_kind').executeTakeFirstOrThrow()).device_kind).toBe(
      'Tablet',
    );

    const old = await postJson(api, '/auth/login', { username: FIRST_LOGIN.phone, password: FIRST_LOGIN.password });
    expect(old.statusCode).toBe(400);
    expect(failureOf(old).code).toBe('INCORRECT_PASSWORD');
    // With the new password it is an ordinary sign-in now.
    const { data: again } = await inject(api, authEndpoints.login, {
      body: { username: FIRST_LOGIN.phone, password: CHOSEN },
    });
    expect(isFirstLoginRequired(again)).toBe(false);
  });

  it('the first-login token is single-use', async () => {
    const { api } = await createTestApp();
    const token = await firstLoginToken(api);
    expect((await postJson(api, '/auth/first-login', { firstLoginToken: token, newPassword: CHOSEN })).statusCode).toBe(
      200,
    );
    const again = await postJson(api, '/auth/first-login', { firstLoginToken: token, newPassword: 'Another@2025' });
    expect(again.statusCode).toBe(400);
    expect(failureOf(again).code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('a token asked for earlier dies once the password was chosen with a later one', async () => {
    const { api } = await createTestApp();
    const first = await firstLoginToken(api);
    const second = await firstLoginToken(api);
    expect(
      (await postJson(api, '/auth/first-login', { firstLoginToken: second, newPassword: CHOSEN })).statusCode,
    ).toBe(200);
    const stale = await postJson(api, '/auth/first-login', { firstLoginToken: first, newPassword: 'Another@2025' });
    expect(failureOf(stale).code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('refuses the temporary password as the new one with 400 SAME_OLD_PASSWORD, keeping the token usable', async () => {
    const { api } = await createTestApp();
    const token = await firstLoginToken(api);
    const same = await postJson(api, '/auth/first-login', {
      firstLoginToken: token,
      newPassword: FIRST_LOGIN.password,
    });
    expect(same.statusCode).toBe(400);
    expect(failureOf(same).code).toBe('SAME_OLD_PASSWORD');
    expect((await postJson(api, '/auth/first-login', { firstLoginToken: token, newPassword: CHOSEN })).statusCode).toBe(
      200,
    );
  });

  it('refuses a new password that breaks the rules with 400 VALIDATION_ERROR', async () => {
    const { api } = await createTestApp();
    const token = await firstLoginToken(api);
    for (const newPassword of ['short1A', 'alllowercase1', 'NODIGITSHERE']) {
      const response = await postJson(api, '/auth/first-login', { firstLoginToken: token, newPassword });
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).details?.[0]?.field).toBe('newPassword');
    }
  });

  it('the token expires after 15 minutes', async () => {
    const { api, clock } = await createTestApp();
    const token = await firstLoginToken(api);
    clock.advance(15 * MINUTE);
    const response = await postJson(api, '/auth/first-login', { firstLoginToken: token, newPassword: CHOSEN });
    expect(failureOf(response).code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('is purpose-bound: a REGISTER verification token is not a first-login token', async () => {
    const app = await createTestApp();
    const registerToken = await verifiedPhone(app, '0987654321');
    const response = await postJson(app.api, '/auth/first-login', {
      firstLoginToken: registerToken,
      newPassword: CHOSEN,
    });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('re-checks the account: locked in the meantime → 403 ACCOUNT_LOCKED', async () => {
    const { api, db } = await createTestApp();
    const token = await firstLoginToken(api);
    await db.updateTable('users').set({ status: 'LOCK' }).where('phone', '=', FIRST_LOGIN.phone).execute();
    const response = await postJson(api, '/auth/first-login', { firstLoginToken: token, newPassword: CHOSEN });
    expect(response.statusCode).toBe(403);
    expect(failureOf(response).code).toBe('ACCOUNT_LOCKED');
  });

  it('a teacher with a temporary password is refused before any first-login step', async () => {
    const { api, db } = await createTestApp();
    await insertUser(db, { phone: '0933333333', password: 'Temp@1234', roleCode: 'TEACHER', mustChangePassword: true });
    const response = await postJson(api, '/auth/login', { username: '0933333333', password: 'Temp@1234' });
    expect(response.statusCode).toBe(403);
    expect(failureOf(response).code).toBe('TEACHER_NOT_ALLOWED');
  });

  it('the device limit applies when the session is opened; the password stays unchanged then', async () => {
    const { api, db } = await createTestApp({ MAX_DEVICES: '1' });
    const userId = await insertUser(db, { phone: '0944444444', password: 'Temp@1234', mustChangePassword: true });
    // A session that already exists for the account (e.g. opened by an administrator tool).
    await db
      .insertInto('login_sessions')
      .values({
        id: 'existing',
        public_id: 999,
        user_id: userId,
        device_kind: 'Desktop',
        user_agent: null,
        ip: null,
        created_at: '2025-01-01T00:00:00.000Z',
        last_seen_at: '2025-01-01T00:00:00.000Z',
        revoked_at: null,
        revoked_reason: null,
      })
      .execute();
    await db
      .insertInto('refresh_tokens')
      .values({
        id: 'rt',
        session_id: 'existing',
        token_hash: 'h',
        created_at: '2025-01-01T00:00:00.000Z',
        expires_at: '2026-01-01T00:00:00.000Z',
        used_at: null,
        revoked_at: null,
      })
      .execute();
    const token = await firstLoginToken(api, '0944444444', 'Temp@1234');
    const response = await postJson(api, '/auth/first-login', { firstLoginToken: token, newPassword: CHOSEN });
    expect(response.statusCode).toBe(403);
    expect(failureOf(response).code).toBe('DEVICE_LIMIT_REACHED');
    const stillTemporary = await postJson(api, '/auth/login', { username: '0944444444', password: 'Temp@1234' });
    expect(isFirstLoginRequired(answerOf(authEndpoints.login, stillTemporary).data)).toBe(true);
  });
});
