import type { JoinClassRequestStatus } from '@contract/class-rules';
import type { Database } from '../../../db/database';

/** The teacher's side of join requests: reading them with their student, deciding, forgetting. */
export function createRequestQueries(db: Database) {
  return {
    requestWithStudent(id: number) {
      return db
        .selectFrom('class_join_requests as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select([
          'r.id',
          'r.class_id',
          'r.status',
          'r.created_at',
          'r.decided_at',
          'u.id as user_id',
          'u.full_name',
          'u.grade_id',
        ])
        .where('r.id', '=', id)
        .executeTakeFirstOrThrow();
    },

    findRequest(id: number) {
      return db.selectFrom('class_join_requests').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async requestIdsOf(classId: number, status: JoinClassRequestStatus): Promise<number[]> {
      const rows = await db
        .selectFrom('class_join_requests')
        .select('id')
        .where('class_id', '=', classId)
        .where('status', '=', status)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /** Decides a request still PENDING; false when another call decided it first. */
    async decideRequest(id: number, decision: 'ACCEPTED' | 'REJECTED', at: string): Promise<boolean> {
      const decided = await db
        .updateTable('class_join_requests')
        .set({ status: decision, pending_key: null, decided_at: at })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return Number(decided.numUpdatedRows) > 0;
    },

    /** Forgets a student's requests of a class (they may ask again); true when there were any. */
    async forgetRequests(classId: number, userId: number): Promise<boolean> {
      const forgotten = await db
        .deleteFrom('class_join_requests')
        .where('class_id', '=', classId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(forgotten.numDeletedRows) > 0;
    },
  };
}
