import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayDictationQuestion } from '@contract/player';
import Dictation from '@/features/player/questions/families/dictation';
import { diffWords } from '@/features/player/questions/families/shared/word-diff';
import { renderFamily, reviewOf } from './text-family-harness';

vi.mock('@/features/player/media/audio-player', async () =>
  (await import('./text-family-harness')).mockAudioPlayerModule(),
);

const question: PlayDictationQuestion = {
  id: 'd1',
  type: 'DS',
  typeId: 40,
  skill: 'LI',
  number: 4,
  maxPoints: 1,
  maxLength: 500,
  audio: { id: 'question:d1', url: 'http://localhost:4000/media/d1.mp3', playLimit: 2 },
};

describe('Dictation (DS)', () => {
  it('takes what the learner types, by keyboard, with help and a counter', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(Dictation, question);
    await user.tab();
    const box = screen.getByRole('textbox', { name: 'Gõ lại những gì bạn nghe được' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('maxlength', '500');
    expect(box).toHaveAccessibleDescription('Nghe đoạn ghi âm rồi gõ lại chính xác từng từ. 0/500 ký tự');
    await user.keyboard('Please submit');
    expect(last()).toEqual({ text: 'Please submit' });
  });

  it('answers by mouse too and restores saved text', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(Dictation, question, { value: { text: 'Please' } });
    const box = screen.getByRole('textbox', { name: 'Gõ lại những gì bạn nghe được' });
    expect(box).toHaveValue('Please');
    await user.click(box);
    await user.type(box, ' go');
    expect(last()).toEqual({ text: 'Please go' });
  });

  it('review compares word by word: missing and extra words are marked in words', async () => {
    await renderFamily(Dictation, question, {
      value: { text: 'Please send your assignment before Friday' },
      readOnly: true,
      review: reviewOf({
        outcome: 'PARTIAL',
        correctAnswer: { text: 'Please submit your assignment before midnight on Friday.' },
        acceptedAnswers: { text: ['Please submit your assignment before midnight on Friday.'] },
      }),
    });
    // Partly right: the box's mark says so, not "wrong", in step with the outcome under it.
    expect(screen.getByText('Đúng một phần')).toBeInTheDocument();
    expect(screen.queryByText('Sai')).not.toBeInTheDocument();
    expect(screen.getByText('So sánh với đáp án')).toBeInTheDocument();
    const extra = document.querySelectorAll('del');
    expect([...extra].map((node) => node.textContent)).toEqual(['Từ thừa hoặc sai: send']);
    const missing = document.querySelectorAll('ins');
    expect([...missing].map((node) => node.textContent)).toEqual([
      'Thiếu từ: submit',
      'Thiếu từ: midnight',
      'Thiếu từ: on',
    ]);
    expect(screen.getByText(/Đáp án đúng/).parentElement).toHaveTextContent(
      'Please submit your assignment before midnight on Friday.',
    );
  });
});

describe('diffWords', () => {
  it('ignores case and punctuation like the server', () => {
    expect(diffWords('please, SUBMIT it', 'Please submit it.')).toEqual([
      { kind: 'same', word: 'Please' },
      { kind: 'same', word: 'submit' },
      { kind: 'same', word: 'it.' },
    ]);
  });

  it('lists extra and missing words in reading order', () => {
    expect(diffWords('a b x c', 'a c d')).toEqual([
      { kind: 'same', word: 'a' },
      { kind: 'extra', word: 'b' },
      { kind: 'extra', word: 'x' },
      { kind: 'same', word: 'c' },
      { kind: 'missing', word: 'd' },
    ]);
  });
});
