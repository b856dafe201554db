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

export function isHighlight(value: unknown): value is Highlight {
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

export function highlightStorageKey(key: string): string {
  return STORAGE_PREFIX + key;
}
