import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { MatchingQuestion } from '@contract/content';
import { MatchingQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { isRecord, stringMapField } from '../shared/answers';
import { duplicates, list } from '../shared/checks';
import { authoredIdOf, idMap, rotated, seededShuffle } from '../shared/ids';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { scored, unanswered } from '../shared/score';

const idsOf = (q: MatchingQuestion, seed: string) =>
  idMap(
    seed,
    q.id,
    'right',
    q.right.map((item) => item.id),
  );

function correctPairs(q: MatchingQuestion, seed: string): Record<string, string> {
  const ids = idsOf(q, seed).toPublic;
  return Object.fromEntries(Object.entries(q.answer).map(([left, right]) => [left, ids.get(right) ?? right]));
}

/** MG: match each left item to a right one (right options have per-attempt ids); per left item. */
export const matching = defineFamily<MatchingQuestion>({
  name: 'matching',
  types: QUESTION_FAMILY_TYPES.matching,
  authored: MatchingQuestionSchema,
  answerKey: 'pairs',
  autoScored: true,
  sample: {
    id: 'mg',
    type: 'MG',
    skill: 'VO',
    left: [
      { id: 'l1', text: 'hot' },
      { id: 'l2', text: 'big' },
    ],
    right: [
      { id: 'r1', text: 'cold' },
      { id: 'r2', text: 'small' },
      { id: 'r3', text: 'fast' },
    ],
    answer: { l1: 'r1', l2: 'r2' },
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report }) {
    const leftIds = q.left.map((item) => item.id);
    const rightIds = q.right.map((item) => item.id);
    for (const id of duplicates(leftIds)) report(`${path}.left`, `left id "${id}" is used more than once`);
    for (const id of duplicates(rightIds)) report(`${path}.right`, `right id "${id}" is used more than once`);
    const right = new Set(rightIds);
    const keys = Object.keys(q.answer);
    const notLeft = keys.filter((key) => !leftIds.includes(key));
    if (notLeft.length > 0) report(`${path}.answer`, `not left ids: ${list(notLeft)}`);
    const unanswered = leftIds.filter((id) => !keys.includes(id));
    if (unanswered.length > 0) report(`${path}.answer`, `every left item needs a match; missing ${list(unanswered)}`);
    for (const [key, value] of Object.entries(q.answer)) {
      if (!right.has(value)) report(`${path}.answer.${key}`, `"${value}" is not a right id`);
    }
    [...q.left, ...q.right].forEach((item) => {
      if (item.text === undefined && item.image === undefined) report(path, `item "${item.id}" needs text or an image`);
    });
  },
  units: (q) => q.left.length,
  score(q, answer, { max }) {
    const pairs = stringMapField(answer, 'pairs');
    if (pairs === null || Object.keys(pairs).length === 0) return unanswered(max);
    const parts: Record<string, boolean> = {};
    let right = 0;
    for (const left of q.left) {
      parts[left.id] = pairs[left.id] !== undefined && pairs[left.id] === q.answer[left.id];
      if (parts[left.id]) right += 1;
    }
    return scored((max * right) / q.left.length, max, parts);
  },
  play(q, base, { seed, url }) {
    const ids = idsOf(q, seed).toPublic;
    const side = (item: MatchingQuestion['left'][number], id: string) => ({
      id,
      ...(item.text === undefined ? {} : { text: item.text }),
      ...(item.image === undefined ? {} : { image: url(item.image) }),
    });
    return {
      ...base,
      type: 'MG',
      left: q.left.map((item) => side(item, item.id)),
      right: seededShuffle(q.right, seed, `${q.id}:right`).map((item) => side(item, ids.get(item.id) ?? item.id)),
    };
  },
  toAuthoredAnswer(q, answer, seed) {
    if (!isRecord(answer) || !isRecord(answer.pairs)) return answer;
    const back = authoredIdOf(idsOf(q, seed));
    return { pairs: Object.fromEntries(Object.entries(answer.pairs).map(([left, right]) => [left, back(right)])) };
  },
  correct: (q, seed) => ({ correct: { pairs: correctPairs(q, seed) }, accepted: null }),
  seedAnswer: (q, seed, right) => ({ pairs: right ? correctPairs(q, seed) : rotated(correctPairs(q, seed)) }),
});
