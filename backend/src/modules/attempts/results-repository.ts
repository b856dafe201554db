import type { Insertable, Selectable } from 'kysely';
import type { Database } from '../../db/database';
import type { SubmissionKeysTable, UnitTestResultsTable } from '../../db/schema';

export type ResultRow = Selectable<UnitTestResultsTable>;
export type SubmissionKeyRow = Selectable<SubmissionKeysTable>;

export function createResultsRepository(db: Database) {
  return {
    /** Inserts the attempt's result; undefined when the attempt already has one (unique attempt_id). */
    async insert(values: Insertable<UnitTestResultsTable>): Promise<ResultRow | undefined> {
      return db
        .insertInto('unit_test_results')
        .values(values)
        .onConflict((oc) => oc.column('attempt_id').doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    findById(id: number): Promise<ResultRow | undefined> {
      return db.selectFrom('unit_test_results').selectAll().where('id', '=', id).executeTakeFirst();
    },

    findByAttempt(attemptId: number): Promise<ResultRow | undefined> {
      return db.selectFrom('unit_test_results').selectAll().where('attempt_id', '=', attemptId).executeTakeFirst();
    },

    /** The result of a claimed attempt follows it to its new owner. */
    async setOwner(attemptId: number, userId: number): Promise<void> {
      await db.updateTable('unit_test_results').set({ user_id: userId }).where('attempt_id', '=', attemptId).execute();
    },

    async countOfUser(userId: number, unitTestId?: number): Promise<number> {
      let query = db
        .selectFrom('unit_test_results')
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .where('user_id', '=', userId)
        // A cancelled exam is not a result: its own page says so; lists and counts leave it out.
        .where('status', '=', 'COMPLETED');
      if (unitTestId !== undefined) query = query.where('unit_test_id', '=', unitTestId);
      const row = await query.executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    pageOfUser(userId: number, offset: number, limit: number, unitTestId?: number): Promise<ResultRow[]> {
      let query = db
        .selectFrom('unit_test_results')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'COMPLETED');
      if (unitTestId !== undefined) query = query.where('unit_test_id', '=', unitTestId);
      return query.orderBy('submitted_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
    },

    lastOfUser(userId: number, unitTestId: number): Promise<ResultRow | undefined> {
      return db
        .selectFrom('unit_test_results')
        .selectAll()
        .where('user_id', '=', userId)
        .where('unit_test_id', '=', unitTestId)
        .orderBy('submitted_at', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
    },

    findKey(key: string): Promise<SubmissionKeyRow | undefined> {
      return db.selectFrom('submission_keys').selectAll().where('key', '=', key).executeTakeFirst();
    },

    /** Remembers a key for a result; a key already taken keeps its first row. */
    async rememberKey(key: string, attemptId: number, resultId: number, nowIso: string): Promise<void> {
      await db
        .insertInto('submission_keys')
        .values({ key, attempt_id: attemptId, result_id: resultId, created_at: nowIso })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
  };
}

export type ResultsRepository = ReturnType<typeof createResultsRepository>;
