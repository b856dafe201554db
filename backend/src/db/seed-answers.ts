import type { PlayerAnswer } from '@contract/attempts';
import type { LeafQuestion } from '@contract/content';
import { correctAnswerOf } from '../modules/attempts';

/**
 * The answers a seeded learner gives (issue 13): in the form the player sends (per-attempt ids of
 * the attempt's seed), right or wrong as the seed draws it. The seed scores them like a submit,
 * so a seeded result's outcomes and its review agree. Wrong answers are plausible slips: another
 * option, a misspelt word, two items swapped, half a dictation.
 */

/** A misspelling that no accepted answer of the list is: drop the last letter, or double it. */
function misspelt(text: string, accepted: readonly string[]): string {
  const known = new Set(accepted.map((value) => value.trim().toLowerCase()));
  for (const candidate of [text.slice(0, -1), `${text}${text.slice(-1)}`, `${text}s`]) {
    if (candidate.trim() !== '' && !known.has(candidate.trim().toLowerCase())) return candidate;
  }
  return `${text}?`;
}

function otherOf<T>(items: readonly T[], right: T): T | undefined {
  return items.find((item) => item !== right);
}

/** Each key paired with the next key's value: every pair wrong when the values differ. */
function rotated(pairs: Record<string, string>): Record<string, string> {
  const keys = Object.keys(pairs);
  const values = keys.map((key) => pairs[key]!);
  if (new Set(values).size < 2) return pairs;
  return Object.fromEntries(keys.map((key, i) => [key, values[(i + 1) % values.length]!]));
}

/** A short paragraph for a writing task: it waits for the teacher's review. */
const WRITING =
  'I think learning English is useful because it helps me read books and talk with people from other countries. ' +
  'Every day I practise new words and listen to short stories. In the future I want to travel and use English.';

/**
 * The answer to `question`, right or not; undefined leaves it unanswered (speaking: a seed has no
 * recording; flashcards: nothing to answer).
 */
export function seededAnswer(question: LeafQuestion, seed: string, right: boolean): PlayerAnswer | undefined {
  if (question.type === 'WR1') return { text: WRITING };
  if (question.type === 'FC' || question.type.startsWith('SP')) return undefined;
  const { correct } = correctAnswerOf(question, seed);
  if (correct === null) return undefined;
  if (right) return correct;
  switch (question.type) {
    case 'TF': {
      const choices = question.notGiven ? ['TRUE', 'FALSE', 'NOT_GIVEN'] : ['TRUE', 'FALSE'];
      return { choice: otherOf(choices, question.answer) ?? question.answer };
    }
    case 'MR': {
      const wrong = question.options.find((option) => !question.answer.includes(option.id));
      return { choices: wrong ? [wrong.id] : question.answer.slice(0, 1) };
    }
    case 'FB1':
    case 'FB2':
    case 'FB3':
    case 'FB4':
    case 'FB5':
    case 'FB6':
    case 'FB7':
    case 'FB8':
      return {
        gaps: Object.fromEntries(question.gaps.map((gap) => [gap.id, misspelt(gap.accepted[0] ?? '', gap.accepted)])),
      };
    case 'SO':
      return {
        gaps: Object.fromEntries(question.gaps.map((gap) => [gap.id, otherOf(gap.options, gap.answer) ?? gap.answer])),
      };
    case 'SA':
      return { text: misspelt(question.accepted[0] ?? '', question.accepted) };
    case 'DS': {
      const words = (question.accepted[0] ?? '').split(/\s+/).filter(Boolean);
      return { text: words.slice(0, Math.max(1, Math.ceil(words.length / 2))).join(' ') };
    }
    case 'SL':
      if ('order' in correct && correct.order.length > 1) {
        const [first, second, ...rest] = correct.order;
        return { order: [second!, first!, ...rest] };
      }
      return correct;
    case 'DD':
    case 'MG':
      return 'pairs' in correct ? { pairs: rotated(correct.pairs) } : correct;
    default:
      // The choice families: another of the options.
      if ('options' in question && 'choice' in correct) {
        const other = question.options.find((option) => option.id !== correct.choice);
        return other ? { choice: other.id } : correct;
      }
      return correct;
  }
}
