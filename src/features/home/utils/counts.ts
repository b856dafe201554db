/**
 * Test counts from the API's facets. `undefined` means not known (loading or the API is down):
 * the page then shows no number rather than a guess.
 */
export type Counts = Readonly<Record<string, number>> | undefined;

export function countOf(counts: Counts, key: string | number): number | undefined {
  if (!counts) return undefined;
  const value = counts[String(key)];
  return typeof value === 'number' && Number.isFinite(value) ? value : 0;
}

/** Shown unless the count is known to be zero: a link to an empty list helps no one. */
export function hasTests(counts: Counts, key: string | number): boolean {
  const count = countOf(counts, key);
  return count === undefined || count > 0;
}
