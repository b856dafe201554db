import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayChoiceQuestion } from '@contract/player';
import Choice from '@/features/player/questions/families/choice';
import { QuestionStem } from '@/features/player/questions/families/shared/question-stem';
import { renderWithProviders } from '../../../test-utils';
import { playback, renderFamily, reviewOf } from './text-family-harness';

vi.mock('@/features/player/media/audio-player', async () =>
  (await import('./text-family-harness')).mockAudioPlayerModule(),
);

function mc(partial: Partial<PlayChoiceQuestion> = {}): PlayChoiceQuestion {
  return {
    id: 'q1',
    type: 'MC1',
    typeId: 1,
    skill: 'GR',
    number: 3,
    maxPoints: 1,
    prompt: 'She ___ to school every day.',
    options: [
      { id: 'A', text: 'go' },
      { id: 'B', text: 'goes' },
      { id: 'C', text: 'going' },
      { id: 'D', text: 'gone' },
    ],
    ...partial,
  };
}

describe('Choice (MC1–MC11)', () => {
  it('shows lettered options in a named radio group and answers by click', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(Choice, mc());
    const group = screen.getByRole('group', { name: 'Câu 3: chọn một đáp án' });
    expect(within(group).getAllByRole('radio')).toHaveLength(4);

    await user.click(screen.getByRole('radio', { name: /goes/ }));
    expect(last()).toEqual({ choice: 'B' });
    expect(screen.getByRole('radio', { name: /goes/ })).toBeChecked();
  });

  it('answers by keyboard alone: Tab into the group, ↓ moves without choosing, Space chooses, and the choice can be cleared', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(Choice, mc());
    await user.tab();
    expect(screen.getByRole('radio', { name: /^A go$/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(last()).toEqual({ choice: 'A' });
    await user.keyboard('{ArrowDown}');
    expect(last()).toEqual({ choice: 'A' });
    expect(screen.getByRole('radio', { name: /goes/ })).toHaveFocus();
    expect(screen.getByRole('radio', { name: /goes/ })).not.toBeChecked();
    await user.keyboard(' ');
    expect(last()).toEqual({ choice: 'B' });

    await user.tab();
    expect(screen.getByRole('button', { name: 'Bỏ chọn' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(last()).toBeUndefined();
    expect(screen.getByRole('radio', { name: /goes/ })).not.toBeChecked();
  });

  it('restores a saved choice', async () => {
    await renderFamily(Choice, mc(), { value: { choice: 'C' } });
    expect(screen.getByRole('radio', { name: /going/ })).toBeChecked();
  });

  it('renders MC6 underlined sounds from markers', async () => {
    await renderFamily(
      Choice,
      mc({
        type: 'MC6',
        options: [
          { id: 'A', text: 'cook%u%ed%u%' },
          { id: 'B', text: 'visit%u%ed%u%' },
        ],
      }),
    );
    const label = screen.getByRole('radio', { name: /cooked/ }).closest('label')!;
    expect(label.querySelector('u')).toHaveTextContent('ed');
    expect(label).not.toHaveTextContent('%u%');
  });

  it('names picture, colour and shape options and plays option audio', async () => {
    await renderFamily(
      Choice,
      mc({
        type: 'MC2',
        options: [
          { id: 'A', image: 'http://localhost:4000/media/fish.svg' },
          { id: 'B', colour: 'red' },
          { id: 'C', shape: 'star', audio: { id: 'option:q1:C', url: 'http://x/c.mp3', playLimit: null } },
        ],
      }),
    );
    expect(screen.getByRole('radio', { name: /Tranh A/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Tranh A' })).toHaveAttribute('src', 'http://localhost:4000/media/fish.svg');
    expect(screen.getByRole('radio', { name: /Màu đỏ/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Hình ngôi sao/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nghe phương án C' })).toHaveAttribute('data-audio-id', 'option:q1:C');
  });

  it('review marks the learner’s wrong pick and names the correct option, without changing anything', async () => {
    const user = userEvent.setup();
    const { changes } = await renderFamily(Choice, mc(), {
      value: { choice: 'A' },
      readOnly: true,
      review: reviewOf({ userAnswer: { choice: 'A' }, correctAnswer: { choice: 'B' } }),
    });
    const wrong = screen.getByRole('radio', { name: /^A go/ });
    expect(wrong).toBeChecked();
    expect(wrong).toBeDisabled();
    expect(wrong.closest('label')).toHaveAttribute('data-review', 'wrong');
    expect(wrong.closest('label')).toHaveTextContent('Sai');
    const right = screen.getByRole('radio', { name: /goes/ });
    expect(right.closest('label')).toHaveAttribute('data-review', 'missed');
    expect(right.closest('label')).toHaveTextContent('Đáp án đúng');
    await user.click(right);
    expect(changes).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Bỏ chọn' })).not.toBeInTheDocument();
  });

  it('review falls back to the server’s copy of the answer and marks a right pick', async () => {
    await renderFamily(Choice, mc(), {
      readOnly: true,
      review: reviewOf({ outcome: 'CORRECT', userAnswer: { choice: 'B' }, correctAnswer: { choice: 'B' } }),
    });
    const right = screen.getByRole('radio', { name: /goes/ });
    expect(right).toBeChecked();
    expect(right.closest('label')).toHaveAttribute('data-review', 'right');
    expect(right.closest('label')).toHaveTextContent('Đúng');
  });
});

describe('QuestionStem', () => {
  it('fills the MC5 blank with the chosen option', async () => {
    await renderWithProviders(
      <QuestionStem question={mc({ type: 'MC5' })} value={{ choice: 'B' }} audio={playback} locale="vi" />,
    );
    expect(screen.getByText('goes')).toHaveAttribute('data-filled', 'true');
  });

  it('shows MC8 underlined parts with their letters and highlights the chosen one', async () => {
    const { container } = await renderWithProviders(
      <QuestionStem
        question={mc({ type: 'MC8', prompt: 'The people %u%which%u% (A) live %u%in%u% (B) here.' })}
        value={{ choice: 'A' }}
        audio={playback}
        locale="vi"
      />,
    );
    const parts = container.querySelectorAll('u');
    expect([...parts].map((u) => u.textContent)).toEqual(['which', 'in']);
    expect(screen.getByLabelText('Phần A').parentElement).toHaveAttribute('data-selected', 'true');
    expect(screen.getByLabelText('Phần B').parentElement).not.toHaveAttribute('data-selected');
    expect(container).not.toHaveTextContent('%u%');
  });

  it('sets MC11 dialogue lines apart with the speaker, plus instruction, picture and audio', async () => {
    await renderWithProviders(
      <QuestionStem
        question={mc({
          type: 'MC11',
          prompt: 'Nam: "Would you like to come?"\nLan: "___"',
          instruction: { vi: 'Chọn câu đáp lại phù hợp.', en: 'Choose the best reply.' },
          image: 'http://localhost:4000/media/party.svg',
          audio: { id: 'question:q1', url: 'http://x/q1.mp3', playLimit: 2 },
        })}
        value={undefined}
        audio={playback}
        locale="en"
      />,
    );
    expect(screen.getByText('Choose the best reply.')).toBeInTheDocument();
    expect(screen.getByText('Nam:').tagName).toBe('STRONG');
    expect(screen.getByText('Lan:').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'Hình minh hoạ câu 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nghe câu 3' })).toHaveAttribute('data-audio-id', 'question:q1');
  });
});
