import type { Kysely, Migration } from 'kysely';

/**
 * Which refresh token each one was exchanged for (null for the first of a session), so a request
 * that raced an exchange can be told from a copied token replayed after its successor was used.
 */
export const refreshTokenParent: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('refresh_tokens').addColumn('parent_id', 'text').execute();
    await db.schema.createIndex('refresh_tokens_parent_idx').on('refresh_tokens').column('parent_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('refresh_tokens_parent_idx').ifExists().execute();
    await db.schema.alterTable('refresh_tokens').dropColumn('parent_id').execute();
  },
};
