import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from '@/features/auth/components/login-screen';
import { resetAuthRefreshState } from '@/lib/api-client';
import { getAccessToken, getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { routerAt, student, tokens, type RouterDouble } from './fixtures';
import { handle } from '../../msw/handlers';
import { accountEndpoints } from '@contract/account';
import { authEndpoints } from '@contract/auth';
import { scriptReadableRefreshToken } from '../../session';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

// Whole flows with several requests each: generous waits, so a busy machine does not fail them.
configure({ asyncUtilTimeout: 4000 });

const TEMP = 'Welcome@123';
const nam = { ...student, id: 3, fullName: 'Lê Hoàng Nam', phone: '0900000003' };

let nav: RouterDouble;
let firstLoginBodies: unknown[];

function mockLogin(answer: 'firstLogin' | 'tokens' | { status: number; code: string }) {
  server.use(
    handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: nam, totalRecords: 1 })),
    handle(authEndpoints.login, () => {
      if (answer === 'firstLogin') {
        return HttpResponse.json({
          result: true,
          data: { firstLogin: true, firstLoginToken: 'fl-token', fullName: 'Lê Hoàng Nam' },
        });
      }
      if (answer === 'tokens') return HttpResponse.json({ result: true, data: tokens(nam, 2) });
      return HttpResponse.json(
        { result: false, code: answer.code, message: 'server words' },
        { status: answer.status },
      );
    }),
    handle(authEndpoints.firstLogin, async ({ request }) => {
      const body = (await request.json()) as { newPassword: string };
      firstLoginBodies.push(body);
      if (body.newPassword === 'Matkhau999') {
        return HttpResponse.json({ result: false, code: 'SAME_OLD_PASSWORD', message: 'same' }, { status: 400 });
      }
      return HttpResponse.json({ result: true, data: tokens(nam, 3) });
    }),
  );
}

async function logIn(username: string, password: string) {
  await userEvent.type(screen.getByLabelText('Số điện thoại hoặc email'), username);
  await userEvent.type(screen.getByLabelText('Mật khẩu'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
}

beforeEach(() => {
  notify.success.mockClear();
  nav = routerAt('/login');
  router.current = nav;
  firstLoginBodies = [];
});

afterEach(() => resetAuthRefreshState());

describe('LoginScreen', { timeout: 20_000 }, () => {
  it('says why when the session on this device ended on its own, and not otherwise', async () => {
    router.current = routerAt('/login', { redirect: '/account', session: 'ended' });
    const { unmount } = await renderWithProviders(<LoginScreen />);
    expect(screen.getByText(/Phiên đăng nhập trên thiết bị này đã kết thúc/)).toBeVisible();
    unmount();

    router.current = routerAt('/login', { redirect: '/account' });
    await renderWithProviders(<LoginScreen />);
    expect(screen.queryByText(/Phiên đăng nhập trên thiết bị này đã kết thúc/)).toBeNull();
  });

  it('links to password recovery and to registration, keeping the redirect', async () => {
    nav = routerAt('/login', { redirect: '/account' });
    router.current = nav;
    await renderWithProviders(<LoginScreen />);
    expect(screen.getByRole('link', { name: 'Quên mật khẩu?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByText('Chưa có tài khoản?')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Đăng ký ngay' })).toHaveAttribute('href', '/register?redirect=%2Faccount');
  });

  it('signs in and goes to the safe redirect', async () => {
    nav = routerAt('/login', { redirect: '/classes/mine' });
    router.current = nav;
    mockLogin('tokens');
    await renderWithProviders(<LoginScreen />);
    await logIn('0900000003', 'Matkhau123');
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/classes/mine'));
    expect(nav.replace).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('access-2');
    expect(notify.success).toHaveBeenCalledWith('Đăng nhập thành công. Chào Nam!');
  });

  it('answers INCORRECT_PASSWORD on the password field and TEACHER_NOT_ALLOWED above the form', async () => {
    mockLogin({ status: 400, code: 'INCORRECT_PASSWORD' });
    await renderWithProviders(<LoginScreen />);
    await logIn('0900000001', 'Sai@12345');
    await waitFor(() =>
      expect(screen.getByLabelText('Mật khẩu')).toHaveAccessibleDescription(
        'Số điện thoại, email hoặc mật khẩu không đúng.',
      ),
    );
    expect(screen.getByLabelText('Số điện thoại hoặc email')).toHaveValue('0900000001');

    mockLogin({ status: 403, code: 'TEACHER_NOT_ALLOWED' });
    await userEvent.click(screen.getByRole('button', { name: 'Đăng nhập' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Số điện thoại này đã được đăng ký cho tài khoản giáo viên. Vui lòng đăng nhập bằng tài khoản học sinh.',
    );
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('asks a first-login account for a new password, then signs it in', async () => {
    mockLogin('firstLogin');
    await renderWithProviders(<LoginScreen />);
    await logIn('0900000003', TEMP);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Đặt mật khẩu mới' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/Chào Nam, đây là lần đầu bạn đăng nhập/)).toBeVisible();
    // Nothing is signed in yet; the pending step and the username are remembered.
    expect(getAccessToken()).toBeUndefined();
    expect(getStoredItem(STORAGE_KEYS.loginPhone)).toBe('0900000003');
    expect(JSON.parse(getStoredItem(STORAGE_KEYS.firstLogin) ?? 'null')).toEqual({ fullName: 'Lê Hoàng Nam' });
    expect(getStoredItem(STORAGE_KEYS.firstLogin)).not.toContain('fl-token');

    const password = screen.getByLabelText(/^Mật khẩu mới/);
    const confirm = screen.getByLabelText(/^Nhập lại mật khẩu mới/);
    // The temporary password cannot be kept.
    await userEvent.type(password, TEMP);
    await userEvent.type(confirm, TEMP);
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu và đăng nhập' }));
    expect(await screen.findByText('Mật khẩu mới phải khác mật khẩu hiện tại.')).toBeVisible();
    expect(firstLoginBodies).toHaveLength(0);

    // The server's refusal lands on the field too.
    await userEvent.clear(password);
    await userEvent.clear(confirm);
    await userEvent.type(password, 'Matkhau999');
    await userEvent.type(confirm, 'Matkhau999');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu và đăng nhập' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Mật khẩu mới không được trùng với mật khẩu cũ\./),
    );

    await userEvent.clear(password);
    await userEvent.clear(confirm);
    await userEvent.type(password, 'MatkhauMoi2026');
    await userEvent.type(confirm, 'MatkhauMoi2026');
    await userEvent.click(screen.getByRole('button', { name: 'Lưu mật khẩu và đăng nhập' }));

    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/'));
    expect(firstLoginBodies.at(-1)).toEqual({
      firstLoginToken: 'fl-token',
      newPassword: 'MatkhauMoi2026',
      deviceKind: 'Desktop',
    });
    expect(getAccessToken()).toBe('access-3');
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(notify.success).toHaveBeenCalledWith('Đã đặt mật khẩu mới. Chào Nam!');
    expect(getStoredItem(STORAGE_KEYS.firstLogin)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.loginPhone)).toBeNull();
  });

  it('goes back from the first-login step to the form with the username kept', async () => {
    mockLogin('firstLogin');
    await renderWithProviders(<LoginScreen />);
    await logIn('0900000003', TEMP);
    await userEvent.click(await screen.findByRole('button', { name: 'Quay lại đăng nhập' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Chào mừng bạn trở lại' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText('Số điện thoại hoặc email')).toHaveValue('0900000003');
    expect(getStoredItem(STORAGE_KEYS.firstLogin)).toBeNull();
  });

  it('after a reload during first login, shows the form with the username and a note', async () => {
    setStoredItem(STORAGE_KEYS.loginPhone, '0900000003');
    setStoredItem(STORAGE_KEYS.firstLogin, JSON.stringify({ fullName: 'Lê Hoàng Nam' }));
    await renderWithProviders(<LoginScreen />);
    await waitFor(() => expect(screen.getByLabelText('Số điện thoại hoặc email')).toHaveValue('0900000003'));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Bạn chưa hoàn tất việc đặt mật khẩu mới. Hãy đăng nhập lại bằng mật khẩu tạm thời để tiếp tục.',
    );
    expect(screen.getByLabelText('Mật khẩu')).toHaveValue('');
  });
});

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('LoginScreen at the device limit', { timeout: 20_000 }, () => {
  let replaceBodies: unknown[];

  function mockDeviceLimit(replaceAnswer: 'tokens' | { status: number; code: string }) {
    replaceBodies = [];
    server.use(
      handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: nam, totalRecords: 1 })),
      handle(authEndpoints.login, () =>
        HttpResponse.json(
          {
            result: false,
            code: 'DEVICE_LIMIT_REACHED',
            message: 'limit',
            deviceLimit: {
              ticket: 'ticket-1',
              expiresIn: 300,
              sessions: [
                {
                  id: 11,
                  deviceKind: 'Desktop',
                  userAgent: WINDOWS_CHROME,
                  createdAt: '2026-11-20T08:00:00.000Z',
                  lastSeenAt: '2026-11-25T09:30:00.000Z',
                },
                {
                  id: 12,
                  deviceKind: 'Phone',
                  userAgent: IPHONE_SAFARI,
                  createdAt: '2026-11-01T08:00:00.000Z',
                  lastSeenAt: '2026-11-02T10:00:00.000Z',
                },
              ],
            },
          },
          { status: 403 },
        ),
      ),
      handle(authEndpoints.replaceSession, async ({ request }) => {
        replaceBodies.push(await request.json());
        if (replaceAnswer === 'tokens') {
          return HttpResponse.json({ result: true, data: { ...tokens(nam, 7), refreshExpiresIn: 14 * 86_400 } });
        }
        return HttpResponse.json(
          { result: false, code: replaceAnswer.code, message: 'server words' },
          { status: replaceAnswer.status },
        );
      }),
    );
  }

  it('lists the signed-in devices and signs the chosen one out and this one in, in one step', async () => {
    mockDeviceLimit('tokens');
    await renderWithProviders(<LoginScreen />);
    await logIn('0900000003', 'Matkhau123');

    const heading = await screen.findByRole('heading', { level: 1, name: 'Đang đăng nhập trên quá nhiều thiết bị' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(getAccessToken()).toBeUndefined();
    const list = screen.getByRole('list', { name: 'Các thiết bị đang đăng nhập tài khoản này' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Chrome trên Windows',
      'Safari trên iOS',
    ]);
    expect(items[1]).toHaveTextContent(/Hoạt động gần nhất .*02\/11\/2026/);

    const phone = within(items[1]!).getByRole('button', { name: 'Đăng xuất và đăng nhập ở đây' });
    expect(phone).toHaveAccessibleDescription('Safari trên iOS');
    await userEvent.click(phone);

    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/'));
    expect(replaceBodies).toEqual([{ ticket: 'ticket-1', sessionId: 12, deviceKind: 'Desktop' }]);
    expect(getAccessToken()).toBe('access-7');
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(notify.success).toHaveBeenCalledWith('Đã đăng xuất thiết bị kia và đăng nhập thành công. Xin chào, Nam!');
  });

  it('goes back to the password when the ticket has expired', async () => {
    mockDeviceLimit({ status: 400, code: 'INVALID_VERIFICATION_TOKEN' });
    await renderWithProviders(<LoginScreen />);
    await logIn('0900000003', 'Matkhau123');
    const list = await screen.findByRole('list', { name: 'Các thiết bị đang đăng nhập tài khoản này' });
    await userEvent.click(within(list).getAllByRole('button', { name: 'Đăng xuất và đăng nhập ở đây' })[0]!);

    expect(await screen.findByRole('heading', { level: 1, name: 'Chào mừng bạn trở lại' })).toBeVisible();
    expect(screen.getByText('Đã quá thời gian chờ. Hãy nhập lại mật khẩu để xem các thiết bị.')).toBeVisible();
    expect(getAccessToken()).toBeUndefined();
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('offers a way back to the form', async () => {
    mockDeviceLimit('tokens');
    await renderWithProviders(<LoginScreen />);
    await logIn('0900000003', 'Matkhau123');
    await userEvent.click(await screen.findByRole('button', { name: 'Quay lại đăng nhập' }));
    expect(await screen.findByLabelText('Mật khẩu')).toBeVisible();
    expect(replaceBodies).toEqual([]);
  });
});
