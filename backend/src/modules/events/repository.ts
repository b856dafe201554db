import type { EventStatus } from '@contract/event-rules';
import { isUniqueViolation, type Database } from '../../db/database';
import { eventsDatabase } from './tables';

export interface EventRow {
  id: number;
  slug: string;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  starts_at: string;
  ends_at: string;
}

export interface EventTestRow {
  event_id: number;
  id: number;
  slug: string;
  name: string;
  name_en: string | null;
  question_count: number;
  duration: number | null;
}

export interface EventResultRow {
  user_id: number;
  full_name: string;
  percent: number;
  score: number | null;
  submitted_at: string;
}

/** Events, their tests and participants; the ranking reads the lifecycle's results. */
export function createEventsRepository(database: Database) {
  const db = eventsDatabase(database);

  /** Events of a status at `now` (ISO), or all: ONGOING, UPCOMING, ENDED, by start within each. */
  function byStatus(now: string, status: EventStatus | undefined) {
    let query = db.selectFrom('events');
    if (status === 'UPCOMING') query = query.where('starts_at', '>', now);
    if (status === 'ONGOING') query = query.where('starts_at', '<=', now).where('ends_at', '>', now);
    if (status === 'ENDED') query = query.where('ends_at', '<=', now);
    return query;
  }

  return {
    async page(now: string, status: EventStatus | undefined, limit: number, offset: number) {
      const total = await byStatus(now, status)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const rows: EventRow[] = await byStatus(now, status)
        .select(['id', 'slug', 'name', 'name_en', 'description', 'description_en', 'starts_at', 'ends_at'])
        .orderBy((eb) => eb.case().when('starts_at', '>', now).then(1).when('ends_at', '<=', now).then(2).else(0).end())
        .orderBy('starts_at')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      return { rows, total: Number(total.n) };
    },

    async find(eventId: number): Promise<EventRow | undefined> {
      return db
        .selectFrom('events')
        .select(['id', 'slug', 'name', 'name_en', 'description', 'description_en', 'starts_at', 'ends_at'])
        .where('id', '=', eventId)
        .executeTakeFirst();
    },

    /** The published tests of these events, in each event's order. */
    async testsOf(eventIds: number[]): Promise<EventTestRow[]> {
      if (eventIds.length === 0) return [];
      return db
        .selectFrom('event_tests')
        .innerJoin('unit_tests', 'unit_tests.id', 'event_tests.unit_test_id')
        .select([
          'event_tests.event_id',
          'unit_tests.id',
          'unit_tests.slug',
          'unit_tests.name',
          'unit_tests.name_en',
          'unit_tests.question_count',
          'unit_tests.duration',
        ])
        .where('event_tests.event_id', 'in', eventIds)
        .where('unit_tests.retired_at', 'is', null)
        .orderBy('event_tests.event_id')
        .orderBy('event_tests.position')
        .execute();
    },

    async holdsTest(eventId: number, unitTestId: number): Promise<boolean> {
      const row = await db
        .selectFrom('event_tests')
        .select('event_id')
        .where('event_id', '=', eventId)
        .where('unit_test_id', '=', unitTestId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async participantCounts(eventIds: number[]): Promise<Map<number, number>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('event_participants')
        .select(['event_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('event_id', 'in', eventIds)
        .groupBy('event_id')
        .execute();
      return new Map(rows.map((row) => [row.event_id, Number(row.n)]));
    },

    async joinedAmong(userId: number, eventIds: number[]): Promise<Set<number>> {
      if (eventIds.length === 0) return new Set();
      const rows = await db
        .selectFrom('event_participants')
        .select('event_id')
        .where('user_id', '=', userId)
        .where('event_id', 'in', eventIds)
        .execute();
      return new Set(rows.map((row) => row.event_id));
    },

    async membership(eventId: number, userId: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('event_participants')
        .select('joined_at')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.joined_at;
    },

    /** Adds the membership unless it exists; answers when the caller first joined. */
    async join(eventId: number, userId: number, at: string): Promise<string> {
      const existing = await this.membership(eventId, userId);
      if (existing) return existing;
      try {
        await db
          .insertInto('event_participants')
          .values({ event_id: eventId, user_id: userId, joined_at: at })
          .execute();
        return at;
      } catch (error) {
        // A second join at the same moment: the first one's row stands.
        if (!isUniqueViolation(error)) throw error;
        return (await this.membership(eventId, userId)) ?? at;
      }
    },

    /**
     * The participants' completed, scored results of the event's tests submitted inside its
     * window (starts_at ≤ submitted_at < ends_at).
     */
    async resultsInWindow(event: EventRow): Promise<EventResultRow[]> {
      const rows = await db
        .selectFrom('unit_test_results')
        .innerJoin('event_tests', (join) =>
          join
            .onRef('event_tests.unit_test_id', '=', 'unit_test_results.unit_test_id')
            .on('event_tests.event_id', '=', event.id),
        )
        .innerJoin('event_participants', (join) =>
          join
            .onRef('event_participants.user_id', '=', 'unit_test_results.user_id')
            .on('event_participants.event_id', '=', event.id),
        )
        .innerJoin('users', 'users.id', 'unit_test_results.user_id')
        .select([
          'unit_test_results.user_id',
          'users.full_name',
          'unit_test_results.percent',
          'unit_test_results.score',
          'unit_test_results.submitted_at',
        ])
        .where('unit_test_results.status', '=', 'COMPLETED')
        .where('unit_test_results.percent', 'is not', null)
        .where('unit_test_results.submitted_at', '>=', event.starts_at)
        .where('unit_test_results.submitted_at', '<', event.ends_at)
        .execute();
      return rows.flatMap((row) =>
        row.user_id === null || row.percent === null
          ? []
          : [{ ...row, user_id: row.user_id, percent: row.percent, score: row.score }],
      );
    },
  };
}
