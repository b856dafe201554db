import type { UserDto } from '@contract/api';
import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TeacherGuard } from '@/features/auth/components/teacher-guard';
import { resetAuthRefreshState } from '@/lib/api-client';
import { useProfile } from '@/lib/profile/api/profile';
import { getAccessToken } from '@/lib/session';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { handle } from '../../msw/handlers';
import { accountEndpoints } from '@contract/account';
import { signedIn } from '../../session';

const router = vi.hoisted(() => ({
  pathname: '/',
  push: (() => Promise.resolve(true)) as (url: string) => Promise<boolean>,
}));
vi.mock('next/router', () => ({ useRouter: () => router }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

const base: UserDto = {
  id: 2,
  roleCode: 'TEACHER',
  fullName: 'Trần Thị Bích',
  phone: '0987654321',
  email: null,
  avatar: null,
  status: 'ACTIVE',
  receivedGift: false,
  grade: null,
};

/** The guard, and the profile it reads shown beside it: once the name shows, the guard has seen it too. */
function GuardWithProfile() {
  const { data: user } = useProfile();
  return (
    <>
      <TeacherGuard />
      <p>{user?.fullName}</p>
    </>
  );
}

let push: ReturnType<typeof vi.fn<(url: string) => Promise<boolean>>>;
let profileCalls: number;
let logoutCalls: number;

function mockServer(user: UserDto) {
  server.use(
    handle(accountEndpoints.profile, () => {
      profileCalls += 1;
      return HttpResponse.json({ result: true, data: user, totalRecords: 1 });
    }),
    handle(
      accountEndpoints.logout,
      () => {
        logoutCalls += 1;
        return HttpResponse.json({ result: true, data: null });
      },
      { on: 'sign-in' },
    ),
  );
}

beforeEach(() => {
  push = vi.fn<(url: string) => Promise<boolean>>(() => Promise.resolve(true));
  router.push = push;
  profileCalls = 0;
  logoutCalls = 0;
  notify.info.mockClear();
  signedIn({ accessToken: 'access-1' });
});

afterEach(() => resetAuthRefreshState());

describe('TeacherGuard (spec §4)', () => {
  it.each(['/', '/explore', '/account', '/classes/[slug]'])('logs a teacher out on %s', async (pathname) => {
    router.pathname = pathname;
    mockServer(base);
    const { container } = await renderWithProviders(<TeacherGuard />);
    await waitFor(() => expect(logoutCalls).toBe(1));
    await waitFor(() => expect(getAccessToken()).toBeUndefined());
    expect(container).toBeEmptyDOMElement();
    expect(notify.info).toHaveBeenCalledWith('Tài khoản giáo viên không thể sử dụng trang này nên đã được đăng xuất.');
  });

  it.each([
    '/auth',
    '/login',
    '/practice-test/[practiceTestSlug]',
    '/practice-test',
    '/forgot-password',
    '/set-password',
    '/register',
  ])('lets a teacher stay on %s', async (pathname) => {
    router.pathname = pathname;
    mockServer(base);
    await renderWithProviders(<GuardWithProfile />);
    // The guard has rendered with the profile (and run its effect) once the probe shows it.
    expect(await screen.findByText(base.fullName)).toBeInTheDocument();
    expect(profileCalls).toBe(1);
    expect(logoutCalls).toBe(0);
    expect(getAccessToken()).toBe('access-1');
    expect(notify.info).not.toHaveBeenCalled();
  });

  it('leaves a student alone', async () => {
    router.pathname = '/account';
    mockServer({ ...base, roleCode: 'STUDENT' });
    await renderWithProviders(<GuardWithProfile />);
    expect(await screen.findByText(base.fullName)).toBeInTheDocument();
    expect(profileCalls).toBe(1);
    expect(logoutCalls).toBe(0);
    expect(notify.info).not.toHaveBeenCalled();
    expect(push).not.toHaveBeenCalled();
  });
});
