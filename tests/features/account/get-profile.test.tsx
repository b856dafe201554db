import type { UserDto } from '@contract/api';
import { act, renderHook, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountKeys } from '@/features/account/api/keys';
import { getProfile, useProfile } from '@/lib/profile/api/profile';
import { resetAuthRefreshState } from '@/lib/api-client';
import { clearSession, getAccessToken } from '@/lib/session';
import { server } from '../../msw/server';
import { passTime, useAppFakeTimers } from '../../test-utils';
import { accountEndpoints } from '@contract/account';
import { authEndpoints } from '@contract/auth';
import { handle } from '../../msw/handlers';
import { signedIn } from '../../session';

const student: UserDto = {
  id: 1,
  roleCode: 'STUDENT',
  fullName: 'Nguyễn Văn An',
  phone: '0912345678',
  email: null,
  avatar: null,
  status: 'ACTIVE',
  receivedGift: false,
  grade: null,
};

function wrapper({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

function mockProfile() {
  const auth: (string | null)[] = [];
  server.use(
    handle(accountEndpoints.profile, ({ request }) => {
      const header = request.headers.get('authorization');
      auth.push(header);
      if (header !== 'Bearer access-1' && header !== 'Bearer access-2') {
        return HttpResponse.json({ result: false, code: 'UNAUTHORIZED', message: 'Unauthorized' }, { status: 401 });
      }
      return HttpResponse.json({ result: true, data: student, totalRecords: 1 });
    }),
  );
  return auth;
}

afterEach(() => {
  vi.useRealTimers();
  resetAuthRefreshState();
});

describe('profile', () => {
  it('keys the profile by its API path', () => {
    expect(accountKeys.profile()).toBe('/account/profile');
  });

  it('getProfile unwraps the envelope', async () => {
    signedIn({ accessToken: 'access-1' });
    mockProfile();
    await expect(getProfile()).resolves.toEqual(student);
  });

  it('is not requested without a session token', async () => {
    useAppFakeTimers();
    const calls = mockProfile();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await passTime();
    expect(calls).toHaveLength(0);
    expect(result.current).toMatchObject({ data: undefined, isLoading: false, isLoggedIn: false });
  });

  it('loads the user when signed in, and forgets it when the session ends', async () => {
    signedIn({ accessToken: 'access-1' });
    const calls = mockProfile();
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(student));
    expect(result.current.isLoggedIn).toBe(true);
    expect(result.current.isLoading).toBe(false);
    expect(calls).toEqual(['Bearer access-1']);

    act(() => clearSession());
    expect(result.current.data).toBeUndefined();
    expect(result.current.isLoggedIn).toBe(false);
  });

  it('starts loading as soon as a session is stored (login)', async () => {
    const calls = mockProfile();
    const { result } = renderHook(() => useProfile(), { wrapper });
    expect(result.current.data).toBeUndefined();
    act(() => signedIn({ accessToken: 'access-1' }));
    await waitFor(() => expect(result.current.isLoggedIn).toBe(true));
    expect(calls).toEqual(['Bearer access-1']);
  });

  it('is requested with only a refresh token, which is then refreshed', async () => {
    signedIn({ accessToken: 'expired' });
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const calls = mockProfile();
    server.use(
      handle(authEndpoints.refreshToken, () =>
        HttpResponse.json({
          result: true,
          data: { accessToken: 'access-2', refreshToken: 'refresh-2', expiresIn: 900, refreshExpiresIn: 1_209_600 },
        }),
      ),
    );
    const { result } = renderHook(() => useProfile(), { wrapper });
    await waitFor(() => expect(result.current.data).toEqual(student));
    expect(calls).toEqual([null, 'Bearer access-2']);
    expect(getAccessToken()).toBe('access-2');
  });
});
