import type { UserDto } from '@contract/api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProfile } from '@/lib/profile/api/profile';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { resetAuthRefreshState } from '@/lib/api-client';
import { getAccessToken, getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { handle } from '../../msw/handlers';
import { accountEndpoints } from '@contract/account';
import { scriptReadableRefreshToken, signedIn } from '../../session';

const router = vi.hoisted(() => ({
  pathname: '/account',
  push: (() => Promise.resolve(true)) as (url: string) => Promise<boolean>,
}));
vi.mock('next/router', () => ({ useRouter: () => router }));

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

function Probe() {
  const { data: user } = useProfile();
  const logout = useLogout();
  return (
    <>
      <p data-testid="who">{user ? user.fullName : 'guest'}</p>
      <button type="button" onClick={() => void logout()}>
        logout
      </button>
    </>
  );
}

let push: ReturnType<typeof vi.fn<(url: string) => Promise<boolean>>>;
let profileCalls: number;
let logoutCalls: { body: unknown; auth: string | null }[];

function mockServer(logoutStatus = 200) {
  server.use(
    handle(accountEndpoints.profile, () => {
      profileCalls += 1;
      return HttpResponse.json({ result: true, data: student, totalRecords: 1 });
    }),
    handle(
      accountEndpoints.logout,
      async ({ request }) => {
        logoutCalls.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return logoutStatus === 200
          ? HttpResponse.json({ result: true, data: null })
          : HttpResponse.json({ result: false, code: 'UNAUTHORIZED', message: 'expired' }, { status: logoutStatus });
      },
      { on: 'sign-in' },
    ),
  );
}

async function signInAndRender(pathname: string) {
  router.pathname = pathname;
  signedIn({ accessToken: 'access-1' });
  setStoredItem(STORAGE_KEYS.cartData, '[{"id":1,"unitTestId":7}]');
  setStoredItem(STORAGE_KEYS.loginPhone, '0912345678');
  await renderWithProviders(<Probe />);
  await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('Nguyễn Văn An'));
}

beforeEach(() => {
  push = vi.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
  router.push = push;
  profileCalls = 0;
  logoutCalls = [];
});

afterEach(() => resetAuthRefreshState());

describe('useLogout (spec §4 Session)', () => {
  it('clears the cart, tells the sign-in service, drops the tokens and the user, goes home', async () => {
    mockServer();
    await signInAndRender('/account/orders');

    await userEvent.click(screen.getByRole('button', { name: 'logout' }));

    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('guest'));
    expect(getStoredItem(STORAGE_KEYS.cartData)).toBeNull();
    // Only the cart is part of logout; other stored values are left alone.
    expect(getStoredItem(STORAGE_KEYS.loginPhone)).toBe('0912345678');
    // Sent while still signed in, with the refresh token in the body.
    expect(logoutCalls).toEqual([{ body: {}, auth: 'Bearer access-1' }]);
    expect(getAccessToken()).toBeUndefined();
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(push).toHaveBeenCalledWith('/');
    expect(profileCalls).toBe(1);
  });

  it('goes home from home too', async () => {
    mockServer();
    await signInAndRender('/');
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
  });

  it.each(['/explore', '/practice-test/[practiceTestSlug]', '/page/about-us', '/checkout'])(
    'stays on the public route %s',
    async (pathname) => {
      mockServer();
      await signInAndRender(pathname);
      await userEvent.click(screen.getByRole('button', { name: 'logout' }));
      await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('guest'));
      expect(getAccessToken()).toBeUndefined();
      expect(push).not.toHaveBeenCalled();
    },
  );

  it.each([500, 401])('still signs out when the logout call answers %i', async (status) => {
    // A 401 here must not start a refresh: no refresh handler exists, so one would fail the test.
    mockServer(status);
    await signInAndRender('/classes/mine');
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    await waitFor(() => expect(screen.getByTestId('who')).toHaveTextContent('guest'));
    expect(logoutCalls).toHaveLength(1);
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(push).toHaveBeenCalledWith('/');
  });
});
