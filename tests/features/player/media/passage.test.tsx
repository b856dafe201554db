import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Passage } from '@/features/player/media/passage';
import {
  addHighlight,
  applyHighlights,
  coverColour,
  removeRange,
  splitSentences,
  toggleHighlight,
  toRuns,
} from '@/features/player/media/passage-model';
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

describe('passage model: sentences', () => {
  const sentencesOf = (text: string) => splitSentences(text).map(({ start, end }) => text.slice(start, end));

  it('splits at end punctuation, not at titles, initials or a lower-case continuation', () => {
    expect(sentencesOf('It was cold.  Mrs. Lee met J. K. Rowling, e.g. at home. “Stop!” Why? Then we left')).toEqual([
      'It was cold.',
      'Mrs. Lee met J. K. Rowling, e.g. at home.',
      '“Stop!”',
      'Why?',
      'Then we left',
    ]);
    expect(sentencesOf('   ')).toEqual([]);
  });

  it('toggles a sentence in one colour, and recolours a partly or differently coloured one', () => {
    const sentence = { paragraph: 0, start: 4, end: 12 };
    let hs = toggleHighlight([], { ...sentence, colour: 'green' });
    expect(coverColour(hs, 0, 4, 12)).toBe('green');
    hs = toggleHighlight(hs, { ...sentence, colour: 'red' });
    expect(hs).toEqual([{ ...sentence, colour: 'red' }]);
    hs = toggleHighlight(hs, { ...sentence, colour: 'red' });
    expect(hs).toEqual([]);
    const partly = [{ paragraph: 0, start: 4, end: 8, colour: 'red' as const }];
    expect(coverColour(partly, 0, 4, 12)).toBeNull();
    expect(toggleHighlight(partly, { ...sentence, colour: 'red' })).toEqual([{ ...sentence, colour: 'red' }]);
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
    await user.click(await screen.findByRole('button', { name: 'Xóa tô màu' }));
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

  describe('highlight by sentence, keyboard only', () => {
    const LONG = 'The %b%night watch%b% began. It was cold.\n\nStars were everywhere.';

    it('turns on from the toolbar, moves with the arrow keys and colours a sentence with Enter', async () => {
      const user = userEvent.setup();
      await renderWithProviders(<Passage text={LONG} highlightKey="a1:g2" />);
      await user.tab();
      const toggle = screen.getByRole('button', { name: 'Tô màu theo câu' });
      expect(toggle).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('group', { name: 'Các câu của bài đọc' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'The night watch began.' })).toHaveFocus();

      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'It was cold.' })).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      const stars = screen.getByRole('button', { name: 'Stars were everywhere.' });
      expect(stars).toHaveFocus();
      // One tab stop for all the sentences (roving tabindex).
      expect(screen.getByRole('button', { name: 'The night watch began.' })).toHaveAttribute('tabindex', '-1');
      expect(stars).toHaveAttribute('tabindex', '0');
      await user.keyboard('{ArrowDown}');
      expect(stars).toHaveFocus();
      await user.keyboard('{Home}');
      expect(screen.getByRole('button', { name: 'The night watch began.' })).toHaveFocus();
      await user.keyboard('{End}');
      expect(stars).toHaveFocus();

      await user.keyboard('{Enter}');
      const marked = screen.getByRole('button', { name: 'Stars were everywhere. (đã tô màu vàng)' });
      expect(marked).toHaveAttribute('aria-pressed', 'true');
      expect(marked).toHaveFocus();
      expect(screen.getByText('Stars were everywhere.').closest('mark')).toHaveAttribute('data-colour', 'yellow');
      expect(screen.getByRole('status')).toHaveTextContent('Đã tô màu vàng: Stars were everywhere.');
      expect(JSON.parse(window.sessionStorage.getItem('passage_highlights:a1:g2') ?? '[]')).toEqual([
        { paragraph: 1, start: 0, end: 22, colour: 'yellow' },
      ]);

      await user.keyboard(' ');
      expect(screen.getByRole('button', { name: 'Stars were everywhere.' })).toHaveAttribute('aria-pressed', 'false');
      expect(document.querySelector('mark')).toBeNull();
      expect(window.sessionStorage.getItem('passage_highlights:a1:g2')).toBeNull();
    });

    it('picks a colour with the keyboard, keeps styled text, and leaves with Escape', async () => {
      const user = userEvent.setup();
      await renderWithProviders(<Passage text={LONG} highlightKey="a1:g3" />);
      await user.tab();
      await user.keyboard('{Enter}');
      await user.keyboard('{ArrowRight}');
      // Back to the colours: Shift+Tab from the sentences reaches the last colour, then the others.
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Màu đen' })).toHaveFocus();
      await user.tab({ shift: true });
      await user.tab({ shift: true });
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Màu xanh lá' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(screen.getByRole('button', { name: 'Màu xanh lá' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Màu vàng' })).toHaveAttribute('aria-pressed', 'false');
      await user.tab();
      await user.tab();
      await user.tab();
      await user.tab();
      // The sentence the learner was on is the one tab stop of the text.
      expect(screen.getByRole('button', { name: 'It was cold.' })).toHaveFocus();
      await user.keyboard('{ArrowLeft}{Enter}');
      const first = screen.getByRole('button', { name: 'The night watch began. (đã tô màu xanh lá)' });
      expect(first.querySelector('strong')).toHaveTextContent('night watch');
      expect([...first.querySelectorAll('mark')].every((m) => m.getAttribute('data-colour') === 'green')).toBe(true);

      await user.keyboard('{Escape}');
      const toggle = screen.getByRole('button', { name: 'Tô màu theo câu' });
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByRole('button', { name: /The night watch began/ })).not.toBeInTheDocument();
      expect(screen.getByText('night watch').closest('mark')).toHaveAttribute('data-colour', 'green');
      expect(JSON.parse(window.sessionStorage.getItem('passage_highlights:a1:g3') ?? '[]')).toEqual([
        { paragraph: 0, start: 0, end: 22, colour: 'green' },
      ]);
    });
  });
});
