import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayTrueFalseQuestion } from '@contract/player';
import TrueFalse from '@/features/player/questions/families/true-false';
import { createTestI18n } from '../../../test-utils';
import { renderFamily, reviewOf } from './text-family-harness';

vi.mock('@/features/player/media/audio-player', async () =>
  (await import('./text-family-harness')).mockAudioPlayerModule(),
);

function tf(
  choices: PlayTrueFalseQuestion['choices'],
  wording?: PlayTrueFalseQuestion['wording'],
): PlayTrueFalseQuestion {
  return {
    id: 'q7',
    type: 'TF',
    typeId: 34,
    skill: 'RE',
    number: 7,
    maxPoints: 1,
    choices,
    prompt: 'Statement.',
    ...(wording ? { wording } : {}),
  };
}

describe('TrueFalse (TF)', () => {
  it('offers True / False / Not given when the item has it, and answers by click', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(TrueFalse, tf(['TRUE', 'FALSE', 'NOT_GIVEN']));
    expect(screen.getByRole('group', { name: 'Câu 7: chọn Đúng, Sai hoặc Không có thông tin' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Không có thông tin' }));
    expect(last()).toEqual({ choice: 'NOT_GIVEN' });
  });

  it('offers only True / False otherwise, and works by keyboard', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(TrueFalse, tf(['TRUE', 'FALSE']));
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await user.tab();
    await user.keyboard(' ');
    expect(last()).toEqual({ choice: 'TRUE' });
    await user.keyboard('{ArrowDown}');
    expect(last()).toEqual({ choice: 'TRUE' });
    expect(screen.getByRole('radio', { name: 'Sai' })).toHaveFocus();
    await user.keyboard(' ');
    expect(last()).toEqual({ choice: 'FALSE' });
  });

  it('restores a saved answer and speaks English in English', async () => {
    await renderFamily(TrueFalse, tf(['TRUE', 'FALSE', 'NOT_GIVEN']), { value: { choice: 'FALSE' } });
    expect(screen.getByRole('radio', { name: 'Sai' })).toBeChecked();
    const en = await createTestI18n('en');
    expect(en.t('trueFalse.NOT_GIVEN', { ns: 'questions' })).toBe('Not given');
  });

  it('keeps an exam’s own words in every language, as its instruction says them', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(TrueFalse, tf(['TRUE', 'FALSE', 'NOT_GIVEN'], 'TRUE_FALSE'));
    expect(screen.getByRole('group', { name: 'Câu 7: chọn TRUE, FALSE hoặc NOT GIVEN' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.trim())).toEqual([
      'TRUE',
      'FALSE',
      'NOT GIVEN',
    ]);
    expect(screen.queryByText('Đúng')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'NOT GIVEN' }));
    expect(last()).toEqual({ choice: 'NOT_GIVEN' });
  });

  it('says YES / NO / NOT GIVEN when the exam is worded so', async () => {
    await renderFamily(TrueFalse, tf(['TRUE', 'FALSE', 'NOT_GIVEN'], 'YES_NO'), { value: { choice: 'FALSE' } });
    expect(screen.getByRole('radio', { name: 'NO' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'YES' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'NOT GIVEN' })).toBeInTheDocument();
  });

  it('review shows the learner’s answer against the correct one', async () => {
    await renderFamily(TrueFalse, tf(['TRUE', 'FALSE', 'NOT_GIVEN']), {
      readOnly: true,
      review: reviewOf({ userAnswer: { choice: 'TRUE' }, correctAnswer: { choice: 'NOT_GIVEN' } }),
    });
    expect(screen.getByRole('radio', { name: /^Đúng/ }).closest('label')).toHaveAttribute('data-review', 'wrong');
    expect(screen.getByRole('radio', { name: /Không có thông tin/ }).closest('label')).toHaveTextContent('Đáp án đúng');
  });
});
