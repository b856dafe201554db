import { accountEndpoints } from '@contract/account';
import { otpEndpoints } from '@contract/otp';
import { authEndpoints } from '@contract/auth';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/lib/password';
import {
  bearer,
  createTestApp,
  failureOf,
  insertUser,
  latestCode,
  loginOk,
  NEW_PASSWORD,
  NEW_PHONE,
  postJson,
  registerStudent,
  STUDENT,
  verifiedPhone,
  inject,
  answerOf,
} from './helpers';

const MINUTE = 60_000;

describe('POST /auth/register', () => {
  it('full flow: send → read the code from the outbox → verify → register → signed in with a profile', async () => {
    const { api, db } = await createTestApp();
    const sent = await postJson(api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'REGISTER' });
    expect(sent.statusCode).toBe(200);
    const outbox = await api.inject({
      method: 'GET',
      url: `/dev/otp-outbox?destination=${NEW_PHONE}&purpose=REGISTER`,
    });
    const code = answerOf(otpEndpoints.outbox, outbox).data[0]?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const { verificationToken } = (
      await inject(api, otpEndpoints.verifySmsOtp, { body: { username: NEW_PHONE, code, purpose: 'REGISTER' } })
    ).data;

    const response = await postJson(
      api,
      '/auth/register',
      {
        verificationToken,
        fullName: 'Đỗ Thị Hồng',
        password: NEW_PASSWORD,
        roleCode: 'STUDENT',
        gradeId: 7,
        deviceKind: 'Phone',
      },
      { 'user-agent': 'vitest' },
    );
    expect(response.statusCode).toBe(200);
    const data = answerOf(authEndpoints.register, response).data;
    expect(data.user).toEqual({
      id: expect.any(Number),
      roleCode: 'STUDENT',
      fullName: 'Đỗ Thị Hồng',
      phone: NEW_PHONE,
      email: null,
      avatar: null,
      status: 'ACTIVE',
      receivedGift: false,
      grade: { id: 7, code: 'G7', name: 'Lớp 7', nameEn: 'Grade 7', schoolLevel: 'SECONDARY', gradeEduhomeId: 1007 },
    });
    expect(data.expiresIn).toBe(900);

    const profile = await api.inject({ method: 'GET', url: '/account/profile', headers: bearer(data.accessToken) });
    expect(profile.statusCode).toBe(200);
    expect(answerOf(accountEndpoints.profile, profile).data).toEqual(data.user);

    const session = await db
      .selectFrom('login_sessions')
      .selectAll()
      .where('user_id', '=', data.user.id)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ device_kind: 'Phone', user_agent: 'vitest', revoked_at: null });
    const stored = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', data.user.id)
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^scrypt\$14\$/);
    await expect(verifyPassword(NEW_PASSWORD, stored.password_hash)).resolves.toBe(true);

    // The new account signs in like any other, by phone.
    expect((await loginOk(api, NEW_PHONE, NEW_PASSWORD)).user.id).toBe(data.user.id);
  });

  it('the verification token is single-use: 400 INVALID_VERIFICATION_TOKEN the second time', async () => {
    const app = await createTestApp();
    const verificationToken = await verifiedPhone(app, NEW_PHONE);
    const body = { verificationToken, fullName: 'Đỗ Thị Hồng', password: NEW_PASSWORD, roleCode: 'STUDENT' };
    expect((await postJson(app.api, '/auth/register', body)).statusCode).toBe(200);
    const again = await postJson(app.api, '/auth/register', body);
    expect(again.statusCode).toBe(400);
    expect(failureOf(again)).toMatchObject({ result: false, code: 'INVALID_VERIFICATION_TOKEN' });
  });

  it('refuses unknown and expired (15 minutes) tokens', async () => {
    const app = await createTestApp();
    const unknown = await postJson(app.api, '/auth/register', {
      verificationToken: 'x'.repeat(43),
      fullName: 'Đỗ Thị Hồng',
      password: NEW_PASSWORD,
      roleCode: 'STUDENT',
    });
    expect(unknown.statusCode).toBe(400);
    expect(failureOf(unknown).code).toBe('INVALID_VERIFICATION_TOKEN');

    const verificationToken = await verifiedPhone(app, NEW_PHONE);
    app.clock.advance(15 * MINUTE);
    const expired = await postJson(app.api, '/auth/register', {
      verificationToken,
      fullName: 'Đỗ Thị Hồng',
      password: NEW_PASSWORD,
      roleCode: 'STUDENT',
    });
    expect(failureOf(expired).code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('is purpose-bound: a FORGOT_PASSWORD or VERIFY_CONTACT token cannot register', async () => {
    const app = await createTestApp();
    await postJson(app.api, '/auth/sms-otp', { phone: NEW_PHONE, purpose: 'VERIFY_CONTACT' });
    const code = await latestCode(app.db, NEW_PHONE, 'VERIFY_CONTACT');
    const { verificationToken } = (
      await inject(app.api, otpEndpoints.verifySmsOtp, {
        body: { username: NEW_PHONE, code, purpose: 'VERIFY_CONTACT' },
      })
    ).data;
    const response = await postJson(app.api, '/auth/register', {
      verificationToken,
      fullName: 'Đỗ Thị Hồng',
      password: NEW_PASSWORD,
      roleCode: 'STUDENT',
    });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).code).toBe('INVALID_VERIFICATION_TOKEN');

    const forgot = await verifiedPhone(app, STUDENT.phone, 'FORGOT_PASSWORD');
    const withForgot = await postJson(app.api, '/auth/register', {
      verificationToken: forgot,
      fullName: 'Đỗ Thị Hồng',
      password: NEW_PASSWORD,
      roleCode: 'STUDENT',
    });
    expect(failureOf(withForgot).code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('answers 409 ALREADY_REGISTERED when the phone got an account in the meantime, keeping the token unused', async () => {
    const app = await createTestApp();
    const verificationToken = await verifiedPhone(app, NEW_PHONE);
    const userId = await insertUser(app.db, { phone: NEW_PHONE, password: 'Other@1234' });
    const body = { verificationToken, fullName: 'Đỗ Thị Hồng', password: NEW_PASSWORD, roleCode: 'STUDENT' };
    const response = await postJson(app.api, '/auth/register', body);
    expect(response.statusCode).toBe(409);
    expect(failureOf(response).code).toBe('ALREADY_REGISTERED');
    expect(
      (await app.db.selectFrom('verification_tokens').select('used_at').executeTakeFirstOrThrow()).used_at,
    ).toBeNull();
    expect(await app.db.selectFrom('users').select('id').where('phone', '=', NEW_PHONE).execute()).toEqual([
      { id: userId },
    ]);
  });

  it('answers an unknown grade with 400 VALIDATION_ERROR on gradeId, and accepts no grade', async () => {
    const app = await createTestApp();
    const verificationToken = await verifiedPhone(app, NEW_PHONE);
    const base = { verificationToken, fullName: 'Đỗ Thị Hồng', password: NEW_PASSWORD, roleCode: 'STUDENT' };
    const response = await postJson(app.api, '/auth/register', { ...base, gradeId: 14 });
    expect(response.statusCode).toBe(400);
    expect(failureOf(response).details).toEqual([{ field: 'gradeId', message: 'must be <= 13' }]);
    const ok = await postJson(app.api, '/auth/register', { ...base, gradeId: null });
    expect(answerOf(authEndpoints.register, ok).data.user.grade).toBeNull();
  });

  it('registers teachers too (without a grade), who then cannot sign in to this site', async () => {
    const app = await createTestApp();
    const verificationToken = await verifiedPhone(app, NEW_PHONE);
    const response = await postJson(app.api, '/auth/register', {
      verificationToken,
      fullName: 'Phạm Văn Giáo',
      password: NEW_PASSWORD,
      roleCode: 'TEACHER',
      gradeId: 5,
    });
    expect(response.statusCode).toBe(200);
    expect(answerOf(authEndpoints.register, response).data.user).toMatchObject({
      roleCode: 'TEACHER',
      grade: null,
      status: 'ACTIVE',
    });
    const login = await postJson(app.api, '/auth/login', { username: NEW_PHONE, password: NEW_PASSWORD });
    expect(login.statusCode).toBe(403);
    expect(failureOf(login).code).toBe('TEACHER_NOT_ALLOWED');
  });

  it('enforces the password and name rules of spec §5', async () => {
    const app = await createTestApp();
    const verificationToken = await verifiedPhone(app, NEW_PHONE);
    const base = { verificationToken, fullName: 'Đỗ Thị Hồng', password: NEW_PASSWORD, roleCode: 'STUDENT' };
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'Short1A' }, 'password'],
      [{ password: 'nouppercase1' }, 'password'],
      [{ password: 'NoDigitsHere' }, 'password'],
      [{ password: ' Leading1A' }, 'password'],
      [{ password: 'Trailing1A ' }, 'password'],
      [{ fullName: '' }, 'fullName'],
      [{ fullName: ' Hồng' }, 'fullName'],
      [{ fullName: 'Hồng ' }, 'fullName'],
      [{ fullName: 'A'.repeat(31) }, 'fullName'],
      [{ roleCode: 'ADMIN' }, 'roleCode'],
      [{ gradeId: 0 }, 'gradeId'],
      [{ gradeId: 1.5 }, 'gradeId'],
      [{ gradeId: '7' }, 'gradeId'],
    ];
    for (const [change, field] of cases) {
      const response = await postJson(app.api, '/auth/register', { ...base, ...change });
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(failureOf(response).details?.[0]?.field).toBe(field);
    }
    // Nothing was used up by the refused attempts.
    expect((await postJson(app.api, '/auth/register', { ...base, password: 'Ünïcode Đ9x' })).statusCode).toBe(200);
  });

  it('is not on the sign-in service', async () => {
    const { auth } = await createTestApp();
    expect((await postJson(auth, '/auth/register', {})).statusCode).toBe(404);
  });
});

describe('GET /auth/getUser', () => {
  it('returns the signed-in user', async () => {
    const app = await createTestApp();
    const registered = await registerStudent(app);
    const response = await app.api.inject({
      method: 'GET',
      url: '/auth/getUser',
      headers: bearer(registered.accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: registered.user });
  });

  it('answers 401 UNAUTHORIZED without a valid token, and after logout', async () => {
    const { api } = await createTestApp();
    expect(failureOf(await api.inject({ method: 'GET', url: '/auth/getUser' })).code).toBe('UNAUTHORIZED');
    const login = await loginOk(api);
    await postJson(api, '/account/logout', { refreshToken: login.refreshToken });
    const after = await api.inject({ method: 'GET', url: '/auth/getUser', headers: bearer(login.accessToken) });
    expect(after.statusCode).toBe(401);
  });
});

describe('GET /auth/user-exist', () => {
  it('tells whether a phone or e-mail (any case) has an account', async () => {
    const { api } = await createTestApp();
    const ask = async (username: string) => (await inject(api, authEndpoints.userExist, { query: { username } })).data;
    expect(await ask(STUDENT.phone)).toEqual({ exists: true });
    expect(await ask('STUDENT@example.com')).toEqual({ exists: true });
    expect(await ask(NEW_PHONE)).toEqual({ exists: false });
    expect(await ask('nobody@example.com')).toEqual({ exists: false });
  });

  it('rejects a missing, malformed or extra query parameter with 400 VALIDATION_ERROR', async () => {
    const { api } = await createTestApp();
    for (const query of ['', '?username=', '?username=12345', '?username=abc', `?username=${STUDENT.phone}&x=1`]) {
      const response = await api.inject({ method: 'GET', url: `/auth/user-exist${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it('allows 30 requests per minute per IP address, then 429 with retryAfter', async () => {
    const { api, clock } = await createTestApp();
    for (let i = 0; i < 30; i += 1) {
      expect((await api.inject({ method: 'GET', url: `/auth/user-exist?username=${STUDENT.phone}` })).statusCode).toBe(
        200,
      );
    }
    clock.advance(15_000);
    const blocked = await api.inject({ method: 'GET', url: `/auth/user-exist?username=${STUDENT.phone}` });
    expect(blocked.statusCode).toBe(429);
    expect(failureOf(blocked)).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 45 });
    expect(blocked.headers['retry-after']).toBe('45');
    clock.advance(45_000);
    expect((await api.inject({ method: 'GET', url: `/auth/user-exist?username=${STUDENT.phone}` })).statusCode).toBe(
      200,
    );
  });
});
