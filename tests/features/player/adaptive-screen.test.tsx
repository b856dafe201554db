import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { adaptiveEndpoints, type AdaptiveAttemptDto, type AdaptiveResultDto } from '@contract/adaptive';
import { AdaptiveScreen } from '@/features/player/lazy/adaptive-screen';
import { handle, ok } from '../../msw/handlers';
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
  },
  status: 'OPEN',
  answered: 0,
  questionNumber: 1,
  remaining: { estimate: 12, max: 30 },
  startedAt: '2026-11-27T10:00:00.000Z',
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

afterEach(() => window.localStorage.clear());

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
});
