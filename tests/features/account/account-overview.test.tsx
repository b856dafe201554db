import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountOverview } from '@/features/account/components/account-overview';
import { resetAuthRefreshState } from '@/lib/api-client';
import { server } from '../../msw/server';
import { createRouterMock } from '../../layout/router-mock';
import { renderWithProviders } from '../../test-utils';
import { failure, mockProfile, renderSignedIn, student } from './fixtures';
import { accountEndpoints } from '@contract/account';
import { handle, ok } from '../../msw/handlers';
import { messagingEndpoints } from '@contract/messaging';

const router = vi.hoisted(() => ({ current: { pathname: '/account' } as { pathname: string } }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

// The page's messaging (Zalo) section loads its own state (tests/features/account/messaging-section.test.tsx).
beforeEach(() => {
  server.use(
    ok(messagingEndpoints.link, {
      provider: 'ZALO',
      available: true,
      linked: false,
      displayName: null,
      linkedAt: null,
    }),
  );
});

afterEach(() => {
  resetAuthRefreshState();
  router.current = createRouterMock({ pathname: '/account', asPath: '/account' });
});

describe('/account overview', () => {
  it('shows the profile: name, role, grade, phone, e-mail and status', async () => {
    router.current = createRouterMock({ pathname: '/account', asPath: '/account' });
    mockProfile();
    await renderSignedIn(<AccountOverview />);

    expect(screen.getByRole('heading', { level: 1, name: 'Tài khoản của tôi' })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Nguyễn Văn An' });
    const details = within(card);
    expect(details.getByText('0912345678')).toBeInTheDocument();
    expect(details.getByText('an@example.com')).toBeInTheDocument();
    expect(details.getByText('Học sinh · Lớp 6')).toBeInTheDocument();
    expect(details.getByText('Đang hoạt động')).toBeInTheDocument();
    // No picture: the initial of the given name stands in.
    expect(details.getByText('A')).toBeInTheDocument();
    expect(details.getByRole('link', { name: 'Chỉnh sửa hồ sơ' })).toHaveAttribute('href', '/account/edit');
    // The messaging (Zalo) section follows the profile, loaded on its own.
    const messaging = await screen.findByRole('region', { name: 'Nhắn tin (Zalo)' });
    expect(await within(messaging).findByText('Chưa liên kết')).toBeInTheDocument();
  });

  it('says what is missing instead of leaving blanks', async () => {
    router.current = createRouterMock({ pathname: '/account', asPath: '/account' });
    mockProfile({ ...student, email: null, grade: null });
    await renderSignedIn(<AccountOverview />);
    const card = await screen.findByRole('region', { name: 'Nguyễn Văn An' });
    expect(within(card).getAllByText('Chưa cập nhật')).toHaveLength(2);
  });

  it('marks the current page in the account navigation and links the others', async () => {
    router.current = createRouterMock({ pathname: '/account', asPath: '/account' });
    mockProfile();
    await renderSignedIn(<AccountOverview />);
    const nav = screen.getByRole('navigation', { name: 'Mục tài khoản' });
    expect(within(nav).getByRole('link', { name: 'Tổng quan' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Chỉnh sửa hồ sơ' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Phiên đăng nhập' })).toHaveAttribute('href', '/account/sessions');
    const shortcuts = await screen.findByRole('region', { name: 'Quản lý tài khoản' });
    expect(within(shortcuts).getByRole('link', { name: /Đổi mật khẩu/ })).toHaveAttribute(
      'href',
      '/account/edit#change-password',
    );
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    router.current = createRouterMock({ pathname: '/account', asPath: '/account' });
    let fail = true;
    server.use(
      handle(accountEndpoints.profile, () =>
        fail ? failure('VALIDATION_ERROR', 400) : HttpResponse.json({ result: true, data: student, totalRecords: 1 }),
      ),
    );
    const user = userEvent.setup();
    await renderSignedIn(<AccountOverview />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được thông tin tài khoản.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('region', { name: 'Nguyễn Văn An' })).toBeInTheDocument();
  });

  it('asks a visitor without a session to log in, without requesting the profile', async () => {
    router.current = createRouterMock({ pathname: '/account', asPath: '/account' });
    const profile = mockProfile();
    await renderWithProviders(<AccountOverview />);
    expect(await screen.findByText('Bạn cần đăng nhập để xem trang này.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập' })).toHaveAttribute('href', '/login');
    expect(profile.calls).toBe(0);
  });
});
