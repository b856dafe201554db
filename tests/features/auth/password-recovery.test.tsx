import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForgotPasswordScreen } from '@/features/auth/components/forgot-password-screen';
import { SetPasswordScreen } from '@/features/auth/components/set-password-screen';
import { resetAuthRefreshState } from '@/lib/api-client';
import { getAccessToken, getStoredItem, STORAGE_KEYS } from '@/lib/session';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { routerAt, type RouterDouble } from './fixtures';
import { handle } from '../../msw/handlers';
import { authEndpoints } from '@contract/auth';
import { otpEndpoints } from '@contract/otp';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

// Whole flows with several requests each: generous waits, so a busy machine does not fail them.
configure({ asyncUtilTimeout: 4000 });

const EMAIL = 'ha@example.com';
const CODE = '135790';
const NEW_PASSWORD = 'MatkhauMoi2026';

let nav: RouterDouble;
let calls: { send: unknown[]; verify: unknown[]; reset: unknown[] };

function mockRecovery({ resetCode }: { resetCode?: string } = {}) {
  server.use(
    handle(
      otpEndpoints.sendForgotPasswordOtp,
      async ({ request }) => {
        const body = (await request.json()) as { username: string };
        calls.send.push(body);
        if (body.username !== EMAIL) {
          return HttpResponse.json({ result: false, code: 'USER_NOT_FOUND', message: 'unknown' }, { status: 400 });
        }
        return HttpResponse.json({
          result: true,
          data: { destination: 'ha****@example.com', expiresIn: 300, resendAfter: 60 },
        });
      },
      { on: 'sign-in' },
    ),
    handle(
      otpEndpoints.verify,
      async ({ request }) => {
        const body = (await request.json()) as { code: string };
        calls.verify.push(body);
        return body.code === CODE
          ? HttpResponse.json({ result: true, data: { verificationToken: 'recovery-token' } })
          : HttpResponse.json({ result: false, code: 'OTP_EXPIRED', message: 'expired' }, { status: 400 });
      },
      { on: 'sign-in' },
    ),
    handle(
      authEndpoints.forgotPassword,
      async ({ request }) => {
        calls.reset.push(await request.json());
        return resetCode
          ? HttpResponse.json({ result: false, code: resetCode, message: 'x' }, { status: 400 })
          : HttpResponse.json({ result: true, data: null });
      },
      { on: 'sign-in' },
    ),
  );
}

async function verifyRecovery() {
  await userEvent.type(screen.getByLabelText(/^Số điện thoại hoặc email/), EMAIL);
  await userEvent.click(screen.getByRole('button', { name: 'Gửi mã xác thực' }));
  await userEvent.type(await screen.findByLabelText('Mã xác thực'), CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
  await waitFor(() => expect(nav.push).toHaveBeenCalledWith('/set-password'));
}

beforeEach(() => {
  notify.success.mockClear();
  nav = routerAt('/forgot-password');
  router.current = nav;
  calls = { send: [], verify: [], reset: [] };
});

afterEach(() => resetAuthRefreshState());

describe('password recovery', { timeout: 20_000 }, () => {
  it('forgot password → code → set password → back to login', async () => {
    mockRecovery();
    const forgot = await renderWithProviders(<ForgotPasswordScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Quên mật khẩu?' })).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Số điện thoại hoặc email/), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Gửi mã xác thực' }));

    const otpHeading = await screen.findByRole('heading', { level: 1, name: 'Nhập mã xác thực' });
    await waitFor(() => expect(otpHeading).toHaveFocus());
    expect(screen.getByText('ha****@example.com')).toBeVisible();
    expect(calls.send).toEqual([{ username: EMAIL, purpose: 'FORGOT_PASSWORD' }]);

    await userEvent.type(screen.getByLabelText('Mã xác thực'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    expect(await screen.findByText('Mã xác thực đã hết hạn. Vui lòng gửi lại mã mới.')).toBeVisible();

    await userEvent.clear(screen.getByLabelText('Mã xác thực'));
    await userEvent.type(screen.getByLabelText('Mã xác thực'), CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await waitFor(() => expect(nav.push).toHaveBeenCalledWith('/set-password'));
    expect(calls.verify.at(-1)).toEqual({ username: EMAIL, code: CODE, purpose: 'FORGOT_PASSWORD' });
    // The token is handed over in this tab's storage, not in the URL.
    expect(window.sessionStorage.getItem('forgot_password_verified')).toContain('recovery-token');
    forgot.unmount();

    nav = routerAt('/set-password');
    router.current = nav;
    await renderWithProviders(<SetPasswordScreen />);
    expect(await screen.findByText(`Tạo mật khẩu mới cho tài khoản ${EMAIL}.`)).toBeVisible();
    await userEvent.type(screen.getByLabelText(/^Mật khẩu mới/), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));

    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/login'));
    expect(calls.reset).toEqual([{ verificationToken: 'recovery-token', newPassword: NEW_PASSWORD }]);
    expect(notify.success).toHaveBeenCalledWith('Đã đặt lại mật khẩu. Hãy đăng nhập bằng mật khẩu mới.');
    expect(window.sessionStorage.getItem('forgot_password_verified')).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.loginPhone)).toBe(EMAIL);
    expect(getAccessToken()).toBeUndefined();
  });

  it('answers an unregistered phone or e-mail on the field', async () => {
    mockRecovery();
    await renderWithProviders(<ForgotPasswordScreen />);
    const field = screen.getByLabelText(/^Số điện thoại hoặc email/);
    await userEvent.type(field, '0999999999');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi mã xác thực' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Số điện thoại hoặc email chưa được đăng ký.'));
    expect(field).toHaveValue('0999999999');
    expect(screen.queryByLabelText('Mã xác thực')).not.toBeInTheDocument();
  });

  it('comes back to the code step after a reload, and back to the filled field from it', async () => {
    mockRecovery();
    const first = await renderWithProviders(<ForgotPasswordScreen />);
    await userEvent.type(screen.getByLabelText(/^Số điện thoại hoặc email/), EMAIL);
    await userEvent.click(screen.getByRole('button', { name: 'Gửi mã xác thực' }));
    await screen.findByLabelText('Mã xác thực');
    first.unmount();

    await renderWithProviders(<ForgotPasswordScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Nhập mã xác thực' })).toBeVisible();
    expect(screen.getByRole('button', { name: /Gửi lại mã sau 01:00|Gửi lại mã sau 00:59/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Dùng số điện thoại hoặc email khác' }));
    expect(screen.getByLabelText(/^Số điện thoại hoặc email/)).toHaveValue(EMAIL);
    // Same account again within the code's life: no second code is requested.
    await userEvent.click(screen.getByRole('button', { name: 'Gửi mã xác thực' }));
    expect(await screen.findByLabelText('Mã xác thực')).toBeVisible();
    expect(calls.send).toHaveLength(1);
  });

  it('without a verification token, /set-password explains and links back', async () => {
    nav = routerAt('/set-password');
    router.current = nav;
    await renderWithProviders(<SetPasswordScreen />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Chưa xác thực tài khoản' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lấy mã xác thực' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^Mật khẩu mới/)).not.toBeInTheDocument();
  });

  it('an expired verification token is explained, with a way back', async () => {
    mockRecovery({ resetCode: 'INVALID_VERIFICATION_TOKEN' });
    const forgot = await renderWithProviders(<ForgotPasswordScreen />);
    await verifyRecovery();
    forgot.unmount();

    nav = routerAt('/set-password');
    router.current = nav;
    await renderWithProviders(<SetPasswordScreen />);
    await userEvent.type(await screen.findByLabelText(/^Mật khẩu mới/), NEW_PASSWORD);
    await userEvent.type(screen.getByLabelText(/^Nhập lại mật khẩu mới/), NEW_PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu mới' }));

    expect(
      await screen.findByText(
        'Phiên xác thực đã hết hạn hoặc đã được sử dụng. Hãy lấy mã xác thực mới để đặt lại mật khẩu.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Lấy mã mới' })).toHaveAttribute('href', '/forgot-password');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Đặt mật khẩu mới' })).toHaveFocus());
    expect(window.sessionStorage.getItem('forgot_password_verified')).toBeNull();
    expect(nav.replace).not.toHaveBeenCalled();
  });
});
