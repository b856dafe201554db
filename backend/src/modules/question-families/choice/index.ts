import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { ChoiceQuestion } from '@contract/content';
import { ChoiceQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { checkOptions, list } from '../shared/checks';
import { playOptions, SAMPLE_EXPLANATION } from '../shared/options';
import { scoreChoice } from '../shared/score';

/** MC1–MC11: one option is right (variants in contract/content-schema.ts). */
export const choice = defineFamily<ChoiceQuestion>({
  name: 'choice',
  types: QUESTION_FAMILY_TYPES.choice,
  authored: ChoiceQuestionSchema,
  answerKey: 'choice',
  autoScored: true,
  sample: {
    id: 'mc',
    type: 'MC1',
    skill: 'VO',
    prompt: 'Which word means "quick"?',
    options: [
      { id: 'A', text: 'fast' },
      { id: 'B', text: 'slow' },
      { id: 'C', text: 'late' },
    ],
    answer: 'A',
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report, hasAudio, hasImage, hasTranscript }) {
    const ids = checkOptions(q.options, path, report);
    if (!ids.has(q.answer)) report(`${path}.answer`, `answer "${q.answer}" is not an option id (${list(ids)})`);
    if (q.type === 'MC2' && q.options.some((option) => option.image === undefined)) {
      report(`${path}.options`, 'MC2 (picture options): every option needs an image');
    }
    if (q.type === 'MC3' && !hasAudio)
      report(path, 'MC3 (listen and choose) needs audio on the question, its LS group or its section');
    if (q.type === 'MC4' && !hasImage)
      report(path, 'MC4 (look and choose) needs an image on the question, its group or its section');
    if (q.type === 'MC5' && !(q.prompt ?? '').includes('___'))
      report(`${path}.prompt`, 'MC5 (sentence completion): the prompt should hold a "___" blank', 'warning');
    if (q.type === 'MC8' && !(q.prompt ?? '').includes('%u%'))
      report(`${path}.prompt`, 'MC8 (error identification): the prompt should mark its parts with %u%…%u%', 'warning');
    if (q.options.some((option) => option.audio !== undefined && option.text === undefined) && !hasTranscript) {
      report(path, 'options with audio and no text need a transcript on the question (or its group/section)');
    }
  },
  units: () => 1,
  score: (q, answer, { max }) => scoreChoice(q.answer, max, answer),
  play: (q, base, context) => ({ ...base, type: q.type, options: playOptions(q.id, q.options, context) }),
  correct: (q) => ({ correct: { choice: q.answer }, accepted: null }),
  seedAnswer(q, _seed, right) {
    const other = q.options.find((option) => option.id !== q.answer);
    return { choice: right || !other ? q.answer : other.id };
  },
});
