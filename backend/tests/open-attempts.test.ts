import { attemptsEndpoints } from '@contract/attempts';
import type { PlayPayload } from '@contract/player';
import { beforeEach, describe, expect, it } from 'vitest';
import { bearer, failureOf, inject, loginOk, postJson, type TestApp } from './helpers';
import { createPlayerApp, PLAYER_TESTS, started, submitUser } from './player-fixtures';

const ALL = PLAYER_TESTS.allFamilies;
const EXAM = PLAYER_TESTS.exam;
const URL = '/itf/unit-test-attempts/open';
const MINUTE = 60_000;

let app: TestApp;
let token: string;

beforeEach(async () => {
  app = await createPlayerApp();
  token = (await loginOk(app.api)).accessToken;
});

const openAttempts = async (accessToken = token) =>
  (await inject(app.api, attemptsEndpoints.openAttempts, { token: accessToken })).data;

function saveDraft(payload: PlayPayload, answers: Record<string, unknown>, revision = 1) {
  return postJson(
    app.api,
    '/itf/unit-tests-result-temporary/submit',
    { attemptId: payload.attempt.id, answers, currentQuestionId: null, flags: [], revision },
    bearer(token),
  );
}

describe('GET /itf/unit-test-attempts/open: what a student can continue', () => {
  it('lists an open attempt with its progress, counting neither flashcards nor empty answers', async () => {
    expect(await openAttempts()).toEqual([]);
    const payload = await started(app, ALL.id, {}, bearer(token));
    const saved = await saveDraft(payload, {
      mc: { choice: 'B' },
      fb: { gaps: { g1: '  ', g2: 'went' } },
      mr: { choices: [] },
      fc: { seen: ['c1'] },
    });
    expect(saved.statusCode).toBe(200);

    const [open, ...rest] = await openAttempts();
    expect(rest).toEqual([]);
    expect(open).toMatchObject({
      attemptId: payload.attempt.id,
      unitTest: { id: ALL.id, slug: ALL.slug, isExam: false },
      answeredCount: 2,
      // 21 leaves, one of them the flashcard deck.
      questionCount: 20,
      startedAt: payload.attempt.startedAt,
      deadlineAt: payload.attempt.deadline,
    });
    expect(open!.savedAt).not.toBeNull();
  });

  it('puts the attempt worked on most recently first', async () => {
    const first = await started(app, ALL.id, {}, bearer(token));
    app.clock.advance(MINUTE);
    await started(app, EXAM.id, {}, bearer(token));
    app.clock.advance(MINUTE);
    expect((await openAttempts()).map((attempt) => attempt.unitTest.id)).toEqual([EXAM.id, ALL.id]);

    await saveDraft(first, { mc: { choice: 'A' } });
    expect((await openAttempts()).map((attempt) => attempt.unitTest.id)).toEqual([ALL.id, EXAM.id]);
  });

  it('drops an attempt once it is submitted or its time is up', async () => {
    const payload = await started(app, ALL.id, {}, bearer(token));
    await started(app, EXAM.id, {}, bearer(token));
    const submitted = await submitUser(
      app,
      { attemptId: payload.attempt.id, idempotencyKey: 'open-attempts-1', answers: {} },
      bearer(token),
    );
    expect(submitted.statusCode).toBe(200);
    expect((await openAttempts()).map((attempt) => attempt.unitTest.id)).toEqual([EXAM.id]);

    app.clock.advance(24 * 60 * MINUTE);
    const later = (await loginOk(app.api)).accessToken;
    expect(await openAttempts(later)).toEqual([]);
  });

  it('shows a student only their own attempts and refuses guests', async () => {
    await started(app, ALL.id); // a guest's attempt in the same database
    expect(await openAttempts()).toEqual([]);
    const guest = await app.api.inject({ method: 'GET', url: URL });
    expect(guest.statusCode).toBe(401);
    expect(failureOf(guest).code).toBe('UNAUTHORIZED');
  });
});

describe('the test page asks about its own test', () => {
  it('answers only the open attempt of the test asked for, with the time left by the server’s clock', async () => {
    await started(app, ALL.id, {}, bearer(token));
    const exam = await started(app, EXAM.id, {}, bearer(token));
    app.clock.advance(MINUTE + 11_000);
    const { data: open } = await inject(app.api, attemptsEndpoints.openAttempts, {
      token,
      query: { unitTestId: EXAM.id },
    });
    expect(open.map((attempt) => attempt.attemptId)).toEqual([exam.attempt.id]);
    const total = (Date.parse(exam.attempt.deadline) - Date.parse(exam.attempt.startedAt)) / 1000;
    expect(open[0]!.remainingSeconds).toBe(total - 71);
  });
});

describe('resuming only: a reload after the attempt ended never starts a new one', () => {
  it('refuses with NO_OPEN_ATTEMPT once the attempt is submitted, and starts nothing', async () => {
    const payload = await started(app, ALL.id, {}, bearer(token));
    const submitted = await submitUser(
      app,
      { attemptId: payload.attempt.id, idempotencyKey: 'resume-only-1', answers: {} },
      bearer(token),
    );
    expect(submitted.statusCode).toBe(200);

    const again = await postJson(app.api, `/itf/unit-tests/${ALL.id}/attempts`, { resume: true }, bearer(token));
    expect(again.statusCode).toBe(409);
    expect(failureOf(again).code).toBe('NO_OPEN_ATTEMPT');
    expect(await openAttempts()).toEqual([]);
  });

  it('resumes the open attempt when there is one', async () => {
    const payload = await started(app, ALL.id, {}, bearer(token));
    const again = await started(app, ALL.id, { resume: true }, bearer(token));
    expect(again.attempt.id).toBe(payload.attempt.id);
  });
});
