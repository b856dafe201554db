import type { LoginSessionDto, RevokeSessionRequest } from '@contract/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginSessionsScreen } from '@/features/account/components/login-sessions-screen';
import { resetAuthRefreshState } from '@/lib/api-client';
import { getAccessToken, getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';
import { server } from '../../msw/server';
import { createRouterMock } from '../../layout/router-mock';
import { failure, mockProfile, renderSignedIn } from './fixtures';
import { accountEndpoints } from '@contract/account';
import { handle } from '../../msw/handlers';
import { scriptReadableRefreshToken } from '../../session';

const router = vi.hoisted(() => ({ current: null as unknown as ReturnType<typeof createRouterMock> }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

const UA = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
  firefoxMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:121.0) Gecko/20100101 Firefox/121.0',
};

// Local times without a zone, so the formatted text does not depend on the machine's time zone.
const phone: LoginSessionDto = {
  id: 2,
  deviceKind: 'Phone',
  userAgent: UA.safariIphone,
  ip: '203.0.113.7',
  createdAt: '2024-05-02T07:05:00',
  lastSeenAt: '2024-05-03T21:40:00',
  current: false,
};
const thisDevice: LoginSessionDto = {
  id: 1,
  deviceKind: 'Desktop',
  userAgent: UA.chromeWindows,
  ip: '198.51.100.4',
  createdAt: '2024-05-01T08:30:00',
  lastSeenAt: '2024-05-01T09:15:00',
  current: true,
};
const tablet: LoginSessionDto = {
  id: 3,
  deviceKind: 'Tablet',
  userAgent: null,
  ip: null,
  createdAt: '2024-04-20T10:00:00',
  lastSeenAt: '2024-04-21T10:00:00',
  current: false,
};

let sessions: LoginSessionDto[];
let listCalls: { auth: string | null }[];
let revokes: RevokeSessionRequest[];
let revokeAnswer: (body: RevokeSessionRequest) => Response;

beforeEach(() => {
  router.current = createRouterMock({ pathname: '/account/sessions', asPath: '/account/sessions' });
  // The server answers other sessions first: the page still lists this device first.
  sessions = [phone, thisDevice, tablet];
  listCalls = [];
  revokes = [];
  revokeAnswer = (body) => {
    if ('allOthers' in body) sessions = sessions.filter((s) => s.current);
    else sessions = sessions.filter((s) => s.id !== body.sessionId);
    return HttpResponse.json({ result: true, data: null });
  };
  server.use(
    handle(
      accountEndpoints.loginSessions,
      ({ params, request }) => {
        listCalls.push({ auth: request.headers.get('authorization') });
        if (params.userId !== '1') return failure('FORBIDDEN', 403);
        return HttpResponse.json({ result: true, data: sessions });
      },
      { on: 'sign-in' },
    ),
    handle(
      accountEndpoints.revokeToken,
      async ({ request }) => {
        const body = (await request.json()) as RevokeSessionRequest;
        revokes.push(body);
        return revokeAnswer(body);
      },
      { on: 'sign-in' },
    ),
  );
});

afterEach(() => {
  resetAuthRefreshState();
});

async function renderSessions() {
  mockProfile();
  const user = userEvent.setup();
  await renderSignedIn(<LoginSessionsScreen />);
  const list = await screen.findByRole('list', { name: 'Các phiên đang hoạt động' });
  return { user, list };
}

function items(list: HTMLElement) {
  return within(list).getAllByRole('listitem');
}

describe('/account/sessions', () => {
  it("lists the account's sessions, this device first, with browser, system, IP and dates", async () => {
    const { list } = await renderSessions();
    expect(listCalls).toEqual([{ auth: 'Bearer access-1' }]);
    expect(screen.getByRole('heading', { name: '3 phiên đang hoạt động' })).toBeInTheDocument();

    const [first, second, third] = items(list) as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveAccessibleName('Chrome trên Windows');
    expect(within(first).getByText('Thiết bị này')).toBeInTheDocument();
    expect(within(first).getByText('Máy tính')).toBeInTheDocument();
    expect(within(first).getByText('198.51.100.4')).toBeInTheDocument();
    expect(within(first).getByText('01/05/2024 08:30')).toBeInTheDocument();
    expect(within(first).getByText('01/05/2024 09:15')).toBeInTheDocument();

    expect(second).toHaveAccessibleName('Safari trên iOS');
    expect(within(second).queryByText('Thiết bị này')).not.toBeInTheDocument();
    expect(within(second).getByText('Điện thoại')).toBeInTheDocument();
    expect(within(second).getByText('02/05/2024 07:05')).toBeInTheDocument();
    expect(within(second).getByText('03/05/2024 21:40')).toBeInTheDocument();

    expect(third).toHaveAccessibleName('Trình duyệt không xác định');
    expect(within(third).getByText('Máy tính bảng')).toBeInTheDocument();
    expect(within(third).getByText('Không rõ')).toBeInTheDocument();
  });

  it('signs out another session after confirming, then reloads the list', async () => {
    const { user, list } = await renderSessions();
    const safari = items(list)[1] as HTMLElement;
    await user.click(within(safari).getByRole('button', { name: 'Đăng xuất' }));

    const dialog = screen.getByRole('dialog', { name: 'Đăng xuất phiên này?' });
    expect(dialog).toHaveAccessibleDescription('Safari trên iOS sẽ bị đăng xuất khỏi tài khoản của bạn.');
    expect(revokes).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));

    expect(await screen.findByText('Đã đăng xuất phiên đăng nhập.')).toBeInTheDocument();
    expect(revokes).toEqual([{ sessionId: 2 }]);
    expect(listCalls).toHaveLength(2);
    await waitFor(() => expect(items(list)).toHaveLength(2));
    expect(within(list).queryByText('Safari trên iOS')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getAccessToken()).toBe('access-1');
    expect(router.current.push).not.toHaveBeenCalled();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const { user, list } = await renderSessions();
    await user.click(within(items(list)[1] as HTMLElement).getByRole('button', { name: 'Đăng xuất' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Hủy' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revokes).toHaveLength(0);
    expect(items(list)).toHaveLength(3);
  });

  it('signs out every other device with { allOthers: true }', async () => {
    const { user, list } = await renderSessions();
    await user.click(screen.getByRole('button', { name: 'Đăng xuất khỏi tất cả thiết bị khác' }));
    const dialog = screen.getByRole('dialog', { name: 'Đăng xuất khỏi tất cả thiết bị khác?' });
    await user.click(within(dialog).getByRole('button', { name: 'Đăng xuất tất cả' }));

    expect(await screen.findByText('Đã đăng xuất khỏi tất cả thiết bị khác.')).toBeInTheDocument();
    expect(revokes).toEqual([{ allOthers: true }]);
    await waitFor(() => expect(items(list)).toHaveLength(1));
    expect(items(list)[0]).toHaveAccessibleName('Chrome trên Windows');
    expect(screen.getByRole('button', { name: 'Đăng xuất khỏi tất cả thiết bị khác' })).toBeDisabled();
  });

  it('signing out this device ends the session here and goes to login', async () => {
    setStoredItem(STORAGE_KEYS.cartData, '[{"id":1,"unitTestId":7}]');
    const { user, list } = await renderSessions();
    await user.click(within(items(list)[0] as HTMLElement).getByRole('button', { name: 'Đăng xuất' }));
    const dialog = screen.getByRole('dialog', { name: 'Đăng xuất khỏi thiết bị này?' });
    await user.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));

    await waitFor(() => expect(router.current.push).toHaveBeenCalledWith('/login'));
    expect(revokes).toEqual([{ sessionId: 1 }]);
    expect(getAccessToken()).toBeUndefined();
    expect(scriptReadableRefreshToken()).toBeUndefined();
    expect(getStoredItem(STORAGE_KEYS.cartData)).toBeNull();
    expect(screen.getByTestId('cached-profile')).toHaveTextContent('');
    expect(screen.getByText('Bạn đã đăng xuất khỏi thiết bị này.')).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when signing out fails', async () => {
    revokeAnswer = () => failure('FORBIDDEN', 403);
    const { user, list } = await renderSessions();
    await user.click(within(items(list)[1] as HTMLElement).getByRole('button', { name: 'Đăng xuất' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Đăng xuất' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bạn không có quyền thực hiện thao tác này.');
    expect(items(list)).toHaveLength(3);
  });

  it('shows a loading state, then an error with a retry', async () => {
    let fail = true;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      handle(
        accountEndpoints.loginSessions,
        async () => {
          await gate;
          return fail ? failure('INTERNAL_ERROR', 500) : HttpResponse.json({ result: true, data: [thisDevice] });
        },
        { on: 'sign-in' },
      ),
    );
    mockProfile();
    const user = userEvent.setup();
    await renderSignedIn(<LoginSessionsScreen />);
    expect(await screen.findByText('Đang tải danh sách phiên đăng nhập…')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được danh sách phiên đăng nhập.');
    expect(screen.queryByText('Đang tải danh sách phiên đăng nhập…')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    const list = await screen.findByRole('list', { name: 'Các phiên đang hoạt động' });
    expect(items(list)).toHaveLength(1);
  });

  it('says so when there is no active session', async () => {
    sessions = [];
    mockProfile();
    await renderSignedIn(<LoginSessionsScreen />);
    expect(await screen.findByText('Không có phiên đăng nhập nào đang hoạt động.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đăng xuất khỏi tất cả thiết bị khác' })).toBeDisabled();
  });
});
