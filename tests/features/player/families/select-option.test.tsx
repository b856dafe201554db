import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlaySelectOptionQuestion } from '@contract/player';
import SelectOption from '@/features/player/questions/families/select-option';
import { renderFamily, reviewOf } from './text-family-harness';

vi.mock('@/features/player/media/audio-player', async () =>
  (await import('./text-family-harness')).mockAudioPlayerModule(),
);

const question: PlaySelectOptionQuestion = {
  id: 'q10',
  type: 'SO',
  typeId: 39,
  skill: 'GR',
  number: 10,
  maxPoints: 2,
  text: 'I [[1]] up at six. My sister [[2]] to school.',
  gaps: [
    { id: '1', options: ['get', 'gets', 'getting'] },
    { id: '2', options: ['go', 'goes', 'going'] },
  ],
};

describe('SelectOption (SO)', () => {
  it('puts a named drop-down in each gap and saves the chosen options', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(SelectOption, question);
    const first = screen.getByRole('combobox', { name: 'Câu 10, chỗ trống 1' });
    expect(first).toHaveDisplayValue('1. Chọn đáp án');
    await user.selectOptions(first, 'get');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Câu 10, chỗ trống 2' }), 'goes');
    expect(last()).toEqual({ gaps: { '1': 'get', '2': 'goes' } });
    await user.selectOptions(first, '');
    expect(last()).toEqual({ gaps: { '2': 'goes' } });
  });

  // Native selects take arrows and type-ahead from the browser (jsdom does not emulate them):
  // what matters here is that every gap is a focusable, named native control in reading order.
  it('works by keyboard: Tab goes gap to gap through native selects', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(SelectOption, question);
    await user.tab();
    const first = screen.getByRole('combobox', { name: 'Câu 10, chỗ trống 1' });
    expect(first).toHaveFocus();
    expect(first.tagName).toBe('SELECT');
    await user.tab();
    const second = screen.getByRole('combobox', { name: 'Câu 10, chỗ trống 2' });
    expect(second).toHaveFocus();
    await user.selectOptions(second, 'going');
    expect(last()).toEqual({ gaps: { '2': 'going' } });
  });

  it('restores saved choices', async () => {
    await renderFamily(SelectOption, question, { value: { gaps: { '2': 'going' } } });
    expect(screen.getByRole('combobox', { name: 'Câu 10, chỗ trống 2' })).toHaveValue('going');
  });

  it('review marks each gap and names the right option of a wrong one', async () => {
    await renderFamily(SelectOption, question, {
      value: { gaps: { '1': 'get', '2': 'go' } },
      readOnly: true,
      review: reviewOf({ parts: { '1': true, '2': false }, correctAnswer: { gaps: { '1': 'get', '2': 'goes' } } }),
    });
    const second = screen.getByRole('combobox', { name: 'Câu 10, chỗ trống 2' });
    expect(second).toBeDisabled();
    expect(second.parentElement).toHaveAttribute('data-review', 'wrong');
    expect(second.parentElement).toHaveTextContent('Đáp án đúng: goes');
    expect(screen.getByRole('combobox', { name: 'Câu 10, chỗ trống 1' }).parentElement).toHaveAttribute(
      'data-review',
      'right',
    );
  });
});
