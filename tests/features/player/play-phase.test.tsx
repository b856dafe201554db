import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState, type ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  PlayAudioRef,
  PlayerAnswer,
  PlayFlashcardQuestion,
  PlayLeafQuestion,
  PlayListeningGroup,
  PlayMatchingQuestion,
  PlayPayload,
} from '@contract/player';
import { PlayPhase } from '@/features/player/components/play-phase';
import type { AudioPlayback } from '@/features/player/questions/types';
import { flattenSections } from '@/features/player/structure';
import type { AttemptState } from '@/features/player/use-attempt';
import { renderWithProviders } from '../../test-utils';
import { emulateMedia } from './families/interactive-fixtures';

const NOW = new Date().toISOString();
const DEADLINE = new Date(Date.now() + 30 * 60_000).toISOString();

const mc = (id: string, number: number, letters = ['A', 'B', 'C']): PlayLeafQuestion => ({
  id,
  type: 'MC1',
  typeId: 1,
  skill: 'GR',
  number,
  maxPoints: 1,
  prompt: `Prompt ${id}`,
  options: letters.map((letter) => ({ id: letter, text: `${id} option ${letter}` })),
});

const recording: PlayAudioRef = { id: 'group:ls1', url: 'http://localhost:4000/media/weekend.mp3', playLimit: 2 };

const listening: PlayListeningGroup = {
  id: 'ls1',
  type: 'LS',
  typeId: 30,
  skill: 'LI',
  audio: recording,
  instruction: { vi: 'Nghe rồi trả lời hai câu hỏi.', en: 'Listen and answer two questions.' },
  items: [mc('q2', 2), mc('q3', 3)],
};

const flashcards: PlayFlashcardQuestion = {
  id: 'fc',
  type: 'FC',
  typeId: 40,
  skill: 'VO',
  number: 1,
  maxPoints: 0,
  prompt: 'Words',
  cards: [
    { id: 'c1', front: 'bike', back: { vi: 'xe đạp', en: 'bike' } },
    { id: 'c2', front: 'bus', back: { vi: 'xe buýt', en: 'bus' } },
  ],
};

function payload(questions: PlayPayload['sections'][number]['questions']): PlayPayload {
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
      questionCount: 4,
      skills: ['GR', 'LI'],
      hasListening: true,
      hasSpeaking: false,
      description: { vi: '', en: '' },
    },
    sections: [{ id: 's1', title: { vi: 'Phần 1', en: 'Part 1' }, questionCount: 4, questions }],
    questionOrder: [],
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
  };
}

/** A server that counts plays, as POST /audio-play does; no memory of unfinished plays. */
function countingPlayback() {
  const used = new Map<string, number>();
  const playback: AudioPlayback = {
    requestPlay: vi.fn(async (audio: PlayAudioRef) => {
      const now = used.get(audio.id) ?? 0;
      if (now >= (audio.playLimit ?? Infinity)) return false;
      used.set(audio.id, now + 1);
      return true;
    }),
    playsUsed: (audio: PlayAudioRef) => used.get(audio.id) ?? 0,
  };
  return playback;
}

/** The player screen's part that matters here: the answers and the current question live above. */
async function renderPlay(
  data: PlayPayload,
  playback: AudioPlayback = countingPlayback(),
  saveStatus: ComponentProps<typeof PlayPhase>['saveStatus'] = 'saved',
) {
  function Harness() {
    const entries = useMemo(() => flattenSections(data.sections, data.questionOrder), []);
    const [state, setState] = useState<AttemptState>({
      answers: {},
      flags: [],
      currentQuestionId: entries[0]?.question.id ?? null,
    });
    return (
      <PlayPhase
        payload={data}
        title="Đề thử"
        entries={entries}
        state={state}
        saveStatus={saveStatus}
        offsetMs={0}
        playback={playback}
        submitting={false}
        onAnswer={(id: string, value: PlayerAnswer | undefined) =>
          setState((s) => {
            const answers = { ...s.answers };
            if (value) answers[id] = value;
            else delete answers[id];
            return { ...s, answers };
          })
        }
        onFlag={() => undefined}
        onGoTo={(id: string) => setState((s) => ({ ...s, currentQuestionId: id }))}
        onSubmit={() => undefined}
        onExpire={() => undefined}
      />
    );
  }
  const view = await renderWithProviders(<Harness />);
  return { ...view, playback, user: userEvent.setup() };
}

const region = (name: string) => screen.getByRole('region', { name });
const next = () => screen.getByRole('button', { name: 'Câu tiếp' });
const previous = () => screen.getByRole('button', { name: 'Câu trước' });

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('PlayPhase: a recording shared by several questions', () => {
  it('keeps playing, unrewound and uncharged, while the learner moves between its questions', async () => {
    const { playback, user, container } = await renderPlay(payload([mc('q1', 1), listening, mc('q4', 4)]));
    await user.click(next());
    expect(region('Câu 2')).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Đoạn ghi âm của nhóm câu hỏi' });
    const element = container.querySelector('audio') as HTMLAudioElement;
    await user.click(within(group).getByRole('button', { name: 'Phát bài nghe' }));
    expect(playback.requestPlay).toHaveBeenCalledTimes(1);
    // Five seconds in, the learner answers and moves on to the recording's next question.
    element.currentTime = 5;
    act(() => {
      element.dispatchEvent(new Event('timeupdate'));
    });
    await user.click(next());
    expect(region('Câu 3')).toBeInTheDocument();
    // The same player, still playing, at the same place, with one play spent.
    const same = screen.getByRole('group', { name: 'Đoạn ghi âm của nhóm câu hỏi' });
    expect(container.querySelector('audio')).toBe(element);
    expect(element.currentTime).toBe(5);
    expect(within(same).getByRole('button', { name: 'Tạm dừng' })).toBeInTheDocument();
    expect(within(same).getByText('Còn 1 lượt nghe')).toBeInTheDocument();
    await user.click(previous());
    expect(region('Câu 2')).toBeInTheDocument();
    expect(container.querySelector('audio')).toBe(element);
    expect(screen.getByRole('button', { name: 'Tạm dừng' })).toBeInTheDocument();
    expect(screen.queryByText('Bạn đã dùng hết lượt nghe của bài này.')).not.toBeInTheDocument();
    expect(playback.requestPlay).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('resumes an unfinished play when the learner comes back to the recording from another part', async () => {
    const kept = new Map<string, number>();
    const playback: AudioPlayback = {
      ...countingPlayback(),
      pausedAt: (audio) => kept.get(audio.id) ?? null,
      keepPausedAt: (audio, seconds) => {
        if (seconds === null) kept.delete(audio.id);
        else kept.set(audio.id, seconds);
      },
    };
    const { user, container } = await renderPlay(payload([mc('q1', 1), listening, mc('q4', 4)]), playback);
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Phát bài nghe' }));
    const element = container.querySelector('audio') as HTMLAudioElement;
    element.currentTime = 7;
    act(() => {
      element.dispatchEvent(new Event('timeupdate'));
    });
    await user.click(next());
    await user.click(next());
    expect(region('Câu 4')).toBeInTheDocument();
    expect(container.querySelector('audio')).toBeNull();
    await user.click(previous());
    // Back on the recording: paused where it was left, and resuming is the same play.
    await user.click(screen.getByRole('button', { name: 'Nghe tiếp' }));
    expect((container.querySelector('audio') as HTMLAudioElement).currentTime).toBe(7);
    expect(playback.requestPlay).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Còn 1 lượt nghe')).toBeInTheDocument();
  });
});

describe('PlayPhase: arrow keys never change an answer', () => {
  it('→ on a chosen option goes to the next question and ← comes back, the choice unchanged', async () => {
    const { user } = await renderPlay(payload([mc('q1', 1), mc('q2', 2)]));
    await user.click(await screen.findByText('q1 option B'));
    const chosen = screen.getByRole('radio', { name: /q1 option B/ });
    expect(chosen).toBeChecked();
    expect(chosen).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(region('Câu 2')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(region('Câu 1')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /q1 option B/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /q1 option C/ })).not.toBeChecked();
    expect(screen.getByText('Đã làm 1/2 câu')).toBeInTheDocument();
  });

  it('↑/↓ move the focus between the options without choosing; Space chooses', async () => {
    const { user } = await renderPlay(payload([mc('q1', 1), mc('q2', 2)]));
    await user.click(await screen.findByText('q1 option A'));
    await user.keyboard('{ArrowDown}');
    const b = screen.getByRole('radio', { name: /q1 option B/ });
    expect(b).toHaveFocus();
    expect(b).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /q1 option A/ })).toBeChecked();
    await user.keyboard('{ArrowDown}{ArrowUp}');
    expect(b).toHaveFocus();
    await user.keyboard(' ');
    expect(b).toBeChecked();
    expect(region('Câu 1')).toBeInTheDocument();
  });

  it('→ at the last question leaves the chosen option as it is', async () => {
    const { user } = await renderPlay(payload([mc('q1', 1)]));
    await user.click(await screen.findByText('q1 option A'));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /q1 option A/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /q1 option B/ })).not.toBeChecked();
  });
});

describe('PlayPhase: unscored flashcards', () => {
  it('are neither numbered nor counted in the progress', async () => {
    const { user } = await renderPlay(payload([flashcards, mc('q1', 2), mc('q2', 3)]));
    expect(region('Thẻ từ vựng (không tính điểm)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Câu/ })).not.toBeInTheDocument();
    // Short enough for the phone's bar, beside the clock.
    expect(screen.getByText('Thẻ từ vựng, không tính điểm')).toBeInTheDocument();
    // The phone's question-list button counts the same way as the bar.
    expect(screen.getByRole('button', { name: 'Danh sách câu hỏi, đang ở phần thẻ từ vựng' })).toHaveTextContent('Thẻ');
    await user.click(await screen.findByRole('button', { name: /^Lật thẻ/ }));
    // Looking at a card is not answering a question.
    expect(screen.getByText('Đã làm 0/2 câu')).toBeInTheDocument();
    const navigator = screen.getByRole('navigation', { name: 'Danh sách câu hỏi' });
    expect(within(navigator).getByRole('button', { name: 'Thẻ từ vựng: không tính điểm' })).toBeInTheDocument();
    expect(within(navigator).getByRole('button', { name: 'Câu 1: Chưa trả lời' })).toBeInTheDocument();
    expect(within(navigator).getByRole('button', { name: 'Câu 2: Chưa trả lời' })).toBeInTheDocument();
    await user.click(next());
    expect(region('Câu 1')).toBeInTheDocument();
    expect(screen.getByText('Câu 1/2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Danh sách câu hỏi, đang ở câu 1/2' })).toHaveTextContent('1/2');
  });
});

describe('PlayPhase: the question-types tour, question 14', () => {
  it('says how to answer the matching once: the instruction does not repeat the widget help', async () => {
    const tour = JSON.parse(
      readFileSync(path.join(process.cwd(), 'backend/content/tests/intl-question-types-tour.json'), 'utf8'),
    ) as { sections: { questions: { id: string; instruction?: { vi: string; en: string } }[] }[] };
    const authored = tour.sections.flatMap((s) => s.questions).find((q) => q.id === 'q14');
    const matching: PlayMatchingQuestion = {
      id: 'q14',
      type: 'MG',
      typeId: 19,
      skill: 'VO',
      number: 1,
      maxPoints: 3,
      prompt: 'What is it?',
      ...(authored?.instruction ? { instruction: authored.instruction } : {}),
      left: [
        { id: 'l1', text: 'You sleep in it at night.' },
        { id: 'l2', text: 'It tells you the time.' },
      ],
      right: [
        { id: 'r1', text: 'a clock' },
        { id: 'r2', text: 'a bed' },
        { id: 'r3', text: 'a fridge' },
      ],
    };
    await renderPlay(payload([matching]));
    const question = region('Câu 1');
    await within(question).findByRole('button', { name: 'Chọn “It tells you the time.” để nối' });
    // The ways to answer (drag, drop-down, click) are the widget's own help; the instruction says what to do.
    const instruction = within(question).getByText(/^Nối mỗi câu mô tả với đồ vật đúng/);
    expect(instruction).not.toHaveTextContent(/kéo|thả xuống|bấm/i);
    expect(within(question).queryAllByText(/thả xuống/).length).toBeLessThanOrEqual(1);
  });
});

describe('PlayPhase: the phone question list', () => {
  it('closes on Escape and when the student moves on, so it never covers the next answers', async () => {
    const { user } = await renderPlay(payload([mc('q1', 2), mc('q2', 3)]));
    const toggle = screen.getByRole('button', { name: 'Danh sách câu hỏi, đang ở câu 1/2' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(next());
    expect(screen.getByRole('button', { name: 'Danh sách câu hỏi, đang ở câu 2/2' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});

describe('PlayPhase: the save status', () => {
  it('says offline in a word in the header and what it means for the answers under it', async () => {
    await renderPlay(payload([mc('q1', 2)]), countingPlayback(), 'offline');
    expect(screen.getByRole('status')).toHaveTextContent(/^Mất kết nối$/);
    expect(screen.getByTestId('offline-notice')).toHaveTextContent(
      'Mất kết nối. Câu trả lời vẫn được giữ trên máy này và sẽ được lưu lên máy chủ ngay khi có mạng trở lại.',
    );
  });

  it('shows no notice while the answers are being saved', async () => {
    await renderPlay(payload([mc('q1', 2)]), countingPlayback(), 'saving');
    expect(screen.getByRole('status')).toHaveTextContent('Đang lưu…');
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
  });
});

describe('PlayPhase: a passage in one column (tablets, phones)', () => {
  const emulateOneColumn = (oneColumn: boolean) =>
    emulateMedia((query) => oneColumn && query.includes('max-width: 1365px'));

  function withPassage(): PlayPayload {
    const data = payload([mc('q1', 1), mc('q2', 2)]);
    const [section] = data.sections;
    return { ...data, sections: [{ ...section!, passage: 'Tom lives in a small town near the sea.' }] };
  }

  it('shows the text or the question, one tab at a time, staying on the question while moving on', async () => {
    const undo = emulateOneColumn(true);
    try {
      const { user } = await renderPlay(withPassage());
      const passageTab = screen.getByRole('tab', { name: 'Bài đọc' });
      expect(passageTab).toHaveAttribute('aria-selected', 'true');
      expect(await screen.findByText('Tom lives in a small town near the sea.')).toBeVisible();
      expect(screen.queryByRole('radio', { name: /q1 option A/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Trả lời Câu 1 →' }));
      expect(screen.getByRole('tab', { name: 'Câu 1' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('radio', { name: /q1 option A/ })).toBeVisible();
      expect(screen.getByText('Tom lives in a small town near the sea.')).not.toBeVisible();

      // The next question of the same passage opens on the question, not on the text again.
      await user.click(next());
      expect(screen.getByRole('tab', { name: 'Câu 2' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('radio', { name: /q2 option A/ })).toBeVisible();
      await user.click(screen.getByRole('tab', { name: 'Bài đọc' }));
      expect(screen.getByText('Tom lives in a small town near the sea.')).toBeVisible();
    } finally {
      undo();
    }
  });

  it('shows text and question side by side, without tabs, on a wide screen', async () => {
    const undo = emulateOneColumn(false);
    try {
      await renderPlay(withPassage());
      expect(await screen.findByText('Tom lives in a small town near the sea.')).toBeVisible();
      expect(screen.getByRole('radio', { name: /q1 option A/ })).toBeVisible();
      expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });
});
