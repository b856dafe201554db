/**
 * The typo-tolerant fallback of catalogue search (decision 0028): when every word of a query
 * together finds nothing, each word is widened to the indexed words within one edit (two for
 * long words). The vocabulary is the words table the search-index migration keeps (bounded by
 * the language of the names, not by the number of tests).
 */

/** Optimal string alignment distance, stopping early once it exceeds `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous2: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] ?? 0) + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** The indexed words, sorted. */
export class Vocabulary {
  private readonly terms: string[];

  constructor(terms: Iterable<string>) {
    this.terms = [...terms].sort();
  }

  /**
   * Indexed words one typo away from `word`, as a whole word or as the start of a longer one
   * (a typo in a word still being typed). Short words (under 3 letters) are left alone.
   */
  near(word: string, limit = 24): string[] {
    if (word.length < 3) return [];
    const max = word.length >= 8 ? 2 : 1;
    const found: string[] = [];
    for (const term of this.terms) {
      if (found.length >= limit) break;
      if (Math.abs(term.length - word.length) <= max && editDistance(word, term, max) <= max) {
        found.push(term);
      } else if (term.length > word.length && editDistance(word, term.slice(0, word.length), max) <= max) {
        found.push(term);
      }
    }
    return found;
  }
}
