import { isFirstLoginRequired } from '@contract/api';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '@/features/auth/api/login';
import { ApiError, resetAuthRefreshState } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session';
import { server } from '../../msw/server';
import { handle } from '../../msw/handlers';
import { authEndpoints } from '@contract/auth';
import { scriptReadableRefreshToken } from '../../session';

const user = {
  id: 1,
  roleCode: 'STUDENT',
  fullName: 'Nguyễn Văn An',
  phone: '0912345678',
  email: null,
  avatar: null,
  status: 'ACTIVE',
  receivedGift: false,
  grade: null,
} as const;

afterEach(() => resetAuthRefreshState());

describe('login', () => {
  it('posts the credentials and stores both tokens', async () => {
    let body: unknown;
    server.use(
      handle(authEndpoints.login, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          result: true,
          data: {
            accessToken: 'access-1',
            refreshToken: 'refresh-1',
            expiresIn: 900,
            refreshExpiresIn: 1_209_600,
            user,
          },
        });
      }),
    );
    const data = await login({ username: '0912345678', password: 'Matkhau1', deviceKind: 'Desktop' });
    expect(body).toEqual({ username: '0912345678', password: 'Matkhau1', deviceKind: 'Desktop' });
    expect(data).toMatchObject({ user: { fullName: 'Nguyễn Văn An' } });
    expect(getAccessToken()).toBe('access-1');
    expect(scriptReadableRefreshToken()).toBeUndefined();
  });

  it('stores nothing when the account must set its own password first', async () => {
    server.use(
      handle(authEndpoints.login, () =>
        HttpResponse.json({
          result: true,
          data: { firstLogin: true, firstLoginToken: 'first-1', fullName: 'Lê Hoàng Nam' },
        }),
      ),
    );
    const data = await login({ username: '0900000003', password: 'Welcome@123' });
    expect(isFirstLoginRequired(data)).toBe(true);
    expect(data).toEqual({ firstLogin: true, firstLoginToken: 'first-1', fullName: 'Lê Hoàng Nam' });
    expect(getAccessToken()).toBeUndefined();
    expect(scriptReadableRefreshToken()).toBeUndefined();
  });

  it('rejects a wrong password with its code and never tries a refresh', async () => {
    // No refresh handler: a refresh attempt would be an unhandled request and fail the test.
    server.use(
      handle(authEndpoints.login, () =>
        HttpResponse.json(
          { result: false, code: 'INCORRECT_PASSWORD', message: 'Incorrect password' },
          { status: 401 },
        ),
      ),
    );
    const error = await login({ username: '0912345678', password: 'wrong' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INCORRECT_PASSWORD' });
    expect(getAccessToken()).toBeUndefined();
  });

  it('rejects a teacher account with TEACHER_NOT_ALLOWED', async () => {
    server.use(
      handle(authEndpoints.login, () =>
        HttpResponse.json(
          { result: false, code: 'TEACHER_NOT_ALLOWED', message: 'Use a learner account' },
          { status: 403 },
        ),
      ),
    );
    await expect(login({ username: '0912345678', password: 'x' })).rejects.toMatchObject({
      code: 'TEACHER_NOT_ALLOWED',
    });
    expect(scriptReadableRefreshToken()).toBeUndefined();
  });
});
