/**
 * The daily goal: questions answered per day in the student's time zone (Vietnam unless set),
 * the streak of days it was met across a local midnight, and the refusals of a bad goal.
 */
import { dailyGoalEndpoints } from '@contract/daily-goal';
import { describe, expect, it } from 'vitest';
import { insertResult, newStudent, teacherAuth } from './classes-fixtures';
import { bearer, createTestApp, failureOf, loginOk, putJson, type TestApp, inject } from './helpers';

const MINUTE = 60_000;

function answers(userId: number, submittedAt: string, count: number) {
  return {
    userId,
    unitTestId: 1006,
    submittedAt,
    questions: Array.from({ length: count }, (_, i) => ({ id: `q${i + 1}`, skill: 'GR' as const, earned: 1 as const })),
  };
}

const getGoal = async (app: TestApp, headers: Record<string, string>) =>
  (await inject(app.api, dailyGoalEndpoints.get, { token: headers })).data;

describe('daily goal', () => {
  it('starts at 10 questions a day in Vietnam’s time zone with no streak', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987000101');
    expect(await getGoal(app, headers)).toEqual({
      goal: 10,
      timeZone: 'Asia/Ho_Chi_Minh',
      today: '2025-01-01', // the clock stands at 07:00 in Vietnam
      answeredToday: 0,
      streak: { current: 0, longest: 0, todayDone: false, lastActiveDate: null },
    });
  });

  it('counts answered questions per local day and the streak of days the goal was met, across midnight', async () => {
    const app = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
    const { id, headers } = await newStudent(app, '0987000102');
    await inject(app.api, dailyGoalEndpoints.set, { body: { goal: 5 }, token: headers });
    // In Vietnam (UTC+7): 30 Dec 5, 31 Dec 2 + 3, 1 Jan 3 + 2. In UTC 31 Dec would hold all but the first 5.
    await insertResult(app.db, answers(id, '2024-12-30T10:00:00.000Z', 5));
    await insertResult(app.db, answers(id, '2024-12-31T01:00:00.000Z', 2));
    await insertResult(app.db, answers(id, '2024-12-31T16:30:00.000Z', 3)); // 23:30 on 31 Dec
    await insertResult(app.db, answers(id, '2024-12-31T17:30:00.000Z', 3)); // 00:30 on 1 Jan
    let state = await getGoal(app, headers);
    expect(state).toMatchObject({ today: '2025-01-01', answeredToday: 3 });
    expect(state.streak).toEqual({ current: 2, longest: 2, todayDone: false, lastActiveDate: '2024-12-31' });

    await insertResult(app.db, answers(id, '2024-12-31T23:00:00.000Z', 2)); // 06:00 on 1 Jan: goal met
    state = await getGoal(app, headers);
    expect(state).toMatchObject({ answeredToday: 5 });
    expect(state.streak).toEqual({ current: 3, longest: 3, todayDone: true, lastActiveDate: '2025-01-01' });

    // 23:59 in Vietnam still counts as 1 January; two minutes later a new day starts at 0.
    app.clock.set(new Date('2025-01-01T16:59:00.000Z'));
    expect(await getGoal(app, headers)).toMatchObject({ today: '2025-01-01', answeredToday: 5 });
    app.clock.advance(2 * MINUTE);
    state = await getGoal(app, headers);
    expect(state).toMatchObject({ today: '2025-01-02', answeredToday: 0 });
    expect(state.streak).toMatchObject({ current: 3, todayDone: false });

    // A day with nothing breaks the streak; the longest run stays.
    app.clock.advance(24 * 60 * MINUTE);
    const later = bearer((await loginOk(app.api, '0987000102', 'Student@123')).accessToken);
    expect((await getGoal(app, later)).streak).toMatchObject({ current: 0, longest: 3 });
  });

  it('counts days in the time zone the browser sends with the goal', async () => {
    const app = await createTestApp();
    const { id, headers } = await newStudent(app, '0987000103');
    await insertResult(app.db, answers(id, '2024-12-31T20:00:00.000Z', 10)); // 1 Jan in Vietnam, 31 Dec in London
    expect(await getGoal(app, headers)).toMatchObject({ answeredToday: 10, streak: { current: 1, todayDone: true } });
    const state = (
      await inject(app.api, dailyGoalEndpoints.set, { body: { goal: 10, timeZone: 'Europe/London' }, token: headers })
    ).data;
    expect(state).toMatchObject({ timeZone: 'Europe/London', today: '2025-01-01', answeredToday: 0 });
    expect(state.streak).toMatchObject({ current: 1, todayDone: false, lastActiveDate: '2024-12-31' });
    // Changing only the goal keeps the time zone.
    expect((await inject(app.api, dailyGoalEndpoints.set, { body: { goal: 20 }, token: headers })).data).toMatchObject({
      goal: 20,
      timeZone: 'Europe/London',
    });
  });

  it('leaves out blank answers and voided results', async () => {
    const app = await createTestApp();
    const { id, headers } = await newStudent(app, '0987000104');
    const blanks = await insertResult(app.db, answers(id, '2024-12-31T20:00:00.000Z', 4));
    const voided = await insertResult(app.db, answers(id, '2024-12-31T21:00:00.000Z', 6));
    const row = await app.db
      .selectFrom('unit_test_results')
      .select('outcome_json')
      .where('id', '=', blanks)
      .executeTakeFirstOrThrow();
    const outcome = JSON.parse(row.outcome_json) as { questions: { outcome: string }[] };
    outcome.questions.slice(0, 3).forEach((q) => (q.outcome = 'UNANSWERED'));
    await app.db
      .updateTable('unit_test_results')
      .set({ outcome_json: JSON.stringify(outcome) })
      .where('id', '=', blanks)
      .execute();
    await app.db.updateTable('unit_test_results').set({ status: 'VOIDED' }).where('id', '=', voided).execute();
    expect(await getGoal(app, headers)).toMatchObject({ answeredToday: 1 });
  });

  it('refuses a goal outside the choices, an unknown time zone and callers who are not students', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987000105');
    for (const body of [
      { goal: 7 },
      { goal: '10' },
      {},
      { goal: 10, timeZone: 'Mars/Olympus' },
      { goal: 10, extra: 1 },
    ]) {
      const response = await putJson(app.api, '/itf/daily-goal', body, headers);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(failureOf(response)).toMatchObject({
        result: false,
        code: 'VALIDATION_ERROR',
        message: expect.any(String),
      });
    }
    expect(await getGoal(app, headers)).toMatchObject({ goal: 10, timeZone: 'Asia/Ho_Chi_Minh' });

    const guest = await app.api.inject({ method: 'GET', url: '/itf/daily-goal' });
    expect(guest.statusCode).toBe(401);
    expect(failureOf(guest)).toMatchObject({ result: false, code: 'UNAUTHORIZED' });
    const teacher = await putJson(app.api, '/itf/daily-goal', { goal: 5 }, await teacherAuth(app));
    expect(teacher.statusCode).toBe(403);
    expect(failureOf(teacher)).toMatchObject({ result: false, code: 'FORBIDDEN' });
  });
});
