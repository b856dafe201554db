import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayMatchingQuestion, QuestionReviewDto } from '@contract/player';
import Matching from '@/features/player/questions/families/matching';
import type { QuestionProps } from '@/features/player/questions/types';
import { renderWithProviders } from '../../../test-utils';
import { stubPlayback } from './interactive-fixtures';

const question: PlayMatchingQuestion = {
  id: 'q4',
  type: 'MG',
  typeId: 19,
  skill: 'VO',
  number: 4,
  maxPoints: 2,
  left: [
    { id: 'l1', text: 'Planes leave from here.' },
    { id: 'l2', text: 'Ill people go here.' },
  ],
  right: [
    { id: 'r1', text: 'hospital' },
    { id: 'r2', text: 'airport' },
    { id: 'r3', text: 'library' },
  ],
};

async function setup(props: Partial<QuestionProps> = {}) {
  const onChange = vi.fn();
  await renderWithProviders(
    <Matching question={question} value={undefined} onChange={onChange} audio={stubPlayback()} locale="vi" {...props} />,
  );
  return { onChange, user: userEvent.setup() };
}

describe('MG matching family', () => {
  it('renders a drop-down per left item with the lettered options', async () => {
    await setup();
    const select = screen.getByRole('combobox', { name: 'Chọn đáp án cho “Planes leave from here.”' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      '— Chưa chọn —',
      'A. hospital',
      'B. airport',
      'C. library',
    ]);
  });

  it('matches by clicking a left item and then a right option', async () => {
    const { onChange, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Chọn “Planes leave from here.” để nối' }));
    await user.click(screen.getByRole('button', { name: 'Nối với “B. airport”' }));
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { l1: 'r2' } });
  });

  it('matches with the keyboard through the drop-down', async () => {
    const { onChange, user } = await setup({ value: { pairs: { l1: 'r2' } } });
    const select = screen.getByRole('combobox', { name: 'Chọn đáp án cho “Ill people go here.”' });
    select.focus();
    await user.selectOptions(select, 'r1');
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { l1: 'r2', l2: 'r1' } });
  });

  it('matches with the keyboard by click-to-place (Enter on a left item, Tab to an option, Enter)', async () => {
    const { onChange, user } = await setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Chọn “Planes leave from here.” để nối' })).toHaveFocus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Nối với “C. library”' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { l1: 'r3' } });
  });

  it('restores the saved pairs and clears one back to unanswered', async () => {
    const { onChange, user } = await setup({ value: { pairs: { l1: 'r2' } } });
    const select = screen.getByRole('combobox', { name: 'Chọn đáp án cho “Planes leave from here.”' });
    expect(select).toHaveValue('r2');
    await user.selectOptions(select, '');
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('marks each left item in review with the right option of a wrong one', async () => {
    const review: QuestionReviewDto = {
      outcome: 'PARTIAL',
      earnedPoints: 1,
      maxPoints: 2,
      userAnswer: { pairs: { l1: 'r2', l2: 'r3' } },
      correctAnswer: { pairs: { l1: 'r2', l2: 'r1' } },
      acceptedAnswers: null,
      parts: { l1: true, l2: false },
      explanation: { vi: '', en: '' },
      transcript: null,
      sampleAnswer: null,
      recordingUrl: null,
      wordCount: null,
    };
    await setup({ readOnly: true, review, value: undefined });
    expect(screen.getByRole('combobox', { name: 'Chọn đáp án cho “Ill people go here.”' })).toHaveValue('r3');
    expect(screen.getByRole('combobox', { name: 'Chọn đáp án cho “Ill people go here.”' })).toBeDisabled();
    expect(screen.getByText('Đúng')).toBeInTheDocument();
    expect(screen.getByText('Sai')).toBeInTheDocument();
    expect(screen.getByText('Đáp án: A. hospital')).toBeInTheDocument();
  });
});
