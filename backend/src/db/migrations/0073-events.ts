import type { Kysely, Migration } from 'kysely';

/**
 * Practice-test events: a window (`starts_at` ≤ t < `ends_at`, ISO instants), its tests in order
 * and the students who joined (one row per student and event). Demo events are found by `slug`.
 */
export const events: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('events')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull())
      .addColumn('description_en', 'text', (col) => col.notNull())
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('ends_at', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('events_window').on('events').columns(['starts_at', 'ends_at']).execute();

    await db.schema
      .createTable('event_tests')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('event_tests_pk', ['event_id', 'unit_test_id'])
      .execute();

    await db.schema
      .createTable('event_participants')
      .addColumn('event_id', 'integer', (col) => col.notNull().references('events.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('joined_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('event_participants_pk', ['event_id', 'user_id'])
      .execute();
    await db.schema.createIndex('event_participants_user').on('event_participants').columns(['user_id']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('event_participants').ifExists().execute();
    await db.schema.dropTable('event_tests').ifExists().execute();
    await db.schema.dropTable('events').ifExists().execute();
  },
};
