import type { Insertable } from 'kysely';
import type { Database } from '../../../db/database';
import type { ClassReferencesTable } from '../../../db/schema';

/** The teacher's writes of a class's references. */
export function createReferenceQueries(db: Database) {
  return {
    insertReference(values: Insertable<ClassReferencesTable>) {
      return db.insertInto('class_references').values(values).returningAll().executeTakeFirstOrThrow();
    },

    findReference(id: number) {
      return db
        .selectFrom('class_references')
        .select(['id', 'class_id', 'url'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async deleteReference(id: number): Promise<void> {
      await db.deleteFrom('class_references').where('id', '=', id).execute();
    },
  };
}
