/** The order column's id (CheckoutLayout). */
export const ORDER_COLUMN_ID = 'checkout-order';

/**
 * After a plan or package is chosen on a one-column (phone) layout, the order and the pay button
 * are below the list: bring them into view. Wide layouts keep them beside the list already.
 */
export function revealOrder(): void {
  if (typeof window === 'undefined' || !window.matchMedia?.('(max-width: 960px)').matches) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // After the route update has rendered the chosen option's panel.
  window.requestAnimationFrame(() => {
    document.getElementById(ORDER_COLUMN_ID)?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  });
}
