import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

/** The table of migration 0075, typed here so the module keeps its own schema. */
type MistakesTables = {
  mistakes: {
    id: Generated<number>;
    user_id: number;
    unit_test_id: number;
    question_id: string;
    seed: string;
    wrong_count: number;
    right_days_json: string;
    entered_at: string;
    last_wrong_at: string;
    last_seen_at: string | null;
  };
};

export type MistakesDatabase = Kysely<DatabaseSchema & MistakesTables>;

export function mistakesDatabase(db: Database | Kysely<DatabaseSchema>): MistakesDatabase {
  return db.withTables<MistakesTables>();
}
