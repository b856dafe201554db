import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { TrueFalseQuestion } from '@contract/content';
import { TrueFalseQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { scoreChoice } from '../shared/score';
import { otherOf } from '../shared/seed';

const choicesOf = (q: TrueFalseQuestion) =>
  q.notGiven ? (['TRUE', 'FALSE', 'NOT_GIVEN'] as const) : (['TRUE', 'FALSE'] as const);

/** TF: true / false (/ not given); the exact choice. */
export const trueFalse = defineFamily<TrueFalseQuestion>({
  name: 'true-false',
  types: QUESTION_FAMILY_TYPES['true-false'],
  authored: TrueFalseQuestionSchema,
  answerKey: 'choice',
  autoScored: true,
  sample: {
    id: 'tf',
    type: 'TF',
    skill: 'RE',
    prompt: 'The sun is cold.',
    answer: 'FALSE',
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report }) {
    if (q.answer === 'NOT_GIVEN' && q.notGiven !== true)
      report(`${path}.answer`, 'answer NOT_GIVEN needs "notGiven": true');
  },
  units: () => 1,
  score: (q, answer, { max }) => scoreChoice(q.answer, max, answer),
  play: (q, base) => ({
    ...base,
    type: 'TF',
    choices: [...choicesOf(q)],
    ...(q.wording === undefined ? {} : { wording: q.wording }),
  }),
  correct: (q) => ({ correct: { choice: q.answer }, accepted: null }),
  seedAnswer: (q, _seed, right) => ({ choice: right ? q.answer : (otherOf(choicesOf(q), q.answer) ?? q.answer) }),
});
