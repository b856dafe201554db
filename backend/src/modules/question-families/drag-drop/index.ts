import { QUESTION_FAMILY_TYPES } from '@contract/question-types';
import type { DragDropQuestion } from '@contract/content';
import { DragDropQuestionSchema } from '@contract/content-schema';
import { defineFamily } from '../family';
import { isRecord, stringMapField } from '../shared/answers';
import { checkGapText, duplicates, list } from '../shared/checks';
import { authoredIdOf, idMap, rotated, seededShuffle } from '../shared/ids';
import { SAMPLE_EXPLANATION } from '../shared/options';
import { scored, unanswered } from '../shared/score';

const idsOf = (q: DragDropQuestion, seed: string) =>
  idMap(
    seed,
    q.id,
    'token',
    q.tokens.map((token) => token.id),
  );

function correctPairs(q: DragDropQuestion, seed: string): Record<string, string> {
  const ids = idsOf(q, seed).toPublic;
  return Object.fromEntries(Object.entries(q.answer).map(([token, target]) => [ids.get(token) ?? token, target]));
}

/**
 * DD: drag tokens (per-attempt ids) to targets. Gaps mode: per gap (its keyed token); two tokens
 * crowded into one gap both score nothing. Groups mode: per token, keyed or distractor: a keyed
 * token scores in its group, a distractor when left unplaced. Every token counts so that
 * `maxPoints` equals the number of tokens the learner sees and cannot tell how many are extras.
 */
export const dragDrop = defineFamily<DragDropQuestion>({
  name: 'drag-drop',
  types: QUESTION_FAMILY_TYPES['drag-drop'],
  authored: DragDropQuestionSchema,
  answerKey: 'pairs',
  autoScored: true,
  sample: {
    id: 'dd',
    type: 'DD',
    skill: 'VO',
    mode: 'gaps',
    text: 'A [[g1]] says woof and a [[g2]] says meow.',
    targets: [{ id: 'g1' }, { id: 'g2' }],
    tokens: [
      { id: 'dog', text: 'dog' },
      { id: 'cat', text: 'cat' },
      { id: 'cow', text: 'cow' },
    ],
    answer: { dog: 'g1', cat: 'g2' },
    explanation: SAMPLE_EXPLANATION,
  },

  check(q, { path, report }) {
    const targetIds = q.targets.map((target) => target.id);
    const tokenIds = q.tokens.map((token) => token.id);
    for (const id of duplicates(targetIds)) report(`${path}.targets`, `target id "${id}" is used more than once`);
    for (const id of duplicates(tokenIds)) report(`${path}.tokens`, `token id "${id}" is used more than once`);
    const targets = new Set(targetIds);
    const tokens = new Set(tokenIds);
    for (const [token, target] of Object.entries(q.answer)) {
      if (!tokens.has(token)) report(`${path}.answer`, `"${token}" is not a token id`);
      if (!targets.has(target)) report(`${path}.answer.${token}`, `"${target}" is not a target id`);
    }
    q.tokens.forEach((token, index) => {
      if (token.text === undefined && token.image === undefined)
        report(`${path}.tokens[${index}]`, 'a token needs text or an image');
    });
    if (q.mode === 'gaps') {
      if (q.text === undefined) {
        report(path, 'DD in gaps mode needs a text with [[id]] gaps');
      } else {
        checkGapText(q.text, targetIds, path, 'targets', report);
      }
      const filled = Object.values(q.answer);
      for (const target of duplicates(filled)) report(`${path}.answer`, `gap "${target}" receives more than one token`);
      const empty = targetIds.filter((id) => !filled.includes(id));
      if (empty.length > 0) report(`${path}.answer`, `no token belongs in ${list(empty)}`);
    } else {
      q.targets.forEach((target, index) => {
        if (target.label === undefined) report(`${path}.targets[${index}]`, 'a group target needs a label');
      });
    }
  },
  // Gaps mode: one keyed token per gap (the content check insists), so the gaps. Groups mode:
  // every token, so the count says nothing about how many are distractors.
  units: (q) => (q.mode === 'gaps' ? Object.keys(q.answer).length : q.tokens.length),
  score(q, answer, { max }) {
    const pairs = stringMapField(answer, 'pairs');
    if (pairs === null || Object.keys(pairs).length === 0) return unanswered(max);
    const parts: Record<string, boolean> = {};
    let right = 0;
    if (q.mode === 'groups') {
      // Each token is one decision: which group, or none (a distractor stays out).
      for (const token of q.tokens) {
        const target = q.answer[token.id];
        parts[token.id] = target === undefined ? pairs[token.id] === undefined : pairs[token.id] === target;
        if (parts[token.id]) right += 1;
      }
      return scored((max * right) / Math.max(1, q.tokens.length), max, parts);
    }
    const perTarget = new Map<string, number>();
    for (const target of Object.values(pairs)) perTarget.set(target, (perTarget.get(target) ?? 0) + 1);
    const keyed = Object.entries(q.answer);
    for (const [token, target] of keyed) {
      const placed = pairs[token];
      const crowded = placed !== undefined && (perTarget.get(placed) ?? 0) > 1;
      parts[token] = placed === target && !crowded;
      if (parts[token]) right += 1;
    }
    return scored((max * right) / Math.max(1, keyed.length), max, parts);
  },
  play(q, base, { seed, url }) {
    const ids = idsOf(q, seed).toPublic;
    return {
      ...base,
      type: 'DD',
      mode: q.mode,
      ...(q.text === undefined ? {} : { text: q.text }),
      targets: q.targets.map((target) => ({
        id: target.id,
        ...(target.label === undefined ? {} : { label: target.label }),
      })),
      tokens: seededShuffle(q.tokens, seed, `${q.id}:tokens`).map((token) => ({
        id: ids.get(token.id) ?? token.id,
        ...(token.text === undefined ? {} : { text: token.text }),
        ...(token.image === undefined ? {} : { image: url(token.image) }),
      })),
    };
  },
  toAuthoredAnswer(q, answer, seed) {
    if (!isRecord(answer) || !isRecord(answer.pairs)) return answer;
    const back = authoredIdOf(idsOf(q, seed));
    return { pairs: Object.fromEntries(Object.entries(answer.pairs).map(([token, target]) => [back(token), target])) };
  },
  toPublicParts(q, parts, seed) {
    const ids = idsOf(q, seed).toPublic;
    return Object.fromEntries(Object.entries(parts).map(([token, ok]) => [ids.get(token) ?? token, ok]));
  },
  correct: (q, seed) => ({ correct: { pairs: correctPairs(q, seed) }, accepted: null }),
  seedAnswer: (q, seed, right) => ({ pairs: right ? correctPairs(q, seed) : rotated(correctPairs(q, seed)) }),
});
