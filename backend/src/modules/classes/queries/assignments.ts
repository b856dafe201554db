import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../../../db/database';
import type { ClassAssignmentsTable } from '../../../db/schema';

/** The teacher's writes of assigned tests, and what their results page reads. */
export function createAssignmentQueries(db: Database) {
  return {
    /** A test of the catalogue that can still be assigned. */
    findAssignableTest(unitTestId: number) {
      return db
        .selectFrom('unit_tests')
        .select('id')
        .where('id', '=', unitTestId)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
    },

    async insertAssignment(values: Insertable<ClassAssignmentsTable>): Promise<number> {
      const row = await db.insertInto('class_assignments').values(values).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    async updateAssignment(id: number, changes: Updateable<ClassAssignmentsTable>): Promise<void> {
      await db.updateTable('class_assignments').set(changes).where('id', '=', id).execute();
    },

    /** Lateness follows the due time (two plain updates: a CASE of bare parameters has no type on Postgres). */
    async relateLateness(assignmentId: number, dueAt: string): Promise<void> {
      await db
        .updateTable('class_assignment_results')
        .set({ late: 1 })
        .where('assignment_id', '=', assignmentId)
        .where('submitted_at', '>', dueAt)
        .execute();
      await db
        .updateTable('class_assignment_results')
        .set({ late: 0 })
        .where('assignment_id', '=', assignmentId)
        .where('submitted_at', '<=', dueAt)
        .execute();
    },

    async deleteAssignment(id: number): Promise<void> {
      await db.deleteFrom('class_assignments').where('id', '=', id).execute();
    },

    /** Who has an attempt of the test open, started since the assignment opened. */
    openAttemptsSince(unitTestId: number, since: string) {
      return db
        .selectFrom('test_attempts')
        .select(['user_id', 'started_at'])
        .where('unit_test_id', '=', unitTestId)
        .where('status', '=', 'OPEN')
        .where('started_at', '>=', since)
        .execute();
    },

    outcomesOf(resultIds: number[]) {
      if (resultIds.length === 0) return Promise.resolve([]);
      return db.selectFrom('unit_test_results').select(['id', 'outcome_json']).where('id', 'in', resultIds).execute();
    },
  };
}
