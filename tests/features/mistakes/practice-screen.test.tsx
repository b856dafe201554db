import { mistakesEndpoints } from '@contract/mistakes';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { SWRConfig } from 'swr';
import { beforeEach, describe, expect, it } from 'vitest';
import { PracticeScreen } from '@/features/mistakes/lazy/practice-screen';
import { fail, handle, ok } from '../../msw/handlers';
import { server } from '../../msw/server';
import { createTestI18n, renderWithProviders } from '../../test-utils';
import { checked, choiceQuestion, itemOf, signedInAs, student, summaryOf, teacher } from './fixtures';
import { signedIn } from '../../session';

const first = itemOf(41, choiceQuestion('q1', 'She ___ to school every day.'), 3);
const second = itemOf(42, choiceQuestion('q2', 'They ___ football on Sundays.'));

async function renderScreen(lng?: 'vi' | 'en') {
  const i18n = lng ? await createTestI18n(lng) : undefined;
  return renderWithProviders(
    <SWRConfig value={{ shouldRetryOnError: false, provider: () => new Map() }}>
      <PracticeScreen />
    </SWRConfig>,
    i18n ? { i18n } : {},
  );
}

describe('PracticeScreen', () => {
  beforeEach(() => signedIn({ accessToken: 'token' }));

  it('checks each answer on the server, shows the answer only then, and ends on the round’s summary', async () => {
    const checks: { id: string; body: unknown }[] = [];
    let rounds = 0;
    server.use(
      signedInAs(student),
      handle(mistakesEndpoints.practice, () => {
        rounds += 1;
        return HttpResponse.json({ result: true, data: { items: [first, second], summary: summaryOf({ count: 2 }) } });
      }),
      handle(mistakesEndpoints.check, async ({ request, params }) => {
        const id = String(params.id);
        checks.push({ id, body: await request.json() });
        const data =
          id === '41'
            ? checked('RESET', { userAnswer: { choice: 'A' } }, { count: 2, dueCount: 2 })
            : checked('RIGHT_TODAY', { userAnswer: { choice: 'B' } }, { count: 2, dueCount: 1 });
        return HttpResponse.json({ result: true, data });
      }),
      ok(mistakesEndpoints.summary, summaryOf({ count: 2, dueCount: 1 })),
    );
    const user = userEvent.setup();
    await renderScreen();

    const round = await screen.findByRole('article', { name: 'Câu 1/2' });
    expect(within(round).getByText('Từ bài: Làm quen · Đã sai 3 lần')).toBeInTheDocument();
    const question = within(round).getByRole('region', { name: 'Câu 1' });
    expect(question).toHaveTextContent(/She .* to school every day\./);
    // Nothing is told before the check, and an empty answer is not sent.
    expect(screen.queryByText('Dùng thì hiện tại đơn cho thói quen.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Hãy trả lời câu hỏi rồi bấm Kiểm tra.');
    expect(checks).toEqual([]);

    await user.click(await within(question).findByRole('radio', { name: /q1 option A/ }));
    await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    const wrong = await screen.findByText(/^Chưa đúng\./);
    expect(wrong).toHaveFocus();
    expect(checks).toEqual([{ id: '41', body: { answer: { choice: 'A' } } }]);
    expect(screen.getByText('Dùng thì hiện tại đơn cho thói quen.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Câu 1' })).getByRole('radio', { name: /q1 option A/ }),
    ).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Câu tiếp theo' }));
    const next = await screen.findByRole('region', { name: 'Câu 2' });
    await user.click(await within(next).findByRole('radio', { name: /q2 option B/ }));
    await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    expect(await screen.findByText(/^Chính xác! Làm đúng thêm một lần vào một ngày khác/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Xem kết quả lượt ôn' }));
    const summary = await screen.findByRole('region', { name: 'Hoàn thành lượt ôn' });
    expect(within(summary).getByRole('heading', { name: 'Hoàn thành lượt ôn' })).toHaveFocus();
    expect(summary).toHaveTextContent('Bạn làm đúng 1/2 câu.');
    expect(summary).toHaveTextContent('Còn 2 câu trong danh sách ôn.');
    await user.click(within(summary).getByRole('button', { name: 'Ôn lượt mới' }));
    expect(await screen.findByRole('article', { name: 'Câu 1/2' })).toBeInTheDocument();
    expect(rounds).toBe(2);
  }, 20_000);

  it('says so when nothing is due today', async () => {
    server.use(
      signedInAs(student),
      ok(mistakesEndpoints.practice, { items: [], summary: summaryOf({ count: 2, dueCount: 0 }) }),
    );
    await renderScreen();
    expect(await screen.findByRole('heading', { name: 'Hôm nay bạn đã ôn xong' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
  });

  it('offers tests when the set is empty, in English', async () => {
    server.use(
      signedInAs(student),
      ok(mistakesEndpoints.practice, { items: [], summary: summaryOf({ count: 0, dueCount: 0 }) }),
    );
    await renderScreen('en');
    expect(await screen.findByRole('heading', { name: 'No mistakes left to practise' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a test' })).toHaveAttribute('href', '/explore');
  });

  it('keeps the question and says why when a check is refused', async () => {
    server.use(
      signedInAs(student),
      ok(mistakesEndpoints.practice, { items: [first], summary: summaryOf({ count: 1 }) }),
      fail(mistakesEndpoints.check, 404, 'MISTAKE_NOT_FOUND'),
    );
    const user = userEvent.setup();
    await renderScreen();
    const question = await screen.findByRole('region', { name: 'Câu 1' });
    await user.click(await within(question).findByRole('radio', { name: /q1 option B/ }));
    await user.click(screen.getByRole('button', { name: 'Kiểm tra' }));
    expect(await screen.findByText('Câu này không còn trong danh sách ôn của bạn.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kiểm tra' })).toBeEnabled();
  });

  it('starts no round for a teacher', async () => {
    server.use(signedInAs(teacher));
    await renderScreen();
    expect(await screen.findByText('Ôn lại câu sai dành cho tài khoản học sinh.')).toBeInTheDocument();
  });
});
