/**
 * "Practise my mistakes": wrong answers of a submitted test enter the student's review set; a
 * round serves them in play form (no answers); a check scores on the server and applies the
 * spaced rule, right on two different days in the student's time zone, with the clock injected.
 */
import { mistakesEndpoints } from '@contract/mistakes';
import type { PlayerAnswer, PlayPayload } from '@contract/player';
import { beforeAll, describe, expect, it } from 'vitest';
import { afterAnswer } from '../src/modules/mistakes/rules';
import { newStudent, teacherAuth } from './classes-fixtures';
import { bearer, failureOf, inject, loginOk, postJson, putJson, type TestApp } from './helpers';
import { createPlayerApp, PLAYER_TESTS, resultOf, rightAnswers, started, submitUser } from './player-fixtures';

const ALL = PLAYER_TESTS.allFamilies.id;
const HOUR = 3_600_000;
/** A day later in Vietnam, inside one access token's lifetime (at most 24 hours). */
const DAY = 23 * HOUR;

let app: TestApp;
beforeAll(async () => {
  app = await createPlayerApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' }, { scope: 'file' });
});

let keys = 0;
let phones = 0;
async function student() {
  const phone = `09870002${String((phones += 1)).padStart(2, '0')}`;
  const made = await newStudent(app, phone);
  /** Signs in again once the clock has moved past the first token's lifetime. */
  const again = async () => bearer((await loginOk(app.api, phone, 'Student@123')).accessToken);
  return { ...made, again };
}

/** Takes the all-families test with the right answers, except those given (null: left blank). */
async function takeTest(headers: Record<string, string>, changes: Record<string, PlayerAnswer | null>) {
  const payload: PlayPayload = await started(app, ALL, {}, headers);
  const answers: Record<string, PlayerAnswer> = { ...rightAnswers(payload) };
  for (const [id, answer] of Object.entries(changes)) {
    if (answer === null) delete answers[id];
    else answers[id] = answer;
  }
  return resultOf(
    await submitUser(
      app,
      { attemptId: payload.attempt.id, answers, idempotencyKey: `mistakes-${(keys += 1)}` },
      headers,
    ),
  );
}

const summary = async (token: Record<string, string>) =>
  (await inject(app.api, mistakesEndpoints.summary, { headers: token })).data;
const practice = async (token: Record<string, string>) =>
  (await inject(app.api, mistakesEndpoints.practice, { headers: token })).data;
const check = async (token: Record<string, string>, id: number, answer: PlayerAnswer) =>
  (await inject(app.api, mistakesEndpoints.check, { params: { id }, body: { answer }, headers: token })).data;

async function idOf(token: Record<string, string>, questionId: string): Promise<number> {
  const round = await practice(token);
  const item = round.items.find((entry) =>
    entry.section.questions.some((q) =>
      q.type === 'LS' || q.type === 'MIX' ? q.items.some((leaf) => leaf.id === questionId) : q.id === questionId,
    ),
  );
  if (!item) throw new Error(`${questionId} is not served`);
  return item.id;
}

describe('the spaced rule (pure)', () => {
  it('clears on a second different day, ignores a second right answer the same day, resets on a wrong one', () => {
    expect(afterAnswer([], 'CORRECT', '2025-01-01')).toEqual({ rightDays: ['2025-01-01'], status: 'RIGHT_TODAY' });
    expect(afterAnswer(['2025-01-01'], 'CORRECT', '2025-01-01')).toEqual({
      rightDays: ['2025-01-01'],
      status: 'RIGHT_TODAY',
    });
    expect(afterAnswer(['2025-01-01'], 'CORRECT', '2025-01-03').status).toBe('CLEARED');
    expect(afterAnswer(['2025-01-01'], 'INCORRECT', '2025-01-02')).toEqual({ rightDays: [], status: 'RESET' });
    expect(afterAnswer(['2025-01-01'], 'PARTIAL', '2025-01-02')).toEqual({ rightDays: [], status: 'RESET' });
  });
});

describe('practise my mistakes', () => {
  it('collects the wrong and partly wrong answers of a submitted test, not the blank or right ones', async () => {
    app.clock.set(new Date('2025-01-01T00:00:00.000Z'));
    const { headers } = await student();
    expect(await summary(headers)).toEqual({ count: 0, dueCount: 0, today: '2025-01-01' });
    await takeTest(headers, { mc: { choice: 'A' }, mr: { choices: ['A'] }, ls1: { choice: 'B' }, tf: null });
    expect(await summary(headers)).toMatchObject({ count: 3, dueCount: 3 });

    const round = await practice(headers);
    expect(round.items).toHaveLength(3);
    expect(round.items.map((item) => item.unitTest.id)).toEqual([ALL, ALL, ALL]);
    // The listening question comes inside its group, with the group's recording and nothing else.
    const listening = round.items.flatMap((item) => item.section.questions).find((question) => question.type === 'LS');
    expect(listening?.type === 'LS' && listening.items.map((leaf) => leaf.id)).toEqual(['ls1']);
    // The play form only: no correct answer, explanation or transcript before the check.
    const body = JSON.stringify(round);
    for (const secret of ['explanation', 'correct', 'accepted', 'transcript']) expect(body).not.toContain(secret);
  });

  it('takes a question out after right answers on two different days, and a wrong answer resets it', async () => {
    app.clock.set(new Date('2025-01-01T00:00:00.000Z')); // 07:00 in Vietnam
    const me = await student();
    let { headers } = me;
    await takeTest(headers, { mc: { choice: 'A' }, ls1: { choice: 'B' } });
    const mc = await idOf(headers, 'mc');
    const ls1 = await idOf(headers, 'ls1');

    const wrong = await check(headers, mc, { choice: 'C' });
    expect(wrong).toMatchObject({ status: 'RESET', rightDays: 0, summary: { count: 2, dueCount: 2 } });
    expect(wrong.review).toMatchObject({ outcome: 'INCORRECT', correctAnswer: { choice: 'B' } });

    const first = await check(headers, mc, { choice: 'B' });
    expect(first).toMatchObject({ status: 'RIGHT_TODAY', rightDays: 1, summary: { count: 2, dueCount: 1 } });
    expect(first.review.outcome).toBe('CORRECT');
    // Answered right today: today's round leaves it out; a second right answer today counts once.
    expect((await practice(headers)).items.map((item) => item.id)).toEqual([ls1]);
    expect(await check(headers, mc, { choice: 'B' })).toMatchObject({ status: 'RIGHT_TODAY', rightDays: 1 });

    app.clock.advance(DAY);
    expect(await summary(headers)).toMatchObject({ count: 2, dueCount: 2, today: '2025-01-02' });
    const second = await check(headers, mc, { choice: 'B' });
    expect(second).toMatchObject({ status: 'CLEARED', rightDays: 2, summary: { count: 1 } });
    const gone = await postJson(app.api, `/itf/mistakes/${mc}/check`, { answer: { choice: 'B' } }, headers);
    expect(gone.statusCode).toBe(404);
    expect(failureOf(gone)).toMatchObject({ result: false, code: 'MISTAKE_NOT_FOUND' });

    // Right one day, wrong the next: back to zero right days, one more miss.
    expect(await check(headers, ls1, { choice: 'A' })).toMatchObject({ status: 'RIGHT_TODAY', rightDays: 1 });
    app.clock.advance(DAY);
    headers = await me.again();
    expect(await check(headers, ls1, { choice: 'C' })).toMatchObject({ status: 'RESET', rightDays: 0 });
    const [again] = (await practice(headers)).items;
    expect(again).toMatchObject({ id: ls1, rightDays: 0, wrongCount: 2 });
  });

  it('counts days in the student’s time zone (the daily goal’s)', async () => {
    app.clock.set(new Date('2025-01-05T16:00:00.000Z')); // 23:00 on 5 Jan in Vietnam
    const { headers } = await student();
    await takeTest(headers, { mc: { choice: 'A' } });
    const mc = await idOf(headers, 'mc');
    expect(await check(headers, mc, { choice: 'B' })).toMatchObject({ status: 'RIGHT_TODAY' });
    app.clock.advance(2 * HOUR); // 01:00 on 6 Jan in Vietnam, still 5 Jan in London
    expect(await check(headers, mc, { choice: 'B' })).toMatchObject({ status: 'CLEARED' });

    app.clock.set(new Date('2025-01-05T16:00:00.000Z'));
    const london = await student();
    await putJson(app.api, '/itf/daily-goal', { goal: 10, timeZone: 'Europe/London' }, london.headers);
    await takeTest(london.headers, { mc: { choice: 'A' } });
    const theirs = await idOf(london.headers, 'mc');
    expect(await check(london.headers, theirs, { choice: 'B' })).toMatchObject({ status: 'RIGHT_TODAY' });
    app.clock.advance(2 * HOUR); // the same day in London
    expect(await check(london.headers, theirs, { choice: 'B' })).toMatchObject({
      status: 'RIGHT_TODAY',
      rightDays: 1,
      summary: { today: '2025-01-05', count: 1, dueCount: 0 },
    });
  });

  it('puts a question missed again in a later test back to zero, and counts a right answer in a test', async () => {
    app.clock.set(new Date('2025-01-10T03:00:00.000Z'));
    const { headers } = await student();
    await takeTest(headers, { mc: { choice: 'A' }, ls1: { choice: 'B' } });
    const mc = await idOf(headers, 'mc');
    expect(await check(headers, mc, { choice: 'B' })).toMatchObject({ rightDays: 1 });
    app.clock.advance(DAY);
    // mc wrong again, ls1 right in the test itself.
    await takeTest(headers, { mc: { choice: 'D' } });
    const round = await practice(headers);
    expect(round.items).toEqual([expect.objectContaining({ id: mc, wrongCount: 2, rightDays: 0 })]);
    expect(round.summary).toMatchObject({ count: 2, dueCount: 1 });
  });

  it('refuses another student’s question, a malformed answer, teachers and guests', async () => {
    app.clock.set(new Date('2025-01-20T03:00:00.000Z'));
    const owner = await student();
    await takeTest(owner.headers, { mc: { choice: 'A' } });
    const mc = await idOf(owner.headers, 'mc');
    const other = await student();
    const foreign = await postJson(app.api, `/itf/mistakes/${mc}/check`, { answer: { choice: 'B' } }, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect(failureOf(foreign).code).toBe('MISTAKE_NOT_FOUND');
    for (const body of [{}, { answer: 'B' }, { answer: { choice: 'B' }, extra: 1 }]) {
      const response = await postJson(app.api, `/itf/mistakes/${mc}/check`, body, owner.headers);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
    const badId = await postJson(app.api, '/itf/mistakes/abc/check', { answer: { choice: 'B' } }, owner.headers);
    expect(badId.statusCode).toBe(400);
    const teacher = await app.api.inject({ method: 'GET', url: '/itf/mistakes', headers: await teacherAuth(app) });
    expect(teacher.statusCode).toBe(403);
    expect((await app.api.inject({ method: 'POST', url: '/itf/mistakes/practice' })).statusCode).toBe(401);
  });
});
