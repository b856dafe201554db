import type { CountByDateDto, CountMissionDto, JoinRequestDto, SkillsDataDto } from '@contract/classes-api';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsPage } from '@/features/classes/lazy/analytics-page';
import { JoinRequestsPage } from '@/features/classes/lazy/join-requests-page';
import { MyClassesPage } from '@/features/classes/lazy/my-classes-page';
import { TestSchedulePage } from '@/features/classes/lazy/test-schedule-page';
import { createRouterMock } from '../../layout/router-mock';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { handle } from '../../msw/handlers';
import { classesEndpoints } from '@contract/classes';
import { statisticsEndpoints } from '@contract/statistics';

const router = vi.hoisted(() => ({ current: undefined as unknown }));
vi.mock('next/router', () => ({ useRouter: () => router.current }));
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ notify }));
// jsdom has no canvas: the chart itself is replaced, the tables beside it are what is checked.
vi.mock('@/features/classes/lazy/analytics-charts', () => ({
  ChartCanvas: () => <div data-testid="chart" />,
}));

configure({ asyncUtilTimeout: 4000 });

const teacher = { id: 2, fullName: 'Trần Thu Hà', avatar: null };
const brief = (id: number, name: string, joinMode: 'DIRECT' | 'APPROVAL') => ({
  id,
  slug: `lop-${id}`,
  name,
  teacher,
  memberCount: 8,
  capacity: 60,
  joinMode,
});

function requests(): JoinRequestDto[] {
  return [
    {
      id: 1,
      status: 'PENDING',
      createdAt: '2026-11-25T03:00:00.000Z',
      decidedAt: null,
      class: brief(3, 'Luyện thi 9C', 'APPROVAL'),
    },
    {
      id: 2,
      status: 'ACCEPTED',
      createdAt: '2026-11-20T03:00:00.000Z',
      decidedAt: '2026-11-21T03:00:00.000Z',
      class: brief(4, 'Tiếng Anh 7A', 'APPROVAL'),
    },
    {
      id: 3,
      status: 'REJECTED',
      createdAt: '2026-11-18T03:00:00.000Z',
      decidedAt: '2026-11-19T03:00:00.000Z',
      class: brief(5, 'Tiếng Anh 8B', 'APPROVAL'),
    },
  ];
}

beforeEach(() => {
  router.current = createRouterMock({ pathname: '/classes/mine/request' });
  notify.success.mockClear();
});

describe('join requests page', () => {
  it('shows each request with its state; a pending one can be cancelled, and the list is read again', async () => {
    let list = requests();
    const deleted: string[] = [];
    server.use(
      handle(classesEndpoints.myJoinRequests, () => HttpResponse.json({ result: true, data: list })),
      handle(classesEndpoints.cancelJoinRequest, ({ params }) => {
        deleted.push(String(params.id));
        list = list.filter((item) => String(item.id) !== params.id);
        return HttpResponse.json({ result: true, data: null });
      }),
    );
    const i18n = await createTestI18n('en');
    await renderWithProviders(<JoinRequestsPage />, { i18n });
    const pending = (await screen.findByRole('heading', { name: 'Luyện thi 9C' })).closest('li')!;
    expect(within(pending).getByText('Waiting for the teacher')).toBeInTheDocument();
    const accepted = screen.getByRole('link', { name: 'Tiếng Anh 7A' }).closest('li')!;
    expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
    expect(within(accepted).queryByRole('button')).not.toBeInTheDocument();
    const rejected = screen.getByRole('heading', { name: 'Tiếng Anh 8B' }).closest('li')!;
    expect(within(rejected).getByText('Declined')).toBeInTheDocument();
    expect(within(rejected).queryByRole('button')).not.toBeInTheDocument();

    // Cancelling asks first: Escape keeps the request, nothing is sent.
    const cancelButton = within(pending).getByRole('button', { name: 'Cancel request: Luyện thi 9C' });
    await userEvent.click(cancelButton);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    expect(dialog).toHaveAccessibleDescription(/Your request to join Luyện thi 9C will be withdrawn/);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Luyện thi 9C' })).toBeInTheDocument();

    // Confirmed from the keyboard: the request goes and the list is read again.
    await userEvent.click(cancelButton);
    const again = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    within(again).getByRole('button', { name: 'Cancel request' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Luyện thi 9C' })).not.toBeInTheDocument());
    expect(deleted).toEqual(['1']);
    expect(notify.success).toHaveBeenCalledWith('Your request to join Luyện thi 9C was cancelled.');
  });
});

describe('my classes page', () => {
  it('lists the requests still waiting for a teacher above the classes, and nothing when none waits', async () => {
    let list = requests();
    server.use(
      handle(classesEndpoints.myClasses, () => HttpResponse.json({ result: true, data: [] })),
      handle(classesEndpoints.myJoinRequests, () => HttpResponse.json({ result: true, data: list })),
    );
    const i18n = await createTestI18n('en');
    const { unmount } = await renderWithProviders(<MyClassesPage />, { i18n });
    const section = await screen.findByRole('region', { name: 'Pending requests' });
    expect(within(section).getByRole('heading', { name: 'Luyện thi 9C' })).toBeInTheDocument();
    expect(within(section).queryByText('Tiếng Anh 7A')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All requests' })).toHaveAttribute(
      'href',
      '/classes/mine/request',
    );
    unmount();

    list = list.filter((item) => item.status !== 'PENDING');
    await renderWithProviders(<MyClassesPage />, { i18n });
    expect(await screen.findByRole('heading', { name: 'You are not in a class yet' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pending requests' })).not.toBeInTheDocument();
  });
});

describe('analytics page', () => {
  const days = ['2026-11-24', '2026-11-25', '2026-11-26'];
  const countByDate: CountByDateDto = {
    days: days.map((date, i) => ({ date, count: i === 1 ? 0 : i + 1 })),
    total: 4,
  };
  const series = (percents: (number | null)[]) =>
    percents.map((percent, i) => ({
      date: days[i]!,
      correct: percent ?? 0,
      total: percent === null ? 0 : 100,
      earnedPoints: percent ?? 0,
      maxPoints: percent === null ? 0 : 100,
      percent,
    }));
  const skills: SkillsDataDto = {
    bucket: 'week',
    skills: [
      {
        skill: 'LI',
        correct: 9,
        total: 10,
        earnedPoints: 9,
        maxPoints: 10,
        percent: 90,
        status: 'GREEN',
        pending: 0,
        series: series([90, null, null]),
      },
      {
        skill: 'RE',
        correct: 3,
        total: 10,
        earnedPoints: 3,
        maxPoints: 10,
        percent: 30,
        status: 'RED',
        pending: 0,
        series: series([30, null, null]),
      },
      {
        skill: 'GR',
        correct: 6,
        total: 10,
        earnedPoints: 6,
        maxPoints: 10,
        percent: 60,
        status: 'AMBER',
        pending: 0,
        series: series([null, 60, null]),
      },
      // An essay handed in, not marked yet.
      {
        skill: 'WR',
        correct: 0,
        total: 0,
        earnedPoints: 0,
        maxPoints: 0,
        percent: null,
        status: 'NONE',
        pending: 1,
        series: series([null, null, null]),
      },
      {
        skill: 'SP',
        correct: 0,
        total: 0,
        earnedPoints: 0,
        maxPoints: 0,
        percent: null,
        status: 'NONE',
        pending: 0,
        series: series([null, null, null]),
      },
    ],
  };
  const mission: CountMissionDto = {
    assignedTotal: 4,
    assignedDone: 2,
    onTime: 1,
    late: 1,
    missed: 1,
    open: 1,
    upcoming: 1,
    streak: { current: 3, longest: 5, todayDone: true, lastActiveDate: '2026-11-26' },
  };

  it('gives every chart a table and lists the skills most in need first, each with a link to practise it', async () => {
    server.use(
      handle(statisticsEndpoints.countByDate, () => HttpResponse.json({ result: true, data: countByDate })),
      handle(statisticsEndpoints.skills, () => HttpResponse.json({ result: true, data: skills })),
      handle(statisticsEndpoints.countMission, () => HttpResponse.json({ result: true, data: mission })),
    );
    router.current = createRouterMock({ pathname: '/classes/analytics' });
    const i18n = await createTestI18n('en');
    await renderWithProviders(<AnalyticsPage />, { i18n });

    expect(await screen.findByText('3 days')).toBeInTheDocument();
    expect(screen.getByText(/Today counts/)).toBeInTheDocument();
    expect(screen.getByText('2 of 4')).toBeInTheDocument();

    const perDay = await screen.findByRole('table', { name: 'Tests done per day (days with none are left out)' });
    expect(
      within(perDay)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayTests', '24/11/20261', '26/11/20263']);
    const byStatus = screen.getByRole('table', { name: 'Assigned tests by status' });
    expect(
      within(byStatus)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['On time1', 'Late1', 'Missed1', 'Open1', 'Assigned so far4']);
    const perSkill = screen.getByRole('table', { name: 'Accuracy per skill, week by week' });
    // Skills without a scored answer have no column.
    expect(
      within(perSkill)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Week of', 'Listening', 'Reading', 'Grammar']);
    expect(screen.getAllByTestId('chart')).toHaveLength(3);

    const status = screen.getByRole('heading', { name: 'Where to practise' }).closest('section')!;
    const items = within(status).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['RED', 'AMBER', 'GREEN', 'PENDING', 'NONE']);
    expect(within(items[0]!).getByText(/Needs practice/)).toBeInTheDocument();
    // Writing handed in is awaiting review, not "no answers"; speaking never answered has none.
    expect(items[3]).toHaveTextContent(/^WritingAwaiting the teacher's review \(1 answer\)Practise/);
    expect(items[4]).toHaveTextContent(/^SpeakingNo answers yet/);
    expect(within(status).getByRole('link', { name: 'Practise Reading' })).toHaveAttribute('href', '/explore?skill=RE');

    // "Show as table" shows a table instead of its chart.
    await userEvent.click(screen.getAllByRole('button', { name: 'Show as table' })[0]!);
    expect(screen.getAllByTestId('chart')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Show as chart' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('analytics page without scored answers', () => {
  it('says so instead of drawing an empty accuracy chart', async () => {
    const empty = (skill: SkillsDataDto['skills'][number]['skill']) => ({
      skill,
      correct: 0,
      total: 0,
      earnedPoints: 0,
      maxPoints: 0,
      percent: null,
      status: 'NONE' as const,
      pending: 0,
      series: [{ date: '2026-11-23', correct: 0, total: 0, earnedPoints: 0, maxPoints: 0, percent: null }],
    });
    server.use(
      handle(statisticsEndpoints.countByDate, () =>
        HttpResponse.json({ result: true, data: { days: [{ date: '2026-11-26', count: 0 }], total: 0 } }),
      ),
      handle(statisticsEndpoints.skills, () =>
        HttpResponse.json({ result: true, data: { bucket: 'week', skills: [empty('LI'), empty('GR')] } }),
      ),
      handle(statisticsEndpoints.countMission, () =>
        HttpResponse.json({
          result: true,
          data: {
            assignedTotal: 0,
            assignedDone: 0,
            onTime: 0,
            late: 0,
            missed: 0,
            open: 0,
            upcoming: 0,
            streak: { current: 0, longest: 0, todayDone: false, lastActiveDate: null },
          },
        }),
      ),
    );
    router.current = createRouterMock({ pathname: '/classes/analytics' });
    await renderWithProviders(<AnalyticsPage />, { i18n: await createTestI18n('en') });
    expect(await screen.findByText('No scored answers yet: finish a test to see your accuracy.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Accuracy per skill, week by week' })).not.toBeInTheDocument();
  });
});

describe('test schedule page', () => {
  it('keeps the day panel on a day the grid shows when the month changes', async () => {
    server.use(handle(classesEndpoints.calendar, () => HttpResponse.json({ result: true, data: [] })));
    const user = userEvent.setup();
    await renderWithProviders(<TestSchedulePage />, { i18n: await createTestI18n('vi') });
    const dayTitle = () => (document.getElementById('schedule-day')?.textContent ?? '').toLowerCase();
    const monthName = (date: Date) => new Intl.DateTimeFormat('vi', { month: 'long' }).format(date).toLowerCase();
    const today = new Date();
    expect(dayTitle()).toContain(monthName(today));
    await user.click(screen.getByRole('button', { name: 'Tháng trước' }));
    await user.click(screen.getByRole('button', { name: 'Tháng trước' }));
    expect(dayTitle()).toContain(monthName(new Date(today.getFullYear(), today.getMonth() - 2, 1)));
  });
});
