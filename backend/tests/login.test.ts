import type { ApiSuccess, LoginResponseData } from '@contract/api';
import { describe, expect, it } from 'vitest';
import { createTestApp, failureOf, insertUser, loginOk, postJson, STUDENT, TEACHER } from './helpers';

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('POST /auth/login', () => {
  it('signs the demo student in by phone and returns tokens and the profile', async () => {
    const { api } = await createTestApp();
    const response = await postJson(api, '/auth/login', { username: STUDENT.phone, password: STUDENT.password });
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiSuccess<LoginResponseData>>();
    expect(body.result).toBe(true);
    expect(body.data.accessToken.split('.')).toHaveLength(3);
    expect(body.data.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.data.expiresIn).toBe(900);
    expect(body.data.user).toEqual({
      id: expect.any(Number),
      roleCode: 'STUDENT',
      fullName: 'Nguyễn Minh Anh',
      phone: '0900000001',
      email: 'student@example.com',
      avatar: null,
      status: 'ACTIVE',
      receivedGift: false,
      grade: { id: 6, code: 'G6', name: 'Lớp 6', nameEn: 'Grade 6', schoolLevel: 'SECONDARY', gradeEduhomeId: 1006 },
    });
    // The password hash must never leave the server.
    expect(response.body).not.toContain('scrypt');
  });

  it('signs in by e-mail, case-insensitively', async () => {
    const { api } = await createTestApp();
    const data = await loginOk(api, 'Student@Example.com', STUDENT.password);
    expect(data.user.email).toBe('student@example.com');
  });

  it('returns grade null for a student who has not chosen a grade', async () => {
    const { api, db } = await createTestApp();
    await insertUser(db, { email: 'no.grade@example.com', password: 'NoGrade@123', fullName: 'Phạm Gia Huy' });
    const data = await loginOk(api, 'no.grade@example.com', 'NoGrade@123');
    expect(data.user).toMatchObject({ fullName: 'Phạm Gia Huy', phone: null, grade: null });
  });

  it('works the same on the sign-in service, and its tokens work on the main API', async () => {
    const { api, auth } = await createTestApp();
    const data = await loginOk(auth);
    const profile = await api.inject({
      method: 'GET',
      url: '/account/profile',
      headers: { authorization: `Bearer ${data.accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
  });

  it('refuses a wrong password with 400 INCORRECT_PASSWORD', async () => {
    const { api } = await createTestApp();
    const response = await postJson(api, '/auth/login', { username: STUDENT.phone, password: 'Student@124' });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response)).toEqual({
      result: false,
      code: 'INCORRECT_PASSWORD',
      message: 'The phone number, e-mail or password is incorrect.',
    });
  });

  it('refuses an unregistered phone or e-mail with the same 400 INCORRECT_PASSWORD (no enumeration)', async () => {
    const { api, auth } = await createTestApp();
    for (const [server, username] of [
      [api, '0999999999'],
      [auth, 'nobody@example.com'],
    ] as const) {
      const response = await postJson(server, '/auth/login', { username, password: 'Whatever@1' });
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).code).toBe('INCORRECT_PASSWORD');
    }
  });

  it('refuses teachers with 403 TEACHER_NOT_ALLOWED on both listeners', async () => {
    const { api, auth } = await createTestApp();
    for (const server of [api, auth]) {
      const response = await postJson(server, '/auth/login', { username: TEACHER.phone, password: TEACHER.password });
      expect(response.statusCode).toBe(403);
      expect(failureOf(response)).toMatchObject({ result: false, code: 'TEACHER_NOT_ALLOWED' });
    }
  });

  it('tells a teacher with a wrong password about the password, not the role', async () => {
    const { api } = await createTestApp();
    const response = await postJson(api, '/auth/login', { username: TEACHER.phone, password: 'nope' });
    expect(failureOf(response).code).toBe('INCORRECT_PASSWORD');
  });

  it('refuses a locked account with 403 ACCOUNT_LOCKED', async () => {
    const { api, db } = await createTestApp();
    await insertUser(db, { phone: '0911111111', password: 'Locked@123', status: 'LOCK' });
    const response = await postJson(api, '/auth/login', { username: '0911111111', password: 'Locked@123' });
    expect(response.statusCode).toBe(403);
    expect(failureOf(response)).toEqual({ result: false, code: 'ACCOUNT_LOCKED', message: 'This account is locked.' });
  });

  it('refuses a not yet activated account with 403 ACCOUNT_INACTIVE', async () => {
    const { api, db } = await createTestApp();
    await insertUser(db, { email: 'new@example.com', password: 'Inactive@1', status: 'INACTIVE' });
    const response = await postJson(api, '/auth/login', { username: 'new@example.com', password: 'Inactive@1' });
    expect(response.statusCode).toBe(403);
    expect(failureOf(response).code).toBe('ACCOUNT_INACTIVE');
  });

  it('records a login session with the device kind, user agent and ip', async () => {
    const { api, db } = await createTestApp();
    await loginOk(api, STUDENT.phone, STUDENT.password, { 'user-agent': PHONE_UA });
    await postJson(api, '/auth/login', { username: STUDENT.phone, password: STUDENT.password, deviceKind: 'Tablet' });
    const sessions = await db
      .selectFrom('login_sessions')
      .selectAll()
      .orderBy('created_at')
      .orderBy('device_kind')
      .execute();
    expect(sessions.map((s) => s.device_kind).sort()).toEqual(['Phone', 'Tablet']);
    const phone = sessions.find((s) => s.device_kind === 'Phone');
    expect(phone?.user_agent).toBe(PHONE_UA);
    expect(phone?.ip).toBe('127.0.0.1');
    expect(phone?.revoked_at).toBeNull();
  });

  it('stores refresh tokens only as hashes', async () => {
    const { api, db } = await createTestApp();
    const { refreshToken } = await loginOk(api);
    const rows = await db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.token_hash).not.toContain(refreshToken);
  });
});

describe('device limit', () => {
  it('refuses a 4th device with 403 DEVICE_LIMIT_REACHED, and allows one more after a logout', async () => {
    const { api, auth } = await createTestApp({ MAX_DEVICES: '3' });
    const first = await loginOk(api);
    await loginOk(api);
    await loginOk(auth);

    const fourth = await postJson(api, '/auth/login', { username: STUDENT.phone, password: STUDENT.password });
    expect(fourth.statusCode).toBe(403);
    expect(failureOf(fourth).code).toBe('DEVICE_LIMIT_REACHED');

    const logout = await postJson(auth, '/account/logout', { refreshToken: first.refreshToken });
    expect(logout.statusCode).toBe(200);
    expect(
      (await postJson(api, '/auth/login', { username: STUDENT.phone, password: STUDENT.password })).statusCode,
    ).toBe(200);
  });

  it('follows MAX_DEVICES', async () => {
    const { api } = await createTestApp({ MAX_DEVICES: '1' });
    await loginOk(api);
    const second = await postJson(api, '/auth/login', { username: STUDENT.phone, password: STUDENT.password });
    expect(failureOf(second).code).toBe('DEVICE_LIMIT_REACHED');
  });

  it('does not count sessions whose refresh tokens expired', async () => {
    const { api, clock } = await createTestApp({ MAX_DEVICES: '1', REFRESH_TOKEN_TTL_DAYS: '1' });
    await loginOk(api);
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect(
      (await postJson(api, '/auth/login', { username: STUDENT.phone, password: STUDENT.password })).statusCode,
    ).toBe(200);
  });

  it('does not count sessions revoked by refresh-token reuse', async () => {
    const { api, clock } = await createTestApp({ MAX_DEVICES: '1' });
    const { refreshToken } = await loginOk(api);
    await postJson(api, '/auth/refresh-token', { refreshToken });
    clock.advance(21_000);
    await postJson(api, '/auth/refresh-token', { refreshToken });
    expect(
      (await postJson(api, '/auth/login', { username: STUDENT.phone, password: STUDENT.password })).statusCode,
    ).toBe(200);
  });
});
