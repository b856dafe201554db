import type { Kysely, Migration } from 'kysely';

/**
 * Partner sites (decision 0057): the registry (slug, shared secret, framing origins and theme
 * as JSON, callback URL), its pages and the tests each maps, the learner accounts linked to a
 * partner's users, the assertion ids already used (kept until the assertion's expiry), and the
 * outbox of signed result callbacks (one per result).
 */
export const partners: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('partners')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('slug', 'text', (col) => col.notNull().unique())
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('secret', 'text', (col) => col.notNull())
      .addColumn('allowed_origins', 'text', (col) => col.notNull())
      .addColumn('theme', 'text', (col) => col.notNull())
      .addColumn('callback_url', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('partner_pages')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
      .addColumn('sub_slug', 'text', (col) => col.notNull())
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('partner_pages_slug', ['partner_id', 'sub_slug'])
      .execute();

    await db.schema
      .createTable('partner_page_tests')
      .addColumn('page_id', 'integer', (col) => col.notNull().references('partner_pages.id').onDelete('cascade'))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('partner_page_tests_pk', ['page_id', 'unit_test_id'])
      .execute();
    await db.schema.createIndex('partner_page_tests_test').on('partner_page_tests').columns(['unit_test_id']).execute();

    await db.schema
      .createTable('partner_users')
      .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
      .addColumn('partner_user_id', 'text', (col) => col.notNull())
      .addColumn('user_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('partner_users_pk', ['partner_id', 'partner_user_id'])
      .execute();

    await db.schema
      .createTable('partner_assertion_nonces')
      .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
      .addColumn('jti', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('partner_assertion_nonces_pk', ['partner_id', 'jti'])
      .execute();
    await db.schema
      .createIndex('partner_assertion_nonces_expiry')
      .on('partner_assertion_nonces')
      .columns(['expires_at'])
      .execute();

    await db.schema
      .createTable('partner_callbacks')
      .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
      .addColumn('partner_id', 'integer', (col) => col.notNull().references('partners.id').onDelete('cascade'))
      .addColumn('result_id', 'integer', (col) => col.notNull().unique())
      .addColumn('payload', 'text', (col) => col.notNull())
      .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text')
      .addColumn('delivered_at', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('partner_callbacks_due')
      .on('partner_callbacks')
      .columns(['delivered_at', 'next_attempt_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('partner_callbacks').ifExists().execute();
    await db.schema.dropTable('partner_assertion_nonces').ifExists().execute();
    await db.schema.dropTable('partner_users').ifExists().execute();
    await db.schema.dropTable('partner_page_tests').ifExists().execute();
    await db.schema.dropTable('partner_pages').ifExists().execute();
    await db.schema.dropTable('partners').ifExists().execute();
  },
};
