import { type AdaptiveAttemptDto, adaptiveEndpoints } from '@contract/adaptive';
import type { LeafQuestion } from '@contract/content';
import { beforeEach, describe, expect, it } from 'vitest';
import { activationDatabase } from '../src/modules/activation-codes/tables';
import { adaptiveDatabase } from '../src/modules/adaptive/tables';
import {
  answerOf,
  inject,
  injectRaw,
  type ParamsOf,
  bearer,
  createTestApp,
  failureOf,
  loginOk,
  postJson,
  type TestApp,
} from './helpers';

let app: TestApp;

beforeEach(async () => {
  app = await createTestApp();
});

const SECRET_HEADER = 'x-attempt-secret';
const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'];

async function start(key: ParamsOf<typeof adaptiveEndpoints.start>['key'], headers: Record<string, string> = {}) {
  return injectRaw(app.api, adaptiveEndpoints.start, { params: { key }, headers });
}

async function current(attempt: AdaptiveAttemptDto, headers: Record<string, string> = {}) {
  return injectRaw(app.api, adaptiveEndpoints.current, { params: { id: attempt.attemptId }, headers });
}

async function itemRow(id: string) {
  return adaptiveDatabase(app.db)
    .selectFrom('adaptive_items')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

/** The item on screen, found in the bank by its question (the browser never gets the id of the bank). */
async function onScreen(attempt: AdaptiveAttemptDto) {
  const row = await adaptiveDatabase(app.db)
    .selectFrom('adaptive_attempts')
    .select('current_item_id')
    .where('id', '=', attempt.attemptId)
    .executeTakeFirstOrThrow();
  const item = await itemRow(row.current_item_id ?? '');
  return { ...item, question: JSON.parse(item.question_json) as LeafQuestion };
}

/** The right answer in the player's form, or a wrong one. */
function answerFor(question: LeafQuestion, right: boolean): unknown {
  switch (question.type) {
    case 'TF':
      return { choice: right ? question.answer : question.answer === 'TRUE' ? 'FALSE' : 'TRUE' };
    case 'SO': {
      const gap = question.gaps[0]!;
      return { gaps: { [gap.id]: right ? gap.answer : gap.options.find((o) => o !== gap.answer) } };
    }
    case 'FB1':
    case 'FB3':
    case 'FB4': {
      const gap = question.gaps[0]!;
      return { gaps: { [gap.id]: right ? gap.accepted[0] : 'zzz' } };
    }
    default:
      if ('options' in question && typeof question.answer === 'string') {
        const answer = question.answer;
        return { choice: right ? answer : question.options.find((o) => o.id !== answer)!.id };
      }
      throw new Error(`unexpected family ${question.type}`);
  }
}

async function answer(attempt: AdaptiveAttemptDto, body: Record<string, unknown>) {
  return postJson(app.api, `/itf/adaptive-attempts/${attempt.attemptId}/answers`, {
    attemptSecret: attempt.attemptSecret,
    ...body,
  });
}

describe('adaptive placement test (key 61) for a guest', () => {
  it('shows one question at a time without its answer, and the same one again after a reload', async () => {
    const attempt = answerOf(adaptiveEndpoints.start, await start('61')).data;
    expect(attempt.status).toBe('OPEN');
    expect(attempt.questionNumber).toBe(1);
    expect(attempt.test).toMatchObject({ key: '61', kind: 'PLACEMENT', seThreshold: 0.3 });
    expect(attempt.item).not.toBeNull();
    const item = await onScreen(attempt);
    const payload = JSON.stringify(attempt);
    expect(payload).not.toMatch(/"(answer|accepted|explanation|transcript)"/);
    expect(payload).not.toContain(item.id);

    const again = answerOf(
      adaptiveEndpoints.current,
      await current(attempt, { [SECRET_HEADER]: attempt.attemptSecret }),
    ).data;
    expect(again.item).toEqual(attempt.item);
    expect(again.questionNumber).toBe(1);
    expect((await onScreen(again)).id).toBe(item.id);
    expect((await itemRow(item.id)).exposure_count).toBe(1);

    const stranger = await current(attempt);
    expect(stranger.statusCode).toBe(403);
    expect(failureOf(stranger).code).toBe('FORBIDDEN');
  });

  it('saves an answer before choosing the next question, and refuses a second answer to the same one', async () => {
    const attempt = answerOf(adaptiveEndpoints.start, await start('61')).data;
    const first = await onScreen(attempt);
    const next = answerOf(
      adaptiveEndpoints.answer,
      await answer(attempt, { questionNumber: 1, answer: answerFor(first.question, true) }),
    ).data;
    expect(next.answered).toBe(1);
    expect(next.questionNumber).toBe(2);
    const second = await onScreen(next);
    expect(second.id).not.toBe(first.id);
    const saved = await adaptiveDatabase(app.db)
      .selectFrom('adaptive_responses')
      .selectAll()
      .where('attempt_id', '=', attempt.attemptId)
      .execute();
    expect(saved).toEqual([expect.objectContaining({ position: 1, item_id: first.id, correct: 1 })]);

    const repeated = await answer(attempt, { questionNumber: 1, answer: answerFor(first.question, false) });
    expect(repeated.statusCode).toBe(409);
    expect(failureOf(repeated).code).toBe('ADAPTIVE_ITEM_MISMATCH');
    const reloaded = answerOf(
      adaptiveEndpoints.current,
      await current(next, { [SECRET_HEADER]: next.attemptSecret }),
    ).data;
    expect(reloaded.questionNumber).toBe(2);
    expect((await onScreen(reloaded)).id).toBe(second.id);
  });

  it('runs to a stopping rule and reports a CEFR level with its interval, level probabilities and skills', async () => {
    let attempt = answerOf(adaptiveEndpoints.start, await start('61')).data;
    // A learner who knows everything up to B1 and nothing above.
    while (attempt.status === 'OPEN') {
      const { question, level } = await onScreen(attempt);
      const right = LEVELS.indexOf(level) <= 2;
      attempt = answerOf(
        adaptiveEndpoints.answer,
        await answer(attempt, { questionNumber: attempt.questionNumber, answer: answerFor(question, right) }),
      ).data;
    }
    expect(attempt.item).toBeNull();
    expect(attempt.answered).toBeGreaterThanOrEqual(attempt.test.minLength);
    expect(attempt.answered).toBeLessThanOrEqual(attempt.test.maxLength);
    const result = attempt.result!;
    expect(['B1', 'B2']).toContain(result.level);
    expect(result.interval[0]).toBeLessThan(result.theta);
    expect(result.interval[1]).toBeGreaterThan(result.theta);
    expect(result.levels.map((l) => l.level)).toEqual(LEVELS);
    expect(result.levels.reduce((sum, l) => sum + l.probability, 0)).toBeCloseTo(1, 6);
    expect(result.skills.map((s) => s.skill).sort()).toEqual(['GR', 'LI', 'RE', 'VO']);
    expect(result.scale.bands[0]).toEqual({ level: 'A1', from: 0 });

    const fetched = await inject(app.api, adaptiveEndpoints.result, {
      params: { id: attempt.attemptId },
      headers: { [SECRET_HEADER]: attempt.attemptSecret },
    });
    expect(fetched.data).toEqual(result);
    const late = await answer(attempt, { questionNumber: attempt.answered + 1, answer: { choice: 'A' } });
    expect(late.statusCode).toBe(409);
    expect(failureOf(late).code).toBe('ATTEMPT_CLOSED');
  });

  it('has no result before the end', async () => {
    const attempt = answerOf(adaptiveEndpoints.start, await start('61')).data;
    const early = await app.api.inject({
      method: 'GET',
      url: `/itf/adaptive-attempts/${attempt.attemptId}/result`,
      headers: { [SECRET_HEADER]: attempt.attemptSecret },
    });
    expect(early.statusCode).toBe(409);
    expect(failureOf(early).code).toBe('ADAPTIVE_NOT_FINISHED');
  });
});

describe('primary placement (key 60) and the adaptive level test', () => {
  it('gives primary learners no C1 questions and at most 20', async () => {
    let attempt = answerOf(adaptiveEndpoints.start, await start('60')).data;
    expect(attempt.test.maxLength).toBe(20);
    while (attempt.status === 'OPEN') {
      const { question, level } = await onScreen(attempt);
      expect(level).not.toBe('C1');
      attempt = answerOf(
        adaptiveEndpoints.answer,
        await answer(attempt, { questionNumber: attempt.questionNumber, answer: answerFor(question, true) }),
      ).data;
    }
    expect(attempt.answered).toBeLessThanOrEqual(20);
  });

  it('asks a guest to sign in for the level test and resumes a student on the same question', async () => {
    const guest = await start('level');
    expect(guest.statusCode).toBe(401);
    const login = await loginOk(app.api);
    const token = login.accessToken;
    // Signed in but without the right to it: locked until a code unlocks it.
    const locked = await start('level', bearer(token));
    expect(locked.statusCode).toBe(403);
    expect(failureOf(locked).code).toBe('ADAPTIVE_TEST_LOCKED');
    await activationDatabase(app.db)
      .insertInto('adaptive_test_rights')
      .values({ user_id: login.user.id, test_key: 'level', code_id: null, granted_at: app.clock.now().toISOString() })
      .execute();
    const first = answerOf(adaptiveEndpoints.start, await start('level', bearer(token))).data;
    expect(first.test.kind).toBe('ADAPTIVE');
    const resumed = answerOf(adaptiveEndpoints.start, await start('level', bearer(token))).data;
    expect(resumed.attemptId).toBe(first.attemptId);
    expect(resumed.item).toEqual(first.item);
    const viaGet = answerOf(adaptiveEndpoints.current, await current(first, bearer(token))).data;
    expect(viaGet.item).toEqual(first.item);
  });

  it('answers 404 for an unknown attempt', async () => {
    const missing = await app.api.inject({ method: 'GET', url: '/itf/adaptive-attempts/999999' });
    expect(missing.statusCode).toBe(404);
  });
});
