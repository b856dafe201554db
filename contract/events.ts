/**
 * Practice-test events (spec §2 /practice-test/event, §5 UPCOMING / ONGOING / ENDED, §7 POST
 * /itf/user-event and /itf/user-event/join): a window of time in which students who joined take
 * the event's tests; once it ends, a ranking of the participants' best results.
 */
import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint, OPTIONAL_AUTH, STUDENT_AUTH } from './endpoint';
import { EVENT_STATUSES, EVENTS_PAGE_SIZE } from './event-rules';
import { Nullable, Paged, StringEnum, Success } from './http';
import { LocalizedTextSchema } from './unit-tests';

const EventIdField = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

const EventTestSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: LocalizedTextSchema,
  questionCount: Type.Integer(),
  duration: Nullable(Type.Integer({ description: 'Minutes; null: the default duration' })),
});

const EventRankingEntrySchema = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  displayName: Type.String({ description: 'The participant’s name (never a phone number or e-mail)' }),
  percent: Type.Integer({ description: 'The best result, 0–100' }),
  score: Nullable(Type.Number({ description: '0–10 of that result' })),
  submittedAt: Type.String({ format: 'date-time' }),
  isMe: Type.Boolean({ description: 'The caller’s own place' }),
});
export type EventRankingEntryDto = Static<typeof EventRankingEntrySchema>;

const EventSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  startsAt: Type.String({ format: 'date-time' }),
  endsAt: Type.String({ format: 'date-time' }),
  status: StringEnum(EVENT_STATUSES, { description: 'From the window against the server’s clock (`now`)' }),
  joined: Type.Boolean({ description: 'The caller joined (false for a guest)' }),
  participantCount: Type.Integer(),
  tests: Type.Array(EventTestSchema, { description: 'In the event’s order' }),
  ranking: Nullable(Type.Array(EventRankingEntrySchema), {
    description:
      'ENDED only: each participant’s best percent among results submitted inside the window, ties to the earlier submission',
  }),
});
export type EventDto = Static<typeof EventSchema>;

const EventListRequestSchema = Type.Object(
  {
    status: Type.Optional(StringEnum(EVENT_STATUSES, { description: 'Omitted: every status' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: EVENTS_PAGE_SIZE.MAX, default: EVENTS_PAGE_SIZE.DEFAULT }),
    ),
  },
  { additionalProperties: false },
);
export type EventListRequest = Static<typeof EventListRequestSchema>;

const EventListSchema = Type.Object({
  items: Type.Array(EventSchema, { description: 'ONGOING first, then UPCOMING, then ENDED; by start within each' }),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
  now: Type.String({ format: 'date-time', description: 'The server’s clock the statuses were computed at' }),
});
export type EventListData = Static<typeof EventListSchema>;

const JoinEventRequestSchema = Type.Object({ eventId: EventIdField }, { additionalProperties: false });
export type JoinEventRequest = Static<typeof JoinEventRequestSchema>;

const EventMembershipSchema = Type.Object({
  eventId: Type.Integer(),
  joinedAt: Type.String({ format: 'date-time', description: 'When the caller first joined (joining again keeps it)' }),
});
export type EventMembershipDto = Static<typeof EventMembershipSchema>;

const tags = ['events'] as const;

export const eventsEndpoints = {
  list: defineEndpoint(
    'POST',
    '/itf/user-event',
    {
      tags,
      summary: 'The events, a page at a time (optionally of one status), with the caller’s joined flag',
      security: OPTIONAL_AUTH,
      body: EventListRequestSchema,
      response: { 200: Paged(EventListSchema) },
    },
    { 400: 'VALIDATION_ERROR', 401: 'UNAUTHORIZED: a token was sent and is not valid' },
  ),
  join: defineEndpoint(
    'POST',
    '/itf/user-event/join',
    {
      tags,
      summary: 'Join an event that has not ended; joining again keeps the one membership',
      security: STUDENT_AUTH,
      body: JoinEventRequestSchema,
      response: { 200: Success(EventMembershipSchema) },
    },
    {
      400: 'VALIDATION_ERROR',
      401: 'UNAUTHORIZED',
      403: 'FORBIDDEN: not a student',
      404: 'EVENT_NOT_FOUND',
      409: 'EVENT_ENDED: the event is over',
    },
  ),
};
