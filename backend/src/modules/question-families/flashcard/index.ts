import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { FlashcardQuestion } from '@contract/content';
import { FlashcardQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { duplicates } from '../shared/checks';
import { SAMPLE_EXPLANATION } from '../shared/options';

/** FC: cards to flip through; practice only, never scored (and worth nothing). */
export const flashcard = defineFamily<FlashcardQuestion>({
  name: 'flashcard',
  types: QUESTION_FAMILY_TYPES.flashcard,
  authored: FlashcardQuestionSchema,
  answerKey: 'seen',
  autoScored: false,
  sample: {
    id: 'fc',
    type: 'FC',
    skill: 'VO',
    cards: [
      { id: 'c1', front: 'apple', back: { vi: 'quả táo', en: 'a fruit' } },
      { id: 'c2', front: 'cat', back: { vi: 'con mèo', en: 'an animal' } },
    ],
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report }) {
    for (const id of duplicates(q.cards.map((card) => card.id)))
      report(`${path}.cards`, `card id "${id}" is used more than once`);
  },
  units: () => 0,
  score: () => ({ outcome: 'UNSCORED', earned: 0, max: 0, counted: false, parts: null }),
  play: (q, base, { url, audioRef }) => ({
    ...base,
    type: 'FC',
    cards: q.cards.map((card) => ({
      id: card.id,
      front: card.front,
      back: card.back,
      ...(card.image === undefined ? {} : { image: url(card.image) }),
      ...(card.audio === undefined ? {} : { audio: audioRef(`card:${q.id}:${card.id}`, card.audio, undefined) }),
    })),
  }),
  correct: () => ({ correct: null, accepted: null }),
  // Nothing to answer.
  seedAnswer: () => undefined,
});
