import type { Kysely, Migration } from 'kysely';

/**
 * The welcome gift, claimed once per student (spec §6): the user id is the key, so two claims
 * at once (two clicks, two tabs) leave one row and one gift.
 */
export const giftClaims: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gift_claims')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('grade_id', 'integer', (col) => col.notNull())
      .addColumn('test_count', 'integer', (col) => col.notNull())
      .addColumn('claimed_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gift_claims').ifExists().execute();
  },
};
