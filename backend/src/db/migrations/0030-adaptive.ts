import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './helpers';

/**
 * Adaptive and placement tests (issue 22): the item bank with its IRT parameters and exposure
 * counts, adaptive attempts, and their responses.
 *
 * `adaptive_items` is filled from backend/content/adaptive (the question in the content model
 * as JSON, provisional parameters); calibration rewrites a, b, c and clears `provisional`.
 * `exposure_count` counts administrations, the attempts' count the examinees: their ratio is
 * the exposure rate the selection caps. An attempt's `current_item_id` is the item on screen:
 * a reload shows it again, and it changes only in the transaction that saves its answer.
 * `adaptive_responses` keys on (attempt, position), so a repeated answer cannot add a row.
 */
export const adaptive: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('adaptive_items')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('skill', 'text', (col) => col.notNull())
      .addColumn('level', 'text', (col) => col.notNull())
      .addColumn('a', 'real', (col) => col.notNull())
      .addColumn('b', 'real', (col) => col.notNull())
      .addColumn('c', 'real', (col) => col.notNull())
      .addColumn('provisional', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('misfit', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('question_json', 'text', (col) => col.notNull())
      .addColumn('exposure_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('calibrated_at', 'text')
      .execute();

    await db.schema
      .createTable('adaptive_attempts')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('test_key', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('seed', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('current_item_id', 'text', (col) => col.references('adaptive_items.id'))
      .addColumn('theta', 'real', (col) => col.notNull().defaultTo(0))
      .addColumn('se', 'real', (col) => col.notNull().defaultTo(1))
      .addColumn('stop_reason', 'text')
      .addColumn('result_json', 'text')
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema
      .createIndex('adaptive_attempts_user_idx')
      .on('adaptive_attempts')
      .columns(['user_id', 'test_key', 'status'])
      .execute();

    await db.schema
      .createTable('adaptive_responses')
      .addColumn('attempt_id', 'integer', (col) => col.notNull().references('adaptive_attempts.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('item_id', 'text', (col) => col.notNull().references('adaptive_items.id'))
      .addColumn('answer_json', 'text', (col) => col.notNull())
      .addColumn('correct', 'integer', (col) => col.notNull())
      .addColumn('theta_after', 'real', (col) => col.notNull())
      .addColumn('se_after', 'real', (col) => col.notNull())
      .addColumn('answered_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('adaptive_responses_pk', ['attempt_id', 'position'])
      .execute();
    await db.schema.createIndex('adaptive_responses_item_idx').on('adaptive_responses').column('item_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('adaptive_responses').execute();
    await db.schema.dropTable('adaptive_attempts').execute();
    await db.schema.dropTable('adaptive_items').execute();
  },
};
