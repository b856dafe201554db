import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Notifications (a kind and its parameters, rendered in the reader's language) and user requests
 * (question reports and contact messages, answered by a command). `dedupe_key` keeps an event
 * from notifying twice (a test due within 24 hours is checked on every read).
 */
export const notifications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('notifications')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('category', 'text', (col) => col.notNull())
      .addColumn('params_json', 'text', (col) => col.notNull())
      .addColumn('link', 'text')
      .addColumn('dedupe_key', 'text')
      .addColumn('seen_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('notifications_user_created')
      .on('notifications')
      .columns(['user_id', 'created_at'])
      .execute();
    await db.schema
      .createIndex('notifications_user_dedupe')
      .on('notifications')
      .columns(['user_id', 'dedupe_key'])
      .unique()
      .where(sql.ref('dedupe_key'), 'is not', null)
      .execute();

    await db.schema
      .createTable('user_requests')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('unit_test_id', 'integer')
      .addColumn('question_number', 'integer')
      .addColumn('result_id', 'integer')
      .addColumn('email', 'text')
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('answer', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('answered_at', 'text')
      .execute();
    await db.schema.createIndex('user_requests_status').on('user_requests').columns(['status', 'created_at']).execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('user_requests').ifExists().execute();
    await db.schema.dropTable('notifications').ifExists().execute();
  },
};
