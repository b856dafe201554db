import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { firstLogin } from '@/features/auth/api/first-login';
import { register } from '@/features/auth/api/register';
import { retryAfterSeconds } from '@/features/auth/api/request';
import { resetPassword } from '@/features/auth/api/reset-password';
import { sendForgotPasswordOtp } from '@/features/auth/api/send-forgot-password-otp';
import { sendRegisterOtp } from '@/features/auth/api/send-register-otp';
import { userExist } from '@/features/auth/api/user-exist';
import { verifyOtp } from '@/features/auth/api/verify-otp';
import { verifySmsOtp } from '@/features/auth/api/verify-sms-otp';
import { ApiError, resetAuthRefreshState } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session';
import { server } from '../../msw/server';
import { student, tokens } from './fixtures';
import { handle } from '../../msw/handlers';
import { authEndpoints } from '@contract/auth';
import { otpEndpoints } from '@contract/otp';
import { scriptReadableRefreshToken } from '../../session';

afterEach(() => resetAuthRefreshState());

const sent = { destination: '091****333', expiresIn: 300, resendAfter: 60 };

describe('sign-in API functions', () => {
  it('sends a registration code to the main API as a guest', async () => {
    let body: unknown;
    let appId: string | null = null;
    server.use(
      handle(otpEndpoints.sendSmsOtp, async ({ request }) => {
        body = await request.json();
        appId = request.headers.get('x-client-app-id');
        return HttpResponse.json({ result: true, data: sent });
      }),
    );
    await expect(sendRegisterOtp('0911222333')).resolves.toEqual(sent);
    expect(body).toEqual({ phone: '0911222333', purpose: 'REGISTER' });
    expect(appId).toBe('web-student');
  });

  it('keeps the seconds to wait of a 429, from the body or else the Retry-After header', async () => {
    server.use(
      handle(otpEndpoints.sendSmsOtp, () =>
        HttpResponse.json(
          { result: false, code: 'TOO_MANY_REQUESTS', message: 'slow down', retryAfter: 42 },
          { status: 429 },
        ),
      ),
      handle(
        otpEndpoints.sendForgotPasswordOtp,
        () =>
          HttpResponse.json(
            { result: false, code: 'TOO_MANY_REQUESTS', message: 'slow down' },
            { status: 429, headers: { 'Retry-After': '17' } },
          ),
        { on: 'sign-in' },
      ),
    );
    const fromBody = await sendRegisterOtp('0911222333').catch((e: unknown) => e);
    expect(fromBody).toBeInstanceOf(ApiError);
    expect(fromBody).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(retryAfterSeconds(fromBody)).toBe(42);

    const fromHeader = await sendForgotPasswordOtp('0911222333').catch((e: unknown) => e);
    expect(retryAfterSeconds(fromHeader)).toBe(17);
    expect(retryAfterSeconds(new Error('other'))).toBeNull();
  });

  it('answers a taken phone number with ALREADY_REGISTERED and no wait', async () => {
    server.use(
      handle(otpEndpoints.sendSmsOtp, () =>
        HttpResponse.json({ result: false, code: 'ALREADY_REGISTERED', message: 'taken' }, { status: 409 }),
      ),
    );
    const error = await sendRegisterOtp('0911222333').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ALREADY_REGISTERED', status: 409 });
    expect(retryAfterSeconds(error)).toBeNull();
  });

  it('verifies phone codes on the main API and recovery codes on the sign-in service', async () => {
    const bodies: Record<string, unknown> = {};
    server.use(
      handle(otpEndpoints.verifySmsOtp, async ({ request }) => {
        bodies.main = await request.json();
        return HttpResponse.json({ result: true, data: { verificationToken: 'vt-main' } });
      }),
      handle(
        otpEndpoints.verify,
        async ({ request }) => {
          bodies.auth = await request.json();
          return HttpResponse.json({ result: true, data: { verificationToken: 'vt-auth' } });
        },
        { on: 'sign-in' },
      ),
    );
    await expect(verifySmsOtp({ username: '0911222333', code: '123456', purpose: 'REGISTER' })).resolves.toEqual({
      verificationToken: 'vt-main',
    });
    await expect(
      verifyOtp({ username: 'ha@example.com', code: '654321', purpose: 'FORGOT_PASSWORD' }),
    ).resolves.toEqual({ verificationToken: 'vt-auth' });
    expect(bodies).toEqual({
      main: { username: '0911222333', code: '123456', purpose: 'REGISTER' },
      auth: { username: 'ha@example.com', code: '654321', purpose: 'FORGOT_PASSWORD' },
    });
  });

  it('a wrong code is a 400 INVALID_OTP, without any token refresh', async () => {
    // No refresh handler: a refresh attempt would be an unhandled request and fail the test.
    server.use(
      handle(otpEndpoints.verifySmsOtp, () =>
        HttpResponse.json({ result: false, code: 'INVALID_OTP', message: 'wrong' }, { status: 400 }),
      ),
    );
    await expect(verifySmsOtp({ username: '0911222333', code: '000000', purpose: 'REGISTER' })).rejects.toMatchObject({
      code: 'INVALID_OTP',
    });
  });

  it('register stores the session unless told not to sign in', async () => {
    let calls = 0;
    server.use(
      handle(authEndpoints.register, () => {
        calls += 1;
        return HttpResponse.json({ result: true, data: tokens(student, calls) });
      }),
    );
    const req = {
      verificationToken: 'vt',
      fullName: 'Phạm Thu Hà',
      password: 'Matkhau123',
      roleCode: 'STUDENT' as const,
    };
    const data = await register(req);
    expect(data.user.fullName).toBe('Phạm Thu Hà');
    expect(getAccessToken()).toBe('access-1');
    expect(scriptReadableRefreshToken()).toBeUndefined();

    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'refresh_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const teacher = await register({ ...req, roleCode: 'TEACHER' }, { signIn: false });
    expect(teacher.refreshToken).toBe('refresh-2');
    expect(getAccessToken()).toBeUndefined();
  });

  it('first login sends the token and new password and stores the session', async () => {
    let body: unknown;
    server.use(
      handle(authEndpoints.firstLogin, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: true, data: tokens(student, 5) });
      }),
    );
    await firstLogin({ firstLoginToken: 'fl-1', newPassword: 'MoiMoi2024', deviceKind: 'Phone' });
    expect(body).toEqual({ firstLoginToken: 'fl-1', newPassword: 'MoiMoi2024', deviceKind: 'Phone' });
    expect(getAccessToken()).toBe('access-5');
    expect(scriptReadableRefreshToken()).toBeUndefined();
  });

  it('password recovery goes to the sign-in service', async () => {
    const bodies: unknown[] = [];
    server.use(
      handle(
        otpEndpoints.sendForgotPasswordOtp,
        async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ result: true, data: sent });
        },
        { on: 'sign-in' },
      ),
      handle(
        authEndpoints.forgotPassword,
        async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ result: true, data: null });
        },
        { on: 'sign-in' },
      ),
    );
    await expect(sendForgotPasswordOtp('ha@example.com')).resolves.toEqual(sent);
    await expect(resetPassword({ verificationToken: 'vt', newPassword: 'MoiMoi2024' })).resolves.toBeUndefined();
    expect(bodies).toEqual([
      { username: 'ha@example.com', purpose: 'FORGOT_PASSWORD' },
      { verificationToken: 'vt', newPassword: 'MoiMoi2024' },
    ]);
  });

  it('asks whether a username exists with a query parameter', async () => {
    let username: string | null = null;
    server.use(
      handle(authEndpoints.userExist, ({ request }) => {
        username = new URL(request.url).searchParams.get('username');
        return HttpResponse.json({ result: true, data: { exists: true } });
      }),
    );
    await expect(userExist('0911222333')).resolves.toBe(true);
    expect(username).toBe('0911222333');
  });
});
