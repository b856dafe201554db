import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

/** The tables of migration 0030, typed here so the module keeps its own schema. */
type AdaptiveTables = {
  adaptive_items: {
    id: string;
    skill: string;
    level: string;
    a: number;
    b: number;
    c: number;
    provisional: Generated<number>;
    misfit: Generated<number>;
    question_json: string;
    exposure_count: Generated<number>;
    calibrated_at: string | null;
  };
  adaptive_attempts: {
    id: Generated<number>;
    test_key: string;
    user_id: number | null;
    secret: string;
    seed: string;
    status: 'OPEN' | 'FINISHED';
    current_item_id: string | null;
    theta: Generated<number>;
    se: Generated<number>;
    stop_reason: string | null;
    result_json: string | null;
    started_at: string;
    finished_at: string | null;
  };
  adaptive_responses: {
    attempt_id: number;
    position: number;
    item_id: string;
    answer_json: string;
    correct: number;
    theta_after: number;
    se_after: number;
    answered_at: string;
  };
};

export type AdaptiveDatabase = Kysely<DatabaseSchema & AdaptiveTables>;

export function adaptiveDatabase(db: Database): AdaptiveDatabase {
  return db.withTables<AdaptiveTables>();
}
