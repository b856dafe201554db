import { EVENT_RANKING_SIZE, EVENTS_PAGE_SIZE, eventStatusAt } from '@contract/event-rules';
import type { EventDto, EventListData, EventListRequest, EventMembershipDto, JoinEventRequest } from '@contract/events';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { rankResults } from './ranking';
import { createEventsRepository, type EventRow, type EventTestRow } from './repository';

export interface EventsServiceOptions {
  db: Database;
  clock: Clock;
}

const eventNotFound = () => new AppError(404, 'EVENT_NOT_FOUND', 'There is no such event.');
const eventEnded = () => new AppError(409, 'EVENT_ENDED', 'This event is over.');

/**
 * Practice-test events (decision 0047): statuses come from each window against the clock on
 * every read; students join (once, whatever they send twice); an event's test taken as part of
 * the event is let through `gate` only while the event is ONGOING, for a participant.
 */
export function createEventsService({ db, clock }: EventsServiceOptions) {
  const repository = createEventsRepository(db);

  async function toDtos(rows: EventRow[], userId: number | null, now: Date): Promise<EventDto[]> {
    const ids = rows.map((row) => row.id);
    const [tests, counts, joined] = await Promise.all([
      repository.testsOf(ids),
      repository.participantCounts(ids),
      userId === null ? Promise.resolve(new Set<number>()) : repository.joinedAmong(userId, ids),
    ]);
    const testsBy = new Map<number, EventTestRow[]>();
    for (const test of tests) testsBy.set(test.event_id, [...(testsBy.get(test.event_id) ?? []), test]);
    const dtos: EventDto[] = [];
    for (const row of rows) {
      const status = eventStatusAt(row.starts_at, row.ends_at, now);
      dtos.push({
        id: row.id,
        slug: row.slug,
        name: { vi: row.name, en: row.name_en },
        description: { vi: row.description, en: row.description_en },
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        status,
        joined: joined.has(row.id),
        participantCount: counts.get(row.id) ?? 0,
        tests: (testsBy.get(row.id) ?? []).map((test) => ({
          id: test.id,
          slug: test.slug,
          name: { vi: test.name, en: test.name_en ?? test.name },
          questionCount: test.question_count,
          duration: test.duration,
        })),
        ranking:
          status === 'ENDED' ? rankResults(await repository.resultsInWindow(row), userId, EVENT_RANKING_SIZE) : null,
      });
    }
    return dtos;
  }

  return {
    async list(userId: number | null, request: EventListRequest): Promise<{ data: EventListData; total: number }> {
      const now = clock.now();
      const page = request.page ?? 1;
      const pageSize = request.pageSize ?? EVENTS_PAGE_SIZE.DEFAULT;
      const { rows, total } = await repository.page(now.toISOString(), request.status, pageSize, (page - 1) * pageSize);
      return {
        data: {
          items: await toDtos(rows, userId, now),
          page,
          pageSize,
          total,
          totalPages: Math.ceil(total / pageSize),
          now: now.toISOString(),
        },
        total,
      };
    },

    async join(userId: number, { eventId }: JoinEventRequest): Promise<EventMembershipDto> {
      const event = await repository.find(eventId);
      if (!event) throw eventNotFound();
      const now = clock.now();
      const joinedAt = await repository.membership(eventId, userId);
      if (joinedAt) return { eventId, joinedAt };
      if (eventStatusAt(event.starts_at, event.ends_at, now) === 'ENDED') throw eventEnded();
      return { eventId, joinedAt: await repository.join(eventId, userId, now.toISOString()) };
    },

    /**
     * Whether a test may be started as part of an event: the event exists and holds the test,
     * it is ONGOING now, and the caller (signed in) joined it. Throws the refusal otherwise.
     */
    async gate(eventId: number, unitTestId: number, userId: number | null): Promise<void> {
      const event = await repository.find(eventId);
      if (!event || !(await repository.holdsTest(eventId, unitTestId))) throw eventNotFound();
      const status = eventStatusAt(event.starts_at, event.ends_at, clock.now());
      if (status === 'UPCOMING')
        throw new AppError(403, 'EVENT_NOT_STARTED', 'This event has not started yet: its tests open at its start.');
      if (status === 'ENDED') throw new AppError(403, 'EVENT_ENDED', 'This event is over.');
      if (userId === null || !(await repository.membership(eventId, userId)))
        throw new AppError(403, 'EVENT_NOT_JOINED', 'Join the event to take its tests.');
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
