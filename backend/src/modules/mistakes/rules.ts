import { MISTAKES_RULES } from '@contract/mistakes-rules';
import type { QuestionOutcome } from '@contract/player';

/**
 * The spaced rule of the review set (pure): a question leaves once it was answered right on
 * `RIGHT_DAYS_TO_CLEAR` different days (days in the student's time zone); a wrong answer puts
 * it back to zero right days. A second right answer on the same day changes nothing.
 */

export type MistakeStatus = 'CLEARED' | 'RIGHT_TODAY' | 'RESET';

/** What sends a question of a submitted test into the set: answered, and not (all) right. */
export function isMistake(outcome: QuestionOutcome): boolean {
  return outcome === 'INCORRECT' || outcome === 'PARTIAL';
}

/** Where a question stands after an answer on `day`: its right days, and whether it leaves the set. */
export function afterAnswer(
  rightDays: readonly string[],
  outcome: QuestionOutcome,
  day: string,
): { rightDays: string[]; status: MistakeStatus } {
  if (outcome !== 'CORRECT') return { rightDays: [], status: 'RESET' };
  const days = rightDays.includes(day) ? [...rightDays] : [...rightDays, day].sort();
  return { rightDays: days, status: days.length >= MISTAKES_RULES.RIGHT_DAYS_TO_CLEAR ? 'CLEARED' : 'RIGHT_TODAY' };
}

/** A round serves a question only on a day it has not been answered right yet. */
export function isDue(rightDays: readonly string[], today: string): boolean {
  return !rightDays.includes(today);
}

export function parseDays(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((day): day is string => typeof day === 'string') : [];
  } catch {
    return [];
  }
}
