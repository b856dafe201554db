import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { DictationQuestion } from '@contract/content';
import { DictationQuestionSchema } from '@contract/content-schema';
import { PLAYER_RULES } from '@contract/player';
import { defineFamily } from '../family';
import { stringField } from '../shared/answers';
import { answerWords, commonWordCount } from '../shared/normalize';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { scored, unanswered } from '../shared/score';

/**
 * DS: type what the audio says; the share of the words right, in order (longest common word
 * sequence over the longer of the two texts), against the best accepted answer.
 */
export const dictation = defineFamily<DictationQuestion>({
  name: 'dictation',
  types: QUESTION_FAMILY_TYPES.dictation,
  authored: DictationQuestionSchema,
  answerKey: 'text',
  autoScored: true,
  sample: {
    id: 'ds',
    type: 'DS',
    skill: 'LI',
    audio: 'audio/sample.mp3',
    transcript: 'The cat sat on the mat.',
    accepted: ['The cat sat on the mat.'],
    explanation: SAMPLE_EXPLANATION,
  },

  check() {},
  units: () => 1,
  score(q, answer, { max }) {
    const text = stringField(answer, 'text');
    if (text === null || text.trim() === '') return unanswered(max);
    const given = answerWords(text);
    let best = 0;
    for (const accepted of q.accepted) {
      const expected = answerWords(accepted);
      const longer = Math.max(expected.length, given.length);
      if (longer === 0) continue;
      best = Math.max(best, commonWordCount(expected, given) / longer);
    }
    return scored(max * best, max);
  },
  play: (q, base, context) => ({
    ...base,
    type: 'DS',
    audio: context.audioRef(`question:${q.id}`, q.audio, q.playLimit),
    maxLength: PLAYER_RULES.DICTATION_MAX_LENGTH,
  }),
  correct: (q) => ({ correct: { text: q.accepted[0] ?? '' }, accepted: { text: [...q.accepted] } }),
  seedAnswer(q, _seed, right) {
    if (right) return { text: q.accepted[0] ?? '' };
    // Half the words: a partial score.
    const words = (q.accepted[0] ?? '').split(/\s+/).filter(Boolean);
    return { text: words.slice(0, Math.max(1, Math.ceil(words.length / 2))).join(' ') };
  },
});
