/**
 * What the floating stack would cover on a phone: any control of the page (link, button, field,
 * label, anything focusable) whose box meets one of the stack's buttons. Pure DOM reads, no writes, so
 * one check costs one layout at most.
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

/** Whether a control outside the stack lies under one of its buttons. */
export function stackCoversContent(stack: HTMLElement, root: ParentNode = document): boolean {
  const boxes = buttonBoxes(stack);
  if (boxes.length === 0) return false;
  for (const element of root.querySelectorAll<HTMLElement>(INTERACTIVE)) {
    if (stack.contains(element)) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    if (boxes.some((button) => meets(button, box)) && shown(element)) return true;
  }
  return false;
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
