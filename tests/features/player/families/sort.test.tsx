import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlaySortQuestion, QuestionReviewDto } from '@contract/player';
import Sort from '@/features/player/questions/families/sort';
import type { QuestionProps } from '@/features/player/questions/types';
import { renderWithProviders } from '../../../test-utils';
import { stubPlayback } from './interactive-fixtures';

const question: PlaySortQuestion = {
  id: 'q1',
  type: 'SL',
  typeId: 17,
  skill: 'GR',
  number: 1,
  maxPoints: 1,
  joiner: ' ',
  items: [
    { id: 'a', text: 'is' },
    { id: 'b', text: 'My sister' },
    { id: 'c', text: 'tall.' },
  ],
};

function texts() {
  return within(screen.getByRole('list', { name: 'Các mục cần sắp xếp' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace(/^\d+/, ''));
}

async function setup(props: Partial<QuestionProps> = {}) {
  const onChange = vi.fn();
  await renderWithProviders(
    <Sort question={question} value={undefined} onChange={onChange} audio={stubPlayback()} locale="vi" {...props} />,
  );
  return { onChange, user: userEvent.setup() };
}

describe('SL sort family', () => {
  it('shows the items in the given order with the sentence preview', async () => {
    await setup();
    expect(texts()).toEqual(['is', 'My sister', 'tall.']);
    expect(screen.getByText('Câu của bạn:').parentElement).toHaveTextContent('is My sister tall.');
  });

  it('moves an item by clicking it and then the place it should take', async () => {
    const { onChange, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Mục 2: My sister' }));
    expect(screen.getByRole('button', { name: 'Đã chọn “My sister”. Chọn vị trí mới.' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: /Mục 1: is/ }));
    expect(onChange).toHaveBeenLastCalledWith({ order: ['b', 'a', 'c'] });
  });

  it('moves an item with the keyboard alone (Enter to select, Tab, Enter to place)', async () => {
    const { onChange, user } = await setup();
    await user.tab();
    // The "How to answer" toggle comes first.
    expect(screen.getByRole('button', { name: 'Cách trả lời' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Mục 1: is' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /Mục 3: tall\./ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ order: ['b', 'c', 'a'] });
  });

  it('restores the saved order', async () => {
    await setup({ value: { order: ['b', 'a', 'c'] } });
    expect(texts()).toEqual(['My sister', 'is', 'tall.']);
  });

  it('marks each position in review and shows the correct order', async () => {
    const review: QuestionReviewDto = {
      outcome: 'INCORRECT',
      earnedPoints: 0,
      maxPoints: 1,
      inScore: true,
      userAnswer: { order: ['b', 'c', 'a'] },
      correctAnswer: { order: ['b', 'a', 'c'] },
      acceptedAnswers: null,
      parts: { '0': true, '1': false, '2': false },
      explanation: { vi: '', en: '' },
      transcript: null,
      sampleAnswer: null,
      recordingUrl: null,
      wordCount: null,
    };
    const { onChange, user } = await setup({ readOnly: true, review, value: { order: ['b', 'c', 'a'] } });
    expect(screen.getByText('Mục 2: tall.')).toBeInTheDocument();
    expect(screen.getByText('Vị trí 1 đúng')).toBeInTheDocument();
    expect(screen.getByText('Vị trí 2 sai')).toBeInTheDocument();
    expect(screen.getByText('Vị trí 3 sai')).toBeInTheDocument();
    expect(screen.getByText('Thứ tự đúng:').parentElement).toHaveTextContent('My sister is tall.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.click(screen.getByText('Vị trí 1 đúng'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
