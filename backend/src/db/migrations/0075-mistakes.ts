import type { Kysely, Migration } from 'kysely';

/**
 * A student's review set ("Practise my mistakes"): one row per student and question they got
 * wrong in a submitted test. `right_days_json` lists the days (in the student's time zone) the
 * question was answered right since its last wrong answer; two different days and the row goes.
 */
export const mistakes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('mistakes')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('question_id', 'text', (col) => col.notNull())
      .addColumn('seed', 'text', (col) => col.notNull())
      .addColumn('wrong_count', 'integer', (col) => col.notNull().defaultTo(1))
      .addColumn('right_days_json', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('entered_at', 'text', (col) => col.notNull())
      .addColumn('last_wrong_at', 'text', (col) => col.notNull())
      .addColumn('last_seen_at', 'text')
      .addUniqueConstraint('mistakes_user_question', ['user_id', 'unit_test_id', 'question_id'])
      .execute();
    await db.schema.createIndex('mistakes_user_entered').on('mistakes').columns(['user_id', 'entered_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('mistakes').ifExists().execute();
  },
};
