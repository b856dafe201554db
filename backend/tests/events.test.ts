/**
 * Practice-test events (spec §2, §5, §7; decision 0047): statuses from each window against the
 * clock, joining once, the gate of a test started as part of an event (before, during, after the
 * window; joined or not) and the ended event's ranking (best per participant inside the window,
 * ties to the earlier submission, names only).
 */
import { attemptsEndpoints } from '@contract/attempts';
import { eventsEndpoints } from '@contract/events';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_EVENT_SLUGS, eventsDatabase } from '../src/modules/events';
import { insertResult, newStudent, studentAuth, teacherAuth } from './classes-fixtures';
import { createTestApp, failureOf, inject, type TestApp } from './helpers';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** Free seeded tests: one the test event holds, one it does not. */
const IN_EVENT = 1018;
const NOT_IN_EVENT = 1014;

async function raw(app: TestApp, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.api.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** An event from `start` to `end` (ms from the app clock's now) holding IN_EVENT; its id. */
async function makeEvent(app: TestApp, start: number, end: number): Promise<number> {
  const now = app.clock.now().getTime();
  const iso = (offset: number) => new Date(now + offset).toISOString();
  const db = eventsDatabase(app.db);
  const { id } = await db
    .insertInto('events')
    .values({
      slug: `test-event-${start}-${end}`,
      name: 'Sự kiện thử',
      name_en: 'Test event',
      description: 'Mô tả',
      description_en: 'Description',
      starts_at: iso(start),
      ends_at: iso(end),
      created_at: iso(0),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('event_tests').values({ event_id: id, unit_test_id: IN_EVENT, position: 0 }).execute();
  return id;
}

const startIn = (app: TestApp, eventId: number, headers: Record<string, string> = {}, testId = IN_EVENT) =>
  raw(app, `/itf/unit-tests/${testId}/attempts`, { eventId }, headers);

describe('events', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp();
  });

  it('lists the seeded events, one of each status, ongoing first, with a guest not joined', async () => {
    const list = await inject(app.api, eventsEndpoints.list, { body: {} });
    expect(list.totalRecords).toBe(3);
    expect(list.data.items.map((event) => [event.slug, event.status])).toEqual([
      [DEMO_EVENT_SLUGS.ONGOING, 'ONGOING'],
      [DEMO_EVENT_SLUGS.UPCOMING, 'UPCOMING'],
      [DEMO_EVENT_SLUGS.ENDED, 'ENDED'],
    ]);
    expect(list.data.now).toBe(app.clock.now().toISOString());
    for (const event of list.data.items) {
      expect(event.joined).toBe(false);
      expect(event.name.vi).not.toBe('');
      expect(event.name.en).not.toBe('');
      expect(event.tests.length).toBeGreaterThan(0);
      expect(event.ranking === null).toBe(event.status !== 'ENDED');
    }
    const ended = list.data.items[2]!;
    expect(ended.participantCount).toBe(8);
    const ranking = ended.ranking ?? [];
    expect(ranking).toHaveLength(8);
    expect(ranking.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    for (let i = 1; i < ranking.length; i += 1)
      expect(ranking[i - 1]!.percent).toBeGreaterThanOrEqual(ranking[i]!.percent);
    // Names only: no phone number or e-mail anywhere in the ranking.
    expect(JSON.stringify(ranking)).not.toMatch(/09\d{8}|@/);
  });

  it('filters by status and pages', async () => {
    const upcoming = await inject(app.api, eventsEndpoints.list, { body: { status: 'UPCOMING' } });
    expect(upcoming.data.items.map((event) => event.status)).toEqual(['UPCOMING']);
    const second = await inject(app.api, eventsEndpoints.list, { body: { page: 2, pageSize: 1 } });
    expect(second.data).toMatchObject({ page: 2, pageSize: 1, total: 3, totalPages: 3 });
    expect(second.data.items.map((event) => event.status)).toEqual(['UPCOMING']);
    const bad = await raw(app, '/itf/user-event', { status: 'LATER' });
    expect(bad.statusCode).toBe(400);
    expect(failureOf(bad)).toMatchObject({ result: false, code: 'VALIDATION_ERROR' });
  });

  it('lets a test through as part of an event only during its window, for a participant', async () => {
    const eventId = await makeEvent(app, 2 * HOUR, 4 * HOUR);
    let student = await studentAuth(app);

    // Before: upcoming, refused, though joining is already possible.
    let event = (await inject(app.api, eventsEndpoints.list, { body: {}, token: student })).data.items.find(
      (e) => e.id === eventId,
    );
    expect(event?.status).toBe('UPCOMING');
    const early = await startIn(app, eventId, student);
    expect(early.statusCode).toBe(403);
    expect(failureOf(early)).toMatchObject({ result: false, code: 'EVENT_NOT_STARTED' });

    // During, not joined: refused; joined: the attempt starts.
    app.clock.advance(3 * HOUR);
    // Access tokens are short-lived: sign in again after moving the clock.
    student = await studentAuth(app);
    const notJoined = await startIn(app, eventId, student);
    expect(failureOf(notJoined)).toMatchObject({ code: 'EVENT_NOT_JOINED' });
    expect(notJoined.statusCode).toBe(403);
    const guest = await startIn(app, eventId);
    expect(failureOf(guest)).toMatchObject({ code: 'EVENT_NOT_JOINED' });
    await inject(app.api, eventsEndpoints.join, { body: { eventId }, token: student });
    event = (
      await inject(app.api, eventsEndpoints.list, { body: { status: 'ONGOING' }, token: student })
    ).data.items.find((e) => e.id === eventId);
    expect(event).toMatchObject({ status: 'ONGOING', joined: true, participantCount: 1 });
    const during = await startIn(app, eventId, student);
    expect(during.statusCode).toBe(200);
    // A test the event does not hold is not taken as part of it.
    const other = await startIn(app, eventId, student, NOT_IN_EVENT);
    expect(other.statusCode).toBe(404);
    expect(failureOf(other)).toMatchObject({ code: 'EVENT_NOT_FOUND' });

    // After: ended, refused; joining is refused too; outside the event the free test still opens.
    app.clock.advance(2 * HOUR);
    student = await studentAuth(app);
    const late = await startIn(app, eventId, student);
    expect(late.statusCode).toBe(403);
    expect(failureOf(late)).toMatchObject({ code: 'EVENT_ENDED' });
    const latecomer = await newStudent(app, '0987000111');
    const lateJoin = await raw(app, '/itf/user-event/join', { eventId }, latecomer.headers);
    expect(lateJoin.statusCode).toBe(409);
    expect(failureOf(lateJoin)).toMatchObject({ code: 'EVENT_ENDED' });
    await inject(app.api, attemptsEndpoints.start, {
      params: { id: String(IN_EVENT) },
      body: {},
      token: latecomer.headers,
    });
    const missing = await startIn(app, 999_999, student);
    expect(failureOf(missing)).toMatchObject({ code: 'EVENT_NOT_FOUND' });
  });

  it('keeps one membership when a student joins twice, and refuses guests and teachers', async () => {
    const eventId = await makeEvent(app, -HOUR, DAY);
    const student = await studentAuth(app);
    const first = await inject(app.api, eventsEndpoints.join, { body: { eventId }, token: student });
    app.clock.advance(60_000);
    const again = await inject(app.api, eventsEndpoints.join, { body: { eventId }, token: student });
    expect(again.data).toEqual(first.data);
    const listed = (await inject(app.api, eventsEndpoints.list, { body: {}, token: student })).data.items.find(
      (e) => e.id === eventId,
    );
    expect(listed).toMatchObject({ joined: true, participantCount: 1 });
    expect((await raw(app, '/itf/user-event/join', { eventId })).statusCode).toBe(401);
    expect((await raw(app, '/itf/user-event/join', { eventId }, await teacherAuth(app))).statusCode).toBe(403);
    const unknown = await raw(app, '/itf/user-event/join', { eventId: 999_999 }, student);
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown)).toMatchObject({ result: false, code: 'EVENT_NOT_FOUND' });
  });

  it('ranks each participant’s best result inside the window, ties to the earlier submission', async () => {
    const eventId = await makeEvent(app, -10 * HOUR, -HOUR);
    const start = app.clock.now().getTime() - 10 * HOUR;
    const at = (hours: number) => new Date(start + hours * HOUR).toISOString();
    const points = (earned: number) =>
      Array.from({ length: 10 }, (_, i) => ({ id: `q${i}`, skill: 'RE' as const, earned: i < earned ? 1 : 0 }));
    const a = await newStudent(app, '0987000001');
    const b = await newStudent(app, '0987000002');
    const c = await newStudent(app, '0987000003');
    const outsider = await newStudent(app, '0987000004');
    const events = app.db.withTables<{
      event_participants: { event_id: number; user_id: number; joined_at: string };
    }>();
    for (const who of [a, b, c])
      await events
        .insertInto('event_participants')
        .values({ event_id: eventId, user_id: who.id, joined_at: at(0) })
        .execute();
    const result = (userId: number, hours: number, earned: number) =>
      insertResult(app.db, { userId, unitTestId: IN_EVENT, submittedAt: at(hours), questions: points(earned) });
    await result(a.id, 1, 6);
    await result(a.id, 2, 8); // a's best
    await result(a.id, 9.5, 10); // after the end: not counted
    await result(b.id, 3, 8); // ties a's best, later: below a
    await result(c.id, -1, 10); // before the start: not counted
    await result(c.id, 4, 5);
    await result(outsider.id, 2, 10); // never joined: not ranked
    const me = await studentAuth(app, '0987000002');
    const ended = (
      await inject(app.api, eventsEndpoints.list, { body: { status: 'ENDED' }, token: me })
    ).data.items.find((e) => e.id === eventId);
    expect(ended?.status).toBe('ENDED');
    expect(ended?.ranking?.map(({ rank, percent, isMe }) => ({ rank, percent, isMe }))).toEqual([
      { rank: 1, percent: 80, isMe: false },
      { rank: 2, percent: 80, isMe: true },
      { rank: 3, percent: 50, isMe: false },
    ]);
    expect(ended?.ranking?.[0]?.submittedAt).toBe(at(2));
    expect(ended?.ranking?.every((entry) => entry.displayName === 'Lê Văn Bình')).toBe(true);
  });
});
