import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayShortAnswerQuestion } from '@contract/player';
import ShortAnswer from '@/features/player/questions/families/short-answer';
import { renderFamily, reviewOf } from './text-family-harness';

vi.mock('@/features/player/media/audio-player', async () =>
  (await import('./text-family-harness')).mockAudioPlayerModule(),
);

const question: PlayShortAnswerQuestion = {
  id: 'q1b',
  type: 'SA',
  typeId: 33,
  skill: 'LI',
  number: 2,
  maxPoints: 1,
  maxLength: 10,
  prompt: 'Which word? (ONE WORD)',
};

describe('ShortAnswer (SA)', () => {
  it('takes typed text up to maxLength with a counter, by keyboard', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(ShortAnswer, question);
    await user.tab();
    const input = screen.getByRole('textbox', { name: 'Câu trả lời của bạn' });
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription('0/10 ký tự');
    await user.keyboard('nuanced and more');
    expect(input).toHaveValue('nuanced an');
    expect(last()).toEqual({ text: 'nuanced an' });
    expect(screen.getByText('10/10 ký tự')).toBeInTheDocument();
  });

  it('clears the answer when emptied (click and type)', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(ShortAnswer, question);
    const input = screen.getByRole('textbox', { name: 'Câu trả lời của bạn' });
    await user.click(input);
    await user.type(input, 'x');
    expect(last()).toEqual({ text: 'x' });
    await user.clear(input);
    expect(last()).toBeUndefined();
  });

  it('restores saved text', async () => {
    await renderFamily(ShortAnswer, question, { value: { text: 'nuanced' } });
    expect(screen.getByRole('textbox', { name: 'Câu trả lời của bạn' })).toHaveValue('nuanced');
  });

  it('review shows the learner’s text, a mark and every accepted answer', async () => {
    await renderFamily(ShortAnswer, question, {
      value: { text: 'subtle' },
      readOnly: true,
      review: reviewOf({ correctAnswer: { text: 'nuanced' }, acceptedAnswers: { text: ['nuanced', 'complex'] } }),
    });
    const input = screen.getByRole('textbox', { name: 'Câu trả lời của bạn' });
    expect(input).toHaveValue('subtle');
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByText('Sai')).toBeInTheDocument();
    expect(screen.getByText(/nuanced \/ complex/)).toBeInTheDocument();
  });

  it('review of a right answer shows no correction', async () => {
    await renderFamily(ShortAnswer, question, {
      readOnly: true,
      review: reviewOf({ outcome: 'CORRECT', userAnswer: { text: 'Nuanced.' }, correctAnswer: { text: 'nuanced' } }),
    });
    expect(screen.getByRole('textbox', { name: 'Câu trả lời của bạn' })).toHaveValue('Nuanced.');
    expect(screen.getByText('Đúng')).toBeInTheDocument();
    expect(screen.queryByText(/Đáp án đúng/)).not.toBeInTheDocument();
  });
});
