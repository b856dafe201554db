import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { PlayFlashcardQuestion } from '@contract/player';
import Flashcards from '@/features/player/questions/families/flashcards';
import type { QuestionProps } from '@/features/player/questions/types';
import { renderWithProviders } from '../../../test-utils';
import { emulateTouch, stubPlayback } from './interactive-fixtures';

const question: PlayFlashcardQuestion = {
  id: 'fc',
  type: 'FC',
  typeId: 20,
  skill: 'VO',
  number: 5,
  maxPoints: 0,
  cards: [
    { id: 'c1', front: 'cat', back: { vi: 'con mèo', en: 'a small furry pet' } },
    { id: 'c2', front: 'ball', back: { vi: 'quả bóng', en: 'a round toy' } },
  ],
};

async function setup(props: Partial<QuestionProps> = {}) {
  const onChange = vi.fn();
  await renderWithProviders(
    <Flashcards
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

describe('FC flashcards family', () => {
  it('records a card as seen once it is shown, and flips it by click', async () => {
    const { onChange, user } = await setup();
    expect(screen.getByText('Thẻ 1 / 2')).toBeInTheDocument();
    expect(screen.getByText('cat')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ seen: ['c1'] });
    await user.click(screen.getByRole('button', { name: 'Lật thẻ: Mặt trước' }));
    expect(screen.getByText('con mèo')).toBeInTheDocument();
    expect(screen.getByText('a small furry pet')).toBeInTheDocument();
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('never shows a card position ahead of the cards seen', async () => {
    // A parent that keeps the answer, as the player does.
    function Deck() {
      const [value, setValue] = useState<QuestionProps['value']>(undefined);
      return <Flashcards question={question} value={value} onChange={setValue} audio={stubPlayback()} locale="vi" />;
    }
    await renderWithProviders(<Deck />);
    const user = userEvent.setup();
    expect(await screen.findByText('Đã xem 1 / 2 thẻ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thẻ sau' }));
    expect(screen.getByText('Thẻ 2 / 2')).toBeInTheDocument();
    expect(await screen.findByText('Đã xem 2 / 2 thẻ')).toBeInTheDocument();
  });

  it('flips with Space and moves with the arrow keys without reaching the player', async () => {
    const onWindowKey = vi.fn();
    window.addEventListener('keydown', onWindowKey);
    const { onChange, user } = await setup({ value: { seen: ['c1'] } });
    // Resumes at the first card not seen yet.
    expect(screen.getByText('ball')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith({ seen: ['c1', 'c2'] });
    screen.getByRole('button', { name: 'Lật thẻ: Mặt trước' }).focus();
    await user.keyboard(' ');
    expect(screen.getByText('quả bóng')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('cat')).toBeInTheDocument();
    expect(onWindowKey).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'ArrowLeft' }));
    window.removeEventListener('keydown', onWindowKey);
  });

  it('browses in review without changing the answer', async () => {
    const { onChange, user } = await setup({ readOnly: true, value: { seen: ['c1', 'c2'] } });
    expect(screen.getByText('Đã xem 2 / 2 thẻ')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lật thẻ: Mặt trước' }));
    expect(screen.getByText('con mèo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thẻ sau' }));
    expect(screen.getByText('ball')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('tells a phone to tap the card and use the buttons, and a computer its keys', async () => {
    const undo = emulateTouch();
    try {
      await setup();
      expect(screen.getByText(/Chạm vào thẻ để lật/)).toBeInTheDocument();
      expect(screen.queryByText(/Space\/Enter/)).not.toBeInTheDocument();
    } finally {
      undo();
    }
  });

  it('names the keys where there is a keyboard', async () => {
    await setup();
    expect(screen.getByText(/Space\/Enter/)).toBeInTheDocument();
  });
});
