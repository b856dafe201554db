import type { QuestionOutcome } from '@contract/player';
import { stringField, stringMapField } from './answers';

/** The score of one question (docs/question-types.md has each family's rule). */
export interface LeafScore {
  outcome: QuestionOutcome;
  earned: number;
  /** What the question is worth (also for pending ones, which are outside the total). */
  max: number;
  /** Whether the question is part of the score's denominator. */
  counted: boolean;
  /** Per part (gap, token, left item, position) in authored ids; null for single-part families. */
  parts: Record<string, boolean> | null;
  /** WR: words written. */
  wordCount?: number;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

function outcomeOf(earned: number, max: number): QuestionOutcome {
  if (earned >= max && max > 0) return 'CORRECT';
  return earned > 0 ? 'PARTIAL' : 'INCORRECT';
}

export function scored(earned: number, max: number, parts: Record<string, boolean> | null = null): LeafScore {
  const value = round2(Math.min(max, Math.max(0, earned)));
  return { outcome: outcomeOf(value, max), earned: value, max, counted: true, parts };
}

export const unanswered = (max: number): LeafScore => ({
  outcome: 'UNANSWERED',
  earned: 0,
  max,
  counted: true,
  parts: null,
});

/** Reviewed by a person, outside the score: pending when answered. */
export const pending = (answered: boolean, max: number, wordCount?: number): LeafScore => ({
  outcome: answered ? 'PENDING_REVIEW' : 'UNANSWERED',
  earned: 0,
  max,
  counted: false,
  parts: null,
  ...(wordCount === undefined ? {} : { wordCount }),
});

/** One exact choice. */
export function scoreChoice(correct: string, max: number, answer: unknown): LeafScore {
  const choice = stringField(answer, 'choice');
  if (choice === null || choice === '') return unanswered(max);
  return scored(choice === correct ? max : 0, max);
}

/** Per gap: unanswered when every gap is blank. */
export function scoreGaps(
  gaps: readonly { id: string }[],
  max: number,
  answer: unknown,
  isRight: (gapId: string, value: string) => boolean,
): LeafScore {
  const given = stringMapField(answer, 'gaps');
  if (given === null || !gaps.some((gap) => (given[gap.id] ?? '').trim() !== '')) return unanswered(max);
  const parts: Record<string, boolean> = {};
  let right = 0;
  for (const gap of gaps) {
    const value = given[gap.id] ?? '';
    parts[gap.id] = value.trim() !== '' && isRight(gap.id, value);
    if (parts[gap.id]) right += 1;
  }
  return scored((max * right) / gaps.length, max, parts);
}
