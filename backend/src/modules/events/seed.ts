import type { Database } from '../../db/database';
import { eventStatusAt, type EventStatus } from '@contract/event-rules';
import { eventsDatabase } from './tables';

const DAY = 24 * 60 * 60 * 1000;

interface DemoEvent {
  slug: string;
  /** The status the demo keeps it in: a start moves a window that has drifted out of it. */
  status: EventStatus;
  /** The window relative to the seeding time, in days. */
  window: [number, number];
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  /** Free catalogue tests (those missing from the content directory are left out). */
  testIds: number[];
}

const DEMO_EVENTS: readonly DemoEvent[] = [
  {
    slug: 'thu-thach-unit-1-lop-6',
    status: 'ENDED',
    window: [-9, -2],
    name: 'Thử thách Unit 1 – Tiếng Anh 6',
    nameEn: 'Unit 1 Challenge – English 6',
    description: 'Ôn lại Unit 1: My new school và so tài cùng các bạn lớp 6.',
    descriptionEn: 'Review Unit 1: My new school and compete with other grade 6 students.',
    testIds: [1006],
  },
  {
    slug: 'tuan-le-kiem-tra-15-phut',
    status: 'ONGOING',
    window: [-1, 6],
    name: 'Tuần lễ kiểm tra 15 phút',
    nameEn: '15-minute test week',
    description: 'Làm bài kiểm tra 15 phút và bài luyện tập Unit 1 trong tuần này để có tên trên bảng xếp hạng.',
    descriptionEn: 'Take the 15-minute test and the Unit 1 practice this week to get onto the ranking.',
    testIds: [1018, 1006],
  },
  {
    slug: 'cuoc-thi-nghe-hieu-lop-6',
    status: 'UPCOMING',
    window: [2, 9],
    name: 'Cuộc thi Nghe hiểu lớp 6',
    nameEn: 'Grade 6 listening contest',
    description: 'Luyện kỹ năng Nghe và làm đề giữa học kỳ I cùng các bạn trên cả nước.',
    descriptionEn: 'Practise listening and take the mid-term test with students across the country.',
    testIds: [1014, 1017],
  },
];

export const DEMO_EVENT_SLUGS = Object.fromEntries(DEMO_EVENTS.map((event) => [event.status, event.slug])) as Record<
  EventStatus,
  string
>;

export interface SeedEventsOptions {
  now: Date;
  /** Participants of the ended event, each with the level their seeded result is answered at. */
  endedParticipants: { userId: number; level: number }[];
  /** Stores a completed result of a test for a user, submitted at an instant (the demo seed's). */
  seedResult: (userId: number, unitTestId: number, level: number, submittedAt: string) => Promise<unknown>;
}

/**
 * One event of each status, relative to the seeding time. On every start a demo event whose
 * window no longer gives its status (days have passed) gets a new window; the ended one never
 * needs it. The ended event's participants and their results are seeded once, with it.
 */
export async function seedDemoEvents(database: Database, options: SeedEventsOptions): Promise<void> {
  const db = eventsDatabase(database);
  const { now } = options;
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  for (const demo of DEMO_EVENTS) {
    const [from, to] = demo.window;
    const existing = await db
      .selectFrom('events')
      .select(['id', 'starts_at', 'ends_at'])
      .where('slug', '=', demo.slug)
      .executeTakeFirst();
    if (existing) {
      if (eventStatusAt(existing.starts_at, existing.ends_at, now) !== demo.status)
        await db
          .updateTable('events')
          .set({ starts_at: at(from), ends_at: at(to) })
          .where('id', '=', existing.id)
          .execute();
      continue;
    }
    const present = await db.selectFrom('unit_tests').select('id').where('id', 'in', demo.testIds).execute();
    const testIds = demo.testIds.filter((id) => present.some((row) => row.id === id));
    if (testIds.length === 0) continue;
    const { id } = await db
      .insertInto('events')
      .values({
        slug: demo.slug,
        name: demo.name,
        name_en: demo.nameEn,
        description: demo.description,
        description_en: demo.descriptionEn,
        starts_at: at(from),
        ends_at: at(to),
        created_at: at(Math.min(from, 0) - 7),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [position, unitTestId] of testIds.entries())
      await db.insertInto('event_tests').values({ event_id: id, unit_test_id: unitTestId, position }).execute();
    if (demo.status !== 'ENDED') continue;
    for (const [index, { userId, level }] of options.endedParticipants.entries()) {
      await db
        .insertInto('event_participants')
        .values({ event_id: id, user_id: userId, joined_at: at(from - 1 + index * 0.01) })
        .execute();
      // Inside the window, one per participant, a few hours apart.
      const submittedAt = at(from + 1 + index * 0.2);
      await options.seedResult(userId, testIds[0] as number, level, submittedAt);
    }
  }
}
