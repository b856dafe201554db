import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './helpers';

/**
 * The test player (issue 5): attempts with their drafts, audio plays and integrity events,
 * results (one per attempt), the idempotency keys of submits, speaking recordings, share codes
 * and the development mail outbox.
 *
 * `test_attempts.open_key` is set ("<userId>:<unitTestId>") only while a signed-in user's attempt
 * is open and cleared when it closes: its unique index allows one open attempt per user and test
 * on SQLite and Postgres alike (NULLs never clash). `unit_test_results.attempt_id` is unique, so
 * two concurrent submits can never make two results.
 */
export const results: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('test_attempts')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('secret_hash', 'text', (col) => col.notNull())
      .addColumn('device_id', 'text')
      .addColumn('open_key', 'text', (col) => col.unique())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('seed', 'text', (col) => col.notNull())
      .addColumn('share_code_id', 'integer')
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('deadline_at', 'text', (col) => col.notNull())
      .addColumn('duration_minutes', 'integer', (col) => col.notNull())
      .addColumn('default_duration', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('answers_json', 'text', (col) => col.notNull())
      .addColumn('current_question', 'text')
      .addColumn('flags_json', 'text', (col) => col.notNull())
      .addColumn('draft_revision', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('draft_saved_at', 'text')
      .addColumn('void_reason', 'text')
      .addColumn('closed_at', 'text')
      .execute();
    await db.schema
      .createIndex('test_attempts_user_test_idx')
      .on('test_attempts')
      .columns(['user_id', 'unit_test_id'])
      .execute();

    await db.schema
      .createTable('attempt_audio_plays')
      .addColumn('attempt_id', 'integer', (col) => col.notNull().references('test_attempts.id').onDelete('cascade'))
      .addColumn('audio_id', 'text', (col) => col.notNull())
      .addColumn('plays', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('attempt_audio_plays_pk', ['attempt_id', 'audio_id'])
      .execute();

    await db.schema
      .createTable('attempt_integrity_events')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('attempt_id', 'integer', (col) => col.notNull().references('test_attempts.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('source', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('attempt_integrity_events_attempt_idx')
      .on('attempt_integrity_events')
      .column('attempt_id')
      .execute();

    await db.schema
      .createTable('unit_test_results')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('attempt_id', 'integer', (col) =>
        col.notNull().unique().references('test_attempts.id').onDelete('cascade'),
      )
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('void_reason', 'text')
      .addColumn('closed_by', 'text', (col) => col.notNull())
      .addColumn('late_answers_ignored', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('review_status', 'text', (col) => col.notNull())
      .addColumn('score', 'real')
      .addColumn('percent', 'integer')
      .addColumn('earned_points', 'real', (col) => col.notNull())
      .addColumn('max_points', 'real', (col) => col.notNull())
      .addColumn('question_count', 'integer', (col) => col.notNull())
      .addColumn('correct_count', 'integer', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('submitted_at', 'text', (col) => col.notNull())
      .addColumn('time_taken_seconds', 'integer', (col) => col.notNull())
      .addColumn('time_limit_seconds', 'integer', (col) => col.notNull())
      // The answers scored (per-attempt ids, as the learner sent them) and the full outcome.
      .addColumn('answers_json', 'text', (col) => col.notNull())
      .addColumn('outcome_json', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('unit_test_results_user_idx')
      .on('unit_test_results')
      .columns(['user_id', 'submitted_at'])
      .execute();
    await db.schema
      .createIndex('unit_test_results_user_test_idx')
      .on('unit_test_results')
      .columns(['user_id', 'unit_test_id'])
      .execute();

    await db.schema
      .createTable('submission_keys')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('attempt_id', 'integer', (col) => col.notNull().references('test_attempts.id').onDelete('cascade'))
      .addColumn('result_id', 'integer', (col) => col.notNull().references('unit_test_results.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('speaking_uploads')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('attempt_id', 'integer', (col) => col.notNull().references('test_attempts.id').onDelete('cascade'))
      .addColumn('question_key', 'text', (col) => col.notNull())
      .addColumn('channel', 'text', (col) => col.notNull())
      // Relative to the uploads directory: speaking/<32 hex>.<ext>.
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('mime_type', 'text', (col) => col.notNull())
      .addColumn('size_bytes', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('speaking_uploads_attempt_idx').on('speaking_uploads').column('attempt_id').execute();

    await db.schema
      .createTable('share_codes')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('result_id', 'integer', (col) => col.references('unit_test_results.id').onDelete('cascade'))
      .addColumn('created_by_user_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('mail_outbox')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('to_address', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('text_body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'mail_outbox',
      'share_codes',
      'speaking_uploads',
      'submission_keys',
      'unit_test_results',
      'attempt_integrity_events',
      'attempt_audio_plays',
      'test_attempts',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
