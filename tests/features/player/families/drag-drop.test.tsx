import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayDragDropQuestion, QuestionReviewDto } from '@contract/player';
import DragDrop from '@/features/player/questions/families/drag-drop';
import type { QuestionProps } from '@/features/player/questions/types';
import { renderWithProviders } from '../../../test-utils';
import { emulateTouch, layOutInRows, stubPlayback } from './interactive-fixtures';

const gaps: PlayDragDropQuestion = {
  id: 'q2',
  type: 'DD',
  typeId: 18,
  skill: 'RE',
  number: 2,
  maxPoints: 2,
  mode: 'gaps',
  text: 'The cat [[1]] on the mat.\n\nIt was [[2]].',
  targets: [{ id: '1' }, { id: '2' }],
  tokens: [
    { id: 'x', text: 'sat' },
    { id: 'y', text: 'happy' },
    { id: 'z', text: 'blue' },
  ],
};

const groups: PlayDragDropQuestion = {
  id: 'q3',
  type: 'DD',
  typeId: 18,
  skill: 'VO',
  number: 3,
  maxPoints: 2,
  mode: 'groups',
  targets: [
    { id: 'animals', label: 'Animals' },
    { id: 'food', label: 'Food' },
  ],
  tokens: [
    { id: 't1', text: 'duck' },
    { id: 't2', text: 'cake' },
  ],
};

function review(partial: Partial<QuestionReviewDto>): QuestionReviewDto {
  return {
    outcome: 'PARTIAL',
    earnedPoints: 1,
    maxPoints: 2,
    inScore: true,
    userAnswer: null,
    correctAnswer: null,
    acceptedAnswers: null,
    parts: null,
    explanation: { vi: '', en: '' },
    transcript: null,
    sampleAnswer: null,
    recordingUrl: null,
    wordCount: null,
    ...partial,
  };
}

async function setup(question: PlayDragDropQuestion, props: Partial<QuestionProps> = {}) {
  const onChange = vi.fn();
  await renderWithProviders(
    <DragDrop
      question={question}
      value={undefined}
      onChange={onChange}
      audio={stubPlayback()}
      locale="vi"
      {...props}
    />,
  );
  return { onChange, user: userEvent.setup() };
}

describe('DD drag-drop family, gaps mode', () => {
  it('renders the tokens and a button per empty gap', async () => {
    await setup(gaps);
    const bank = screen.getByRole('group', { name: 'Các thẻ' });
    expect(
      within(bank)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['sat', 'happy', 'blue']);
    expect(screen.getByRole('button', { name: 'Chỗ trống 1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Chỗ trống 2' })).toBeInTheDocument();
  });

  it('places a token by clicking it and then a gap', async () => {
    const { onChange, user } = await setup(gaps);
    await user.click(screen.getByRole('button', { name: 'Thẻ “sat”' }));
    await user.click(screen.getByRole('button', { name: 'Đặt vào Chỗ trống 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { x: '1' } });
  });

  it('places a token with the keyboard alone (Enter, Tab to the gap, Enter)', async () => {
    const { onChange, user } = await setup(gaps);
    await user.tab();
    // The "How to answer" toggle comes first.
    expect(screen.getByRole('button', { name: 'Cách trả lời' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Thẻ “sat”' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Đặt vào Chỗ trống 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { y: '2' } });
  });

  it('drags a token into a gap with the keyboard (Space, arrows, Space)', async () => {
    const rects = layOutInRows();
    try {
      const { onChange, user } = await setup(gaps);
      screen.getByRole('button', { name: 'Thẻ “happy”' }).focus();
      await user.keyboard(' ');
      expect(await screen.findByText('Đã nhấc thẻ “happy”.')).toBeInTheDocument();
      // Zones in reading order: the tokens, gap 1, gap 2.
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
      await user.keyboard(' ');
      expect(onChange).toHaveBeenLastCalledWith({ pairs: { y: '2' } });
    } finally {
      rects.mockRestore();
    }
  });

  it('restores placed tokens, returns one with Delete and swaps on a full gap', async () => {
    const { onChange, user } = await setup(gaps, { value: { pairs: { x: '1', y: '2' } } });
    expect(screen.getByText('Chỗ trống 1')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Các thẻ' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['blue']);
    screen.getByRole('button', { name: 'Thẻ “happy”' }).focus();
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { x: '1' } });
    await user.click(screen.getByRole('button', { name: 'Thẻ “blue”' }));
    await user.click(screen.getByRole('button', { name: 'Thẻ “sat”' }));
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { y: '2', z: '1' } });
    await user.click(screen.getByRole('button', { name: 'Trả thẻ “sat” về' }));
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { y: '2' } });
  });

  it('marks each placed token in review and names the right place of a wrong one', async () => {
    await setup(gaps, {
      readOnly: true,
      value: { pairs: { x: '1', z: '2' } },
      review: review({ parts: { x: true, y: false }, correctAnswer: { pairs: { x: '1', y: '2' } } }),
    });
    expect(screen.getByText('Đúng')).toBeInTheDocument();
    expect(screen.getByText('Đáp án: happy')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('leaves the words in the bank unmarked in review: only the gaps are right or wrong', async () => {
    // "sat" fills gap 1; "happy" (keyed to gap 2) and "blue" (a distractor) stay in the bank.
    await setup(gaps, {
      readOnly: true,
      value: { pairs: { x: '1' } },
      review: review({ parts: { x: true, y: false }, correctAnswer: { pairs: { x: '1', y: '2' } } }),
    });
    const bank = screen.getByRole('group', { name: 'Các thẻ' });
    expect(within(bank).getByText('happy')).toBeInTheDocument();
    expect(within(bank).getByText('blue')).toBeInTheDocument();
    expect(within(bank).queryByText('Sai')).not.toBeInTheDocument();
    expect(within(bank).queryByText('Đúng')).not.toBeInTheDocument();
    expect(within(bank).queryByText(/^Đáp án/)).not.toBeInTheDocument();
    // The empty gap names its answer; the filled one is right.
    expect(screen.getByText('Đáp án: happy')).toBeInTheDocument();
    expect(screen.getAllByText('Đúng')).toHaveLength(1);
  });
});

describe('DD drag-drop family, groups mode', () => {
  it('sorts tokens into groups by click and by keyboard', async () => {
    const { onChange, user } = await setup(groups);
    await user.click(screen.getByRole('button', { name: 'Thẻ “duck”' }));
    await user.click(screen.getByRole('button', { name: 'Đặt vào Nhóm Animals' }));
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { t1: 'animals' } });

    screen.getByRole('button', { name: 'Thẻ “cake”' }).focus();
    await user.keyboard('{Enter}');
    const place = screen.getByRole('button', { name: 'Đặt vào Nhóm Food' });
    place.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { t2: 'food' } });
  });

  it('places a chosen token with a tap anywhere on the group, as the touch hint says', async () => {
    const { onChange, user } = await setup(groups);
    await user.click(screen.getByText('Animals'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Thẻ “duck”' }));
    await user.click(screen.getByText('Animals'));
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { t1: 'animals' } });
  });

  it('shows restored tokens in their groups and marks them in review', async () => {
    await setup(groups, {
      readOnly: true,
      value: { pairs: { t1: 'food', t2: 'food' } },
      review: review({ parts: { t1: false, t2: true }, correctAnswer: { pairs: { t1: 'animals', t2: 'food' } } }),
    });
    const food = screen.getByRole('group', { name: 'Nhóm Food' });
    expect(within(food).getByText('duck')).toBeInTheDocument();
    expect(within(food).getByText('Đáp án: Nhóm Animals')).toBeInTheDocument();
    expect(
      within(screen.getByRole('group', { name: 'Nhóm Animals' })).getByText('Chưa có thẻ nào'),
    ).toBeInTheDocument();
  });

  it('marks a distractor left out as right and a placed one as wrong in review', async () => {
    const withExtras: PlayDragDropQuestion = {
      ...groups,
      maxPoints: 4,
      tokens: [...groups.tokens, { id: 't3', text: 'sofa' }, { id: 't4', text: 'rain' }],
    };
    await setup(withExtras, {
      readOnly: true,
      value: { pairs: { t1: 'animals', t2: 'food', t3: 'food' } },
      review: review({
        parts: { t1: true, t2: true, t3: false, t4: true },
        correctAnswer: { pairs: { t1: 'animals', t2: 'food' } },
      }),
    });
    const food = screen.getByRole('group', { name: 'Nhóm Food' });
    expect(within(food).getByText('Đáp án: không đặt')).toBeInTheDocument();
    const bank = screen.getByRole('group', { name: 'Các thẻ' });
    expect(within(bank).getByText('rain')).toBeInTheDocument();
    expect(within(bank).getByText('Đúng')).toBeInTheDocument();
  });
});

describe('DD drag-drop help', () => {
  it('with a mouse: one line, and the keyboard behind “How to answer”', async () => {
    const { user } = await setup(gaps);
    expect(screen.getByText('Kéo thẻ vào chỗ đặt, hoặc bấm một thẻ rồi bấm chỗ đặt.')).toBeVisible();
    const keyboard = screen.getByText(/^Bàn phím: Enter để chọn thẻ/);
    expect(keyboard).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cách trả lời' }));
    expect(keyboard).toBeVisible();
  });

  it('on a touch screen: touch help only, no mouse or keyboard help', async () => {
    const undo = emulateTouch();
    try {
      await setup(gaps);
      expect(
        screen.getByText('Chạm vào một thẻ rồi chạm vào chỗ cần đặt. Chạm nút ↩ cạnh thẻ để trả thẻ về.'),
      ).toBeInTheDocument();
      expect(screen.queryByText(/Bàn phím|Kéo thẻ/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cách trả lời' })).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });
});
