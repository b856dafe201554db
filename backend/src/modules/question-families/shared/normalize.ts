/**
 * Text normalisation for typed answers. Both the learner's answer and every accepted answer go
 * through the same function, so a rule never makes an accepted answer unreachable.
 */

const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u02BC\u0060\u00B4]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u00AB\u00BB]/g;
const DASHES = /[\u2010-\u2015\u2212]/g;
/** End punctuation (and closing quotes or brackets) a learner may or may not type. */
const TRAILING = /[\s.!?,;:…'")\]]+$/u;
const LEADING = /^[\s'"([¿¡]+/u;

/**
 * "  The   CAT’s  bed. " → "the cat's bed": case, inner and outer spaces, curly quotes and
 * dashes, spaces before punctuation, and punctuation at the ends do not matter.
 */
export function normalizeAnswer(value: string): string {
  return value
    .normalize('NFKC')
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/ ([,.!?;:])/g, '$1')
    .replace(TRAILING, '')
    .replace(LEADING, '')
    .trim();
}

/** The words of a text for dictation: normalised, inner punctuation dropped except apostrophes and hyphens in words. */
export function answerWords(value: string): string[] {
  const normalized = normalizeAnswer(value)
    .replace(/[^\p{L}\p{N}'\- ]+/gu, ' ')
    .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, '$1')
    .trim();
  return normalized === '' ? [] : normalized.split(/\s+/);
}

/** Length of the longest common subsequence of two word lists (how many words are right, in order). */
export function commonWordCount(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = word === b[j - 1] ? (previous[j - 1] ?? 0) + 1 : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

export function countWords(value: string): number {
  const trimmed = value.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}
