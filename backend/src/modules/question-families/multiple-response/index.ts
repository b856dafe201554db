import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { MultipleResponseQuestion } from '@contract/content';
import { MultipleResponseQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { stringArrayField } from '../shared/answers';
import { checkOptions, list } from '../shared/checks';
import { playOptions, SAMPLE_EXPLANATION } from '../shared/options';
import { scored, unanswered } from '../shared/score';

/** MR: choose all that apply; (right picks − wrong picks) / right options, floored at 0. */
export const multipleResponse = defineFamily<MultipleResponseQuestion>({
  name: 'multiple-response',
  types: QUESTION_FAMILY_TYPES['multiple-response'],
  authored: MultipleResponseQuestionSchema,
  answerKey: 'choices',
  autoScored: true,
  sample: {
    id: 'mr',
    type: 'MR',
    skill: 'VO',
    prompt: 'Which are fruits?',
    options: [
      { id: 'A', text: 'apple' },
      { id: 'B', text: 'pear' },
      { id: 'C', text: 'chair' },
    ],
    answer: ['A', 'B'],
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report }) {
    const ids = checkOptions(q.options, path, report);
    const wrong = q.answer.filter((id) => !ids.has(id));
    if (wrong.length > 0) report(`${path}.answer`, `not option ids: ${list(wrong)}`);
    if (q.answer.length < 2) report(`${path}.answer`, 'MR needs at least two correct options');
    if (q.answer.length >= ids.size) report(`${path}.answer`, 'MR: not every option may be correct');
  },
  units: () => 1,
  score(q, answer, { max }) {
    const choices = stringArrayField(answer, 'choices');
    if (choices === null || choices.length === 0) return unanswered(max);
    const picked = new Set(choices);
    const correct = new Set(q.answer);
    let right = 0;
    let wrong = 0;
    for (const choice of picked) {
      if (correct.has(choice)) right += 1;
      else wrong += 1;
    }
    const parts = Object.fromEntries(
      q.options.map((option) => [option.id, picked.has(option.id) === correct.has(option.id)]),
    );
    return scored((max * Math.max(0, right - wrong)) / correct.size, max, parts);
  },
  play: (q, base, context) => ({
    ...base,
    type: 'MR',
    options: playOptions(q.id, q.options, context),
    selectCount: q.answer.length,
  }),
  correct: (q) => ({ correct: { choices: [...q.answer] }, accepted: null }),
  seedAnswer(q, _seed, right) {
    if (right) return { choices: [...q.answer] };
    const wrong = q.options.find((option) => !q.answer.includes(option.id));
    return { choices: wrong ? [wrong.id] : q.answer.slice(0, 1) };
  },
});
