import type { Kysely, Migration } from 'kysely';

/** Whether a shared result names its owner: off until the owner turns it on. */
export const shareShowsName: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('share_codes')
      .addColumn('show_name', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('share_codes').dropColumn('show_name').execute();
  },
};
