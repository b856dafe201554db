import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

/** The table of migration 0070, typed here so the module keeps its own schema. */
type GiftTables = {
  gift_claims: {
    user_id: number;
    grade_id: number;
    test_count: number;
    claimed_at: string;
  };
};

export type GiftDatabase = Kysely<DatabaseSchema & GiftTables>;

export function giftDatabase(db: Database | Kysely<DatabaseSchema>): GiftDatabase {
  return db.withTables<GiftTables>();
}
