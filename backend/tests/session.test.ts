import type { ApiSuccess, TokenPair, UserDto } from '@contract/api';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from '../src/lib/tokens';
import { createTestApp, failureOf, loginOk, postJson, TEST_JWT_SECRET } from './helpers';

function profile(api: FastifyInstance, accessToken: string | null) {
  return api.inject({
    method: 'GET',
    url: '/account/profile',
    headers: accessToken === null ? {} : { authorization: `Bearer ${accessToken}` },
  });
}

function refresh(api: FastifyInstance, refreshToken: string) {
  return postJson(api, '/auth/refresh-token', { refreshToken });
}

describe('GET /account/profile', () => {
  it('returns the signed-in user with totalRecords 1', async () => {
    const { api } = await createTestApp();
    const { accessToken, user } = await loginOk(api);
    const response = await profile(api, accessToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: user, totalRecords: 1 });
    expect(response.json<ApiSuccess<UserDto>>().data.fullName).toBe('Nguyễn Minh Anh');
  });

  it.each([
    ['no Authorization header', null],
    ['a malformed token', 'not-a-token'],
    ['a token with a forged signature', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
  ])('answers 401 UNAUTHORIZED for %s', async (_label, token) => {
    const { api } = await createTestApp();
    const response = await profile(api, token);
    expect(response.statusCode).toBe(401);
    expect(failureOf(response)).toMatchObject({ result: false, code: 'UNAUTHORIZED' });
    expect(typeof failureOf(response).message).toBe('string');
  });

  it('answers 401 for a non-bearer scheme and for an oversized header', async () => {
    const { api } = await createTestApp();
    const { accessToken } = await loginOk(api);
    const basic = await api.inject({
      method: 'GET',
      url: '/account/profile',
      headers: { authorization: `Basic ${accessToken}` },
    });
    expect(basic.statusCode).toBe(401);
    const huge = await profile(api, 'a'.repeat(10_000));
    expect(huge.statusCode).toBe(401);
  });

  it('rejects a token signed with another secret, or claiming alg "none"', async () => {
    const { api, clock } = await createTestApp();
    const { accessToken } = await loginOk(api);
    const [, payload] = accessToken.split('.');
    const foreign = signAccessToken(
      { sub: '1', role: 'STUDENT', sid: 'x' },
      { secret: 'another-secret-another-secret-another', now: clock.now(), ttlSeconds: 900 },
    );
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await profile(api, foreign)).statusCode).toBe(401);
    expect((await profile(api, none)).statusCode).toBe(401);
  });

  it('expires the access token after ACCESS_TOKEN_TTL_SECONDS', async () => {
    const { api, clock } = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '60' });
    const { accessToken, expiresIn } = await loginOk(api);
    expect(expiresIn).toBe(60);
    clock.advance(59_000);
    expect((await profile(api, accessToken)).statusCode).toBe(200);
    clock.advance(1_000);
    const expired = await profile(api, accessToken);
    expect(expired.statusCode).toBe(401);
    expect(failureOf(expired).code).toBe('UNAUTHORIZED');
  });

  it('rejects a well-signed token whose session does not exist', async () => {
    const { api, clock } = await createTestApp();
    const token = signAccessToken(
      { sub: '1', role: 'STUDENT', sid: '00000000-0000-0000-0000-000000000000' },
      { secret: TEST_JWT_SECRET, now: clock.now(), ttlSeconds: 900 },
    );
    expect((await profile(api, token)).statusCode).toBe(401);
  });
});

describe('POST /auth/refresh-token', () => {
  it('rotates: the new pair works and differs from the old one', async () => {
    const { api, clock } = await createTestApp();
    const login = await loginOk(api);
    clock.advance(5_000);
    const response = await refresh(api, login.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json<ApiSuccess<TokenPair>>();
    expect(data.expiresIn).toBe(900);
    expect(data.refreshToken).not.toBe(login.refreshToken);
    expect(data.accessToken).not.toBe(login.accessToken);
    expect((await profile(api, data.accessToken)).statusCode).toBe(200);
    expect((await refresh(api, data.refreshToken)).statusCode).toBe(200);
  });

  it('treats reuse of an exchanged token as theft: 401 and the whole session is revoked', async () => {
    const { api, db } = await createTestApp();
    const login = await loginOk(api);
    const second = (await refresh(api, login.refreshToken)).json<ApiSuccess<TokenPair>>().data;
    const third = (await refresh(api, second.refreshToken)).json<ApiSuccess<TokenPair>>().data;

    const reuse = await refresh(api, login.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(failureOf(reuse)).toEqual({
      result: false,
      code: 'INVALID_REFRESH_TOKEN',
      message: 'The refresh token is invalid or has expired.',
    });

    // The newest token of the family is dead too, and so are the session's access tokens.
    expect((await refresh(api, third.refreshToken)).statusCode).toBe(401);
    expect((await profile(api, third.accessToken)).statusCode).toBe(401);
    const session = await db
      .selectFrom('login_sessions')
      .select(['revoked_at', 'revoked_reason'])
      .executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('REFRESH_TOKEN_REUSE');
  });

  it('gives a request that raced the exchange (another tab) a working pair, within the grace time', async () => {
    const { api, clock, db } = await createTestApp();
    const login = await loginOk(api);
    const [first, second] = await Promise.all([refresh(api, login.refreshToken), refresh(api, login.refreshToken)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    clock.advance(15_000);
    const late = await refresh(api, login.refreshToken);
    expect(late.statusCode).toBe(200);
    for (const pair of [first, second, late].map((r) => r.json<ApiSuccess<TokenPair>>().data)) {
      expect((await profile(api, pair.accessToken)).statusCode).toBe(200);
    }
    const session = await db.selectFrom('login_sessions').select('revoked_at').executeTakeFirstOrThrow();
    expect(session.revoked_at).toBeNull();
  });

  it('still treats a late replay, or one after a newer exchange, as theft', async () => {
    const { api, clock } = await createTestApp();
    const login = await loginOk(api);
    const second = (await refresh(api, login.refreshToken)).json<ApiSuccess<TokenPair>>().data;
    clock.advance(21_000);
    expect((await refresh(api, login.refreshToken)).statusCode).toBe(401);
    expect((await refresh(api, second.refreshToken)).statusCode).toBe(401);

    const other = await createTestApp();
    const start = await loginOk(other.api);
    const next = (await refresh(other.api, start.refreshToken)).json<ApiSuccess<TokenPair>>().data;
    const newest = (await refresh(other.api, next.refreshToken)).json<ApiSuccess<TokenPair>>().data;
    // Within seconds, but the token's successor was already exchanged: a copy, not a race.
    expect((await refresh(other.api, start.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.api, newest.refreshToken)).statusCode).toBe(401);
  });

  it('leaves the user’s other sessions alone when one family is revoked', async () => {
    const { api } = await createTestApp();
    const phone = await loginOk(api);
    const laptop = await loginOk(api);
    await refresh(api, phone.refreshToken);
    await refresh(api, phone.refreshToken);
    expect((await refresh(api, laptop.refreshToken)).statusCode).toBe(200);
  });

  it('expires refresh tokens after REFRESH_TOKEN_TTL_DAYS', async () => {
    const { api, clock } = await createTestApp({ REFRESH_TOKEN_TTL_DAYS: '2' });
    const login = await loginOk(api);
    clock.advance(2 * 24 * 60 * 60 * 1000 - 1000);
    const renewed = await refresh(api, login.refreshToken);
    expect(renewed.statusCode).toBe(200);
    const next = renewed.json<ApiSuccess<TokenPair>>().data;
    // Rotation renews the lifetime from now; past it the token is refused.
    clock.advance(2 * 24 * 60 * 60 * 1000);
    const expired = await refresh(api, next.refreshToken);
    expect(expired.statusCode).toBe(401);
    expect(failureOf(expired).code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('answers 401 INVALID_REFRESH_TOKEN for an unknown token', async () => {
    const { api } = await createTestApp();
    const response = await refresh(api, 'unknown-token');
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('answers 401 INVALID_REFRESH_TOKEN when no token is named (a browser without its cookie)', async () => {
    const { api } = await createTestApp();
    const response = await postJson(api, '/auth/refresh-token', {});
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).code).toBe('INVALID_REFRESH_TOKEN');
  });

  it('refuses tokens of an account that was locked after sign-in', async () => {
    const { api, db } = await createTestApp();
    const login = await loginOk(api);
    await db.updateTable('users').set({ status: 'LOCK' }).where('id', '=', login.user.id).execute();
    expect((await refresh(api, login.refreshToken)).statusCode).toBe(401);
  });
});

describe('POST /account/logout', () => {
  it('revokes the session: its refresh and access tokens stop working', async () => {
    const { api } = await createTestApp();
    const login = await loginOk(api);
    const response = await postJson(api, '/account/logout', { refreshToken: login.refreshToken });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: null });
    expect((await refresh(api, login.refreshToken)).statusCode).toBe(401);
    expect((await profile(api, login.accessToken)).statusCode).toBe(401);
  });

  it('works on the sign-in service for a session started on the main API', async () => {
    const { api, auth } = await createTestApp();
    const login = await loginOk(api);
    expect((await postJson(auth, '/account/logout', { refreshToken: login.refreshToken })).statusCode).toBe(200);
    expect((await profile(api, login.accessToken)).statusCode).toBe(401);
  });

  it('is idempotent: unknown and already revoked tokens still answer 200', async () => {
    const { api, db } = await createTestApp();
    const login = await loginOk(api);
    for (const refreshToken of [login.refreshToken, login.refreshToken, 'never-issued']) {
      const response = await postJson(api, '/account/logout', { refreshToken });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: true, data: null });
    }
    const session = await db.selectFrom('login_sessions').select('revoked_reason').executeTakeFirstOrThrow();
    expect(session.revoked_reason).toBe('LOGOUT');
  });

  it('answers 200 and ends nothing when no token is named', async () => {
    const { api } = await createTestApp();
    const login = await loginOk(api);
    const response = await postJson(api, '/account/logout', {});
    expect(response.statusCode).toBe(200);
    expect((await profile(api, login.accessToken)).statusCode).toBe(200);
  });

  it('only ends the session of the given token', async () => {
    const { api } = await createTestApp();
    const first = await loginOk(api);
    const second = await loginOk(api);
    await postJson(api, '/account/logout', { refreshToken: first.refreshToken });
    expect((await profile(api, second.accessToken)).statusCode).toBe(200);
  });
});
