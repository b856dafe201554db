import type { PlayPayload, SubmitResultData } from '@contract/player';
import { resultsEndpoints } from '@contract/results';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, failureOf, inject, loginOk, postJson, registerStudent, type TestApp } from './helpers';
import { createPlayerApp, PLAYER_TESTS, resultOf, rightAnswers, started, submitUser } from './player-fixtures';

const ALL = PLAYER_TESTS.allFamilies.id;

let app: TestApp;
let student: Record<string, string>;
let other: Record<string, string>;
beforeAll(async () => {
  app = await createPlayerApp({}, { scope: 'file' });
  student = bearer((await loginOk(app.api)).accessToken);
  other = bearer((await registerStudent(app)).accessToken);
});

let keys = 0;
const newKey = () => `claim-key-${(keys += 1)}`;

async function guestResult(): Promise<{ payload: PlayPayload; result: SubmitResultData['result'] }> {
  const payload = await started(app, ALL);
  const { result } = resultOf(
    await submitUser(app, {
      attemptId: payload.attempt.id,
      attemptSecret: payload.attempt.secret,
      idempotencyKey: newKey(),
      answers: rightAnswers(payload),
    }),
  );
  return { payload, result };
}

function claim(attemptId: number, attemptSecret: string, headers: Record<string, string>) {
  return postJson(app.api, `/itf/unit-test-attempts/${attemptId}/claim`, { attemptSecret }, headers);
}

async function claimOk(attemptId: number, attemptSecret: string, headers: Record<string, string>) {
  const claimed = await inject(app.api, resultsEndpoints.claimAttempt, {
    params: { id: attemptId },
    body: { attemptSecret },
    token: headers,
  });
  return claimed.data;
}

async function myResultIds(headers: Record<string, string>): Promise<number[]> {
  const mine = await inject(app.api, resultsEndpoints.mine, { query: { pageSize: 50 }, token: headers });
  return mine.data.items.map((item) => item.id);
}

// The first review a process serialises compiles its schema: slow on a busy machine.
describe('claiming a guest attempt after signing in', { timeout: 60_000 }, () => {
  it('attaches a guest’s submitted attempt and its result to the account, which then lists it', async () => {
    const { payload, result } = await guestResult();
    expect(await myResultIds(student)).not.toContain(result.id);

    const claimed = await claimOk(payload.attempt.id, payload.attempt.secret, student);
    expect(claimed).toEqual({
      attemptId: payload.attempt.id,
      unitTestId: ALL,
      resultId: result.id,
      alreadyYours: false,
    });

    expect(await myResultIds(student)).toContain(result.id);
    // The account alone opens it now, review included; no secret needed.
    const { data: detail } = await inject(app.api, resultsEndpoints.detail, {
      params: { id: result.id },
      token: student,
    });
    expect(detail.isOwner).toBe(true);
    expect(detail.review).not.toBeNull();

    // Claiming it again (a retry, a second tab) changes nothing.
    const again = await claimOk(payload.attempt.id, payload.attempt.secret, student);
    expect(again).toMatchObject({ resultId: result.id, alreadyYours: true });
  });

  it('refuses a wrong secret with 403, and changes nothing', async () => {
    const { payload, result } = await guestResult();
    const response = await claim(payload.attempt.id, 'not-the-secret', student);
    expect(response.statusCode).toBe(403);
    expect(failureOf(response)).toMatchObject({ result: false, code: 'FORBIDDEN' });
    expect(await myResultIds(student)).not.toContain(result.id);
  });

  it('refuses an attempt another account already owns with 409, even with its secret', async () => {
    const { payload, result } = await guestResult();
    await claimOk(payload.attempt.id, payload.attempt.secret, student);
    const response = await claim(payload.attempt.id, payload.attempt.secret, other);
    expect(response.statusCode).toBe(409);
    expect(failureOf(response).code).toBe('ATTEMPT_ALREADY_OWNED');
    expect(await myResultIds(other)).not.toContain(result.id);
    expect(await myResultIds(student)).toContain(result.id);

    // An attempt started signed in belongs to its account from the start.
    const owned = await started(app, PLAYER_TESTS.exam.id, {}, student);
    expect((await claim(owned.attempt.id, owned.attempt.secret, other)).statusCode).toBe(409);
  });

  it('needs a signed-in caller and an existing attempt', async () => {
    const { payload } = await guestResult();
    expect((await claim(payload.attempt.id, payload.attempt.secret, {})).statusCode).toBe(401);
    expect((await claim(999_999, payload.attempt.secret, student)).statusCode).toBe(404);
  });

  it('claims an attempt still open: its result is the account’s when it is submitted', async () => {
    const payload = await started(app, ALL);
    const claimed = await claimOk(payload.attempt.id, payload.attempt.secret, other);
    expect(claimed).toMatchObject({ resultId: null, alreadyYours: false });
    // The student route now accepts it without the secret.
    const { result } = resultOf(
      await postJson(
        app.api,
        '/itf/unit-tests-result/submit',
        { attemptId: payload.attempt.id, idempotencyKey: newKey(), answers: rightAnswers(payload) },
        other,
      ),
    );
    expect(await myResultIds(other)).toContain(result.id);
  });
});
