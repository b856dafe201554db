import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { SortQuestion } from '@contract/content';
import { SortQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { isRecord, stringArrayField } from '../shared/answers';
import { duplicates } from '../shared/checks';
import { authoredIdOf, idMap, seededShuffle } from '../shared/ids';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { scored, unanswered } from '../shared/score';

const idsOf = (q: SortQuestion, seed: string) =>
  idMap(
    seed,
    q.id,
    'item',
    q.items.map((item) => item.id),
  );

/** Items in display order: shuffled, and never already in the right order (unless all read the same). */
function displayOrder(q: SortQuestion, seed: string): SortQuestion['items'] {
  const shuffled = seededShuffle(q.items, seed, `${q.id}:items`);
  const solved = shuffled.every((item, index) => item.text === q.items[index]?.text);
  if (solved && shuffled.length > 1 && new Set(q.items.map((item) => item.text)).size > 1) {
    return [...shuffled.slice(1), ...shuffled.slice(0, 1)];
  }
  return shuffled;
}

const correctOrder = (q: SortQuestion, seed: string) => {
  const ids = idsOf(q, seed).toPublic;
  return q.items.map((item) => ids.get(item.id) ?? item.id);
};

/**
 * SL: put the items in order (authored in the correct order; per-attempt ids). All or nothing:
 * every position must hold the right text; parts show each position.
 */
export const sort = defineFamily<SortQuestion>({
  name: 'sort',
  types: QUESTION_FAMILY_TYPES.sort,
  authored: SortQuestionSchema,
  answerKey: 'order',
  autoScored: true,
  sample: {
    id: 'sl',
    type: 'SL',
    skill: 'GR',
    items: [
      { id: 'a', text: 'I' },
      { id: 'b', text: 'like' },
      { id: 'c', text: 'tea' },
    ],
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report }) {
    for (const id of duplicates(q.items.map((item) => item.id)))
      report(`${path}.items`, `item id "${id}" is used more than once`);
  },
  units: () => 1,
  score(q, answer, { max }) {
    const order = stringArrayField(answer, 'order');
    if (order === null || order.length === 0) return unanswered(max);
    const textOf = new Map(q.items.map((item) => [item.id, item.text]));
    const parts: Record<string, boolean> = {};
    // Compared by text: two items that read the same are interchangeable.
    q.items.forEach((item, index) => {
      const placed = order[index];
      parts[String(index)] = placed !== undefined && textOf.get(placed) === item.text;
    });
    const complete =
      order.length === q.items.length && new Set(order).size === order.length && order.every((id) => textOf.has(id));
    const allRight = complete && Object.values(parts).every(Boolean);
    return scored(allRight ? max : 0, max, parts);
  },
  play(q, base, { seed }) {
    const ids = idsOf(q, seed).toPublic;
    return {
      ...base,
      type: 'SL',
      items: displayOrder(q, seed).map((item) => ({ id: ids.get(item.id) ?? item.id, text: item.text })),
      joiner: q.joiner ?? ' ',
    };
  },
  toAuthoredAnswer(q, answer, seed) {
    if (!isRecord(answer) || !Array.isArray(answer.order)) return answer;
    return { order: answer.order.map(authoredIdOf(idsOf(q, seed))) };
  },
  correct: (q, seed) => ({ correct: { order: correctOrder(q, seed) }, accepted: null }),
  seedAnswer(q, seed, right) {
    const order = correctOrder(q, seed);
    if (right || order.length < 2) return { order };
    const [first, second, ...rest] = order;
    return { order: [second!, first!, ...rest] };
  },
});
