import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { ShortAnswerQuestion } from '@contract/content';
import { ShortAnswerQuestionSchema } from '@contract/content-schema';
import { PLAYER_RULES } from '@contract/player';
import { defineFamily } from '../family';
import { stringField } from '../shared/answers';
import { normalizeAnswer } from '../shared/normalize';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { scored, unanswered } from '../shared/score';
import { misspelt } from '../shared/seed';

/** SA: a short typed answer; normalised text against the accepted list. */
export const shortAnswer = defineFamily<ShortAnswerQuestion>({
  name: 'short-answer',
  types: QUESTION_FAMILY_TYPES['short-answer'],
  authored: ShortAnswerQuestionSchema,
  answerKey: 'text',
  autoScored: true,
  sample: {
    id: 'sa',
    type: 'SA',
    skill: 'VO',
    prompt: 'What colour is the sky?',
    accepted: ['blue', 'light blue'],
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report }) {
    if (q.maxLength !== undefined && q.accepted.some((answer) => answer.length > (q.maxLength ?? 0))) {
      report(`${path}.maxLength`, 'an accepted answer is longer than maxLength');
    }
  },
  units: () => 1,
  score(q, answer, { max }) {
    const text = stringField(answer, 'text');
    if (text === null || text.trim() === '') return unanswered(max);
    const given = normalizeAnswer(text);
    return scored(q.accepted.some((accepted) => normalizeAnswer(accepted) === given) ? max : 0, max);
  },
  play: (q, base) => ({ ...base, type: 'SA', maxLength: q.maxLength ?? PLAYER_RULES.SHORT_ANSWER_MAX_LENGTH }),
  correct: (q) => ({ correct: { text: q.accepted[0] ?? '' }, accepted: { text: [...q.accepted] } }),
  seedAnswer: (q, _seed, right) => ({
    text: right ? (q.accepted[0] ?? '') : misspelt(q.accepted[0] ?? '', q.accepted),
  }),
});
