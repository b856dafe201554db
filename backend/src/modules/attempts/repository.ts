import type { Insertable, Selectable, Updateable } from 'kysely';
import type { AuthoredQuestion, AuthoredSection } from '@contract/content';
import type { IntegrityEventKind } from '@contract/player';
import type { Database } from '../../db/database';
import type { ShareCodesTable, SpeakingUploadsTable, TestAttemptsTable, UnitTestsTable } from '../../db/schema';
import type { AuthoredTestContent } from './attempt-view';
import { grantTest } from '../catalogue';

export type AttemptRow = Selectable<TestAttemptsTable>;
export type ShareCodeRow = Selectable<ShareCodesTable>;
export type SpeakingUploadRow = Selectable<SpeakingUploadsTable>;
export type UnitTestRow = Selectable<UnitTestsTable>;

export function createAttemptsRepository(db: Database) {
  return {
    /** Any test by id, retired ones included (results keep pointing at them). */
    findTest(unitTestId: number): Promise<UnitTestRow | undefined> {
      return db.selectFrom('unit_tests').selectAll().where('id', '=', unitTestId).executeTakeFirst();
    },

    /** Any test by slug, retired ones included. */
    findTestBySlug(slug: string): Promise<UnitTestRow | undefined> {
      return db.selectFrom('unit_tests').selectAll().where('slug', '=', slug).executeTakeFirst();
    },

    /** The authored sections and questions of a test (answers included), in order. */
    async content(unitTestId: number): Promise<AuthoredTestContent> {
      const [sections, questions] = await Promise.all([
        db
          .selectFrom('unit_test_sections')
          .select(['id', 'content_json'])
          .where('unit_test_id', '=', unitTestId)
          .orderBy('position')
          .execute(),
        db
          .selectFrom('unit_test_questions')
          .select(['section_id', 'content_json'])
          .where('unit_test_id', '=', unitTestId)
          .orderBy('position')
          .execute(),
      ]);
      return {
        sections: sections.map((section) => ({
          ...(JSON.parse(section.content_json) as Omit<AuthoredSection, 'questions'>),
          questions: questions
            .filter((question) => question.section_id === section.id)
            .map((question) => JSON.parse(question.content_json) as AuthoredQuestion),
        })),
      };
    },

    ownsTest(userId: number, unitTestId: number): Promise<boolean> {
      return db
        .selectFrom('user_unit_tests')
        .select('id')
        .where('user_id', '=', userId)
        .where('unit_test_id', '=', unitTestId)
        .executeTakeFirst()
        .then((row) => row !== undefined);
    },

    async addFreeOwnership(userId: number, unitTestId: number, nowIso: string): Promise<void> {
      await grantTest(db, { userId, unitTestId, source: 'FREE', at: nowIso });
    },

    findAttempt(id: number): Promise<AttemptRow | undefined> {
      return db.selectFrom('test_attempts').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A user's open attempts whose deadline is still ahead, most recently worked on first. */
    openAttemptsOf(userId: number, nowIso: string, limit: number, unitTestId?: number): Promise<AttemptRow[]> {
      let query = db
        .selectFrom('test_attempts')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'OPEN')
        .where('deadline_at', '>', nowIso);
      if (unitTestId !== undefined) query = query.where('unit_test_id', '=', unitTestId);
      return query
        .orderBy((eb) => eb.fn.coalesce('draft_saved_at', 'started_at'), 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    findOpenAttempt(userId: number, unitTestId: number): Promise<AttemptRow | undefined> {
      return db
        .selectFrom('test_attempts')
        .selectAll()
        .where('open_key', '=', `${userId}:${unitTestId}`)
        .executeTakeFirst();
    },

    /** Inserts an attempt; undefined when the user already has an open one (unique open_key). */
    async insertAttempt(values: Insertable<TestAttemptsTable>): Promise<AttemptRow | undefined> {
      const row = await db
        .insertInto('test_attempts')
        .values(values)
        .onConflict((oc) => oc.column('open_key').doNothing())
        .returningAll()
        .executeTakeFirst();
      return row;
    },

    /**
     * Gives a guest attempt to a user; false when it already had an owner (a concurrent claim).
     * An open attempt takes the user's open slot for its test when that slot is free.
     */
    async claimAttempt(id: number, userId: number, openKey: string | null): Promise<boolean> {
      const result = await db
        .updateTable('test_attempts')
        .set({ user_id: userId, open_key: openKey })
        .where('id', '=', id)
        .where('user_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async updateAttempt(id: number, values: Updateable<TestAttemptsTable>): Promise<void> {
      await db.updateTable('test_attempts').set(values).where('id', '=', id).execute();
    },

    /** Saves a draft only if its revision is newer and the attempt is still open; true when stored. */
    async saveDraft(
      id: number,
      draft: {
        answers_json: string;
        current_question: string | null;
        flags_json: string;
        draft_revision: number;
        draft_saved_at: string;
      },
    ): Promise<boolean> {
      const result = await db
        .updateTable('test_attempts')
        .set(draft)
        .where('id', '=', id)
        .where('status', '=', 'OPEN')
        .where('draft_revision', '<', draft.draft_revision)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /**
     * Closes an open attempt; false when another request closed it first (only one wins, so a
     * result is built once).
     */
    async closeAttempt(
      id: number,
      values: { status: 'SUBMITTED' | 'VOIDED'; closed_at: string; void_reason: IntegrityEventKind | null },
    ): Promise<boolean> {
      const result = await db
        .updateTable('test_attempts')
        .set({ ...values, open_key: null })
        .where('id', '=', id)
        .where('status', '=', 'OPEN')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async plays(attemptId: number): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('attempt_audio_plays')
        .select(['audio_id', 'plays'])
        .where('attempt_id', '=', attemptId)
        .execute();
      return Object.fromEntries(rows.map((row) => [row.audio_id, row.plays]));
    },

    /**
     * Counts one play unless the limit is reached; answers the plays used after the call, or
     * null when refused. The check and the increment are one statement, so two tabs cannot
     * both take the last play.
     */
    async countPlay(attemptId: number, audioId: string, limit: number | null): Promise<number | null> {
      await db
        .insertInto('attempt_audio_plays')
        .values({ attempt_id: attemptId, audio_id: audioId, plays: 0 })
        .onConflict((oc) => oc.columns(['attempt_id', 'audio_id']).doNothing())
        .execute();
      let update = db
        .updateTable('attempt_audio_plays')
        .set((eb) => ({ plays: eb('plays', '+', 1) }))
        .where('attempt_id', '=', attemptId)
        .where('audio_id', '=', audioId);
      if (limit !== null) update = update.where('plays', '<', limit);
      const result = await update.executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return null;
      const row = await db
        .selectFrom('attempt_audio_plays')
        .select('plays')
        .where('attempt_id', '=', attemptId)
        .where('audio_id', '=', audioId)
        .executeTakeFirstOrThrow();
      return row.plays;
    },

    async addEvent(
      attemptId: number,
      kind: IntegrityEventKind,
      source: 'CLIENT' | 'SERVER',
      nowIso: string,
    ): Promise<void> {
      await db
        .insertInto('attempt_integrity_events')
        .values({ attempt_id: attemptId, kind, source, created_at: nowIso })
        .execute();
    },

    async eventCounts(attemptId: number): Promise<Record<IntegrityEventKind, number>> {
      const rows = await db
        .selectFrom('attempt_integrity_events')
        .select(['kind', (eb) => eb.fn.countAll<number | string>().as('total')])
        .where('attempt_id', '=', attemptId)
        .groupBy('kind')
        .execute();
      const counts: Record<IntegrityEventKind, number> = { SECOND_DEVICE: 0, RELOAD: 0, LEAVE: 0, TAB_SWITCH: 0 };
      for (const row of rows) counts[row.kind] = Number(row.total);
      return counts;
    },

    findShareCode(code: string): Promise<ShareCodeRow | undefined> {
      return db.selectFrom('share_codes').selectAll().where('code', '=', code).executeTakeFirst();
    },

    findShareCodeBy(where: {
      kind: 'TEST' | 'RESULT';
      unitTestId: number;
      resultId: number | null;
      userId: number | null;
    }): Promise<ShareCodeRow | undefined> {
      let query = db
        .selectFrom('share_codes')
        .selectAll()
        .where('kind', '=', where.kind)
        .where('unit_test_id', '=', where.unitTestId);
      query =
        where.resultId === null ? query.where('result_id', 'is', null) : query.where('result_id', '=', where.resultId);
      query =
        where.userId === null
          ? query.where('created_by_user_id', 'is', null)
          : query.where('created_by_user_id', '=', where.userId);
      return query.orderBy('id').executeTakeFirst();
    },

    async setShareShowsName(id: number, showName: boolean): Promise<void> {
      await db
        .updateTable('share_codes')
        .set({ show_name: showName ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },

    insertShareCode(values: Insertable<ShareCodesTable>): Promise<ShareCodeRow> {
      return db.insertInto('share_codes').values(values).returningAll().executeTakeFirstOrThrow();
    },

    insertUpload(values: Insertable<SpeakingUploadsTable>): Promise<SpeakingUploadRow> {
      return db.insertInto('speaking_uploads').values(values).returningAll().executeTakeFirstOrThrow();
    },

    findUpload(id: number): Promise<SpeakingUploadRow | undefined> {
      return db.selectFrom('speaking_uploads').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Deletes all but the newest `keep` recordings of one question of an attempt; answers their paths. */
    async pruneUploads(attemptId: number, questionKey: string, keep: number): Promise<string[]> {
      const rows = await db
        .selectFrom('speaking_uploads')
        .select(['id', 'path'])
        .where('attempt_id', '=', attemptId)
        .where('question_key', '=', questionKey)
        .orderBy('id', 'desc')
        .execute();
      const stale = rows.slice(keep);
      if (stale.length === 0) return [];
      await db
        .deleteFrom('speaking_uploads')
        .where(
          'id',
          'in',
          stale.map((row) => row.id),
        )
        .execute();
      return stale.map((row) => row.path);
    },

    uploadsOf(attemptId: number): Promise<SpeakingUploadRow[]> {
      return db.selectFrom('speaking_uploads').selectAll().where('attempt_id', '=', attemptId).execute();
    },
  };
}

export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;
