import type { NotificationDto } from '@contract/notifications';
import { notificationsEndpoints } from '@contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm } from '@/components/user-request/contact-form';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotificationsScreen } from '@/features/notifications/components/notifications-screen';
import { ReportQuestionDialog } from '@/features/player/components/report-question-dialog';
import { resetAuthRefreshState } from '@/lib/api-client';
import { clearSession } from '@/lib/session';
import { handle, ok } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createRouterMock } from '../../layout/router-mock';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { mockProfile, renderSignedIn, student } from '../account/fixtures';

const router = vi.hoisted(() => ({ current: { pathname: '/notification' } as { pathname: string } }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

beforeEach(() => {
  router.current = createRouterMock({ pathname: '/notification', asPath: '/notification' });
  mockProfile();
});

afterEach(() => {
  resetAuthRefreshState();
});

const paid: NotificationDto = {
  id: 7,
  kind: 'ORDER_PAID',
  category: 'USER',
  params: { transNo: 'EL2501010001', total: 99000 },
  link: null,
  seen: false,
  createdAt: '2025-01-01T03:00:00.000Z',
};
const announcement: NotificationDto = {
  id: 8,
  kind: 'ANNOUNCEMENT',
  category: 'SYSTEM',
  params: { titleVi: 'Bảo trì', titleEn: 'Maintenance', bodyVi: 'Tối nay bảo trì.', bodyEn: 'Down tonight.' },
  link: null,
  seen: true,
  createdAt: '2025-01-01T02:00:00.000Z',
};

/** A server holding the given notifications: lists, counts and marks them read. */
function mockNotifications(items: NotificationDto[]) {
  const state = { items: items.map((item) => ({ ...item })), queries: [] as string[] };
  const unseen = () => state.items.filter((item) => !item.seen).length;
  server.use(
    handle(notificationsEndpoints.list, ({ request }) => {
      const url = new URL(request.url);
      state.queries.push(url.search);
      const category = url.searchParams.get('category');
      const shown = state.items.filter((item) => !category || item.category === category);
      return HttpResponse.json({
        result: true,
        data: { items: shown, page: 1, pageSize: 10, total: shown.length, totalPages: 1, unseen: unseen() },
        totalRecords: shown.length,
      });
    }),
    handle(notificationsEndpoints.countUnseen, () => HttpResponse.json({ result: true, data: unseen() })),
    handle(notificationsEndpoints.seen, async ({ request }) => {
      const { id } = (await request.json()) as { id: number };
      state.items = state.items.map((item) => (item.id === id ? { ...item, seen: true } : item));
      return HttpResponse.json({ result: true, data: unseen() });
    }),
    handle(notificationsEndpoints.seenAll, () => {
      state.items = state.items.map((item) => ({ ...item, seen: true }));
      return HttpResponse.json({ result: true, data: 0 });
    }),
  );
  return state;
}

describe('the notification bell', () => {
  it('shows the unseen count and links to the notifications', async () => {
    mockNotifications([paid, { ...paid, id: 9 }, announcement]);
    await renderSignedIn(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Thông báo: 2 chưa đọc' });
    expect(bell).toHaveAttribute('href', '/notification');
    expect(within(bell).getByTestId('notification-count')).toHaveTextContent('2');
  });

  it('shows no number when everything is read', async () => {
    server.use(ok(notificationsEndpoints.countUnseen, 0));
    await renderSignedIn(<NotificationBell />);
    await waitFor(() => expect(screen.getByRole('link', { name: 'Thông báo' })).toBeInTheDocument());
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
  });
});

describe('/notification', () => {
  it('writes each notification in the reader’s language and marks one, then all, read', async () => {
    mockProfile();
    const state = mockNotifications([paid, { ...paid, id: 9, params: { transNo: 'EL2', total: 1000 } }, announcement]);
    await renderSignedIn(
      <>
        <NotificationsScreen />
        <NotificationBell />
      </>,
    );
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('heading', { name: /Thanh toán thành công/ })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent('Đơn hàng EL2501010001 (99.000 ₫) đã được thanh toán.');
    expect(within(items[0]!).getByRole('link', { name: 'Xem chi tiết' })).toHaveAttribute(
      'href',
      '/account/orders?transNo=EL2501010001',
    );
    expect(items[2]).toHaveTextContent('Tối nay bảo trì.');
    expect(screen.getByTestId('unseen-summary')).toHaveTextContent('2 thông báo chưa đọc');

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Đánh dấu đã đọc: Thanh toán thành công' }));
    await waitFor(() => expect(screen.getByTestId('unseen-summary')).toHaveTextContent('1 thông báo chưa đọc'));
    expect(await screen.findByRole('link', { name: 'Thông báo: 1 chưa đọc' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }));
    await waitFor(() => expect(screen.getByTestId('unseen-summary')).toHaveTextContent('Bạn đã đọc hết thông báo.'));
    expect(await screen.findByRole('link', { name: 'Thông báo' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-count')).not.toBeInTheDocument();
    expect(state.items.every((item) => item.seen)).toBe(true);
  });

  it('brings the bell up to date with the list it shows', async () => {
    mockProfile();
    mockNotifications([paid, { ...paid, id: 9 }]);
    // The bell's own count is older than the list: one notification arrived since.
    server.use(ok(notificationsEndpoints.countUnseen, 1));
    await renderSignedIn(
      <>
        <NotificationBell />
        <NotificationsScreen />
      </>,
    );
    await screen.findAllByTestId('notification-item');
    expect(await screen.findByRole('link', { name: 'Thông báo: 2 chưa đọc' })).toBeInTheDocument();
  });

  it('lists only system notifications on /notification/system, with its own empty state', async () => {
    router.current = createRouterMock({ pathname: '/notification/system', asPath: '/notification/system' });
    mockProfile();
    const state = mockNotifications([paid]);
    await renderSignedIn(<NotificationsScreen category="SYSTEM" />);
    expect(await screen.findByRole('heading', { name: 'Chưa có thông báo' })).toBeInTheDocument();
    expect(screen.getByText(/Thông báo chung từ EngLab/)).toBeInTheDocument();
    expect(state.queries.some((query) => query.includes('category=SYSTEM'))).toBe(true);
    expect(screen.getByRole('link', { name: 'Hệ thống' })).toHaveAttribute('aria-current', 'page');
    // The unread notification of the other tab is still counted.
    expect(screen.getByTestId('unseen-summary')).toHaveTextContent('1 thông báo chưa đọc');
  });

  it('shows a student with no notifications only the empty state, not that all are read', async () => {
    mockProfile();
    mockNotifications([]);
    await renderSignedIn(<NotificationsScreen />);
    expect(await screen.findByRole('heading', { name: 'Chưa có thông báo' })).toBeInTheDocument();
    expect(screen.queryByTestId('unseen-summary')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Đánh dấu tất cả đã đọc' })).not.toBeInTheDocument();
  });

  it('writes an announcement in English for an English reader', async () => {
    mockProfile();
    mockNotifications([announcement]);
    await renderSignedIn(<NotificationsScreen />);
    await screen.findAllByTestId('notification-item');
    const en = await createTestI18n('en');
    const { unmount } = await renderWithProviders(<NotificationsScreen />, { i18n: en });
    await waitFor(() => expect(screen.getAllByText('Down tonight.')).toHaveLength(1));
    unmount();
  });

  it('tells a teacher that notifications are for students', async () => {
    mockProfile({ ...student, roleCode: 'TEACHER' });
    await renderSignedIn(<NotificationsScreen />);
    expect(await screen.findByText('Thông báo chỉ dành cho tài khoản học sinh.')).toBeInTheDocument();
  });
});

describe('user requests', () => {
  it('reports a problem with a question: checks the message, sends the question, thanks with a toast', async () => {
    const sent: unknown[] = [];
    server.use(
      handle(notificationsEndpoints.userRequest, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ result: true, data: { id: 1, createdAt: '2025-01-01T00:00:00.000Z' } });
      }),
    );
    const onClose = vi.fn();
    await renderSignedIn(<ReportQuestionDialog unitTestId={1006} questionNumber={3} resultId={90} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Báo lỗi câu 3' });
    const message = within(dialog).getByRole('textbox', { name: /Mô tả vấn đề/ });
    await userEvent.type(message, 'sai');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi báo lỗi' }));
    expect(await within(dialog).findByText('Vui lòng viết ít nhất 10 ký tự.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.type(message, ' — đáp án B mới đúng');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gửi báo lỗi' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        kind: 'QUESTION_REPORT',
        message: 'sai — đáp án B mới đúng',
        unitTestId: 1006,
        questionNumber: 3,
        resultId: 90,
      },
    ]);
    expect(await screen.findByText('Cảm ơn bạn! Báo lỗi đã được gửi.')).toBeInTheDocument();
  });

  it('keeps the input and says so when too many requests were sent', async () => {
    server.use(
      handle(notificationsEndpoints.userRequest, () =>
        HttpResponse.json({ result: false, code: 'TOO_MANY_REQUESTS', message: 'slow down' }, { status: 429 }),
      ),
    );
    // A guest: nothing is mounted yet, so ending the session updates no component.
    clearSession();
    await renderWithProviders(<ContactForm />);
    await userEvent.type(screen.getByRole('textbox', { name: /Nội dung/ }), 'Tôi muốn góp ý về đề thi.');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Vui lòng nhập email để chúng tôi trả lời bạn.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Email liên hệ/ }), 'an@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã gửi quá nhiều yêu cầu. Vui lòng thử lại sau.');
    expect(screen.getByRole('textbox', { name: /Nội dung/ })).toHaveValue('Tôi muốn góp ý về đề thi.');
  });
});
