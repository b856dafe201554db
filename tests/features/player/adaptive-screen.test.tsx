import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activationEndpoints, type ActivationGrantDto } from '@contract/activation';
import { adaptiveEndpoints, type AdaptiveAttemptDto, type AdaptiveResultDto } from '@contract/adaptive';
import { AdaptiveScreen } from '@/features/player/lazy/adaptive-screen';
import { resetServerClock } from '@/lib/server-clock';
import { createRouterMock } from '../../layout/router-mock';
import { fail, handle, ok } from '../../msw/handlers';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';

const question = (number: number, prompt: string, options: [string, string]) => ({
  id: `q${number}`,
  type: 'MC5' as const,
  typeId: 5,
  skill: 'GR' as const,
  number,
  maxPoints: 1,
  prompt,
  options: [
    { id: 'A', text: options[0] },
    { id: 'B', text: options[1] },
  ],
});

const base: AdaptiveAttemptDto = {
  attemptId: 7,
  attemptSecret: 'secret-7',
  test: {
    key: '61',
    kind: 'PLACEMENT',
    name: { vi: 'Kiểm tra xếp lớp', en: 'Placement test' },
    minLength: 8,
    maxLength: 30,
    seThreshold: 0.3,
    timeLimitMinutes: null,
    rightRequired: false,
  },
  status: 'OPEN',
  answered: 0,
  questionNumber: 1,
  remaining: { estimate: 12, max: 30 },
  startedAt: '2026-11-27T10:00:00.000Z',
  endsAt: null,
  serverTime: '2026-11-27T10:00:00.000Z',
  item: question(1, 'She ___ a teacher.', ['is', 'are']),
  result: null,
};

const second: AdaptiveAttemptDto = {
  ...base,
  answered: 1,
  questionNumber: 2,
  remaining: { estimate: 11, max: 29 },
  item: question(2, 'They ___ students.', ['is', 'are']),
};

const result: AdaptiveResultDto = {
  theta: 0.1,
  se: 0.29,
  interval: [-0.47, 0.67],
  score: 51,
  scoreInterval: [44, 58],
  scale: {
    name: 'Adaptive scale 0–100',
    min: 0,
    max: 100,
    bands: [
      { level: 'A1', from: 0 },
      { level: 'A2', from: 27 },
      { level: 'B1', from: 42 },
      { level: 'B2', from: 58 },
      { level: 'C1', from: 73 },
    ],
    source: 'Provisional',
    date: '2026-11-27',
  },
  level: 'B1',
  levels: [
    { level: 'A1', probability: 0 },
    { level: 'A2', probability: 0.06 },
    { level: 'B1', probability: 0.9 },
    { level: 'B2', probability: 0.04 },
    { level: 'C1', probability: 0 },
  ],
  skills: [{ skill: 'GR', items: 5, theta: 0.2, se: 0.5, level: 'B1' }],
  items: 17,
  stopReason: 'PRECISION',
};

// The activation form, opened from a locked test, uses the router.
vi.mock('next/router', () => ({ useRouter: () => createRouterMock({ pathname: '/placement-test' }) }));

afterEach(() => {
  window.localStorage.clear();
  resetServerClock();
});

/** The level test: signed in, unlocked by a code, 40 minutes on the server's clock. */
const level: AdaptiveAttemptDto = {
  ...base,
  test: {
    ...base.test,
    key: 'level',
    kind: 'ADAPTIVE',
    name: { vi: 'Kiểm tra trình độ thích ứng', en: 'Adaptive level test' },
    timeLimitMinutes: 40,
    rightRequired: true,
  },
};

/** An attempt whose server clock reads `serverAheadMs` ahead of this device, with `leftMs` to go. */
function timed(leftMs: number, serverAheadMs = 0): AdaptiveAttemptDto {
  const serverNow = Date.now() + serverAheadMs;
  return {
    ...level,
    serverTime: new Date(serverNow).toISOString(),
    endsAt: new Date(serverNow + leftMs).toISOString(),
  };
}

describe('AdaptiveScreen', () => {
  // The question families load on demand: the first render of one is slow on a busy machine.
  it(
    'says how the test works before Start, then saves each answer before showing the next question',
    { timeout: 20_000 },
    async () => {
      const bodies: unknown[] = [];
      server.use(
        ok(adaptiveEndpoints.start, base),
        handle(adaptiveEndpoints.answer, async ({ request }) => {
          bodies.push(await request.json());
          return HttpResponse.json({ result: true, data: second });
        }),
      );
      const user = userEvent.setup();
      await renderWithProviders(<AdaptiveScreen testKey="61" />);
      expect(await screen.findByText(/không quay lại được/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
      expect(await screen.findByRole('heading', { name: 'Câu 1' })).toBeInTheDocument();
      expect(screen.getByText('Còn khoảng 12 câu (nhiều nhất 30)')).toBeInTheDocument();
      const next = screen.getByRole('button', { name: 'Trả lời và tiếp tục' });
      expect(next).toBeDisabled();
      await user.click(await screen.findByRole('radio', { name: /^A is$/ }, { timeout: 10_000 }));
      await user.click(next);
      expect(await screen.findByRole('heading', { name: 'Câu 2' })).toBeInTheDocument();
      expect(bodies).toEqual([{ questionNumber: 1, answer: { choice: 'A' }, attemptSecret: 'secret-7' }]);
      expect(screen.queryByRole('button', { name: /trước/i })).not.toBeInTheDocument();
    },
  );

  it('resumes on the question on screen after a reload, without starting again', { timeout: 20_000 }, async () => {
    window.localStorage.setItem('adaptive-attempt:61', JSON.stringify({ attemptId: 7, secret: 'secret-7' }));
    const starts: string[] = [];
    const secrets: (string | null)[] = [];
    server.use(
      handle(adaptiveEndpoints.start, () => {
        starts.push('start');
        return HttpResponse.json({ result: true, data: base });
      }),
      handle(adaptiveEndpoints.current, ({ request }) => {
        secrets.push(request.headers.get('x-attempt-secret'));
        return HttpResponse.json({ result: true, data: second });
      }),
    );
    await renderWithProviders(<AdaptiveScreen testKey="61" />);
    expect(await screen.findByRole('heading', { name: 'Câu 2' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /^B are$/ }, { timeout: 10_000 })).not.toBeChecked();
    expect(screen.getByText(/They/)).toBeInTheDocument();
    expect(starts).toEqual([]);
    expect(secrets).toEqual(['secret-7']);
  });

  it('shows the level with its interval drawn on the scale, the skills and what the level means', async () => {
    window.localStorage.setItem('adaptive-attempt:61', JSON.stringify({ attemptId: 7, secret: 'secret-7' }));
    server.use(ok(adaptiveEndpoints.current, { ...second, status: 'FINISHED', item: null, result }));
    await renderWithProviders(<AdaptiveScreen testKey="61" />);
    expect(await screen.findByRole('heading', { name: 'Trình độ của bạn: B1' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /điểm của bạn 51, nhiều khả năng trong khoảng 44 đến 58/ }),
    ).toBeInTheDocument();
    expect(screen.getByText('90 %')).toBeInTheDocument();
    expect(screen.getByText('Ngữ pháp')).toBeInTheDocument();
    expect(screen.getByText(/Hiểu ý chính của ngôn ngữ chuẩn/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Làm lại bài kiểm tra' })).toBeEnabled());
  });

  it('a locked level test says how to unlock it, and a code entered there starts it', { timeout: 20_000 }, async () => {
    let unlocked = false;
    const grant: ActivationGrantDto = {
      kind: 'ADAPTIVE_TEST',
      unitTest: null,
      quantity: null,
      adaptiveTest: { key: 'level', name: level.test.name },
    };
    const used: unknown[] = [];
    server.use(
      handle(adaptiveEndpoints.start, () =>
        unlocked
          ? HttpResponse.json({ result: true, data: timed(40 * 60_000) })
          : HttpResponse.json({ result: false, code: 'ADAPTIVE_TEST_LOCKED', message: 'locked' }, { status: 403 }),
      ),
      ok(activationEndpoints.validate, grant),
      handle(activationEndpoints.activateAdaptiveTest, async ({ request }) => {
        used.push(await request.json());
        unlocked = true;
        return HttpResponse.json({ result: true, data: grant });
      }),
    );
    const user = userEvent.setup();
    await renderWithProviders(<AdaptiveScreen testKey="level" />);
    expect(await screen.findByText(/Thời gian làm bài: 40 phút/)).toBeInTheDocument();
    expect(screen.getByText('Bài này cần được mở bằng mã kích hoạt hoặc mua trước khi làm.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByRole('heading', { name: 'Bài kiểm tra này chưa được mở' })).toBeInTheDocument();
    expect(screen.getByText(/Nhập mã bạn nhận được/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Làm bài kiểm tra xếp lớp miễn phí' })).toHaveAttribute(
      'href',
      '/placement-test?key=61',
    );
    expect(screen.getByRole('link', { name: 'Mua bài kiểm tra' })).toHaveAttribute(
      'href',
      '/checkout?adaptiveTest=600',
    );
    await user.click(screen.getByRole('button', { name: 'Nhập mã kích hoạt' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'LEVL-DEMS-2345');
    await user.click(within(dialog).getByRole('button', { name: 'Kích hoạt' }));
    expect(await screen.findByRole('heading', { name: 'Câu 1' })).toBeInTheDocument();
    expect(used).toEqual([{ code: 'LEVL-DEMS-2345', site: 'ENGLAB' }]);
    expect(screen.getByRole('timer')).toHaveTextContent('40:00');
  });

  it('counts down on the server’s clock, measured with the time endpoint', { timeout: 20_000 }, async () => {
    // The device is ten minutes behind the server: two minutes are left, not twelve. The question's
    // own server time is left at the device's, so only the time endpoint can tell.
    const question = timed(2 * 60_000, 10 * 60_000);
    server.use(
      ok(adaptiveEndpoints.start, { ...question, serverTime: new Date().toISOString() }),
      http.get('http://localhost:3000/api/time', () =>
        HttpResponse.json({ result: true, data: { now: '', epochMs: Date.now() + 10 * 60_000 } }),
      ),
    );
    const user = userEvent.setup();
    await renderWithProviders(<AdaptiveScreen testKey="level" />);
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByRole('heading', { name: 'Câu 1' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Thời gian còn lại' })).toHaveTextContent(/0[12]:[0-5]\d/);
    expect(screen.getByRole('timer')).not.toHaveTextContent(/1[12]:/);
  });

  it('counts down on the question’s server time when the time endpoint fails', { timeout: 20_000 }, async () => {
    server.use(
      ok(adaptiveEndpoints.start, timed(2 * 60_000, 10 * 60_000)),
      http.get('http://localhost:3000/api/time', () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    await renderWithProviders(<AdaptiveScreen testKey="level" />);
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByRole('heading', { name: 'Câu 1' })).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: 'Thời gian còn lại' })).toHaveTextContent(/0[12]:[0-5]\d/);
    expect(screen.getByRole('timer')).not.toHaveTextContent(/1[12]:/);
  });

  it(
    'when time is up with no answer chosen, it shows the result the server worked out',
    { timeout: 20_000 },
    async () => {
      const reads: string[] = [];
      server.use(
        // The deadline passed while the question was on its way (still inside the grace).
        ok(adaptiveEndpoints.start, timed(-1_000)),
        handle(adaptiveEndpoints.current, () => {
          reads.push('current');
          return HttpResponse.json({
            result: true,
            data: {
              ...level,
              status: 'FINISHED',
              item: null,
              result: { ...result, stopReason: 'TIME_LIMIT', items: 3 },
            },
          });
        }),
      );
      const user = userEvent.setup();
      await renderWithProviders(<AdaptiveScreen testKey="level" />);
      await user.click(await screen.findByRole('button', { name: 'Bắt đầu' }));
      expect(await screen.findByText(/Hết giờ. Câu trả lời bạn đã chọn/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Trả lời và tiếp tục' })).toBeDisabled();
      expect(reads).toEqual([]);
      expect(
        await screen.findByRole('heading', { name: 'Trình độ của bạn: B1' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(/hết giờ: kết quả dựa trên 3 câu/)).toBeInTheDocument();
    },
  );

  it('a refused start that is no lock is an error with a retry', async () => {
    server.use(fail(adaptiveEndpoints.start, 404, 'NOT_FOUND'));
    const user = userEvent.setup();
    await renderWithProviders(<AdaptiveScreen testKey="61" />);
    await user.click(await screen.findByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bài kiểm tra này chưa được mở' })).not.toBeInTheDocument();
  });
});
