import type { PlayerAnswer } from '@contract/attempts';
import type { LeafQuestion } from '@contract/content';
import { familyOf } from '../modules/question-families';

/**
 * The answers a seeded learner gives (issue 13): in the form the player sends (per-attempt ids of
 * the attempt's seed), right or wrong as the seed draws it. The seed scores them like a submit,
 * so a seeded result's outcomes and its review agree. Wrong answers are plausible slips, each
 * family's own: another option, a misspelt word, two items swapped, half a dictation.
 */

/**
 * The answer to `question`, right or not; undefined leaves it unanswered (speaking: a seed has no
 * recording; flashcards: nothing to answer).
 */
export function seededAnswer(question: LeafQuestion, seed: string, right: boolean): PlayerAnswer | undefined {
  return familyOf(question).seedAnswer(question, seed, right);
}
