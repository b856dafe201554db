/**
 * One locale-aware formatter for what the learner reads as numbers: scores, percentages,
 * durations, clocks and money. Screens never build these strings by hand.
 */

/** h:mm:ss or mm:ss (a countdown; the same in every language). */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(s).padStart(2, '0');
  return h > 0 ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}
