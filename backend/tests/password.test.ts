import { authEndpoints } from '@contract/auth';
import { otpEndpoints } from '@contract/otp';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  failureOf,
  inject,
  latestCode,
  loginOk,
  postJson,
  putJson,
  STUDENT,
  verifiedPhone,
  type TestApp,
} from './helpers';

const MINUTE = 60_000;

const profileStatus = async (api: FastifyInstance, accessToken: string) =>
  (await api.inject({ method: 'GET', url: '/account/profile', headers: bearer(accessToken) })).statusCode;

/** The sign-in service's forgot-password steps up to the verification token. */
async function forgotPasswordToken(app: TestApp, username: string): Promise<string> {
  const { data: sent } = await inject(app.auth, otpEndpoints.sendForgotPasswordOtp, { body: { username } });
  expect(sent.expiresIn).toBe(300);
  const code = await latestCode(app.db, username, 'FORGOT_PASSWORD');
  const verified = await inject(app.auth, otpEndpoints.verify, {
    body: { username, code, purpose: 'FORGOT_PASSWORD' },
  });
  return verified.data.verificationToken;
}

describe('forgot password on the sign-in service', () => {
  it('end to end: code by e-mail → verify → new password; every old session and refresh token dies', async () => {
    const app = await createTestApp();
    const phone = await loginOk(app.api);
    const laptop = await loginOk(app.auth, STUDENT.email);

    const verificationToken = await forgotPasswordToken(app, STUDENT.email);
    const response = await postJson(app.auth, '/auth/forgot-password', {
      verificationToken,
      newPassword: 'Recovered@2025',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: null });

    for (const session of [phone, laptop]) {
      expect(await profileStatus(app.api, session.accessToken)).toBe(401);
      const refresh = await postJson(app.api, '/auth/refresh-token', { refreshToken: session.refreshToken });
      expect(refresh.statusCode).toBe(401);
      expect(failureOf(refresh).code).toBe('INVALID_REFRESH_TOKEN');
    }
    const reasons = await app.db.selectFrom('login_sessions').select('revoked_reason').execute();
    expect(reasons.map((r) => r.revoked_reason)).toEqual(['PASSWORD_RESET', 'PASSWORD_RESET']);

    expect(
      failureOf(await postJson(app.api, '/auth/login', { username: STUDENT.phone, password: STUDENT.password })).code,
    ).toBe('INCORRECT_PASSWORD');
    await loginOk(app.api, STUDENT.phone, 'Recovered@2025');
  });

  it('the verification token is single-use and only for FORGOT_PASSWORD', async () => {
    const app = await createTestApp();
    const verificationToken = await forgotPasswordToken(app, STUDENT.phone);
    expect(
      (await postJson(app.auth, '/auth/forgot-password', { verificationToken, newPassword: 'Recovered@2025' }))
        .statusCode,
    ).toBe(200);
    const again = await postJson(app.auth, '/auth/forgot-password', {
      verificationToken,
      newPassword: 'Recovered@2026',
    });
    expect(again.statusCode).toBe(400);
    expect(failureOf(again).code).toBe('INVALID_VERIFICATION_TOKEN');

    // A REGISTER token cannot reset a password.
    const registerToken = await verifiedPhone(app, '0987654321', 'REGISTER');
    const withRegister = await postJson(app.auth, '/auth/forgot-password', {
      verificationToken: registerToken,
      newPassword: 'Recovered@2027',
    });
    expect(withRegister.statusCode).toBe(400);
    expect(failureOf(withRegister).code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('the verification token expires after 15 minutes', async () => {
    const app = await createTestApp();
    const verificationToken = await forgotPasswordToken(app, STUDENT.phone);
    app.clock.advance(15 * MINUTE);
    const response = await postJson(app.auth, '/auth/forgot-password', {
      verificationToken,
      newPassword: 'Recovered@2025',
    });
    expect(failureOf(response).code).toBe('INVALID_VERIFICATION_TOKEN');
  });

  it('refuses the current password (SAME_OLD_PASSWORD) without using the token up', async () => {
    const app = await createTestApp();
    const verificationToken = await forgotPasswordToken(app, STUDENT.phone);
    const same = await postJson(app.auth, '/auth/forgot-password', {
      verificationToken,
      newPassword: STUDENT.password,
    });
    expect(same.statusCode).toBe(400);
    expect(failureOf(same).code).toBe('SAME_OLD_PASSWORD');
    expect(
      (await postJson(app.auth, '/auth/forgot-password', { verificationToken, newPassword: 'Recovered@2025' }))
        .statusCode,
    ).toBe(200);
  });

  it('also clears a pending first login: the user chose this password', async () => {
    const app = await createTestApp();
    const verificationToken = await forgotPasswordToken(app, '0900000003');
    await postJson(app.auth, '/auth/forgot-password', { verificationToken, newPassword: 'Recovered@2025' });
    const login = await loginOk(app.api, '0900000003', 'Recovered@2025');
    expect(login.accessToken).toBeTruthy();
  });

  it('is not on the main API, whose equivalent is /auth/set-password', async () => {
    const { api } = await createTestApp();
    expect(
      (await postJson(api, '/auth/forgot-password', { verificationToken: 'x', newPassword: 'Recovered@2025' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('POST /auth/set-password (main API)', () => {
  it('sets a new password with a FORGOT_PASSWORD SMS code and revokes every session', async () => {
    const app = await createTestApp();
    const session = await loginOk(app.api);
    const verificationToken = await verifiedPhone(app, STUDENT.phone, 'FORGOT_PASSWORD');
    const response = await postJson(app.api, '/auth/set-password', {
      verificationToken,
      newPassword: 'Recovered@2025',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: null });
    expect(await profileStatus(app.api, session.accessToken)).toBe(401);
    await loginOk(app.api, STUDENT.phone, 'Recovered@2025');
  });

  it('refuses bad, used and REGISTER tokens with 400 INVALID_VERIFICATION_TOKEN', async () => {
    const app = await createTestApp();
    const register = await verifiedPhone(app, '0987654321', 'REGISTER');
    for (const verificationToken of ['nope', register]) {
      const response = await postJson(app.api, '/auth/set-password', {
        verificationToken,
        newPassword: 'Recovered@2025',
      });
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).code).toBe('INVALID_VERIFICATION_TOKEN');
    }
  });
});

describe('PUT /account/change-password', () => {
  const change = (server: FastifyInstance, accessToken: string, oldPassword: string, newPassword: string) =>
    putJson(server, '/account/change-password', { oldPassword, newPassword }, bearer(accessToken));

  it('changes the password: other sessions are revoked, the current one keeps working', async () => {
    const { api, auth } = await createTestApp();
    const current = await loginOk(api);
    const other = await loginOk(auth);
    const response = await change(api, current.accessToken, STUDENT.password, 'Changed@2025');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ result: true, data: null });

    expect(await profileStatus(api, current.accessToken)).toBe(200);
    expect((await postJson(api, '/auth/refresh-token', { refreshToken: current.refreshToken })).statusCode).toBe(200);
    expect(await profileStatus(api, other.accessToken)).toBe(401);
    expect((await postJson(api, '/auth/refresh-token', { refreshToken: other.refreshToken })).statusCode).toBe(401);

    expect(
      failureOf(await postJson(api, '/auth/login', { username: STUDENT.phone, password: STUDENT.password })).code,
    ).toBe('INCORRECT_PASSWORD');
    await loginOk(api, STUDENT.phone, 'Changed@2025');
  });

  it('a wrong old password is 400 OLD_PASS_INCORRECT on the main API and WRONG_OLD_PASSWORD on the sign-in service', async () => {
    const { api, auth } = await createTestApp();
    const { accessToken } = await loginOk(api);
    const main = await change(api, accessToken, 'Wrong@1234', 'Changed@2025');
    expect(main.statusCode).toBe(400);
    expect(failureOf(main)).toMatchObject({
      code: 'OLD_PASS_INCORRECT',
      details: [{ field: 'oldPassword', message: 'is incorrect' }],
    });
    const signIn = await change(auth, accessToken, 'Wrong@1234', 'Changed@2025');
    expect(signIn.statusCode).toBe(400);
    expect(failureOf(signIn).code).toBe('WRONG_OLD_PASSWORD');
  });

  it('new equal to the current password is 400 SAME_OLD_PASSWORD', async () => {
    const { api, auth } = await createTestApp();
    const { accessToken } = await loginOk(api);
    for (const server of [api, auth]) {
      const response = await change(server, accessToken, STUDENT.password, STUDENT.password);
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).code).toBe('SAME_OLD_PASSWORD');
    }
  });

  it('after two changes, going back to the first password is 400 DUPLICATE_PASSWORD', async () => {
    const { api, auth } = await createTestApp();
    const { accessToken } = await loginOk(api);
    expect((await change(api, accessToken, STUDENT.password, 'Second@2025')).statusCode).toBe(200);
    expect((await change(auth, accessToken, 'Second@2025', 'Third@2025')).statusCode).toBe(200);
    for (const previous of [STUDENT.password, 'Second@2025']) {
      const response = await change(api, accessToken, 'Third@2025', previous);
      expect(response.statusCode).toBe(400);
      expect(failureOf(response).code).toBe('DUPLICATE_PASSWORD');
    }
  });

  it('remembers the last 5 previous passwords only', async () => {
    const { api, db, auth } = await createTestApp({ RATE_LIMIT_MULTIPLIER: '2' });
    const { accessToken } = await loginOk(api);
    const passwords = [STUDENT.password, 'Pass@0001', 'Pass@0002', 'Pass@0003', 'Pass@0004', 'Pass@0005', 'Pass@0006'];
    for (let i = 1; i < passwords.length; i += 1) {
      expect((await change(api, accessToken, passwords[i - 1] ?? '', passwords[i] ?? '')).statusCode).toBe(200);
    }
    const history = await db.selectFrom('password_history').select('id').execute();
    expect(history).toHaveLength(5);
    // Pass@0001..0005 are the last five previous ones; Student@123 dropped out.
    expect(failureOf(await change(auth, accessToken, 'Pass@0006', 'Pass@0001')).code).toBe('DUPLICATE_PASSWORD');
    expect((await change(auth, accessToken, 'Pass@0006', STUDENT.password)).statusCode).toBe(200);
  });

  it('answers 401 without a token, and checks the token before the body (decision 0027)', async () => {
    const { api } = await createTestApp();
    const anonymous = await putJson(api, '/account/change-password', {
      oldPassword: STUDENT.password,
      newPassword: 'Changed@2025',
    });
    expect(anonymous.statusCode).toBe(401);
    expect(failureOf(anonymous).code).toBe('UNAUTHORIZED');
    const weak = { oldPassword: STUDENT.password, newPassword: 'weak' };
    expect((await putJson(api, '/account/change-password', weak)).statusCode).toBe(401);
    const { accessToken } = await loginOk(api);
    expect((await putJson(api, '/account/change-password', weak, bearer(accessToken))).statusCode).toBe(400);
  });

  it('allows 10 attempts per 15 minutes per account', async () => {
    const { api, clock } = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '3600' });
    const { accessToken } = await loginOk(api);
    for (let i = 0; i < 10; i += 1) {
      expect(failureOf(await change(api, accessToken, 'Wrong@1234', 'Changed@2025')).code).toBe('OLD_PASS_INCORRECT');
    }
    const blocked = await change(api, accessToken, STUDENT.password, 'Changed@2025');
    expect(blocked.statusCode).toBe(429);
    expect(failureOf(blocked)).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 900 });
    clock.advance(15 * MINUTE);
    expect((await change(api, accessToken, STUDENT.password, 'Changed@2025')).statusCode).toBe(200);
  });

  it('keeps the refreshed tokens of the current session working after the change', async () => {
    const { api } = await createTestApp();
    const login = await loginOk(api);
    const { data: rotated } = await inject(api, authEndpoints.refreshToken, {
      body: { refreshToken: login.refreshToken },
    });
    expect((await change(api, rotated.accessToken, STUDENT.password, 'Changed@2025')).statusCode).toBe(200);
    expect(await profileStatus(api, rotated.accessToken)).toBe(200);
  });
});
