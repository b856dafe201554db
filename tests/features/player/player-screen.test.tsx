import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAYER_RULES, type PlayPayload, type ResultDetailDto, type ResultDto } from '@contract/player';
import { PlayerScreen } from '@/features/player/components/player-screen';
import { useShellFocused } from '@/lib/focus-shell';
import { latestGuestCancellationOf, latestGuestResultOf, readGuestAttempts } from '@/lib/results/guest-attempts';
import { setSession, STORAGE_KEYS } from '@/lib/session';
import { server } from '../../msw/server';
import { renderWithProviders } from '../../test-utils';
import { attemptsEndpoints } from '@contract/attempts';
import { resultsEndpoints } from '@contract/results';
import { handle, urlOf } from '../../msw/handlers';

// Families and media are other modules with their own tests: a small stand-in answers by choice.
vi.mock('@/features/player/questions/registry', async () => {
  const { createElement } = await import('react');
  const Family = ({
    question,
    value,
    onChange,
    readOnly,
  }: {
    question: { id: string; options?: { id: string; text?: string }[] };
    value: { choice: string } | undefined;
    onChange(v: { choice: string }): void;
    readOnly?: boolean;
  }) =>
    createElement(
      'div',
      { role: 'radiogroup', 'aria-label': question.id },
      (question.options ?? []).map((o) =>
        createElement('label', { key: o.id }, [
          createElement('input', {
            key: 'i',
            type: 'radio',
            name: question.id,
            checked: value?.choice === o.id,
            disabled: readOnly,
            onChange: () => onChange({ choice: o.id }),
          }),
          o.text,
        ]),
      ),
    );
  return { questionComponent: () => Family, familyOf: () => 'choice' };
});
vi.mock('@/features/player/media/audio-player', () => ({ AudioPlayer: () => null }));
vi.mock('@/features/player/media/passage', () => ({ Passage: () => null }));
vi.mock('@/features/player/media/mic-check', () => ({ MicCheck: () => null }));

const NOW = new Date().toISOString();
const DEADLINE = new Date(Date.now() + 30 * 60_000).toISOString();

const question = (id: string, number: number) => ({
  id,
  type: 'MC1' as const,
  typeId: 1,
  skill: 'GR' as const,
  number,
  maxPoints: 1,
  prompt: `Prompt ${number}`,
  options: [
    { id: 'A', text: `A${number}` },
    { id: 'B', text: `B${number}` },
  ],
});

function payload(overrides: Partial<PlayPayload> = {}): PlayPayload {
  return {
    attempt: {
      id: 11,
      unitTestId: 5,
      status: 'OPEN',
      secret: 'secret-abcdef',
      startedAt: NOW,
      deadline: DEADLINE,
      now: NOW,
      durationMinutes: 30,
      defaultDuration: false,
      audioPlays: {},
      resultId: null,
      voidReason: null,
    },
    test: {
      id: 5,
      slug: 't',
      name: 'Đề thử',
      nameEn: null,
      scope: 'SYSTEM',
      labels: null,
      testCount: null,
      unitTestType: 'MID_TERM_EXAM',
      isInternationalExam: false,
      isExam: false,
      duration: 30,
      questionCount: 2,
      skills: ['GR'],
      hasListening: false,
      hasSpeaking: false,
      description: { vi: '', en: '' },
    },
    sections: [
      {
        id: 's1',
        title: { vi: 'Phần 1', en: 'Part 1' },
        questionCount: 2,
        questions: [question('q1', 1), question('q2', 2)],
      },
    ],
    questionOrder: ['q1', 'q2'],
    draft: null,
    integrity: {
      isExam: false,
      counts: { SECOND_DEVICE: 0, RELOAD: 0, LEAVE: 0, TAB_SWITCH: 0 },
      remaining: null,
      voided: false,
      voidReason: null,
      resultId: null,
    },
    closedAttempt: null,
    ...overrides,
  };
}

const result: ResultDto = {
  id: 77,
  attemptId: 11,
  unitTest: {
    id: 5,
    slug: 't',
    name: 'Đề thử',
    nameEn: null,
    scope: 'SYSTEM',
    labels: null,
    testCount: null,
    isExam: false,
  },
  status: 'COMPLETED',
  voidReason: null,
  closedBy: 'USER',
  lateAnswersIgnored: false,
  reviewStatus: 'COMPLETE',
  score: 5,
  band: null,
  percent: 50,
  earnedPoints: 1,
  maxPoints: 2,
  questionCount: 2,
  scoredQuestionCount: 2,
  correctCount: 1,
  partialCount: 0,
  incorrectCount: 0,
  unansweredCount: 1,
  pendingReviewCount: 0,
  unscoredCount: 0,
  skills: [
    {
      skill: 'GR',
      earnedPoints: 1,
      maxPoints: 2,
      percent: 50,
      correctCount: 1,
      questionCount: 2,
      pendingReviewCount: 0,
      unansweredCount: 1,
    },
  ],
  questions: [],
  recommendations: [{ kind: 'PRACTISE_SKILL', skill: 'GR', percent: 50, explore: { skill: 'GR' } }],
  startedAt: NOW,
  submittedAt: NOW,
  timeTakenSeconds: 125,
  timeLimitSeconds: 1800,
};

const INFO = {
  title: 'Đề thử',
  duration: 30,
  questionCount: 2,
  skills: ['GR' as const],
  isExam: true,
  hasListening: false,
  hasSpeaking: false,
};

interface Calls {
  starts: unknown[];
  submits: { idempotencyKey: string; answers: Record<string, unknown> }[];
}

function mockApi(options: { failSubmits?: number; start?: PlayPayload } = {}): Calls {
  const calls: Calls = { starts: [], submits: [] };
  let failures = options.failSubmits ?? 0;
  server.use(
    handle(attemptsEndpoints.start, async ({ request }) => {
      calls.starts.push(await request.json());
      return HttpResponse.json({ result: true, data: options.start ?? payload() });
    }),
    handle(attemptsEndpoints.saveDraftUser, async ({ request }) => {
      const body = (await request.json()) as { revision: number };
      return HttpResponse.json({
        result: true,
        data: { attemptId: 11, revision: body.revision, stored: true, savedAt: NOW, deadline: DEADLINE, now: NOW },
      });
    }),
    handle(resultsEndpoints.userSubmit, async ({ request }) => {
      calls.submits.push((await request.json()) as Calls['submits'][number]);
      if (failures > 0) {
        failures -= 1;
        return HttpResponse.error();
      }
      return HttpResponse.json({ result: true, data: { result, alreadySubmitted: false } });
    }),
    handle(resultsEndpoints.detail, () => {
      const detail: ResultDetailDto = {
        result,
        isOwner: true,
        sharedBy: null,
        review: [
          {
            id: 's1',
            title: { vi: 'Phần 1', en: 'Part 1' },
            questionCount: 2,
            transcript: null,
            questions: [
              {
                ...question('q1', 1),
                review: {
                  outcome: 'CORRECT',
                  earnedPoints: 1,
                  maxPoints: 1,
                  inScore: true,
                  userAnswer: { choice: 'A' },
                  correctAnswer: { choice: 'A' },
                  acceptedAnswers: null,
                  parts: null,
                  explanation: { vi: 'Vì A đúng ngữ pháp.', en: 'A is grammatical.' },
                  transcript: null,
                  sampleAnswer: null,
                  recordingUrl: null,
                  wordCount: null,
                },
              },
              {
                ...question('q2', 2),
                review: {
                  outcome: 'UNANSWERED',
                  earnedPoints: 0,
                  maxPoints: 1,
                  inScore: true,
                  userAnswer: null,
                  correctAnswer: { choice: 'B' },
                  acceptedAnswers: null,
                  parts: null,
                  explanation: { vi: 'Đáp án B.', en: 'B.' },
                  transcript: null,
                  sampleAnswer: null,
                  recordingUrl: null,
                  wordCount: null,
                },
              },
            ],
          },
        ],
      };
      return HttpResponse.json({ result: true, data: detail });
    }),
  );
  return calls;
}

/** An exam (leaving it voids it), with the integrity events it reports. */
function mockExam() {
  const exam = payload();
  const calls = mockApi({
    start: { ...exam, test: { ...exam.test, isExam: true }, integrity: { ...exam.integrity, isExam: true } },
  });
  const events: unknown[] = [];
  server.use(
    http.post(urlOf(attemptsEndpoints.integrityEvent, { params: { id: 11 } }), async ({ request }) => {
      events.push(await request.json());
      return HttpResponse.json({ result: true, data: exam.integrity });
    }),
  );
  return { calls, events };
}

function storedDraft() {
  const raw = window.localStorage.getItem(STORAGE_KEYS.draftResult);
  return raw
    ? (
        JSON.parse(raw) as {
          drafts: Record<
            string,
            { answers: Record<string, unknown>; currentQuestionId: string; flags: string[]; submitKey: string | null }
          >;
        }
      ).drafts['5']
    : undefined;
}

describe('player', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  // A whole journey through four screens: several seconds on a busy 2-core runner.
  it('goes check → play → result → review, saving every change locally', { timeout: 20_000 }, async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    await renderWithProviders(<PlayerScreen testId={5} info={INFO} />);

    // Check: the exam warnings, then Start.
    expect(screen.getByRole('heading', { name: 'Đề thử' })).toBeInTheDocument();
    expect(screen.getByText(/hai thiết bị/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));

    expect(await screen.findByRole('heading', { name: 'Câu 1' })).toBeInTheDocument();
    expect(calls.starts[0]).toMatchObject({ deviceId: expect.any(String) });
    expect(screen.getByRole('timer')).toHaveTextContent(/^(29|30):\d\d$/);

    await user.click(screen.getByRole('radio', { name: 'A1' }));
    expect(storedDraft()?.answers).toEqual({ q1: { choice: 'A' } });
    const nav = screen.getByRole('navigation', { name: 'Danh sách câu hỏi' });
    expect(within(nav).getByRole('button', { name: 'Câu 1: Đã trả lời' })).toBeInTheDocument();

    // Arrow right moves on when focus is not in a field.
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('heading', { name: 'Câu 2' })).toBeInTheDocument();
    expect(storedDraft()?.currentQuestionId).toBe('q2');

    await user.click(screen.getByRole('button', { name: 'Đánh dấu xem lại' }));
    expect(within(nav).getByRole('button', { name: 'Câu 2: Chưa trả lời, Đã đánh dấu' })).toBeInTheDocument();

    // The confirm dialog lists the unanswered question.
    await user.click(screen.getAllByRole('button', { name: 'Nộp bài' })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Còn 1 câu chưa trả lời:')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Câu 2' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Nộp bài' }));

    expect(await screen.findByText('5/10')).toBeInTheDocument();
    expect(screen.getByText('2 phút 5 giây')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Luyện Ngữ pháp (mới đạt 50%)' })).toHaveAttribute(
      'href',
      '/explore?skill=GR',
    );
    expect(calls.submits).toHaveLength(1);
    expect(calls.submits[0]!.answers).toEqual({ q1: { choice: 'A' } });
    expect(storedDraft()).toBeUndefined();
    // A guest's attempt stays known to this browser (its secret the proof), for a sign-in to claim.
    // With its result, so the test page can open that result again.
    expect(readGuestAttempts()).toEqual([
      { attemptId: 11, secret: 'secret-abcdef', savedAt: expect.any(Number), unitTestId: 5, resultId: result.id },
    ]);
    expect(screen.getByRole('region', { name: 'Giữ lại kết quả này' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Xem lại bài làm' }));
    expect(await screen.findByText('Vì A đúng ngữ pháp.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Chỉ xem câu sai' }));
    expect(screen.queryByText('Vì A đúng ngữ pháp.')).not.toBeInTheDocument();
    expect(screen.getByText('Đáp án B.')).toBeInTheDocument();
  });

  it('remembers no attempt as a guest’s when signed in', async () => {
    setSession({ accessToken: 'access-1' });
    mockApi();
    const user = userEvent.setup();
    await renderWithProviders(<PlayerScreen testId={5} info={INFO} />);
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    expect(await screen.findByRole('heading', { name: 'Câu 1' })).toBeInTheDocument();
    expect(readGuestAttempts()).toEqual([]);
  });

  it('gives a result its own address the moment it exists (a reload then shows it, not a new attempt)', async () => {
    mockApi();
    const onResult = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(<PlayerScreen testId={5} info={{ ...INFO, isExam: false }} onResult={onResult} />);
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: 'A1' }));
    expect(onResult).not.toHaveBeenCalled();
    await user.click(screen.getAllByRole('button', { name: 'Nộp bài' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nộp bài' }));
    await waitFor(() => expect(onResult).toHaveBeenCalledWith(result.id));
    // Nothing to click on the way there (a click would be lost when the page moves).
    expect(screen.getByText('Đang mở kết quả…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Xem lại bài làm' })).not.toBeInTheDocument();
    // The guest's secret is kept before the page moves, so the result's own page can prove it.
    expect(readGuestAttempts()).toEqual([expect.objectContaining({ attemptId: 11, resultId: result.id })]);
  });

  it('asks only to continue when opened to resume, and leaves when the attempt already ended', async () => {
    setSession({ accessToken: 'access-1' });
    const starts: unknown[] = [];
    server.use(
      handle(attemptsEndpoints.start, async ({ request }) => {
        starts.push(await request.json());
        return HttpResponse.json(
          { result: false, code: 'NO_OPEN_ATTEMPT', message: 'There is no open attempt of this test to continue.' },
          { status: 409 },
        );
      }),
    );
    const onExit = vi.fn();
    await act(async () => {
      await renderWithProviders(<PlayerScreen testId={5} info={INFO} resumeOpen onExit={onExit} />);
    });
    await waitFor(() => expect(onExit).toHaveBeenCalled());
    expect(starts).toEqual([expect.objectContaining({ resume: true })]);
  });

  it('keeps every answer when a submit fails and retries with the same idempotency key', async () => {
    const calls = mockApi({ failSubmits: 1 });
    const user = userEvent.setup();
    await renderWithProviders(<PlayerScreen testId={5} info={{ ...INFO, isExam: false }} />);
    await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
    await user.click(await screen.findByRole('radio', { name: 'B1' }));
    await user.click(screen.getAllByRole('button', { name: 'Nộp bài' })[0]!);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nộp bài' }));

    expect(await screen.findByRole('heading', { name: 'Chưa nộp được bài' })).toBeInTheDocument();
    expect(storedDraft()?.answers).toEqual({ q1: { choice: 'B' } });
    await user.click(screen.getByRole('button', { name: 'Nộp lại' }));
    expect(await screen.findByText('5/10')).toBeInTheDocument();
    expect(calls.submits).toHaveLength(2);
    expect(calls.submits[1]!.idempotencyKey).toBe(calls.submits[0]!.idempotencyKey);
  });

  it('resumes an attempt stored in this browser: answers, flags and the current question', async () => {
    window.localStorage.setItem(
      STORAGE_KEYS.draftResult,
      JSON.stringify({
        drafts: {
          '5': {
            attemptId: 11,
            secret: 'secret-abcdef',
            testId: 5,
            answers: { q1: { choice: 'B' } },
            currentQuestionId: 'q2',
            flags: ['q1'],
            revision: 4,
            savedRevision: 2,
            submitKey: null,
            updatedAt: Date.now(),
          },
        },
      }),
    );
    const calls = mockApi({
      start: payload({ draft: { answers: {}, currentQuestionId: 'q1', flags: [], revision: 2, savedAt: NOW } }),
    });
    await act(async () => {
      await renderWithProviders(<PlayerScreen testId={5} info={INFO} />);
    });
    expect(await screen.findByRole('heading', { name: 'Câu 2' })).toBeInTheDocument();
    expect(calls.starts[0]).toMatchObject({ attemptId: 11, attemptSecret: 'secret-abcdef' });
    const nav = screen.getByRole('navigation', { name: 'Danh sách câu hỏi' });
    expect(within(nav).getByRole('button', { name: 'Câu 1: Đã trả lời, Đã đánh dấu' })).toBeInTheDocument();
  });

  it("opens a guest's earlier result with its attempt secret, then offers the review and a retake", async () => {
    const calls = mockApi();
    const secrets: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/itf/unit-tests-result/')) secrets.push(request.headers.get('X-Attempt-Secret'));
    });
    await renderWithProviders(
      <PlayerScreen testId={5} info={INFO} openResult={{ resultId: 90, secret: 'secret-abcdef' }} />,
    );
    expect(await screen.findByText('5/10')).toBeInTheDocument();
    expect(secrets).toContain('secret-abcdef');
    expect(calls.starts).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Xem lại bài làm' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  describe('exam mode', () => {
    /** What the app shell reads: whether a screen asked for the focused shell. */
    function ShellProbe() {
      return <p data-testid="shell">{useShellFocused() ? 'focused' : 'site'}</p>;
    }

    it('plays in the focused shell, with one bar holding title, progress, clock and submit', async () => {
      mockApi();
      const user = userEvent.setup();
      await renderWithProviders(
        <>
          <ShellProbe />
          <PlayerScreen testId={5} info={{ ...INFO, isExam: false }} />
        </>,
      );
      expect(screen.getByTestId('shell')).toHaveTextContent('site');
      await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
      expect(await screen.findByRole('heading', { name: 'Câu 1' })).toBeInTheDocument();
      expect(screen.getByTestId('shell')).toHaveTextContent('focused');
      const bar = screen.getByRole('banner');
      expect(within(bar).getByText('Đề thử')).toBeInTheDocument();
      expect(within(bar).getByText('Câu 1/2')).toBeInTheDocument();
      expect(within(bar).getByRole('timer')).toBeInTheDocument();
      expect(within(bar).getByRole('button', { name: 'Nộp bài' })).toBeInTheDocument();

      await user.click(within(bar).getByRole('button', { name: 'Nộp bài' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Nộp bài' }));
      expect(await screen.findByText('5/10')).toBeInTheDocument();
      expect(screen.getByTestId('shell')).toHaveTextContent('site');
    });

    it('says “time’s up” when the clock reaches zero, then shows the result on request', async () => {
      const calls = mockApi({
        start: payload({
          attempt: {
            ...payload().attempt,
            now: new Date().toISOString(),
            deadline: new Date(Date.now() + 2500).toISOString(),
          },
        }),
      });
      const user = userEvent.setup();
      await renderWithProviders(<PlayerScreen testId={5} info={{ ...INFO, isExam: false }} />);
      await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
      expect(await screen.findByRole('heading', { name: 'Câu 1' })).toBeInTheDocument();

      const heading = await screen.findByRole('heading', { name: 'Hết giờ!' }, { timeout: 10_000 });
      expect(heading).toHaveFocus();
      expect(
        await screen.findByText(
          'Đã hết thời gian làm bài. Bài làm của bạn đã được nộp tự động với các câu trả lời đã làm.',
        ),
      ).toBeInTheDocument();
      expect(calls.submits).toHaveLength(1);
      expect(screen.queryByText('5/10 điểm')).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Xem kết quả' }));
      expect(await screen.findByText('5/10')).toBeInTheDocument();
    }, 20_000);

    it('leaves a practice test only after asking, keeping the attempt to carry on later', async () => {
      mockApi();
      const onExit = vi.fn();
      const user = userEvent.setup();
      await renderWithProviders(<PlayerScreen testId={5} info={{ ...INFO, isExam: false }} onExit={onExit} />);
      await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
      await user.click(await screen.findByRole('radio', { name: 'A1' }));
      await user.click(screen.getByRole('button', { name: 'Rời bài làm' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rời bài làm?' });
      expect(dialog).toHaveTextContent('Câu trả lời của bạn đã được lưu.');
      await user.click(within(dialog).getByRole('button', { name: 'Ở lại làm bài' }));
      expect(onExit).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Rời bài làm' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rời bài' }));
      expect(onExit).toHaveBeenCalledTimes(1);
      expect(storedDraft()?.answers).toEqual({ q1: { choice: 'A' } });
    });

    it('offers to submit an exam instead of leaving it, which keeps the result and voids nothing', async () => {
      const { calls, events } = mockExam();
      const onExit = vi.fn();
      const user = userEvent.setup();
      await renderWithProviders(<PlayerScreen testId={5} info={INFO} onExit={onExit} />);
      await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
      await user.click(await screen.findByRole('radio', { name: 'A1' }));
      await user.click(screen.getByRole('button', { name: 'Rời bài làm' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rời bài làm?' });
      await user.click(within(dialog).getByRole('button', { name: 'Nộp bài' }));
      // The usual check before handing in comes first, and nothing is submitted until it is confirmed.
      const confirm = await screen.findByRole('dialog', { name: 'Nộp bài?' });
      expect(calls.submits).toHaveLength(0);
      await user.click(within(confirm).getByRole('button', { name: 'Nộp bài' }));
      expect(await screen.findByText('5/10')).toBeInTheDocument();
      expect(calls.submits).toHaveLength(1);
      expect(onExit).not.toHaveBeenCalled();
      expect(events).toEqual([]);
    });

    it('counts a hidden exam page as leaving only when it was away longer than a glance', async () => {
      const { events } = mockExam();
      const warned = { ...payload().integrity, isExam: true, counts: { ...payload().integrity.counts, TAB_SWITCH: 1 } };
      server.use(
        http.post(urlOf(attemptsEndpoints.integrityEvent, { params: { id: 11 } }), async ({ request }) => {
          events.push(await request.json());
          return HttpResponse.json({
            result: true,
            data: { ...warned, remaining: { SECOND_DEVICE: 1, RELOAD: 1, LEAVE: 1, TAB_SWITCH: 2 } },
          });
        }),
      );
      const user = userEvent.setup();
      await renderWithProviders(<PlayerScreen testId={5} info={INFO} />);
      await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
      await screen.findByRole('radio', { name: 'A1' });
      let clock = Date.now();
      const now = vi.spyOn(Date, 'now').mockImplementation(() => clock);
      const setVisibility = (state: DocumentVisibilityState, at: number) => {
        clock = at;
        Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
        act(() => {
          document.dispatchEvent(new Event('visibilitychange'));
        });
      };
      try {
        // A look at the notification shade…
        setVisibility('hidden', clock);
        setVisibility('visible', clock + PLAYER_RULES.HIDDEN_GRACE_MS - 1);
        // … then another app for a while.
        setVisibility('hidden', clock + 60_000);
        expect(events).toEqual([]);
        setVisibility('visible', clock + PLAYER_RULES.HIDDEN_GRACE_MS);
      } finally {
        now.mockRestore();
        Reflect.deleteProperty(document, 'visibilityState');
      }
      const dialog = await screen.findByRole('dialog', { name: 'Bạn vừa rời khỏi bài thi' });
      expect(dialog).toHaveTextContent('Thêm 2 lần nữa bài làm sẽ bị hủy.');
      expect(events).toEqual([{ attemptSecret: 'secret-abcdef', kind: 'TAB_SWITCH' }]);
    });

    it('says at once that a page the phone reloaded by itself was counted as time away', async () => {
      setSession({ accessToken: 'access-1' });
      const exam = payload();
      const counted = {
        ...exam.integrity,
        isExam: true,
        counts: { ...exam.integrity.counts, TAB_SWITCH: 1 },
        remaining: { SECOND_DEVICE: 1, RELOAD: 1, LEAVE: 1, TAB_SWITCH: 2 },
      };
      const calls = mockApi({ start: { ...exam, test: { ...exam.test, isExam: true }, integrity: counted } });
      Object.defineProperty(document, 'wasDiscarded', { value: true, configurable: true });
      try {
        await act(async () => {
          await renderWithProviders(<PlayerScreen testId={5} info={INFO} resumeOpen />);
        });
        const dialog = await screen.findByRole('dialog', { name: 'Bạn vừa rời khỏi bài thi' });
        expect(dialog).toHaveTextContent('Thêm 2 lần nữa bài làm sẽ bị hủy.');
        expect(calls.starts).toEqual([expect.objectContaining({ resume: true, restoredByBrowser: true })]);
      } finally {
        Reflect.deleteProperty(document, 'wasDiscarded');
      }
    });

    it('warns that leaving an exam cancels it, and records the leave', async () => {
      const { events } = mockExam();
      const onExit = vi.fn();
      const user = userEvent.setup();
      await renderWithProviders(<PlayerScreen testId={5} info={INFO} onExit={onExit} />);
      await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
      await user.click(await screen.findByRole('button', { name: 'Rời bài làm' }));
      const dialog = await screen.findByRole('dialog', { name: 'Rời bài làm?' });
      expect(dialog).toHaveTextContent('nếu rời đi bây giờ, bài làm sẽ bị hủy');
      await user.click(within(dialog).getByRole('button', { name: 'Rời và hủy bài' }));
      await waitFor(() => expect(onExit).toHaveBeenCalledTimes(1));
      expect(events).toEqual([{ attemptSecret: 'secret-abcdef', kind: 'LEAVE' }]);
    });

    it('remembers in a guest’s browser that leaving cancelled the exam, why and when, for the test page', async () => {
      const { events } = mockExam();
      const voided = { ...payload().integrity, isExam: true, voided: true, voidReason: 'LEAVE', resultId: 77 };
      server.use(
        http.post(urlOf(attemptsEndpoints.integrityEvent, { params: { id: 11 } }), async ({ request }) => {
          events.push(await request.json());
          return HttpResponse.json({ result: true, data: voided });
        }),
      );
      const onExit = vi.fn();
      const user = userEvent.setup();
      await renderWithProviders(<PlayerScreen testId={5} info={INFO} onExit={onExit} />);
      await user.click(screen.getByRole('button', { name: 'Bắt đầu' }));
      await user.click(await screen.findByRole('radio', { name: 'A1' }));
      await user.click(screen.getByRole('button', { name: 'Rời bài làm' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Rời và hủy bài' }));
      await waitFor(() => expect(onExit).toHaveBeenCalledTimes(1));
      expect(latestGuestCancellationOf(5)).toMatch(/^LEAVE\|\d{4}-\d\d-\d\dT/);
      expect(latestGuestResultOf(5)).toBe('77:secret-abcdef');
      // Nothing is left to resume: the attempt is over.
      expect(storedDraft()).toBeUndefined();
    });
  });
});
