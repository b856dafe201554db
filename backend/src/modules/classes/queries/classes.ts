import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../../db/database';
import type { ClassesTable } from '../../../db/schema';

/** Writes of a class itself (the teacher's create, edit and new join code). */
export function createClassWrites(db: Database) {
  return {
    async insertClass(values: Insertable<ClassesTable>): Promise<number> {
      const row = await db.insertInto('classes').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** The guard sits in the update itself, so a join racing this edit cannot end above the capacity. */
    async setCapacityIfFits(classId: number, capacity: number): Promise<boolean> {
      const updated = await db
        .updateTable('classes')
        .set({ capacity })
        .where('id', '=', classId)
        .where('member_count', '<=', capacity)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    async updateClass(classId: number, changes: Updateable<ClassesTable>): Promise<void> {
      await db.updateTable('classes').set(changes).where('id', '=', classId).execute();
    },
  };
}
