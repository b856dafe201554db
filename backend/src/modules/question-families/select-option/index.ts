import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { SelectOptionQuestion } from '@contract/content';
import { SelectOptionQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { checkGapText, duplicates } from '../shared/checks';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { scoreGaps } from '../shared/score';
import { otherOf } from '../shared/seed';

/** SO: a drop-down in each gap; per gap, the exact option. */
export const selectOption = defineFamily<SelectOptionQuestion>({
  name: 'select-option',
  types: QUESTION_FAMILY_TYPES['select-option'],
  authored: SelectOptionQuestionSchema,
  answerKey: 'gaps',
  autoScored: true,
  sample: {
    id: 'so',
    type: 'SO',
    skill: 'GR',
    text: 'She [[a]] a book and [[b]] tea.',
    gaps: [
      { id: 'a', options: ['reads', 'read'], answer: 'reads' },
      { id: 'b', options: ['drink', 'drinks'], answer: 'drinks' },
    ],
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report }) {
    checkGapText(
      q.text,
      q.gaps.map((gap) => gap.id),
      path,
      'gaps',
      report,
    );
    q.gaps.forEach((gap, index) => {
      for (const option of duplicates(gap.options))
        report(`${path}.gaps[${index}].options`, `option "${option}" is listed more than once`);
      if (!gap.options.includes(gap.answer))
        report(`${path}.gaps[${index}].answer`, `answer "${gap.answer}" is not one of the options`);
    });
  },
  units: (q) => q.gaps.length,
  score(q, answer, { max }) {
    const correct = new Map(q.gaps.map((gap) => [gap.id, gap.answer]));
    return scoreGaps(q.gaps, max, answer, (gapId, value) => correct.get(gapId) === value);
  },
  play: (q, base) => ({
    ...base,
    type: 'SO',
    text: q.text,
    gaps: q.gaps.map((gap) => ({ id: gap.id, options: [...gap.options] })),
  }),
  correct: (q) => ({
    correct: { gaps: Object.fromEntries(q.gaps.map((gap) => [gap.id, gap.answer])) },
    accepted: null,
  }),
  seedAnswer: (q, _seed, right) => ({
    gaps: Object.fromEntries(
      q.gaps.map((gap) => [gap.id, right ? gap.answer : (otherOf(gap.options, gap.answer) ?? gap.answer)]),
    ),
  }),
});
