import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayFillBlankQuestion } from '@contract/player';
import FillBlank from '@/features/player/questions/families/fill-blank';
import { renderFamily, reviewOf } from './text-family-harness';

vi.mock('@/features/player/media/audio-player', async () =>
  (await import('./text-family-harness')).mockAudioPlayerModule(),
);

function fb(partial: Partial<PlayFillBlankQuestion> = {}): PlayFillBlankQuestion {
  return {
    id: 'q9',
    type: 'FB1',
    typeId: 21,
    skill: 'VO',
    number: 9,
    maxPoints: 2,
    text: 'I like to [[1]] milk.\nMy brother is a %b%good%b% [[2]].',
    gaps: [{ id: '1' }, { id: '2' }],
    ...partial,
  };
}

describe('FillBlank (FB1–FB8)', () => {
  it('puts a named text box in each gap, keeps the text around it, and saves typed gaps', async () => {
    const user = userEvent.setup();
    const { last, container } = await renderFamily(FillBlank, fb());
    expect(container).toHaveTextContent('I like to milk.');
    expect(container.querySelector('strong')).toHaveTextContent('good');
    const first = screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 1' });
    expect(first).toHaveAttribute('spellcheck', 'false');
    await user.type(first, 'drink');
    expect(last()).toEqual({ gaps: { '1': 'drink' } });
    await user.clear(first);
    expect(last()).toBeUndefined();
  });

  it('works by keyboard: Tab moves from gap to gap', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(FillBlank, fb());
    await user.tab();
    await user.keyboard('drink');
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 2' })).toHaveFocus();
    await user.keyboard('cook');
    expect(last()).toEqual({ gaps: { '1': 'drink', '2': 'cook' } });
  });

  it('restores saved gaps', async () => {
    await renderFamily(FillBlank, fb(), { value: { gaps: { '2': 'teacher' } } });
    expect(screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 2' })).toHaveValue('teacher');
    expect(screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 1' })).toHaveValue('');
  });

  it('shows the root word (FB3) and the given letters (FB4) with the gap', async () => {
    const { unmount } = await renderFamily(
      FillBlank,
      fb({ type: 'FB3', text: 'She was [[g1]].', gaps: [{ id: 'g1', hint: 'DETERMINE' }] }),
    );
    expect(screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 1 (gợi ý: DETERMINE)' })).toBeInTheDocument();
    expect(screen.getByText('(DETERMINE)')).toBeInTheDocument();
    unmount();
    await renderFamily(FillBlank, fb({ type: 'FB4', text: 'I see the [[1]].', gaps: [{ id: '1', hint: 's _ a' }] }));
    expect(screen.getByText('s _ a')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /gợi ý: s _ a/ })).toBeInTheDocument();
  });

  it('FB7 labels the rewritten sentence', async () => {
    await renderFamily(FillBlank, fb({ type: 'FB7', text: 'It was [[1]] at my phone.', gaps: [{ id: '1' }] }));
    expect(screen.getByText('Viết lại câu')).toBeInTheDocument();
  });

  describe('FB2 word bank', () => {
    const bankQuestion = fb({ type: 'FB2', bank: ['cook', 'vet', 'pilot'] });

    it('places a bank word by clicking the word and then the gap', async () => {
      const user = userEvent.setup();
      const { last } = await renderFamily(FillBlank, bankQuestion);
      const vet = screen.getByRole('button', { name: 'vet' });
      await user.click(vet);
      expect(vet).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('status')).toHaveTextContent('Đã chọn từ “vet”');
      await user.click(screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 2' }));
      expect(last()).toEqual({ gaps: { '2': 'vet' } });
      expect(screen.getByRole('status')).toHaveTextContent('Đã điền “vet” vào chỗ trống 2.');
      expect(screen.getByRole('button', { name: 'vet (đã dùng)' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('places a bank word by keyboard: Enter on the word, Tab to a gap, Enter', async () => {
      const user = userEvent.setup();
      const { last } = await renderFamily(FillBlank, bankQuestion);
      await user.tab();
      expect(screen.getByRole('button', { name: 'cook' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await user.tab(); // vet
      await user.tab(); // pilot
      await user.tab(); // cancel
      expect(screen.getByRole('button', { name: 'Bỏ chọn từ' })).toHaveFocus();
      await user.tab();
      expect(screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 1' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(last()).toEqual({ gaps: { '1': 'cook' } });
    });

    it('Escape cancels a picked word and typing still works', async () => {
      const user = userEvent.setup();
      const { last } = await renderFamily(FillBlank, bankQuestion);
      await user.click(screen.getByRole('button', { name: 'pilot' }));
      const gap = screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 1' });
      gap.focus();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('button', { name: 'pilot' })).toHaveAttribute('aria-pressed', 'false');
      await user.type(gap, 'vet');
      expect(last()).toEqual({ gaps: { '1': 'vet' } });
    });
  });

  it('review marks each gap and shows the accepted answers of a wrong one', async () => {
    await renderFamily(FillBlank, fb(), {
      value: { gaps: { '1': 'drink', '2': 'cooker' } },
      readOnly: true,
      review: reviewOf({
        outcome: 'PARTIAL',
        maxPoints: 2,
        earnedPoints: 1,
        parts: { '1': true, '2': false },
        correctAnswer: { gaps: { '1': 'drink', '2': 'cook' } },
        acceptedAnswers: { '1': ['drink'], '2': ['cook', 'chef'] },
      }),
    });
    const first = screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 1' });
    expect(first).toHaveAttribute('readonly');
    expect(first.parentElement).toHaveAttribute('data-review', 'right');
    const second = screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 2' });
    expect(second).toHaveValue('cooker');
    expect(second.parentElement).toHaveAttribute('data-review', 'wrong');
    expect(second.parentElement).toHaveTextContent('Sai');
    expect(second.parentElement).toHaveTextContent('Đáp án được chấp nhận: cook / chef');
  });

  // The gap sized 8ch with its padding inside cut "borrow" to "borrov". The width in characters
  // now leaves room for wide letters, the padding comes on top (fill-blank.module.scss) and, in
  // browsers that can, the field sizes to its text (the e2e tour measures it in Chromium).
  it('sizes each gap to its answer, with room for wide letters, in play and in review', async () => {
    const chars = (input: HTMLElement) => Number(input.style.getPropertyValue('--gap-chars'));
    const user = userEvent.setup();
    const { unmount } = await renderFamily(FillBlank, fb());
    const gap = screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 1' });
    expect(chars(gap)).toBe(8);
    await user.type(gap, 'borrow');
    expect(chars(gap)).toBeGreaterThanOrEqual(Math.ceil('borrow'.length * 1.25));
    await user.clear(gap);
    await user.type(gap, 'a wonderful mammoth museum');
    expect(chars(gap)).toBeGreaterThanOrEqual(Math.ceil('a wonderful mammoth museum'.length * 1.25));
    unmount();

    await renderFamily(FillBlank, fb(), {
      value: { gaps: { '1': 'borrowed', '2': 'x' } },
      readOnly: true,
      review: reviewOf({ parts: { '1': true, '2': false }, correctAnswer: { gaps: { '1': 'borrowed', '2': 'y' } } }),
    });
    const reviewed = screen.getByRole('textbox', { name: 'Câu 9, chỗ trống 1' });
    expect(chars(reviewed)).toBeGreaterThanOrEqual(Math.ceil('borrowed'.length * 1.25));
    expect(reviewed.style.getPropertyValue('--gap-min')).toBe('8');
  });
});
