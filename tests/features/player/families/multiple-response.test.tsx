import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PlayMultipleResponseQuestion } from '@contract/player';
import MultipleResponse from '@/features/player/questions/families/multiple-response';
import { renderFamily, reviewOf } from './text-family-harness';

vi.mock('@/features/player/media/audio-player', async () =>
  (await import('./text-family-harness')).mockAudioPlayerModule(),
);

const question: PlayMultipleResponseQuestion = {
  id: 'q2',
  type: 'MR',
  typeId: 36,
  skill: 'RE',
  number: 5,
  maxPoints: 1,
  selectCount: 2,
  options: [
    { id: 'A', text: 'More lamps' },
    { id: 'B', text: 'Satellites' },
    { id: 'C', text: 'White light' },
    { id: 'D', text: 'Electricity' },
  ],
};

describe('MultipleResponse (MR)', () => {
  it('says how many to choose and saves the picks in option order', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(MultipleResponse, question);
    expect(screen.getByRole('group', { name: 'Câu 5: chọn 2 đáp án' })).toHaveAccessibleDescription(
      'Chọn 2 đáp án. Đã chọn 0/2',
    );
    await user.click(screen.getByRole('checkbox', { name: /White light/ }));
    await user.click(screen.getByRole('checkbox', { name: /More lamps/ }));
    expect(last()).toEqual({ choices: ['A', 'C'] });
    expect(screen.getByText('Đã chọn 2/2')).toBeInTheDocument();
  });

  it('refuses a pick beyond the count with a message, and unticking frees a place', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(MultipleResponse, question, { value: { choices: ['A', 'B'] } });
    await user.click(screen.getByRole('checkbox', { name: /Electricity/ }));
    expect(screen.getByRole('checkbox', { name: /Electricity/ })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('Bạn chỉ được chọn 2 đáp án.');
    await user.click(screen.getByRole('checkbox', { name: /Satellites/ }));
    expect(last()).toEqual({ choices: ['A'] });
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('works by keyboard: Tab between boxes, Space ticks and unticks', async () => {
    const user = userEvent.setup();
    const { last } = await renderFamily(MultipleResponse, question);
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /More lamps/ })).toHaveFocus();
    await user.keyboard(' ');
    await user.tab();
    await user.tab();
    await user.keyboard(' ');
    expect(last()).toEqual({ choices: ['A', 'C'] });
    await user.keyboard(' ');
    expect(last()).toEqual({ choices: ['A'] });
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(last()).toBeUndefined();
  });

  it('restores saved picks', async () => {
    await renderFamily(MultipleResponse, question, { value: { choices: ['B', 'D'] } });
    expect(screen.getByRole('checkbox', { name: /Satellites/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Electricity/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /More lamps/ })).not.toBeChecked();
  });

  it('review marks each pick and the missed right option', async () => {
    await renderFamily(MultipleResponse, question, {
      value: { choices: ['A', 'B'] },
      readOnly: true,
      review: reviewOf({ outcome: 'PARTIAL', correctAnswer: { choices: ['A', 'C'] } }),
    });
    const label = (name: RegExp) => screen.getByRole('checkbox', { name }).closest('label');
    expect(label(/More lamps/)).toHaveAttribute('data-review', 'right');
    expect(label(/Satellites/)).toHaveAttribute('data-review', 'wrong');
    expect(label(/White light/)).toHaveAttribute('data-review', 'missed');
    expect(label(/White light/)).toHaveTextContent('Đáp án đúng');
    expect(label(/Electricity/)).not.toHaveAttribute('data-review');
    expect(screen.getByRole('checkbox', { name: /Electricity/ })).toBeDisabled();
  });
});
