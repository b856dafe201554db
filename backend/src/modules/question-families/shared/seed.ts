/** Plausible slips for seeded wrong answers (issue 13). */

/** A misspelling that no accepted answer of the list is: drop the last letter, or double it. */
export function misspelt(text: string, accepted: readonly string[]): string {
  const known = new Set(accepted.map((value) => value.trim().toLowerCase()));
  for (const candidate of [text.slice(0, -1), `${text}${text.slice(-1)}`, `${text}s`]) {
    if (candidate.trim() !== '' && !known.has(candidate.trim().toLowerCase())) return candidate;
  }
  return `${text}?`;
}

export function otherOf<T>(items: readonly T[], right: T): T | undefined {
  return items.find((item) => item !== right);
}
