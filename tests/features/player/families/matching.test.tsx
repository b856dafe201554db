import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlayMatchingQuestion, QuestionReviewDto } from '@contract/player';
import Matching from '@/features/player/questions/families/matching';
import type { QuestionProps } from '@/features/player/questions/types';
import { renderWithProviders } from '../../../test-utils';
import { emulateTouch, layOutInRows, stubPlayback } from './interactive-fixtures';

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
    <Matching
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

const slotOf = (text: string) =>
  screen.getByRole('button', { name: `Chọn “${text}” để nối` }).closest('li') as HTMLElement;

describe('MG matching family', () => {
  // Runs first: after the drag tests below, dnd-kit's document listeners can swallow the next
  // click in this shared document.
  it('with a mouse: one line of help, the mouse and keyboard details behind “How to answer”', async () => {
    const { user } = await setup();
    expect(screen.getByText('Kéo một lựa chọn vào ô của từng mục.')).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Cách trả lời' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const keyboard = screen.getByText(/^Bàn phím: Space để nhấc lựa chọn/);
    expect(keyboard).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(keyboard).toBeVisible();
    expect(screen.getByRole('list', { name: 'Các mục cần nối' })).toHaveAccessibleDescription(
      'Kéo một lựa chọn vào ô của từng mục.',
    );
    // One way to answer each item: its slot. No drop-down beside it, shown or waiting for the focus.
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('offers the lettered options as buttons that need no pointer', async () => {
    await setup();
    expect(screen.getByRole('list', { name: 'Các mục cần nối' }).querySelectorAll('select')).toHaveLength(0);
    for (const label of ['A. hospital', 'B. airport', 'C. library'])
      expect(screen.getByRole('button', { name: `Lựa chọn “${label}”` })).toBeInTheDocument();
  });

  it('matches by clicking a left item and then a right option', async () => {
    const { onChange, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Chọn “Planes leave from here.” để nối' }));
    await user.click(screen.getByRole('button', { name: 'Nối với “B. airport”' }));
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { l1: 'r2' } });
  });

  it('matches with the keyboard by click-to-place (Enter on a left item, Tab to an option, Enter)', async () => {
    const { onChange, user } = await setup();
    await user.tab();
    // The "How to answer" toggle comes first.
    expect(screen.getByRole('button', { name: 'Cách trả lời' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Chọn “Planes leave from here.” để nối' })).toHaveFocus();
    await user.keyboard('{Enter}');
    screen.getByRole('button', { name: 'Nối với “C. library”' }).focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { l1: 'r3' } });
  });

  it('restores the saved pairs and clears the last one back to unanswered', async () => {
    const { onChange, user } = await setup({ value: { pairs: { l1: 'r2' } } });
    expect(
      screen.getByRole('button', { name: 'Đáp án của “Planes leave from here.”: B. airport' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bỏ nối “Planes leave from here.”' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('marks each left item in review with the right option of a wrong one', async () => {
    const review: QuestionReviewDto = {
      outcome: 'PARTIAL',
      earnedPoints: 1,
      maxPoints: 2,
      inScore: true,
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
    // The student's answer is shown once, in the slot: no disabled drop-down repeats it.
    const item = screen.getByText('Ill people go here.').closest('li')!;
    expect(item).toHaveTextContent(/library/);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByText('Đúng')).toBeInTheDocument();
    expect(screen.getByText('Sai')).toBeInTheDocument();
    expect(screen.getByText('Đáp án: A. hospital')).toBeInTheDocument();
  });

  it('restores a saved pair into the slot and shows which items use an option', async () => {
    await setup({ value: { pairs: { l1: 'r2', l2: 'r2' } } });
    expect(
      within(slotOf('Planes leave from here.')).getByRole('button', {
        name: 'Đáp án của “Planes leave from here.”: B. airport',
      }),
    ).toBeInTheDocument();
    expect(
      within(slotOf('Ill people go here.')).getByRole('button', {
        name: 'Đáp án của “Ill people go here.”: B. airport',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lựa chọn “B. airport”' })).toHaveTextContent('→ 1, 2');
  });

  it('matches by clicking an option first and then a left item', async () => {
    const { onChange, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Lựa chọn “C. library”' }));
    expect(
      screen.getByRole('button', { name: 'Đã chọn lựa chọn “C. library”. Chọn một mục bên trái để nối.' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Nối “C. library” với “Ill people go here.”' }));
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { l2: 'r3' } });
  });

  it('unmatches a placed option with its clear button or Delete', async () => {
    const { onChange, user } = await setup({ value: { pairs: { l1: 'r2', l2: 'r1' } } });
    await user.click(screen.getByRole('button', { name: 'Bỏ nối “Planes leave from here.”' }));
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { l2: 'r1' } });
    screen.getByRole('button', { name: 'Đáp án của “Ill people go here.”: A. hospital' }).focus();
    await user.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith({ pairs: { l1: 'r2' } });
  });

  describe('dragging', () => {
    let rects: ReturnType<typeof layOutInRows>;
    beforeEach(() => {
      rects = layOutInRows();
    });
    afterEach(() => {
      rects.mockRestore();
    });

    it('drags an option onto a slot with the keyboard (Space, arrows, Space)', async () => {
      const { onChange, user } = await setup();
      screen.getByRole('button', { name: 'Lựa chọn “B. airport”' }).focus();
      await user.keyboard(' ');
      expect(await screen.findByText('Đã nhấc lựa chọn “B. airport”.')).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      expect(
        await screen.findByText('Lựa chọn “B. airport” đang ở trên ô trả lời của “Planes leave from here.”.'),
      ).toBeInTheDocument();
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      expect(onChange).toHaveBeenLastCalledWith({ pairs: { l2: 'r2' } });
    });

    it('swaps two placed options when one is dropped on the other’s slot', async () => {
      const { onChange, user } = await setup({ value: { pairs: { l1: 'r2', l2: 'r1' } } });
      screen.getByRole('button', { name: 'Đáp án của “Planes leave from here.”: B. airport' }).focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowDown}');
      await user.keyboard('{ArrowDown}');
      await user.keyboard(' ');
      expect(onChange).toHaveBeenLastCalledWith({ pairs: { l1: 'r1', l2: 'r2' } });
    });

    it('clears a pair when its option is dragged back to the options, and Escape cancels a drag', async () => {
      const { onChange, user } = await setup({ value: { pairs: { l1: 'r2' } } });
      const placed = screen.getByRole('button', { name: 'Đáp án của “Planes leave from here.”: B. airport' });
      placed.focus();
      await user.keyboard(' ');
      await user.keyboard('{ArrowUp}');
      await user.keyboard('{Escape}');
      expect(onChange).not.toHaveBeenCalled();
      expect(await screen.findByText('Đã hủy, lựa chọn “B. airport” ở lại chỗ cũ.')).toBeInTheDocument();

      screen.getByRole('button', { name: 'Đáp án của “Planes leave from here.”: B. airport' }).focus();
      await user.keyboard(' ');
      // Backwards from nowhere lands on the last zone: the options.
      await user.keyboard('{ArrowUp}');
      await user.keyboard(' ');
      expect(onChange).toHaveBeenLastCalledWith(undefined);
    });

    it('drags an option onto a slot with the mouse', async () => {
      const { onChange, user } = await setup();
      const option = screen.getByRole('button', { name: 'Lựa chọn “C. library”' });
      const target = slotOf('Ill people go here.').getBoundingClientRect();
      const from = option.getBoundingClientRect();
      await user.pointer([
        { keys: '[MouseLeft>]', target: option, coords: { clientX: 10, clientY: from.top + 5 } },
        { coords: { clientX: 10, clientY: from.top + 30 } },
        { coords: { clientX: 10, clientY: target.top + 10 } },
        { keys: '[/MouseLeft]', coords: { clientX: 10, clientY: target.top + 10 } },
      ]);
      expect(onChange).toHaveBeenLastCalledWith({ pairs: { l2: 'r3' } });
    });
  });

  it('shows the placed option in review without any control to change it', async () => {
    await setup({
      readOnly: true,
      value: { pairs: { l1: 'r2' } },
      review: {
        outcome: 'PARTIAL',
        earnedPoints: 1,
        maxPoints: 2,
        inScore: true,
        userAnswer: null,
        correctAnswer: { pairs: { l1: 'r2', l2: 'r1' } },
        acceptedAnswers: null,
        parts: { l1: true, l2: false },
        explanation: { vi: '', en: '' },
        transcript: null,
        sampleAnswer: null,
        recordingUrl: null,
        wordCount: null,
      },
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    const items = screen.getAllByRole('listitem').slice(0, 2);
    expect(within(items[0] as HTMLElement).getByText('airport')).toBeInTheDocument();
    expect(within(items[1] as HTMLElement).getByText('Đáp án: A. hospital')).toBeInTheDocument();
  });

  describe('on a touch screen', () => {
    let undo: () => void = () => undefined;
    beforeEach(() => {
      undo = emulateTouch();
    });
    afterEach(() => undo());

    it('offers one drop-down per item (no drop zone, drag or click-to-place) and touch help only', async () => {
      const { onChange, user } = await setup({ value: { pairs: { l2: 'r1' } } });
      const items = within(screen.getByRole('list', { name: 'Các mục cần nối' })).getAllByRole('listitem');
      expect(items).toHaveLength(2);
      for (const item of items) {
        expect(within(item).getAllByRole('combobox')).toHaveLength(1);
        expect(within(item).queryByRole('button')).not.toBeInTheDocument();
      }
      expect(screen.queryByText('Thả lựa chọn vào đây')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Lựa chọn/ })).not.toBeInTheDocument();
      // The options are listed once, as a reference, with the items that use them.
      expect(within(screen.getByRole('list', { name: 'Các lựa chọn' })).getAllByRole('listitem')).toHaveLength(3);
      expect(screen.getByText('Chọn đáp án cho từng mục trong ô chọn của mục đó.')).toBeInTheDocument();
      expect(screen.queryByText(/Bàn phím/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Kéo một lựa chọn/)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cách trả lời' })).not.toBeInTheDocument();

      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Chọn đáp án cho “Planes leave from here.”' }),
        'r2',
      );
      expect(onChange).toHaveBeenLastCalledWith({ pairs: { l1: 'r2', l2: 'r1' } });
    });
  });
});
