import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './helpers';

/**
 * Activation codes (decision 0044): stored as an HMAC of the code, never the code; each has a
 * site, an expiry, a number of uses and a per-user rule, and grants a test, a quantity of
 * openings or an adaptive test. A use is a row numbered per user (the per-user rule is a unique
 * key); an adaptive test right is one row per student and test.
 */
export const activationCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('activation_codes')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('code_hash', 'text', (col) => col.notNull().unique())
      .addColumn('hint', 'text', (col) => col.notNull())
      .addColumn('batch', 'text', (col) => col.notNull())
      .addColumn('site', 'text', (col) => col.notNull())
      .addColumn('grant_kind', 'text', (col) => col.notNull())
      .addColumn('unit_test_id', 'integer', (col) => col.references('unit_tests.id').onDelete('cascade'))
      .addColumn('quantity_kind', 'text')
      .addColumn('quantity_amount', 'integer')
      .addColumn('quantity_days', 'integer')
      .addColumn('adaptive_test_key', 'text')
      .addColumn('max_uses', 'integer', (col) => col.notNull())
      .addColumn('used_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('per_user_limit', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('activation_codes_batch').on('activation_codes').column('batch').execute();

    await db.schema
      .createTable('activation_code_uses')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('code_id', 'integer', (col) => col.notNull().references('activation_codes.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('slot', 'integer', (col) => col.notNull())
      .addColumn('used_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('activation_code_uses_user_slot', ['code_id', 'user_id', 'slot'])
      .execute();

    await db.schema
      .createTable('adaptive_test_rights')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('test_key', 'text', (col) => col.notNull())
      .addColumn('code_id', 'integer', (col) => col.references('activation_codes.id').onDelete('set null'))
      .addColumn('granted_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('adaptive_test_rights_pk', ['user_id', 'test_key'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('adaptive_test_rights').ifExists().execute();
    await db.schema.dropTable('activation_code_uses').ifExists().execute();
    await db.schema.dropTable('activation_codes').ifExists().execute();
  },
};
