import type { AuthoredUnitTest, LeafQuestion } from '@contract/content';
import type { PlayerAnswer, PlayLeafQuestion, PlayPayload, ResultDto } from '@contract/player';
import { beforeAll, describe, expect, it } from 'vitest';
import { leafQuestions, loadContent } from '../src/content/check';
import { bearer, createTestApp, loginOk, type TestApp } from './helpers';
import { leavesOfPayload, resultOf, started, submitUser } from './player-fixtures';

/**
 * Every seeded test of the real catalogue, end to end: it starts, its play payload tells no
 * answer, and the right answers (mapped to the ids of the attempt) score 10/10.
 */

let app: TestApp;
let token: string;
let tests: AuthoredUnitTest[];

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' }, { scope: 'file' });
  token = (await loginOk(app.api)).accessToken;
  tests = loadContent(app.config.contentDir).tests;
  // The demo student owns every test, so members' and paid tests start too.
  const now = new Date().toISOString();
  for (const test of tests) {
    await app.db
      .insertInto('user_unit_tests')
      .values({ user_id: 1, unit_test_id: test.id, source: 'GIFT', acquired_at: now })
      .onConflict((oc) => oc.columns(['user_id', 'unit_test_id']).doNothing())
      .execute();
  }
});

/** Picks, for each authored entry, a public id whose visible content is the same (each used once). */
function matchIds<A, P extends { id: string }>(
  authored: A[],
  shown: P[],
  same: (a: A, p: P) => boolean,
): Map<A, string> {
  const free = [...shown];
  const map = new Map<A, string>();
  for (const entry of authored) {
    const index = free.findIndex((candidate) => same(entry, candidate));
    if (index < 0) throw new Error('no shown item matches an authored one');
    map.set(entry, free[index]?.id ?? '');
    free.splice(index, 1);
  }
  return map;
}

const sameContent = (a: { text?: string; image?: string }, p: { text?: string; image?: string }) =>
  a.text === p.text &&
  (a.image === undefined) === (p.image === undefined) &&
  (a.image === undefined || (p.image ?? '').endsWith(a.image));

function rightAnswer(question: LeafQuestion, shown: PlayLeafQuestion): PlayerAnswer | null {
  switch (question.type) {
    case 'MC1':
    case 'MC2':
    case 'MC3':
    case 'MC4':
    case 'MC5':
    case 'MC6':
    case 'MC7':
    case 'MC8':
    case 'MC9':
    case 'MC10':
    case 'MC11':
    case 'TF':
      return { choice: question.answer };
    case 'MR':
      return { choices: question.answer };
    case 'FB1':
    case 'FB2':
    case 'FB3':
    case 'FB4':
    case 'FB5':
    case 'FB6':
    case 'FB7':
    case 'FB8':
      return { gaps: Object.fromEntries(question.gaps.map((gap) => [gap.id, gap.accepted[0] ?? ''])) };
    case 'SO':
      return { gaps: Object.fromEntries(question.gaps.map((gap) => [gap.id, gap.answer])) };
    case 'SA':
    case 'DS':
      return { text: question.accepted[0] ?? '' };
    case 'SL': {
      if (shown.type !== 'SL') return null;
      const ids = matchIds(question.items, shown.items, (a, p) => a.text === p.text);
      return { order: question.items.map((item) => ids.get(item) ?? '') };
    }
    case 'DD': {
      if (shown.type !== 'DD') return null;
      const ids = matchIds(question.tokens, shown.tokens, sameContent);
      const byId = new Map(question.tokens.map((token) => [token.id, ids.get(token) ?? '']));
      return {
        pairs: Object.fromEntries(
          Object.entries(question.answer).map(([tokenId, target]) => [byId.get(tokenId) ?? '', target]),
        ),
      };
    }
    case 'MG': {
      if (shown.type !== 'MG') return null;
      const ids = matchIds(question.right, shown.right, sameContent);
      const byId = new Map(question.right.map((item) => [item.id, ids.get(item) ?? '']));
      return {
        pairs: Object.fromEntries(
          Object.entries(question.answer).map(([left, right]) => [left, byId.get(right) ?? '']),
        ),
      };
    }
    default:
      return null;
  }
}

describe('every seeded test', () => {
  it('starts without telling an answer, and scores 10/10 when answered right', async () => {
    expect(tests.length).toBeGreaterThan(10);
    for (const test of tests) {
      const payload: PlayPayload = await started(app, test.id, {}, bearer(token));
      const text = JSON.stringify(payload);
      for (const key of ['"answer"', '"accepted"', '"explanation"', '"transcript"', '"sampleAnswer"'])
        expect(text, `${test.slug} ${key}`).not.toContain(`${key}:`);

      const authored = leafQuestions(test).map((leaf) => leaf.question);
      const shown = new Map(leavesOfPayload(payload).map((leaf) => [leaf.id, leaf]));
      expect(shown.size, test.slug).toBe(authored.length);
      const answers: Record<string, PlayerAnswer> = {};
      for (const question of authored) {
        const leaf = shown.get(question.id);
        const answer = leaf ? rightAnswer(question, leaf) : null;
        if (answer) answers[question.id] = answer;
      }
      const { result }: { result: ResultDto } = resultOf(
        await submitUser(
          app,
          { attemptId: payload.attempt.id, idempotencyKey: `catalogue-${test.id}`, answers },
          bearer(token),
        ),
      );
      for (const question of result.questions) {
        if (/^(SP|WR|FC)/.test(question.type)) continue;
        expect(question.outcome, `${test.slug} ${question.questionId}`).toBe('CORRECT');
      }
      if (result.maxPoints > 0) expect(result.score, test.slug).toBe(10);
    }
  });
});
