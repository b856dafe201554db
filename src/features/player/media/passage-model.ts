/**
 * The model behind the passage highlighter: marked paragraphs as styled runs of plain text, and
 * highlights as character ranges of a paragraph's plain text (markers removed), so a highlight
 * survives re-rendering and is stored as plain numbers.
 */
import { HIGHLIGHT_COLOURS, type HighlightColour } from '@contract/content';

export interface StyledRun {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

export interface Highlight {
  paragraph: number;
  start: number;
  end: number;
  colour: HighlightColour;
}

export interface HighlightedRun extends StyledRun {
  /** Offset of the run in the paragraph's plain text. */
  start: number;
  colour: HighlightColour | null;
}

const MARKER = /%([biu])%/g;

/** Paragraphs of a passage: blank lines or single line breaks separate them. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/**
 * %b% %i% %u% markers as runs with style flags. Markers pair per kind (1st with 2nd…); the last
 * marker of a kind that occurs an odd number of times is dropped, as in renderMarkers.
 */
export function toRuns(text: string): StyledRun[] {
  const counts = { b: 0, i: 0, u: 0 };
  for (const m of text.matchAll(MARKER)) counts[m[1] as 'b' | 'i' | 'u'] += 1;
  const seen = { b: 0, i: 0, u: 0 };
  const on = { b: false, i: false, u: false };
  const runs: StyledRun[] = [];
  let last = 0;
  const push = (value: string) => {
    if (!value) return;
    const prev = runs[runs.length - 1];
    if (prev && prev.bold === on.b && prev.italic === on.i && prev.underline === on.u) {
      prev.text += value;
      return;
    }
    runs.push({ text: value, bold: on.b, italic: on.i, underline: on.u });
  };
  for (const m of text.matchAll(MARKER)) {
    const kind = m[1] as 'b' | 'i' | 'u';
    const index = m.index ?? 0;
    push(text.slice(last, index));
    last = index + m[0].length;
    seen[kind] += 1;
    if (counts[kind] % 2 === 1 && seen[kind] === counts[kind]) continue;
    on[kind] = !on[kind];
  }
  push(text.slice(last));
  return runs;
}

export function plainLength(runs: StyledRun[]): number {
  return runs.reduce((n, r) => n + r.text.length, 0);
}

/** Runs split at highlight boundaries, each with the colour covering it (or null). */
export function applyHighlights(runs: StyledRun[], highlights: Highlight[]): HighlightedRun[] {
  const out: HighlightedRun[] = [];
  let offset = 0;
  for (const run of runs) {
    const runEnd = offset + run.text.length;
    const cuts = new Set<number>([offset, runEnd]);
    for (const h of highlights) {
      if (h.start > offset && h.start < runEnd) cuts.add(h.start);
      if (h.end > offset && h.end < runEnd) cuts.add(h.end);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i < points.length - 1; i += 1) {
      const s = points[i] as number;
      const e = points[i + 1] as number;
      const cover = highlights.find((h) => h.start <= s && h.end >= e);
      out.push({
        ...run,
        text: run.text.slice(s - offset, e - offset),
        start: s,
        colour: cover?.colour ?? null,
      });
    }
    offset = runEnd;
  }
  return out;
}

/** Removes [start, end) of one paragraph from the highlights, splitting those that straddle it. */
export function removeRange(highlights: Highlight[], paragraph: number, start: number, end: number): Highlight[] {
  const out: Highlight[] = [];
  for (const h of highlights) {
    if (h.paragraph !== paragraph || h.end <= start || h.start >= end) {
      out.push(h);
      continue;
    }
    if (h.start < start) out.push({ ...h, end: start });
    if (h.end > end) out.push({ ...h, start: end });
  }
  return out;
}

/** Colours [start, end) of one paragraph, replacing whatever covered it. */
export function addHighlight(highlights: Highlight[], next: Highlight): Highlight[] {
  if (next.end <= next.start) return highlights;
  return [...removeRange(highlights, next.paragraph, next.start, next.end), next].sort(
    (a, b) => a.paragraph - b.paragraph || a.start - b.start,
  );
}

/** The paragraph's text without markers, as highlights count it. */
export function plainText(runs: StyledRun[]): string {
  return runs.map((r) => r.text).join('');
}

export interface SentenceRange {
  start: number;
  end: number;
}

// End punctuation, then closing quotes or brackets, then a space or the end of the paragraph.
const SENTENCE_END = /[.!?…]+["'”’»)\]]*(?=\s|$)/g;

// Titles and initials whose full stop does not end a sentence ("Mrs. Lee", "J. K. Rowling").
const NO_BREAK_BEFORE = /(?:^|[\s("'“‘])(?:mr|mrs|ms|dr|prof|st|mt|jr|sr|vs|[A-Z])\.$/i;

/**
 * The sentences of a paragraph's plain text as [start, end) ranges without the spaces between
 * them. A full stop followed by a lower-case letter ("e.g. this") or ending a title or an
 * initial ("Mrs. Lee") does not end a sentence; a last sentence without end punctuation counts.
 */
export function splitSentences(plain: string): SentenceRange[] {
  const out: SentenceRange[] = [];
  let start = 0;
  const push = (end: number) => {
    let s = start;
    while (s < end && /\s/.test(plain[s] as string)) s += 1;
    let e = end;
    while (e > s && /\s/.test(plain[e - 1] as string)) e -= 1;
    if (e > s) out.push({ start: s, end: e });
    start = end;
  };
  for (const match of plain.matchAll(SENTENCE_END)) {
    const end = (match.index ?? 0) + match[0].length;
    const next = plain.slice(end).match(/\S/)?.[0];
    if (next !== undefined && next !== next.toUpperCase()) continue;
    if (next !== undefined && match[0] === '.' && NO_BREAK_BEFORE.test(plain.slice(Math.max(0, end - 6), end)))
      continue;
    push(end);
  }
  push(plain.length);
  return out;
}

/** Runs cut further at the given offsets (sentence boundaries), keeping styles and colours. */
export function cutRuns(runs: HighlightedRun[], at: readonly number[]): HighlightedRun[] {
  const out: HighlightedRun[] = [];
  for (const run of runs) {
    const end = run.start + run.text.length;
    const points = [run.start, ...at.filter((n) => n > run.start && n < end).sort((a, b) => a - b), end];
    for (let i = 0; i < points.length - 1; i += 1) {
      const s = points[i] as number;
      const e = points[i + 1] as number;
      if (e > s) out.push({ ...run, text: run.text.slice(s - run.start, e - run.start), start: s });
    }
  }
  return out;
}

/** The one colour covering all of [start, end) of a paragraph, or null (none, partly, or mixed). */
export function coverColour(
  highlights: Highlight[],
  paragraph: number,
  start: number,
  end: number,
): HighlightColour | null {
  const own = highlights
    .filter((h) => h.paragraph === paragraph && h.end > start && h.start < end)
    .sort((a, b) => a.start - b.start);
  const colour = own[0]?.colour ?? null;
  let reached = start;
  for (const h of own) {
    if (h.colour !== colour || h.start > reached) return null;
    reached = Math.max(reached, h.end);
  }
  return reached >= end ? colour : null;
}

/** Keyboard highlighting: a range already all in `colour` loses it; otherwise it is coloured. */
export function toggleHighlight(highlights: Highlight[], next: Highlight): Highlight[] {
  return coverColour(highlights, next.paragraph, next.start, next.end) === next.colour
    ? removeRange(highlights, next.paragraph, next.start, next.end)
    : addHighlight(highlights, next);
}

function isHighlight(value: unknown): value is Highlight {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.paragraph) &&
    Number.isInteger(v.start) &&
    Number.isInteger(v.end) &&
    (v.start as number) >= 0 &&
    (v.end as number) > (v.start as number) &&
    HIGHLIGHT_COLOURS.includes(v.colour as HighlightColour)
  );
}

const STORAGE_PREFIX = 'passage_highlights:';

export function loadHighlights(key: string | undefined): Highlight[] {
  if (!key || typeof window === 'undefined') return [];
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(STORAGE_PREFIX + key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isHighlight) : [];
  } catch {
    return [];
  }
}

export function saveHighlights(key: string | undefined, highlights: Highlight[]): void {
  if (!key || typeof window === 'undefined') return;
  try {
    if (highlights.length === 0) window.sessionStorage.removeItem(STORAGE_PREFIX + key);
    else window.sessionStorage.setItem(STORAGE_PREFIX + key, JSON.stringify(highlights));
  } catch {
    // Storage full or disabled (private mode): highlights still work for this page view.
  }
}
