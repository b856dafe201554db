import type { EventDto } from '@contract/events';
import { eventsEndpoints } from '@contract/events';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventsScreen } from '@/features/events';
import { countdownParts } from '@/features/events/utils/countdown';
import { paths } from '@/config/paths';
import { resetAuthRefreshState } from '@/lib/api-client';
import { resetServerClock } from '@/lib/server-clock';
import { clearSession } from '@/lib/session';
import { handle } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createRouterMock } from '../../layout/router-mock';
import { renderWithProviders } from '../../test-utils';
import { mockProfile, renderSignedIn, student } from '../account/fixtures';

const router = vi.hoisted(() => ({ current: { pathname: '/practice-test/event' } as { pathname: string } }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));

const NOW = Date.parse('2025-01-01T00:00:00.000Z');
const iso = (offsetMs: number) => new Date(NOW + offsetMs).toISOString();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const test = (id: number, slug: string, name: string) => ({
  id,
  slug,
  name: { vi: name, en: `${name} (en)` },
  questionCount: 20,
  duration: 15,
});

const ongoing: EventDto = {
  id: 1,
  slug: 'tuan-le',
  name: { vi: 'Tuần lễ kiểm tra', en: 'Test week' },
  description: { vi: 'Mô tả tuần lễ', en: 'About the week' },
  startsAt: iso(-DAY),
  endsAt: iso(3 * HOUR + 4 * 60_000 + 5_000),
  status: 'ONGOING',
  joined: false,
  participantCount: 3,
  tests: [test(1018, 'kiem-tra-15-phut', 'Kiểm tra 15 phút')],
  ranking: null,
};
const upcoming: EventDto = {
  ...ongoing,
  id: 2,
  slug: 'sap-toi',
  name: { vi: 'Cuộc thi Nghe', en: 'Listening contest' },
  startsAt: iso(2 * DAY + 3 * HOUR + 4 * 60_000 + 5_000),
  endsAt: iso(9 * DAY),
  status: 'UPCOMING',
  participantCount: 0,
  tests: [test(1014, 'nghe-lop-6', 'Luyện Nghe lớp 6')],
};
const ended: EventDto = {
  ...ongoing,
  id: 3,
  slug: 'da-xong',
  name: { vi: 'Thử thách Unit 1', en: 'Unit 1 challenge' },
  startsAt: iso(-9 * DAY),
  endsAt: iso(-2 * DAY),
  status: 'ENDED',
  participantCount: 2,
  tests: [test(1006, 'unit-1', 'Unit 1')],
  ranking: [
    { rank: 1, displayName: 'Trần Minh Khoa', percent: 90, score: 9, submittedAt: iso(-8 * DAY), isMe: false },
    { rank: 2, displayName: 'Lê Thu Hà', percent: 90, score: 9, submittedAt: iso(-7 * DAY), isMe: true },
  ],
};

/** A server holding the events; joining marks one joined. */
function mockEvents(items: EventDto[]) {
  const state = { items: items.map((item) => ({ ...item })), joins: [] as number[] };
  server.use(
    handle(eventsEndpoints.list, () =>
      HttpResponse.json({
        result: true,
        data: { items: state.items, page: 1, pageSize: 50, total: state.items.length, totalPages: 1, now: iso(0) },
        totalRecords: state.items.length,
      }),
    ),
    handle(eventsEndpoints.join, async ({ request }) => {
      const { eventId } = (await request.json()) as { eventId: number };
      state.joins.push(eventId);
      state.items = state.items.map((item) =>
        item.id === eventId ? { ...item, joined: true, participantCount: item.participantCount + 1 } : item,
      );
      return HttpResponse.json({ result: true, data: { eventId, joinedAt: iso(0) } });
    }),
  );
  return state;
}

const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  router.current = createRouterMock({ pathname: '/practice-test/event', asPath: '/practice-test/event' });
  clearSession();
  resetServerClock();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  resetAuthRefreshState();
});

describe('countdownParts', () => {
  it('splits what is left into days and a two-digit clock, never below zero', () => {
    expect(countdownParts(2 * DAY + 3 * HOUR + 4 * 60_000 + 5_999)).toEqual({
      days: 2,
      hours: '03',
      minutes: '04',
      seconds: '05',
      done: false,
    });
    expect(countdownParts(-5_000)).toMatchObject({ days: 0, hours: '00', seconds: '00', done: true });
  });
});

describe('the events page', () => {
  it('shows each status with its countdown, and opens no test of an upcoming event', async () => {
    mockEvents([ongoing, upcoming, ended]);
    await renderWithProviders(<EventsScreen />);

    const soon = await waitFor(() => card('Cuộc thi Nghe'));
    expect(within(soon).getByText('Sắp diễn ra')).toBeInTheDocument();
    expect(within(soon).getByTestId('event-countdown')).toHaveTextContent('Bắt đầu sau 2 ngày 03:04:05');
    expect(within(soon).getByText('Mở khi sự kiện bắt đầu')).toBeInTheDocument();
    expect(within(soon).queryByRole('link', { name: /Làm bài/ })).not.toBeInTheDocument();

    const now = card('Tuần lễ kiểm tra');
    expect(within(now).getByText('Đang diễn ra')).toBeInTheDocument();
    expect(within(now).getByTestId('event-countdown')).toHaveTextContent('Kết thúc sau 03:04:05');

    const over = card('Thử thách Unit 1');
    expect(within(over).getByText('Đã kết thúc')).toBeInTheDocument();
    const rows = within(within(over).getByRole('table')).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('1Trần Minh Khoa90%'),
      expect.stringContaining('2Lê Thu Hà (bạn)90%'),
    ]);
    expect(within(over).queryByRole('button')).not.toBeInTheDocument();
  });

  it('counts down every second on the server’s clock', async () => {
    mockEvents([ongoing]);
    await renderWithProviders(<EventsScreen />);
    const countdown = await waitFor(() => within(card('Tuần lễ kiểm tra')).getByTestId('event-countdown'));
    expect(countdown).toHaveTextContent('03:04:05');
    act(() => vi.setSystemTime(NOW + 2_000));
    await waitFor(() => expect(countdown).toHaveTextContent('03:04:03'), { timeout: 3_000 });
  });

  it('counts down on the clock measured with the time endpoint, past the list’s own time', async () => {
    // The server is an hour ahead of this device, and its list's `now` says otherwise.
    server.use(
      http.get('http://localhost:3000/api/time', () =>
        HttpResponse.json({ result: true, data: { now: '', epochMs: Date.now() + HOUR } }),
      ),
    );
    mockEvents([ongoing]);
    await renderWithProviders(<EventsScreen />);
    const countdown = await waitFor(() => within(card('Tuần lễ kiểm tra')).getByTestId('event-countdown'));
    await waitFor(() => expect(countdown).toHaveTextContent('02:04:05'));
  });

  it('sends a guest to log in and back to join', async () => {
    mockEvents([ongoing]);
    await renderWithProviders(<EventsScreen />);
    const login = await waitFor(() =>
      within(card('Tuần lễ kiểm tra')).getByRole('link', { name: 'Đăng nhập để tham gia' }),
    );
    expect(login).toHaveAttribute('href', paths.loginWithRedirect(paths.practiceTestEvents));
    expect(within(card('Tuần lễ kiểm tra')).getByText('Tham gia sự kiện để làm bài')).toBeInTheDocument();
  });

  it('lets a student join an ongoing event, then open its test as part of it', async () => {
    mockProfile();
    const state = mockEvents([ongoing, upcoming]);
    await renderSignedIn(<EventsScreen />);
    const join = await waitFor(() =>
      within(card('Tuần lễ kiểm tra')).getByRole('button', { name: 'Tham gia: Tuần lễ kiểm tra' }),
    );
    await userEvent.click(join);
    await waitFor(() =>
      expect(within(card('Tuần lễ kiểm tra')).getByTestId('event-joined')).toHaveTextContent('Bạn đã tham gia'),
    );
    expect(state.joins).toEqual([1]);
    const take = within(card('Tuần lễ kiểm tra')).getByRole('link', { name: 'Làm bài Kiểm tra 15 phút' });
    expect(take).toHaveAttribute('href', '/practice-test/kiem-tra-15-phut?event=1');
    // Joining an upcoming event is possible, its test still does not open.
    expect(within(card('Cuộc thi Nghe')).getByRole('button', { name: 'Tham gia: Cuộc thi Nghe' })).toBeEnabled();
  });

  it('tells another signed-in account that only students join', async () => {
    mockProfile({ ...student, roleCode: 'TEACHER' });
    mockEvents([ongoing]);
    await renderSignedIn(<EventsScreen />);
    await waitFor(() =>
      expect(
        within(card('Tuần lễ kiểm tra')).getByText('Chỉ tài khoản học sinh mới tham gia được sự kiện.'),
      ).toBeInTheDocument(),
    );
    expect(within(card('Tuần lễ kiểm tra')).queryByRole('button', { name: /Tham gia/ })).not.toBeInTheDocument();
  });
});
