import { dailyGoalEndpoints } from '@contract/daily-goal';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { DailyGoalCard } from '@/features/home/components/daily-goal-card';
import { failure, handle } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { dailyGoal } from './fixtures';

async function renderCard(lng?: 'vi' | 'en') {
  const i18n = lng ? await createTestI18n(lng) : undefined;
  return renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false, provider: () => new Map() }}>
      <DailyGoalCard />
    </SWRConfig>,
    i18n ? { i18n } : {},
  );
}

describe('DailyGoalCard', () => {
  it("shows today's progress toward the goal as a labelled bar, and the streak", async () => {
    server.use(handle(dailyGoalEndpoints.get, () => HttpResponse.json({ result: true, data: dailyGoal() })));
    await renderCard();
    const card = screen.getByRole('region', { name: 'Mục tiêu hôm nay' });
    const bar = await within(card).findByRole('progressbar', { name: 'Tiến độ hôm nay: 3 trên 10 câu' });
    expect(bar).toHaveAttribute('max', '10');
    expect(bar).toHaveAttribute('value', '3');
    expect(card).toHaveTextContent('Đã trả lời 3/10 câu');
    expect(card).toHaveTextContent('Đạt mục tiêu 2 ngày liên tiếp');
    expect(within(card).getByRole('radio', { name: '10 câu' })).toBeChecked();
  });

  it('changes the goal with the browser’s time zone and shows the recounted progress', async () => {
    const saves: unknown[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      handle(dailyGoalEndpoints.get, () => HttpResponse.json({ result: true, data: dailyGoal() })),
      handle(dailyGoalEndpoints.set, async ({ request }) => {
        saves.push(await request.json());
        await answered;
        const met = { current: 3, longest: 3, todayDone: true, lastActiveDate: '2026-11-27' };
        return HttpResponse.json({ result: true, data: dailyGoal({ goal: 5, answeredToday: 6, streak: met }) });
      }),
    );
    const user = userEvent.setup();
    await renderCard();
    await user.click(await screen.findByRole('radio', { name: '5 câu' }));
    // The choice shows at once, before the server has answered.
    expect(screen.getByRole('radio', { name: '5 câu' })).toBeChecked();
    answer();

    expect(await screen.findByText('Đã đạt mục tiêu: 6/5 câu')).toBeInTheDocument();
    expect(saves).toEqual([{ goal: 5, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
    expect(screen.getByRole('radio', { name: '5 câu' })).toBeChecked();
    expect(screen.getByRole('progressbar', { name: 'Tiến độ hôm nay: 6 trên 5 câu' })).toHaveAttribute('value', '5');
    expect(screen.getByText('Đạt mục tiêu 3 ngày liên tiếp')).toBeInTheDocument();
  });

  it('keeps the goal and says so when the change is refused', async () => {
    server.use(
      handle(dailyGoalEndpoints.get, () => HttpResponse.json({ result: true, data: dailyGoal() })),
      handle(dailyGoalEndpoints.set, () => HttpResponse.json(failure('VALIDATION_ERROR'), { status: 400 })),
    );
    const user = userEvent.setup();
    await renderCard();
    await user.click(await screen.findByRole('radio', { name: '20 câu' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Chưa lưu được mục tiêu. Vui lòng thử lại.');
    expect(screen.getByRole('radio', { name: '10 câu' })).toBeChecked();
  });

  it('speaks English on English pages, with the best streak when the current one is shorter', async () => {
    const broken = { current: 0, longest: 4, todayDone: false, lastActiveDate: '2026-11-20' };
    server.use(
      handle(dailyGoalEndpoints.get, () =>
        HttpResponse.json({ result: true, data: dailyGoal({ answeredToday: 1, streak: broken }) }),
      ),
    );
    await renderCard('en');
    const card = screen.getByRole('region', { name: "Today's goal" });
    expect(await within(card).findByText('1/10 questions answered')).toBeInTheDocument();
    expect(card).toHaveTextContent('No goal streak yet');
    expect(card).toHaveTextContent('Best: 4 days');
    expect(within(card).getByRole('group', { name: 'Daily goal (questions)' })).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: "Today's progress: 1 of 10 questions" })).toBeInTheDocument();
    // Each choice is named with its unit; the chip itself shows the number, which fits a phone.
    const chip = within(card)
      .getByRole('radio', { name: '20 questions' })
      .closest('label')
      ?.querySelector('[aria-hidden]');
    expect(chip?.textContent).toBe('20');
  });

  it('offers a retry when the goal cannot be loaded', async () => {
    let calls = 0;
    server.use(
      handle(dailyGoalEndpoints.get, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json(failure('INTERNAL_ERROR'), { status: 503 })
          : HttpResponse.json({ result: true, data: dailyGoal() });
      }),
    );
    const user = userEvent.setup();
    await renderCard();
    await user.click(await screen.findByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('progressbar', { name: 'Tiến độ hôm nay: 3 trên 10 câu' })).toBeInTheDocument();
  });
});
