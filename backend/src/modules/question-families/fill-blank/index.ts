import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { FillBlankQuestion } from '@contract/content';
import { FillBlankQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { checkGapText, fold } from '../shared/checks';
import { seededShuffle } from '../shared/ids';
import { normalizeAnswer } from '../shared/normalize';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { scoreGaps } from '../shared/score';
import { misspelt } from '../shared/seed';

/** FB1–FB8: typed gaps in a text; per gap, normalised text against its accepted list. */
export const fillBlank = defineFamily<FillBlankQuestion>({
  name: 'fill-blank',
  types: QUESTION_FAMILY_TYPES['fill-blank'],
  authored: FillBlankQuestionSchema,
  answerKey: 'gaps',
  autoScored: true,
  sample: {
    id: 'fb',
    type: 'FB2',
    skill: 'GR',
    text: 'I [[1]] to school and she [[2]] home.',
    gaps: [
      { id: '1', accepted: ['go', 'walk'] },
      { id: '2', accepted: ['runs'] },
    ],
    bank: ['go', 'runs', 'sleeps'],
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report, hasAudio, hasImage }) {
    checkGapText(
      q.text,
      q.gaps.map((gap) => gap.id),
      path,
      'gaps',
      report,
    );
    if (q.type === 'FB2') {
      if (!q.bank) {
        report(path, 'FB2 (word bank) needs a bank');
      } else {
        const bank = new Set(q.bank.map(fold));
        q.gaps.forEach((gap, index) => {
          if (!gap.accepted.some((answer) => bank.has(fold(answer))))
            report(`${path}.gaps[${index}]`, 'no accepted answer of this gap is in the bank');
        });
      }
    }
    if (q.type === 'FB3' || q.type === 'FB4') {
      q.gaps.forEach((gap, index) => {
        if (gap.hint === undefined)
          report(
            `${path}.gaps[${index}]`,
            `${q.type} needs a hint on every gap (${q.type === 'FB3' ? 'the root word' : 'the given letters'})`,
          );
      });
    }
    if (q.type === 'FB5' && !hasAudio)
      report(path, 'FB5 (listen and fill) needs audio on the question, its LS group or its section');
    if (q.type === 'FB6' && !hasImage)
      report(path, 'FB6 (look and write) needs an image on the question, its group or its section');
    if (q.type === 'FB7' && q.prompt === undefined)
      report(path, 'FB7 (sentence transformation) needs the original sentence as prompt');
  },
  units: (q) => q.gaps.length,
  score(q, answer, { max }) {
    const accepted = new Map(q.gaps.map((gap) => [gap.id, new Set(gap.accepted.map(normalizeAnswer))]));
    return scoreGaps(q.gaps, max, answer, (gapId, value) => accepted.get(gapId)?.has(normalizeAnswer(value)) ?? false);
  },
  play: (q, base, { seed }) => ({
    ...base,
    type: q.type,
    text: q.text,
    gaps: q.gaps.map((gap) => ({ id: gap.id, ...(gap.hint === undefined ? {} : { hint: gap.hint }) })),
    // Authors tend to list the bank in gap order: always shuffled.
    ...(q.bank === undefined ? {} : { bank: seededShuffle(q.bank, seed, `${q.id}:bank`) }),
  }),
  correct: (q) => ({
    correct: { gaps: Object.fromEntries(q.gaps.map((gap) => [gap.id, gap.accepted[0] ?? ''])) },
    accepted: Object.fromEntries(q.gaps.map((gap) => [gap.id, [...gap.accepted]])),
  }),
  seedAnswer: (q, _seed, right) => ({
    gaps: Object.fromEntries(
      q.gaps.map((gap) => [gap.id, right ? (gap.accepted[0] ?? '') : misspelt(gap.accepted[0] ?? '', gap.accepted)]),
    ),
  }),
});
