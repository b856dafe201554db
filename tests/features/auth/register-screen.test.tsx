import type { RegisterRequest } from '@contract/api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RegisterScreen } from '@/features/auth/components/register-screen';
import { resetAuthRefreshState } from '@/lib/api-client';
import { getAccessToken, getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { grades, routerAt, student, tokens, type RouterDouble } from './fixtures';
import { handle } from '../../msw/handlers';
import { accountEndpoints } from '@contract/account';
import { authEndpoints } from '@contract/auth';
import { gradesEndpoints } from '@contract/grades';
import { otpEndpoints } from '@contract/otp';
import { scriptReadableRefreshToken } from '../../session';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));

// Whole flows with several requests each: generous waits, so a busy machine does not fail them.
configure({ asyncUtilTimeout: 4000 });

const PHONE = '0911222333';
const CODE = '246810';

let nav: RouterDouble;
let calls: {
  sms: unknown[];
  verify: unknown[];
  register: RegisterRequest[];
  logout: unknown[];
  userExist: string[];
};

function mockApi({
  smsStatus = 200,
  registerStatus = 200,
  exists = false,
}: { smsStatus?: number; registerStatus?: number; exists?: boolean } = {}) {
  server.use(
    handle(gradesEndpoints.list, () => HttpResponse.json({ result: true, data: grades })),
    handle(accountEndpoints.profile, () => HttpResponse.json({ result: true, data: student, totalRecords: 1 })),
    handle(authEndpoints.userExist, ({ request }) => {
      calls.userExist.push(new URL(request.url).searchParams.get('username') ?? '');
      return HttpResponse.json({ result: true, data: { exists } });
    }),
    handle(otpEndpoints.sendSmsOtp, async ({ request }) => {
      calls.sms.push(await request.json());
      return smsStatus === 200
        ? HttpResponse.json({
            result: true,
            data: { destination: '091****333', expiresIn: 300, resendAfter: 60 },
          })
        : HttpResponse.json(
            { result: false, code: 'ALREADY_REGISTERED', message: 'Phone already registered' },
            { status: smsStatus },
          );
    }),
    handle(otpEndpoints.verifySmsOtp, async ({ request }) => {
      const body = (await request.json()) as { code: string };
      calls.verify.push(body);
      return body.code === CODE
        ? HttpResponse.json({ result: true, data: { verificationToken: 'vt-1' } })
        : HttpResponse.json({ result: false, code: 'INVALID_OTP', message: 'Wrong code' }, { status: 400 });
    }),
    handle(authEndpoints.register, async ({ request }) => {
      const body = (await request.json()) as RegisterRequest;
      calls.register.push(body);
      if (registerStatus !== 200) {
        return HttpResponse.json(
          { result: false, code: 'ALREADY_REGISTERED', message: 'taken' },
          { status: registerStatus },
        );
      }
      const user = { ...student, roleCode: body.roleCode, fullName: body.fullName };
      return HttpResponse.json({ result: true, data: tokens(user, 7) });
    }),
    handle(
      accountEndpoints.logout,
      async ({ request }) => {
        calls.logout.push(await request.json());
        return HttpResponse.json({ result: true, data: null });
      },
      { on: 'sign-in' },
    ),
  );
}

async function fillDetails(role: 'Học sinh' | 'Giáo viên' = 'Học sinh') {
  await userEvent.type(screen.getByLabelText(/^Họ và tên đệm/), 'Phạm Thu');
  await userEvent.type(screen.getByLabelText(/^Tên/), 'Hà');
  await userEvent.type(screen.getByLabelText(/^Số điện thoại/), PHONE);
  await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Matkhau123');
  await userEvent.type(screen.getByLabelText(/^Nhập lại mật khẩu/), 'Matkhau123');
  await userEvent.click(screen.getByRole('radio', { name: new RegExp(`^${role}`) }));
  if (role === 'Học sinh') {
    const grade = await screen.findByRole('combobox', { name: /^Khối lớp/ });
    await userEvent.type(grade, 'Lớp 6');
    await userEvent.keyboard('{Enter}');
  }
  await userEvent.click(screen.getByRole('checkbox', { name: /chính sách bảo mật/ }));
}

const submitDetails = () => userEvent.click(screen.getByRole('button', { name: 'Tiếp tục' }));

async function enterCode(code: string) {
  const input = screen.getByLabelText('Mã xác thực');
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Xác nhận và tạo tài khoản' }));
}

beforeEach(() => {
  notify.success.mockClear();
  nav = routerAt('/register');
  router.current = nav;
  calls = { sms: [], verify: [], register: [], logout: [], userExist: [] };
});

afterEach(() => resetAuthRefreshState());

describe('RegisterScreen', { timeout: 20_000 }, () => {
  it('registers a student through the code step and signs them in', async () => {
    mockApi();
    await renderWithProviders(<RegisterScreen />);
    expect(screen.getByRole('heading', { level: 1, name: 'Tạo tài khoản mới' })).toBeVisible();
    expect(screen.getByRole('group', { name: /Bạn là/ })).toBeVisible();
    expect(screen.getByRole('link', { name: 'chính sách bảo mật' })).toHaveAttribute('href', '/page/security-policy');

    await fillDetails();
    await submitDetails();

    const otpHeading = await screen.findByRole('heading', { level: 1, name: 'Xác thực số điện thoại' });
    await waitFor(() => expect(otpHeading).toHaveFocus());
    expect(calls.sms).toEqual([{ phone: PHONE, purpose: 'REGISTER' }]);
    expect(screen.getByText('091****333')).toBeVisible();
    // The phone number and the other details survive a reload; the password never is stored.
    expect(getStoredItem(STORAGE_KEYS.registerPhone)).toBe(PHONE);
    const stored = getStoredItem(STORAGE_KEYS.registerData) ?? '';
    expect(JSON.parse(stored)).toMatchObject({ surname: 'Phạm Thu', givenName: 'Hà', role: 'STUDENT', gradeId: 6 });
    expect(stored).not.toContain('Matkhau123');
    expect(screen.getByRole('button', { name: /Gửi lại mã sau 01:00/ })).toBeDisabled();

    // A wrong code is answered on the field and the flow carries on.
    await enterCode('111111');
    expect(await screen.findByText('Mã xác thực không đúng.')).toBeVisible();
    expect(calls.register).toHaveLength(0);

    await enterCode(CODE);
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/'));
    expect(nav.replace).toHaveBeenCalledTimes(1);
    expect(calls.register).toEqual([
      {
        verificationToken: 'vt-1',
        fullName: 'Phạm Thu Hà',
        password: 'Matkhau123',
        roleCode: 'STUDENT',
        gradeId: 6,
        deviceKind: 'Desktop',
      },
    ]);
    expect(getAccessToken()).toBe('access-7');
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(notify.success).toHaveBeenCalledWith('Tạo tài khoản thành công. Chào mừng Hà!');
    expect(getStoredItem(STORAGE_KEYS.registerPhone)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.registerData)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.otpTime)).toBeNull();
  });

  it('goes back where the user was headed when a safe redirect is given', async () => {
    nav = routerAt('/register', { redirect: '/classes/mine' });
    router.current = nav;
    mockApi();
    await renderWithProviders(<RegisterScreen />);
    await fillDetails();
    await submitDetails();
    await screen.findByLabelText('Mã xác thực');
    await enterCode(CODE);
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/classes/mine'));
  });

  it('answers ALREADY_REGISTERED on the phone field, with a login link, keeping everything typed', async () => {
    mockApi({ smsStatus: 409 });
    await renderWithProviders(<RegisterScreen />);
    await fillDetails();
    await submitDetails();

    const phone = screen.getByLabelText(/^Số điện thoại/);
    await waitFor(() => expect(phone).toHaveAccessibleDescription(/Số điện thoại hoặc email này đã được đăng ký\./));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: 'Đăng nhập bằng số này' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Mã xác thực')).not.toBeInTheDocument();

    expect(screen.getByLabelText(/^Họ và tên đệm/)).toHaveValue('Phạm Thu');
    expect(screen.getByLabelText(/^Tên/)).toHaveValue('Hà');
    expect(phone).toHaveValue(PHONE);
    expect(screen.getByLabelText(/^Mật khẩu/)).toHaveValue('Matkhau123');
    expect(screen.getByLabelText(/^Nhập lại mật khẩu/)).toHaveValue('Matkhau123');
    expect(screen.getByRole('radio', { name: /^Học sinh/ })).toBeChecked();
    expect(screen.getByText('Lớp 6')).toBeVisible();
    expect(screen.getByRole('checkbox', { name: /chính sách bảo mật/ })).toBeChecked();

    // The login link hands the number over to the login form.
    await userEvent.click(screen.getByRole('link', { name: 'Đăng nhập bằng số này' }));
    expect(getStoredItem(STORAGE_KEYS.loginPhone)).toBe(PHONE);
  });

  it('warns early, on leaving the phone field, that the number is taken', async () => {
    mockApi({ exists: true });
    await renderWithProviders(<RegisterScreen />);
    await userEvent.type(screen.getByLabelText(/^Số điện thoại/), PHONE);
    await userEvent.tab();
    expect(await screen.findByText('Số điện thoại hoặc email này đã được đăng ký.')).toBeVisible();
    expect(calls.userExist).toEqual([PHONE]);
  });

  it('returns to the details with the phone error when the number was taken meanwhile', async () => {
    mockApi({ registerStatus: 409 });
    await renderWithProviders(<RegisterScreen />);
    await fillDetails();
    await submitDetails();
    await screen.findByLabelText('Mã xác thực');
    await enterCode(CODE);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Tạo tài khoản mới' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText(/^Số điện thoại/)).toHaveAccessibleDescription(
      /Số điện thoại hoặc email này đã được đăng ký\./,
    );
    expect(screen.getByLabelText(/^Mật khẩu/)).toHaveValue('Matkhau123');
    expect(getAccessToken()).toBeUndefined();
  });

  it('creates a teacher account without signing in and explains where teachers sign in', async () => {
    mockApi();
    await renderWithProviders(<RegisterScreen />);
    await fillDetails('Giáo viên');
    expect(screen.queryByRole('combobox', { name: /^Khối lớp/ })).not.toBeInTheDocument();
    await submitDetails();
    await screen.findByLabelText('Mã xác thực');
    await enterCode(CODE);

    const heading = await screen.findByRole('heading', { level: 1, name: 'Tài khoản giáo viên đã được tạo' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/tài khoản giáo viên không đăng nhập tại đây/)).toBeVisible();
    expect(calls.register[0]).toMatchObject({ roleCode: 'TEACHER', gradeId: null });
    // The session the server opened is handed back at once and never stored here.
    expect(calls.logout).toEqual([{ refreshToken: 'refresh-7' }]);
    expect(getAccessToken()).toBeUndefined();
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(nav.replace).not.toHaveBeenCalled();
    expect(notify.success).not.toHaveBeenCalled();
    expect(getStoredItem(STORAGE_KEYS.registerPhone)).toBeNull();
  });

  it('after a reload restores the details, asks for the password again and reuses the code sent', async () => {
    mockApi();
    const sentAt = Date.now() - 20_000;
    setStoredItem(STORAGE_KEYS.registerPhone, PHONE);
    setStoredItem(
      STORAGE_KEYS.registerData,
      JSON.stringify({
        surname: 'Phạm Thu',
        givenName: 'Hà',
        role: 'STUDENT',
        gradeId: 6,
        acceptTerms: true,
        destination: '091****333',
        sentAt,
        expiresIn: 300,
      }),
    );
    setStoredItem(STORAGE_KEYS.otpTime, String(sentAt));
    setStoredItem(STORAGE_KEYS.resendOtpSeconds, '60');

    await renderWithProviders(<RegisterScreen />);
    expect(screen.getByRole('status')).toHaveTextContent(/vui lòng nhập lại mật khẩu để tiếp tục/);
    expect(screen.getByLabelText(/^Họ và tên đệm/)).toHaveValue('Phạm Thu');
    expect(screen.getByLabelText(/^Số điện thoại/)).toHaveValue(PHONE);
    expect(screen.getByLabelText(/^Mật khẩu/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: /^Học sinh/ })).toBeChecked();
    expect(await screen.findByText('Lớp 6')).toBeVisible();

    await userEvent.type(screen.getByLabelText(/^Mật khẩu/), 'Matkhau123');
    await userEvent.type(screen.getByLabelText(/^Nhập lại mật khẩu/), 'Matkhau123');
    await submitDetails();

    const step = await screen.findByRole('heading', { level: 1, name: 'Xác thực số điện thoại' });
    expect(step).toBeVisible();
    expect(calls.sms).toHaveLength(0);
    expect(screen.getByRole('button', { name: /Gửi lại mã sau 00:(39|40)/ })).toBeDisabled();
    await enterCode(CODE);
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith('/'));
    expect(calls.register[0]).toMatchObject({ fullName: 'Phạm Thu Hà', gradeId: 6 });
  });

  it('checks every field before sending anything', async () => {
    mockApi();
    await renderWithProviders(<RegisterScreen />);
    await submitDetails();
    expect(await screen.findByText('Vui lòng nhập họ và tên đệm.')).toBeVisible();
    // The first field in reading order takes focus.
    expect(screen.getByLabelText(/^Họ và tên đệm/)).toHaveFocus();
    expect(screen.getByText('Vui lòng chọn vai trò.')).toBeVisible();
    expect(screen.getByText('Bạn cần đồng ý với chính sách bảo mật.')).toBeVisible();
    expect(screen.getByRole('radio', { name: /^Học sinh/ })).toHaveAccessibleDescription('Vui lòng chọn vai trò.');
    expect(calls.sms).toHaveLength(0);
    const hint = within(screen.getByLabelText(/^Mật khẩu/).closest('div')?.parentElement as HTMLElement);
    expect(hint.getByText('Ít nhất 8 ký tự')).toBeInTheDocument();
  });
});
