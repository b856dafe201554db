import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Passage } from '@/features/player/media/passage';
import { addHighlight, applyHighlights, removeRange, toRuns } from '@/features/player/media/passage-model';
import { renderWithProviders } from '../../../test-utils';

const TEXT = 'The %b%night watch%b% began.\n\nStars were everywhere.';

/** Selects characters [start, end) of the paragraph's first text node. */
function select(node: Node, start: number, end: number) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(node, end);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

describe('passage model', () => {
  it('turns markers into styled runs and cuts them at highlights', () => {
    const runs = toRuns('The %b%night watch%b% began.');
    expect(runs.map((r) => [r.text, r.bold])).toEqual([
      ['The ', false],
      ['night watch', true],
      [' began.', false],
    ]);
    const cut = applyHighlights(runs, [{ paragraph: 0, start: 2, end: 6, colour: 'red' }]);
    expect(cut.map((r) => [r.text, r.colour])).toEqual([
      ['Th', null],
      ['e ', 'red'],
      ['ni', 'red'],
      ['ght watch', null],
      [' began.', null],
    ]);
  });

  it('replaces overlapping highlights and removes a middle part', () => {
    let hs = addHighlight([], { paragraph: 0, start: 0, end: 10, colour: 'yellow' });
    hs = addHighlight(hs, { paragraph: 0, start: 4, end: 6, colour: 'blue' });
    expect(hs).toEqual([
      { paragraph: 0, start: 0, end: 4, colour: 'yellow' },
      { paragraph: 0, start: 4, end: 6, colour: 'blue' },
      { paragraph: 0, start: 6, end: 10, colour: 'yellow' },
    ]);
    expect(removeRange(hs, 0, 2, 8)).toEqual([
      { paragraph: 0, start: 0, end: 2, colour: 'yellow' },
      { paragraph: 0, start: 8, end: 10, colour: 'yellow' },
    ]);
  });
});

describe('Passage', () => {
  it('renders paragraphs with markers', async () => {
    await renderWithProviders(<Passage text={TEXT} />);
    expect(screen.getByText('night watch').tagName).toBe('STRONG');
    expect(screen.getByText('Stars were everywhere.')).toBeInTheDocument();
  });

  it('highlights a selection in a chosen colour, keeps it in sessionStorage and removes it', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderWithProviders(<Passage text={TEXT} highlightKey="a1:g1" />);
    const stars = screen.getByText('Stars were everywhere.');
    select(stars.firstChild as Node, 0, 5);
    fireEvent.mouseUp(stars);
    const toolbar = await screen.findByRole('toolbar', { name: 'Tô màu đánh dấu' });
    expect(toolbar).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tô màu vàng' }));
    const mark = screen.getByText('Stars');
    expect(mark.closest('mark')).toHaveAttribute('data-colour', 'yellow');
    expect(JSON.parse(window.sessionStorage.getItem('passage_highlights:a1:g1') ?? '[]')).toEqual([
      { paragraph: 1, start: 0, end: 5, colour: 'yellow' },
    ]);

    unmount();
    await renderWithProviders(<Passage text={TEXT} highlightKey="a1:g1" />);
    const restored = screen.getByText('Stars').closest('mark') as HTMLElement;
    expect(restored).toHaveAttribute('data-colour', 'yellow');
    await user.click(restored);
    await user.click(await screen.findByRole('button', { name: 'Xoá tô màu' }));
    await waitFor(() => expect(document.querySelector('mark')).toBeNull());
    expect(window.sessionStorage.getItem('passage_highlights:a1:g1')).toBeNull();
  });

  it('offers the six colours and closes the toolbar with Escape', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Passage text={TEXT} />);
    const stars = screen.getByText('Stars were everywhere.');
    select(stars.firstChild as Node, 6, 10);
    fireEvent.keyUp(stars);
    const toolbar = await screen.findByRole('toolbar');
    for (const name of ['đỏ', 'vàng', 'xanh lá', 'xanh dương', 'tím', 'đen']) {
      expect(screen.getByRole('button', { name: `Tô màu ${name}` })).toBeInTheDocument();
    }
    screen.getByRole('button', { name: 'Tô màu đỏ' }).focus();
    await user.keyboard('{Escape}');
    expect(toolbar).not.toBeInTheDocument();
  });
});
