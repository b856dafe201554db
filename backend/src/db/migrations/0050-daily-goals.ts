import type { Kysely, Migration } from 'kysely';

/**
 * A student's daily goal (questions answered per day) and the IANA time zone their days are
 * counted in. No row: the default goal in Vietnam's time zone.
 */
export const dailyGoals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('daily_goals')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('goal', 'integer', (col) => col.notNull())
      .addColumn('time_zone', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('daily_goals').ifExists().execute();
  },
};
