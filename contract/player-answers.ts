/**
 * What the player asks of an answer, without TypeBox (the web app imports it). Apart from
 * `player-rules.ts`, which the answer schemas of `attempts.ts` import: one module holding both
 * would make the two import each other.
 */
import type { PlayerAnswer } from './attempts';

/** Whether an answer holds anything the learner chose, typed, placed or recorded. */
export function isAnswered(answer: PlayerAnswer | undefined | null): boolean {
  if (!answer) return false;
  if ('choice' in answer) return Boolean(answer.choice);
  if ('choices' in answer) return answer.choices.length > 0;
  if ('gaps' in answer) return Object.values(answer.gaps).some((v) => v.trim() !== '');
  if ('text' in answer) return answer.text.trim() !== '';
  if ('order' in answer) return answer.order.length > 0;
  if ('pairs' in answer) return Object.keys(answer.pairs).length > 0;
  if ('uploadId' in answer) return typeof answer.uploadId === 'number';
  if ('seen' in answer) return answer.seen.length > 0;
  return false;
}
