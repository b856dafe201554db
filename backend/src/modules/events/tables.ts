import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

/** The tables of migration 0073, typed here so the module keeps its own schema. */
type EventTables = {
  events: {
    id: Generated<number>;
    slug: string;
    name: string;
    name_en: string;
    description: string;
    description_en: string;
    /** ISO instants: the event is ONGOING while starts_at ≤ now < ends_at. */
    starts_at: string;
    ends_at: string;
    created_at: string;
  };
  event_tests: {
    event_id: number;
    unit_test_id: number;
    position: number;
  };
  event_participants: {
    event_id: number;
    user_id: number;
    joined_at: string;
  };
};

export type EventsDatabase = Kysely<DatabaseSchema & EventTables>;

export function eventsDatabase(db: Database | Kysely<DatabaseSchema>): EventsDatabase {
  return db.withTables<EventTables>();
}
