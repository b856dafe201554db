import type { Kysely, Migration } from 'kysely';

/**
 * The messaging link (spec §7, decision 0048): one messaging account (Zalo) per user and one user
 * per messaging account, and the linking states handed out by GET /zalo/link-user, each usable
 * once before it expires.
 */
export const messagingLinks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('messaging_links')
      .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('provider_user_id', 'text', (col) => col.notNull())
      .addColumn('display_name', 'text', (col) => col.notNull())
      .addColumn('linked_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('messaging_links_provider_user')
      .on('messaging_links')
      .columns(['provider', 'provider_user_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('messaging_link_states')
      .addColumn('nonce', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('messaging_link_states_expiry')
      .on('messaging_link_states')
      .columns(['expires_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('messaging_link_states').ifExists().execute();
    await db.schema.dropTable('messaging_links').ifExists().execute();
  },
};
