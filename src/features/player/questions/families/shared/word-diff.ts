/**
 * A word-by-word comparison of a dictation with its answer, for review: the words in common (in
 * order, the same longest-common-sequence rule the server scores with), the learner's extra or
 * wrong words, and the words they missed. Case and punctuation do not count, as on the server.
 */
export type DiffPart =
  { kind: 'same'; word: string } | { kind: 'extra'; word: string } | { kind: 'missing'; word: string };

function key(word: string): string {
  return word
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[^\p{L}\p{N}'-]+/gu, '')
    .replace(/^['-]+|['-]+$/g, '');
}

function words(text: string): string[] {
  return text.split(/\s+/u).filter((word) => key(word) !== '');
}

export function diffWords(given: string, expected: string): DiffPart[] {
  const a = words(given);
  const b = words(expected);
  const ka = a.map(key);
  const kb = b.map(key);
  // lengths[i][j]: common words of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      lengths[i]![j] =
        ka[i] === kb[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (ka[i] === kb[j]) {
      parts.push({ kind: 'same', word: b[j]! });
      i += 1;
      j += 1;
    } else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) {
      parts.push({ kind: 'extra', word: a[i]! });
      i += 1;
    } else {
      parts.push({ kind: 'missing', word: b[j]! });
      j += 1;
    }
  }
  for (; i < a.length; i += 1) parts.push({ kind: 'extra', word: a[i]! });
  for (; j < b.length; j += 1) parts.push({ kind: 'missing', word: b[j]! });
  return parts;
}
