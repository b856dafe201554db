/**
 * What the floating stack would cover on a phone: any control of the page (link, button, field,
 * label, anything focusable) or picture (a chart, an image, a drawing) whose box meets one of the
 * stack's buttons, and any line of text (a date on a card, an item of a list) whose glyphs do.
 * Pure DOM reads, no writes, so one check costs one layout at most.
 */
const INTERACTIVE = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  // A label is a control too: tapping it picks its radio or checkbox (e.g. a payment method card).
  'label',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * Pictures are content as much as text: a statistics card's chart is drawn on a canvas that has
 * no text to find (its figures are in a table for screen readers), and a chart half under a button
 * cannot be read.
 */
const PICTURE = ['canvas', 'img', 'svg', 'video', 'iframe', '[role="img"]'].join(', ');

/** A few pixels around each button count too: a control touching the button is covered for a thumb. */
const MARGIN_PX = 4;

function meets(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left < b.right + MARGIN_PX &&
    b.left < a.right + MARGIN_PX &&
    a.top < b.bottom + MARGIN_PX &&
    b.top < a.bottom + MARGIN_PX
  );
}

function shown(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') {
    return element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  }
  return true;
}

/** The boxes of the stack's buttons that are on screen. */
function buttonBoxes(stack: HTMLElement): DOMRect[] {
  return Array.from(stack.querySelectorAll<HTMLElement>('[data-slot]'), (slot) => slot.getBoundingClientRect()).filter(
    (box) => box.width > 0 && box.height > 0,
  );
}

/**
 * Whether a line of text outside the stack lies under one of its buttons. Only the lines' own
 * boxes count (a paragraph's short last line leaves the corner free), and only elements whose box
 * meets a button are entered, so a check reads a handful of text nodes, not the whole page.
 */
function coversText(stack: HTMLElement, boxes: DOMRect[], root: Node): boolean {
  const doc = root.ownerDocument ?? (root as Document);
  const body = root.nodeType === Node.DOCUMENT_NODE ? (root as Document).body : root;
  if (!body) return false;
  const walker = doc.createTreeWalker(body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      if (node.nodeType === Node.TEXT_NODE)
        return node.nodeValue?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
      const element = node as Element;
      if (element === stack || element.tagName === 'SCRIPT' || element.tagName === 'STYLE')
        return NodeFilter.FILTER_REJECT;
      const box = element.getBoundingClientRect();
      // An element of no size may still hold visible children (display: contents): look inside.
      if (box.width > 0 && box.height > 0 && !boxes.some((button) => meets(button, box)))
        return NodeFilter.FILTER_REJECT;
      return NodeFilter.FILTER_SKIP;
    },
  });
  const range = doc.createRange();
  if (typeof range.getClientRects !== 'function') return false;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    range.selectNodeContents(node);
    const lines = Array.from(range.getClientRects()).filter((line) => line.width > 0 && line.height > 0);
    const parent = node.parentElement;
    if (parent && lines.some((line) => boxes.some((button) => meets(button, line))) && shown(parent)) return true;
  }
  return false;
}

/** Whether a control, a picture or a line of text outside the stack lies under one of its buttons. */
export function stackCoversContent(stack: HTMLElement, root: ParentNode = document): boolean {
  const boxes = buttonBoxes(stack);
  if (boxes.length === 0) return false;
  for (const element of root.querySelectorAll<HTMLElement>(`${INTERACTIVE}, ${PICTURE}`)) {
    if (stack.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (boxes.some((button) => meets(button, box)) && shown(element)) return true;
  }
  return coversText(stack, boxes, root as Node);
}

/**
 * The room, in px from the bottom of the window, that the stack takes up (with a gap above it),
 * or null when it shows nothing: the page's end reserves it so its last line scrolls clear.
 */
export function stackClearance(stack: HTMLElement, windowHeight: number, gap: number): number | null {
  const boxes = buttonBoxes(stack);
  if (boxes.length === 0) return null;
  const top = Math.min(...boxes.map((box) => box.top));
  return Math.max(0, Math.ceil(windowHeight - top + gap));
}
