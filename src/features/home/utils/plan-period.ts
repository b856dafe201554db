/** A plan's length as people say it: whole months (30 days, or a year of 12) or else days. */
export function planPeriod(durationDays: number): { unit: 'months' | 'days'; count: number } {
  if (durationDays > 0 && durationDays % 365 === 0) return { unit: 'months', count: (durationDays / 365) * 12 };
  if (durationDays > 0 && durationDays % 30 === 0) return { unit: 'months', count: durationDays / 30 };
  return { unit: 'days', count: durationDays };
}

/** Whole-percent saving against the price before discount, or null when there is none. */
export function planSaving(price: number, originalPrice: number | null): number | null {
  if (!originalPrice || originalPrice <= price || originalPrice <= 0) return null;
  const percent = Math.round((1 - price / originalPrice) * 100);
  return percent > 0 ? percent : null;
}
