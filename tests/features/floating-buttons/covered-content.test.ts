import { afterEach, describe, expect, it } from 'vitest';
import { stackClearance, stackCoversContent } from '@/features/floating-buttons/utils/covered-content';

type Box = { left: number; top: number; width: number; height: number };

function place(element: HTMLElement, box: Box) {
  element.getBoundingClientRect = () =>
    ({
      ...box,
      x: box.left,
      y: box.top,
      right: box.left + box.width,
      bottom: box.top + box.height,
      toJSON: () => box,
    }) as DOMRect;
}

/** A phone-sized page: the stack's two 44 px buttons in the bottom-right corner of 390 × 844. */
function stack(): HTMLElement {
  const aside = document.createElement('aside');
  for (const [i, top] of [728, 784].entries()) {
    const slot = document.createElement('div');
    slot.dataset.slot = `s${i}`;
    slot.append(document.createElement('button'));
    place(slot, { left: 330, top, width: 44, height: 44 });
    aside.append(slot);
  }
  document.body.append(aside);
  return aside;
}

function control(tag: 'button' | 'a' | 'label' | 'p', box: Box): HTMLElement {
  const element = document.createElement(tag);
  if (tag === 'a') element.setAttribute('href', '/x');
  place(element, box);
  document.body.append(element);
  return element;
}

/** The line boxes of each text node, as a browser's Range.getClientRects gives them. */
const lineBoxes = new Map<Node, Box[]>();

function rect(box: Box): DOMRect {
  return {
    ...box,
    x: box.left,
    y: box.top,
    right: box.left + box.width,
    bottom: box.top + box.height,
    toJSON: () => box,
  } as DOMRect;
}

/** Text in an element, laid out on the given lines (the element's box spans them all). */
function text(content: string, box: Box, lines: Box[]): HTMLElement {
  const element = control('p', box);
  const node = document.createTextNode(content);
  element.append(node);
  lineBoxes.set(node, lines);
  return element;
}

let current: Node | null = null;
Range.prototype.selectNodeContents = function (node: Node) {
  current = node;
};
Range.prototype.getClientRects = function () {
  const boxes = (current && lineBoxes.get(current)) ?? [];
  return boxes.map(rect) as unknown as DOMRectList;
};

afterEach(() => {
  document.body.replaceChildren();
  lineBoxes.clear();
});

describe('what the floating stack covers on a phone', () => {
  it('a button, link or label under one of its buttons, or touching it', () => {
    const aside = stack();
    control('button', { left: 16, top: 740, width: 358, height: 48 }); // a full-width button's right end
    expect(stackCoversContent(aside)).toBe(true);
  });

  it('not a control clear of it, nor text, nor its own buttons', () => {
    const aside = stack();
    control('a', { left: 16, top: 700, width: 200, height: 24 });
    control('p', { left: 16, top: 740, width: 358, height: 60 });
    control('label', { left: 16, top: 400, width: 358, height: 60 });
    expect(stackCoversContent(aside)).toBe(false);
    control('label', { left: 300, top: 780, width: 28, height: 20 }); // 2 px from a button: a thumb hits both
    expect(stackCoversContent(aside)).toBe(true);
  });

  it('a line of text whose words lie under one of its buttons (a date at the end of a card)', () => {
    const aside = stack();
    text('Hạn nộp 30/11/2026', { left: 16, top: 790, width: 358, height: 20 }, [
      { left: 190, top: 790, width: 184, height: 20 },
    ]);
    expect(stackCoversContent(aside)).toBe(true);
  });

  it('not a paragraph whose lines end before its buttons, nor text inside the stack', () => {
    const aside = stack();
    text('A short last line', { left: 16, top: 740, width: 358, height: 40 }, [
      { left: 16, top: 700, width: 300, height: 20 },
      { left: 16, top: 760, width: 120, height: 20 },
    ]);
    const tip = document.createElement('span');
    const tipText = document.createTextNode('Hướng dẫn');
    tip.append(tipText);
    aside.append(tip);
    lineBoxes.set(tipText, [{ left: 320, top: 740, width: 60, height: 20 }]);
    expect(stackCoversContent(aside)).toBe(false);
  });

  it('not hidden text', () => {
    const aside = stack();
    const hidden = text('Hidden', { left: 300, top: 740, width: 80, height: 20 }, [
      { left: 300, top: 740, width: 80, height: 20 },
    ]);
    hidden.checkVisibility = () => false;
    expect(stackCoversContent(aside)).toBe(false);
  });

  it('a chart, picture or drawing under one of its buttons (a statistics card), not one clear of it', () => {
    for (const tag of ['canvas', 'img', 'svg', 'video']) {
      const aside = stack();
      const picture = document.createElementNS(
        tag === 'svg' ? 'http://www.w3.org/2000/svg' : 'http://www.w3.org/1999/xhtml',
        tag,
      ) as HTMLElement;
      place(picture, { left: 33, top: 420, width: 324, height: 240 });
      document.body.append(picture);
      expect(stackCoversContent(aside), `${tag} above the stack`).toBe(false);
      place(picture, { left: 33, top: 640, width: 324, height: 240 });
      expect(stackCoversContent(aside), `${tag} under the stack`).toBe(true);
      document.body.replaceChildren();
    }
  });

  it('reserves its height plus a gap at the end of the page', () => {
    const aside = stack();
    expect(stackClearance(aside, 844, 12)).toBe(844 - 728 + 12);
    aside.replaceChildren();
    expect(stackClearance(aside, 844, 12)).toBeNull();
  });
});
