import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { WritingQuestion } from '@contract/content';
import { WritingQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { stringField } from '../shared/answers';
import { countWords } from '../shared/normalize';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { pending } from '../shared/score';

/** A short paragraph for a seeded writing task: it waits for the teacher's review. */
const WRITING =
  'I think learning English is useful because it helps me read books and talk with people from other countries. ' +
  'Every day I practise new words and listen to short stories. In the future I want to travel and use English.';

/** WR1: free writing, stored and marked "awaiting review" with its word count. */
export const writing = defineFamily<WritingQuestion>({
  name: 'writing',
  types: QUESTION_FAMILY_TYPES.writing,
  authored: WritingQuestionSchema,
  answerKey: 'text',
  autoScored: false,
  sample: {
    id: 'wr',
    type: 'WR1',
    skill: 'WR',
    prompt: 'Write about your school.',
    minWords: 20,
    maxWords: 80,
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report }) {
    if (q.minWords > q.maxWords) report(path, 'minWords is greater than maxWords');
    if (q.prompt === undefined) report(path, 'WR1 needs a prompt (the writing task)');
  },
  units: () => 1,
  score(_q, answer, { max }) {
    const text = stringField(answer, 'text');
    const words = text === null ? 0 : countWords(text);
    return pending(words > 0, max, words);
  },
  play: (q, base) => ({ ...base, type: 'WR1', minWords: q.minWords, maxWords: q.maxWords }),
  correct: () => ({ correct: null, accepted: null }),
  // Right or wrong is the teacher's to say.
  seedAnswer: () => ({ text: WRITING }),
});
