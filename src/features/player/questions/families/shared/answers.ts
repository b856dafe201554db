/**
 * Narrowing of the saved answer (PlayerAnswer is a union of every family's shape) and the small
 * text rules the families share with the server (contract/player.ts, scoring/normalize.ts).
 */
import type {
  ChoiceAnswer,
  ChoicesAnswer,
  GapsAnswer,
  PairsAnswer,
  PlayerAnswer,
  QuestionReviewDto,
  TextAnswer,
} from '@contract/player';

type Maybe = PlayerAnswer | null | undefined;

export function choiceOf(value: Maybe): string | undefined {
  return value && 'choice' in value && typeof (value as ChoiceAnswer).choice === 'string'
    ? (value as ChoiceAnswer).choice
    : undefined;
}

export function choicesOf(value: Maybe): string[] {
  return value && 'choices' in value && Array.isArray((value as ChoicesAnswer).choices)
    ? (value as ChoicesAnswer).choices
    : [];
}

export function gapsOf(value: Maybe): Record<string, string> {
  return value && 'gaps' in value && typeof (value as GapsAnswer).gaps === 'object' ? (value as GapsAnswer).gaps : {};
}

export function textOf(value: Maybe): string {
  return value && 'text' in value && typeof (value as TextAnswer).text === 'string' ? (value as TextAnswer).text : '';
}

/** Empty gaps are left out, and no gap at all clears the answer (the navigator shows it unanswered). */
export function gapsAnswer(gaps: Record<string, string>): GapsAnswer | undefined {
  const kept = Object.fromEntries(Object.entries(gaps).filter(([, text]) => text.trim() !== ''));
  return Object.keys(kept).length === 0 ? undefined : { gaps: kept };
}

/** Blank text clears the answer; otherwise the text is sent as typed (the server normalises it). */
export function textAnswer(text: string): TextAnswer | undefined {
  return text.trim() === '' ? undefined : { text };
}

/** The answer shown in review: what the player passes, else what the server says was sent. */
export function reviewedValue(value: PlayerAnswer | undefined, review?: QuestionReviewDto): Maybe {
  return value ?? review?.userAnswer ?? undefined;
}

/** Same rule as the server's countWords: runs of non-space characters. */
export function countWords(value: string): number {
  const trimmed = value.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

/** Picks the interface language of a bilingual text (vi unless the locale is English). */
export function pickLocalized(text: { vi: string; en: string } | undefined, locale: string): string {
  if (!text) return '';
  return locale.startsWith('en') ? text.en || text.vi : text.vi || text.en;
}

/** DD and MG answers: { pairs } with string values only; anything else reads as no pairs. */
export function pairsOf(value: Maybe): Record<string, string> {
  if (!value || !('pairs' in value)) return {};
  const pairs = (value as PairsAnswer).pairs;
  if (!pairs || typeof pairs !== 'object') return {};
  return Object.fromEntries(
    Object.entries(pairs).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** No pairs left clears the answer (the navigator shows it unanswered). */
export function pairsAnswer(pairs: Record<string, string>): PairsAnswer | undefined {
  return Object.keys(pairs).length === 0 ? undefined : { pairs };
}
