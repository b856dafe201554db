import { resultsEndpoints } from '@contract/results';
import { attemptsEndpoints } from '@contract/attempts';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, loginOk, type TestApp, inject } from './helpers';
import { createPlayerApp, PLAYER_TESTS, started, submitUser } from './player-fixtures';

const EXAM = PLAYER_TESTS.exam;
const ALL = PLAYER_TESTS.allFamilies;

let app: TestApp;
let token: string;

beforeEach(async () => {
  app = await createPlayerApp();
  token = (await loginOk(app.api)).accessToken;
});

/** An exam left mid-attempt: the leave cancels it (spec §8). */
async function cancelledExam(): Promise<number> {
  const payload = await started(app, EXAM.id, {}, bearer(token));
  const state = (
    await inject(app.api, attemptsEndpoints.integrityEvent, {
      params: { id: payload.attempt.id },
      body: { kind: 'LEAVE' },
      token,
    })
  ).data;
  expect(state.voided).toBe(true);
  return state.resultId!;
}

const mine = async () => (await inject(app.api, resultsEndpoints.mine, { token })).data;

describe('a cancelled exam is never a result', () => {
  it('stays out of My tests and the recent results, while a completed one is listed', async () => {
    await cancelledExam();
    const done = await started(app, ALL.id, {}, bearer(token));
    await submitUser(app, { attemptId: done.attempt.id, idempotencyKey: 'cancelled-1', answers: {} }, bearer(token));
    const list = await mine();
    expect(list.items.filter((item) => item.status === 'VOIDED')).toEqual([]);
    expect(list.items.filter((item) => item.unitTest.id === EXAM.id)).toEqual([]);
    expect(list.items[0]).toMatchObject({ unitTest: { id: ALL.id }, status: 'COMPLETED' });
    // The count agrees with what is listed (pages never promise a cancelled entry).
    const all = (await inject(app.api, resultsEndpoints.mine, { query: { pageSize: 50 }, token })).data;
    expect(all.total).toBe(all.items.length);
  });

  it('opens on its own address as cancelled, with why and when, and recommends nothing', async () => {
    const resultId = await cancelledExam();
    const detail = (await inject(app.api, resultsEndpoints.detail, { params: { id: resultId }, token })).data;
    expect(detail.result).toMatchObject({ status: 'VOIDED', voidReason: 'LEAVE', recommendations: [] });
    expect(detail.result.submittedAt).toEqual(expect.any(String));
  });
});
