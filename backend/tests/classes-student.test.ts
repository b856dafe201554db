import { unitTestsEndpoints } from '@contract/unit-tests';
import { resultsEndpoints } from '@contract/results';
/**
 * The student's side of classes: assignment windows (upcoming, open, late, missed) with the real
 * player, results attached on submit or by PUT …/results/add, and the statistics against a
 * hand-computed fixture (class average and distribution, Moodle facility and discrimination,
 * tests per day in Vietnam's days, accuracy per skill, assigned done, the streak).
 */
import type { ApiSuccess } from '@contract/api';
import { classesEndpoints } from '@contract/classes';
import type { PlayPayload } from '@contract/player';
import { statisticsEndpoints } from '@contract/statistics';
import { type TeacherAssignmentDto, teacherEndpoints } from '@contract/teacher';
import { describe, expect, it } from 'vitest';
import { itemStatistics, pearson, slugOf, statusOf, streakOf, weekStart } from '../src/modules/classes/shared';
import { createClass, insertResult, join, newStudent, teacherAuth } from './classes-fixtures';
import {
  bearer,
  createTestApp,
  type QueryOf,
  failureOf,
  loginOk,
  postJson,
  putJson,
  type TestApp,
  inject,
  injectRaw,
  answerOf,
} from './helpers';

const HOUR = 3_600_000;

async function assign(
  app: TestApp,
  teacher: Record<string, string>,
  classId: number,
  unitTestId: number,
  openAt: Date,
  dueAt: Date,
  shareResults = false,
): Promise<TeacherAssignmentDto> {
  return (
    await inject(app.api, teacherEndpoints.createAssignment, {
      params: { id: classId },
      body: { unitTestId, openAt: openAt.toISOString(), dueAt: dueAt.toISOString(), shareResults },
      token: teacher,
    })
  ).data;
}

async function assigned(app: TestApp, headers: Record<string, string>, key: string | number) {
  const list = (await inject(app.api, classesEndpoints.classAssigned, { params: { id: key }, token: headers })).data;
  return new Map(list.map((a) => [a.id, a]));
}

async function takeTest(app: TestApp, headers: Record<string, string>, testId: number, key: string) {
  const started = await postJson(app.api, `/itf/unit-tests/${testId}/attempts`, {}, headers);
  if (started.statusCode !== 200) return { started, result: null };
  const payload = started.json<ApiSuccess<PlayPayload>>().data;
  const submitted = (
    await inject(app.api, resultsEndpoints.submit, {
      body: { attemptId: payload.attempt.id, idempotencyKey: key },
      token: headers,
    })
  ).data;
  return { started, result: submitted.result };
}

describe('assigned tests', () => {
  it('follow their window: upcoming, open, in progress, submitted on time, missed, then late', async () => {
    // Tokens must outlive the hours the clock is moved on.
    const app = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
    const teacher = await teacherAuth(app);
    const cls = await createClass(app, teacher, { name: 'Lớp 6 thử' });
    const { headers: student } = await newStudent(app, '0987000011');
    answerOf(classesEndpoints.joinClass, await join(app, student, cls.joinCode));
    const now = app.clock.now().getTime();
    // A members' test, opening in an hour; a free test, open since an hour ago and due in 30 minutes.
    const upcoming = await assign(app, teacher, cls.id, 1007, new Date(now + HOUR), new Date(now + 2 * HOUR));
    const soon = await assign(app, teacher, cls.id, 1006, new Date(now - HOUR), new Date(now + HOUR / 2));

    let view = await assigned(app, student, cls.slug);
    expect(view.get(upcoming.id)).toMatchObject({ window: 'UPCOMING', myStatus: 'NOT_STARTED', canStart: false });
    expect(view.get(soon.id)).toMatchObject({ window: 'OPEN', myStatus: 'NOT_STARTED', canStart: true });
    // Not open yet: the class gives no access to the members' test.
    const early = await takeTest(app, student, 1007, 'early-key');
    expect(failureOf(early.started).code).toBe('MEMBERSHIP_REQUIRED');
    const canTake = async () =>
      (await inject(app.api, unitTestsEndpoints.detail, { params: { id: 'sch-g6-unit-3-my-friends' }, token: student }))
        .data.canTake;
    expect(await canTake()).toBe(false);

    app.clock.advance(HOUR + 60_000);
    view = await assigned(app, student, cls.id);
    expect(view.get(upcoming.id)).toMatchObject({ window: 'OPEN', myStatus: 'NOT_STARTED', canStart: true });
    expect(view.get(soon.id)).toMatchObject({ window: 'PAST_DUE', myStatus: 'MISSED', myResult: null, canStart: true });

    // Open: the class gives access (the test's page says so too); while the attempt is open the test is in progress.
    expect(await canTake()).toBe(true);
    const started = await postJson(app.api, '/itf/unit-tests/1007/attempts', {}, student);
    expect(started.statusCode).toBe(200);
    expect((await assigned(app, student, cls.id)).get(upcoming.id)?.myStatus).toBe('IN_PROGRESS');
    const attemptId = started.json<ApiSuccess<PlayPayload>>().data.attempt.id;
    const onTime = (
      await inject(app.api, resultsEndpoints.submit, {
        body: { attemptId, idempotencyKey: 'on-time-key' },
        token: student,
      })
    ).data.result;

    // Past due, handed in after all: late.
    const late = (await takeTest(app, student, 1006, 'late-key-1')).result;
    view = await assigned(app, student, cls.slug);
    expect(view.get(upcoming.id)).toMatchObject({
      myStatus: 'SUBMITTED',
      myResult: { resultId: onTime.id, late: false },
    });
    expect(view.get(soon.id)).toMatchObject({ myStatus: 'LATE', myResult: { resultId: late?.id, late: true } });

    // The class page counts what is open and undone; the result page has my result, no class figures unshared.
    const detail = (await inject(app.api, classesEndpoints.myClass, { params: { id: cls.slug }, token: student })).data;
    expect(detail).toMatchObject({ assignmentCount: 2, openCount: 0, nextDue: null, memberCount: 1 });
    const result = (
      await inject(app.api, classesEndpoints.assignmentResult, { params: { id: upcoming.id }, token: student })
    ).data;
    expect(result.myResult?.id).toBe(onTime.id);
    expect(result.classStats).toBeNull();

    // The teacher sees the same statuses.
    const teacherView = (
      await inject(app.api, teacherEndpoints.assignmentResults, { params: { id: soon.id }, token: teacher })
    ).data;
    expect(teacherView.students.map((s) => s.status)).toEqual(['LATE']);
    expect(teacherView.assignment).toMatchObject({ submittedCount: 1, lateCount: 1 });

    // Moving the due time moves lateness with it.
    await inject(app.api, teacherEndpoints.updateAssignment, {
      params: { id: soon.id },
      body: { dueAt: new Date(now + 3 * HOUR).toISOString() },
      token: teacher,
    });
    expect((await assigned(app, student, cls.id)).get(soon.id)).toMatchObject({
      window: 'OPEN',
      myStatus: 'SUBMITTED',
    });
  });

  it('never lists or counts as missed an assignment that was due before the student joined', async () => {
    const app = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
    const teacher = await teacherAuth(app);
    const cls = await createClass(app, teacher, { name: 'Lớp 7 thử' });
    const now = app.clock.now().getTime();
    const before = await assign(app, teacher, cls.id, 1006, new Date(now - 3 * HOUR), new Date(now - 2 * HOUR));
    const after = await assign(app, teacher, cls.id, 1006, new Date(now - HOUR), new Date(now + HOUR));
    const { headers: student } = await newStudent(app, '0987000019');
    answerOf(classesEndpoints.joinClass, await join(app, student, cls.joinCode));

    const view = await assigned(app, student, cls.slug);
    expect([...view.keys()]).toEqual([after.id]);
    expect(view.has(before.id)).toBe(false);
    const detail = (await inject(app.api, classesEndpoints.myClass, { params: { id: cls.slug }, token: student })).data;
    expect(detail.assignmentCount).toBe(1);
    const today = new Date(now).toISOString().slice(0, 10);
    const calendar = (
      await inject(app.api, classesEndpoints.calendar, { query: { from: today, to: today }, token: student })
    ).data;
    expect(calendar.map((a) => a.id)).not.toContain(before.id);
    const mission = (await inject(app.api, statisticsEndpoints.countMission, { body: {}, token: student })).data;
    expect(mission).toMatchObject({ assignedTotal: 1, missed: 0, open: 1 });
  });

  it('attaches an earlier result with PUT …/results/add, once, and only to an assignment of its test that had opened', async () => {
    const app = await createTestApp();
    const teacher = await teacherAuth(app);
    const cls = await createClass(app, teacher);
    const { id: userId, headers: student } = await newStudent(app, '0987000012');
    const now = app.clock.now();
    // Done before joining the class (but after the assignment opened).
    const early = await insertResult(app.db, {
      userId,
      unitTestId: 1006,
      submittedAt: now.toISOString(),
      questions: [{ id: 'q1', skill: 'GR', earned: 1 }],
    });
    const before = await insertResult(app.db, {
      userId,
      unitTestId: 1006,
      submittedAt: new Date(now.getTime() - 3 * HOUR).toISOString(),
      questions: [{ id: 'q1', skill: 'GR', earned: 0 }],
    });
    const a = await assign(app, teacher, cls.id, 1006, new Date(now.getTime() - HOUR), new Date(now.getTime() + HOUR));
    const other = await assign(
      app,
      teacher,
      cls.id,
      1014,
      new Date(now.getTime() - HOUR),
      new Date(now.getTime() + HOUR),
    );
    const add = (query: QueryOf<typeof classesEndpoints.addResult>) =>
      injectRaw(app.api, classesEndpoints.addResult, { query, token: student });

    // Not a member yet: nothing can take it.
    expect(failureOf(await add({ 'result-id': early })).code).toBe('NO_MATCHING_ASSIGNMENT');
    answerOf(classesEndpoints.joinClass, await join(app, student, cls.joinCode));
    // Submitted before the assignment opened.
    expect(failureOf(await add({ 'result-id': before })).code).toBe('NO_MATCHING_ASSIGNMENT');
    // Another test's assignment.
    expect(failureOf(await add({ 'result-id': early, 'assignment-id': other.id })).code).toBe('NO_MATCHING_ASSIGNMENT');
    const attached = answerOf(classesEndpoints.addResult, await add({ 'result-id': early })).data;
    expect(attached).toEqual({ resultId: early, attached: [{ assignmentId: a.id, classId: cls.id, late: false }] });
    // Again: the same answer, nothing new.
    expect(answerOf(classesEndpoints.addResult, await add({ 'result-id': early })).data).toEqual(attached);
    // Someone else's result, or one that does not exist.
    const { headers: stranger } = await newStudent(app, '0987000013');
    expect(
      (await putJson(app.api, `/student/unit-tests/results/add?result-id=${early}`, {}, stranger)).statusCode,
    ).toBe(404);
    expect((await add({ 'result-id': 999999 })).statusCode).toBe(404);

    const asset = (
      await inject(app.api, classesEndpoints.assetResult, { params: { unitTestId: 1006 }, token: student })
    ).data;
    expect(asset.map((r) => [r.resultId, r.assignments.map((x) => x.id)])).toEqual([
      [early, [a.id]],
      [before, []],
    ]);
    // The calendar of today lists both assignments of the class.
    const calendar = (
      await inject(app.api, classesEndpoints.calendar, {
        query: { from: now.toISOString().slice(0, 10), to: now.toISOString().slice(0, 10) },
        token: student,
      })
    ).data;
    expect(calendar.map((x) => x.id).sort()).toEqual([a.id, other.id].sort());
    const backwards = await app.api.inject({
      method: 'GET',
      url: '/student/unit-tests/calendar?from=2025-01-02&to=2025-01-01',
      headers: student,
    });
    expect(backwards.statusCode).toBe(400);
  });
});

describe('class and student statistics (hand-computed fixture)', () => {
  it('class average, distribution and Moodle item statistics; tests per day, skills, assigned done and the streak', async () => {
    const app = await createTestApp();
    expect(app.clock.now().toISOString()).toBe('2025-01-01T00:00:00.000Z'); // 07:00 on 1 January in Vietnam
    const teacher = await teacherAuth(app);
    const cls = await createClass(app, teacher);
    const students = [];
    for (const phone of ['0987000021', '0987000022', '0987000023']) {
      const s = await newStudent(app, phone);
      answerOf(classesEndpoints.joinClass, await join(app, s.headers, cls.joinCode));
      students.push(s);
    }
    const a = await assign(
      app,
      teacher,
      cls.id,
      1006,
      new Date('2024-12-31T00:00:00Z'),
      new Date('2025-01-02T00:00:00Z'),
      true,
    );
    // Points per question (q1 GR, q2 VO, q3 GR): S1 1 1 0, S2 1 0 0, S3 0 1 1.
    const grid: (0 | 1)[][] = [
      [1, 1, 0],
      [1, 0, 0],
      [0, 1, 1],
    ];
    for (const [i, s] of students.entries()) {
      const row = grid[i] ?? [];
      const resultId = await insertResult(app.db, {
        userId: s.id,
        unitTestId: 1006,
        submittedAt: '2025-01-01T00:00:00.000Z',
        questions: [
          { id: 'q1', skill: 'GR', earned: row[0] ?? 0 },
          { id: 'q2', skill: 'VO', earned: row[1] ?? 0 },
          { id: 'q3', skill: 'GR', earned: row[2] ?? 0 },
        ],
      });
      await inject(app.api, classesEndpoints.addResult, {
        query: { 'result-id': resultId },
        token: s.headers,
      });
    }

    const report = (await inject(app.api, teacherEndpoints.assignmentResults, { params: { id: a.id }, token: teacher }))
      .data;
    // Percents 67, 33, 67 → mean 55.7; scores 6.7, 3.3, 6.7 → 5.6.
    expect(report.summary).toMatchObject({
      memberCount: 3,
      submittedCount: 3,
      averagePercent: 55.7,
      averageScore: 5.6,
      highestPercent: 67,
      lowestPercent: 33,
    });
    expect(report.summary.distribution.filter((b) => b.count > 0)).toEqual([
      { from: 30, to: 39, count: 1 },
      { from: 60, to: 69, count: 2 },
    ]);
    // q1: x = 1 1 0, rest = 1 0 2 → F = 66.7, r = −1 / √(2/3 · 2) = −0.866.
    // q2: x = 1 0 1, rest = 1 1 1 → F = 66.7, rest does not vary → null.
    // q3: x = 0 0 1, rest = 2 1 1 → F = 33.3, r = (−1/3) / (2/3) = −0.5.
    expect(report.items.map((i) => [i.questionId, i.attempts, i.facilityIndex, i.discriminationIndex])).toEqual([
      ['q1', 3, 66.7, -86.6],
      ['q2', 3, 66.7, null],
      ['q3', 3, 33.3, -50],
    ]);

    // Shared with the class: the student sees the same figures.
    const [first] = students;
    const mine = (
      await inject(app.api, classesEndpoints.assignmentResult, { params: { id: a.id }, token: first?.headers ?? {} })
    ).data;
    expect(mine.classStats).toEqual(report.summary);
    expect(mine.myResult?.percent).toBe(67);

    // More practice by S1 (another test): 18:30 UTC on 31 Dec is 01:30 on 1 Jan in Vietnam.
    const userId = first?.id ?? 0;
    for (const [submittedAt, questions] of [
      ['2024-12-31T18:30:00.000Z', [{ id: 'x', skill: 'GR', earned: 0 }]],
      ['2024-12-30T10:00:00.000Z', [{ id: 'y', skill: 'VO', earned: 1 }]],
      [
        '2024-12-31T05:00:00.000Z',
        [
          { id: 'z1', skill: 'RE', earned: 1 },
          { id: 'z2', skill: 'RE', earned: 0 },
        ],
      ],
    ] as const) {
      await insertResult(app.db, { userId, unitTestId: 1014, submittedAt, questions: [...questions] });
    }
    const headers = first?.headers ?? {};
    const byDate = (
      await inject(app.api, statisticsEndpoints.countByDate, {
        body: { from: '2024-12-29', to: '2025-01-01' },
        token: headers,
      })
    ).data;
    expect(byDate).toEqual({
      days: [
        { date: '2024-12-29', count: 0 },
        { date: '2024-12-30', count: 1 },
        { date: '2024-12-31', count: 1 },
        { date: '2025-01-01', count: 2 },
      ],
      total: 4,
    });
    // In UTC the 18:30 result falls on 31 December.
    const utc = (
      await inject(app.api, statisticsEndpoints.countByDate, {
        body: { from: '2024-12-31', to: '2024-12-31', timezoneOffset: 0 },
        token: headers,
      })
    ).data;
    expect(utc.days).toEqual([{ date: '2024-12-31', count: 2 }]);

    // GR: 1 of 3 (33 %, red); VO: 2 of 2 (green); RE: 1 of 2 (50 %, amber).
    const skills = (
      await inject(app.api, statisticsEndpoints.skills, {
        body: { from: '2024-12-30', to: '2025-01-01', bucket: 'day' },
        token: headers,
      })
    ).data;
    const bySkill = new Map(skills.skills.map((s) => [s.skill, s]));
    expect(skills.skills.map((s) => s.skill)).toEqual(['LI', 'RE', 'PR', 'GR', 'VO', 'SP', 'WR']);
    expect(bySkill.get('GR')).toMatchObject({ correct: 1, total: 3, percent: 33, status: 'RED' });
    expect(bySkill.get('VO')).toMatchObject({ correct: 2, total: 2, percent: 100, status: 'GREEN' });
    expect(bySkill.get('RE')).toMatchObject({ correct: 1, total: 2, percent: 50, status: 'AMBER' });
    expect(bySkill.get('LI')).toMatchObject({ total: 0, percent: null, status: 'NONE' });
    expect(bySkill.get('GR')?.series).toEqual([
      { date: '2024-12-30', correct: 0, total: 0, earnedPoints: 0, maxPoints: 0, percent: null },
      { date: '2024-12-31', correct: 0, total: 0, earnedPoints: 0, maxPoints: 0, percent: null },
      { date: '2025-01-01', correct: 1, total: 3, earnedPoints: 1, maxPoints: 3, percent: 33 },
    ]);
    // Weeks start on Monday: 30 December 2024 was one.
    const weekly = (
      await inject(app.api, statisticsEndpoints.skills, {
        body: { from: '2024-12-30', to: '2025-01-01' },
        token: headers,
      })
    ).data;
    expect(weekly.bucket).toBe('week');
    expect(weekly.skills.find((s) => s.skill === 'VO')?.series).toEqual([
      { date: '2024-12-30', correct: 2, total: 2, earnedPoints: 2, maxPoints: 2, percent: 100 },
    ]);

    // Assigned: the one open assignment is done on time. Streak: 30, 31 Dec and 1 Jan (today).
    const mission = (await inject(app.api, statisticsEndpoints.countMission, { body: {}, token: headers })).data;
    expect(mission).toEqual({
      assignedTotal: 1,
      assignedDone: 1,
      onTime: 1,
      late: 0,
      missed: 0,
      open: 0,
      upcoming: 0,
      streak: { current: 3, longest: 3, todayDone: true, lastActiveDate: '2025-01-01' },
    });
    // A day counts only once a test is completed on it: at 07:00 on 2 January the streak still stands, not yet grown.
    app.clock.advance(24 * HOUR);
    const again = async () => bearer((await loginOk(app.api, '0987000021', 'Student@123')).accessToken);
    const nextDay = (await inject(app.api, statisticsEndpoints.countMission, { body: {}, token: await again() })).data;
    expect(nextDay.streak).toEqual({ current: 3, longest: 3, todayDone: false, lastActiveDate: '2025-01-01' });
    app.clock.advance(24 * HOUR);
    const broken = (await inject(app.api, statisticsEndpoints.countMission, { body: {}, token: await again() })).data;
    expect(broken.streak.current).toBe(0);
    expect(broken).toMatchObject({ assignedTotal: 1, assignedDone: 1, onTime: 1, missed: 0 });
  });
});

describe('accuracy per skill while writing awaits review', () => {
  it('gives a skill the same percent as the result does: points, not questions (one source)', async () => {
    const app = await createTestApp();
    const s = await newStudent(app, '0987000032');
    // Vocabulary: five questions worth 2 points each, one answered right (1/10 points, 1/5 questions).
    await insertResult(app.db, {
      userId: s.id,
      unitTestId: 1006,
      submittedAt: '2024-12-31T03:00:00.000Z',
      questions: ['v1', 'v2', 'v3', 'v4', 'v5'].map((id, i) => ({
        id,
        skill: 'VO' as const,
        earned: i === 0 ? 1 : 0,
        max: 2,
      })),
    });
    const mine = (await inject(app.api, resultsEndpoints.mine, { token: s.headers })).data;
    expect(mine.items[0]?.skills).toEqual([expect.objectContaining({ skill: 'VO', percent: 10 })]);
    const skills = (
      await inject(app.api, statisticsEndpoints.skills, {
        body: { from: '2024-12-30', to: '2025-01-01' },
        token: s.headers,
      })
    ).data;
    const vo = skills.skills.find((skill) => skill.skill === 'VO');
    expect(vo).toMatchObject({ percent: 10, earnedPoints: 1, maxPoints: 10, total: 5 });
    expect(vo?.series.find((point) => point.total > 0)).toMatchObject({ percent: 10, earnedPoints: 1, maxPoints: 10 });
  });

  it('counts answers awaiting review apart: a skill with only those is pending, not without answers', async () => {
    const app = await createTestApp();
    const s = await newStudent(app, '0987000031');
    const resultId = await insertResult(app.db, {
      userId: s.id,
      unitTestId: 1006,
      submittedAt: '2024-12-31T03:00:00.000Z',
      questions: [{ id: 'q1', skill: 'GR', earned: 1 }],
    });
    // The same result with an essay handed in: PENDING_REVIEW, outside the score.
    const row = await app.db
      .selectFrom('unit_test_results')
      .select('outcome_json')
      .where('id', '=', resultId)
      .executeTakeFirstOrThrow();
    const outcome = JSON.parse(row.outcome_json) as { questions: unknown[] };
    outcome.questions.push({
      questionId: 'w1',
      number: 2,
      type: 'WR1',
      skill: 'WR',
      outcome: 'PENDING_REVIEW',
      earnedPoints: 0,
      maxPoints: 1,
      parts: null,
      wordCount: 120,
    });
    await app.db
      .updateTable('unit_test_results')
      .set({ outcome_json: JSON.stringify(outcome) })
      .where('id', '=', resultId)
      .execute();

    const skills = (
      await inject(app.api, statisticsEndpoints.skills, {
        body: { from: '2024-12-30', to: '2025-01-01' },
        token: s.headers,
      })
    ).data;
    const bySkill = new Map(skills.skills.map((skill) => [skill.skill, skill]));
    expect(bySkill.get('WR')).toMatchObject({ correct: 0, total: 0, percent: null, status: 'NONE', pending: 1 });
    expect(bySkill.get('GR')).toMatchObject({ correct: 1, total: 1, percent: 100, status: 'GREEN', pending: 0 });
    expect(bySkill.get('SP')).toMatchObject({ total: 0, pending: 0 });
  });
});

describe('the statistics’ arithmetic', () => {
  it('computes Pearson’s r, item statistics, weeks, statuses and streaks', () => {
    expect(pearson([1, 2, 3], [2, 4, 6])).toBeCloseTo(1);
    expect(pearson([1, 2, 3], [3, 2, 1])).toBeCloseTo(-1);
    expect(pearson([1], [1])).toBeNull();
    expect(pearson([1, 1], [0, 1])).toBeNull();
    expect(
      itemStatistics(2, [
        { points: 2, total: 5 },
        { points: 0, total: 1 },
      ]),
    ).toEqual({ averagePoints: 1, facilityIndex: 50, discriminationIndex: 100 });
    expect(itemStatistics(1, [])).toEqual({ averagePoints: null, facilityIndex: null, discriminationIndex: null });
    expect(slugOf('Tiếng Anh 6A2')).toBe('tieng-anh-6a2');
    expect(slugOf('Đội tuyển HSG – Lớp 9!')).toBe('doi-tuyen-hsg-lop-9');
    // Never a page under /classes, never read as an id.
    expect(['mine', 'Test schedule', 'Analytics', '2025', '!!!'].map(slugOf)).toEqual([
      'lop-mine',
      'lop-test-schedule',
      'lop-analytics',
      'lop-2025',
      'lop',
    ]);
    expect(weekStart('2025-01-05')).toBe('2024-12-30');
    expect(weekStart('2024-12-30')).toBe('2024-12-30');
    expect(statusOf({ window: 'UPCOMING', attached: null, inProgress: true })).toBe('NOT_STARTED');
    expect(statusOf({ window: 'PAST_DUE', attached: null, inProgress: true })).toBe('IN_PROGRESS');
    expect(statusOf({ window: 'PAST_DUE', attached: { late: true }, inProgress: false })).toBe('LATE');
    expect(streakOf(new Set(['2025-01-01', '2025-01-03', '2025-01-04']), '2025-01-05')).toEqual({
      current: 2,
      longest: 2,
      todayDone: false,
      lastActiveDate: '2025-01-04',
    });
    expect(streakOf(new Set(), '2025-01-05')).toEqual({
      current: 0,
      longest: 0,
      todayDone: false,
      lastActiveDate: null,
    });
  });
});
