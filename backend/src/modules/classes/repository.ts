import type { Selectable } from 'kysely';
import type { Skill } from '@contract/constants';
import type { Database } from '../../db/database';
import type { ClassAssignmentsTable, ClassesTable, ClassReferencesTable } from '../../db/schema';
import { createAssignmentQueries } from './queries/assignments';
import { createClassWrites } from './queries/classes';
import { createMemberQueries } from './queries/members';
import { createReferenceQueries } from './queries/references';
import { createRequestQueries } from './queries/requests';
import { classKeyOf } from './shared';

export type ClassRow = Selectable<ClassesTable> & { teacher_name: string; teacher_avatar: string | null };
export type ReferenceRow = Selectable<ClassReferencesTable>;
export type AssignmentRow = Selectable<ClassAssignmentsTable> & {
  test_slug: string;
  test_name: string;
  test_name_en: string | null;
  test_labels: string | null;
  test_count: number | null;
  test_duration: number | null;
  test_question_count: number;
};

export interface AttachedRow {
  assignment_id: number;
  user_id: number;
  result_id: number;
  submitted_at: string;
  late: number;
  score: number | null;
  percent: number | null;
}

/**
 * Queries of the classes module; give it a transaction to run them inside one. The teacher's
 * writes and lists are in `queries/`, one file per sub-resource (classes, requests, members,
 * assignments, references), spread in here.
 */
export function createClassesRepository(db: Database) {
  const classes = () =>
    db
      .selectFrom('classes')
      .innerJoin('users', 'users.id', 'classes.teacher_id')
      .selectAll('classes')
      .select(['users.full_name as teacher_name', 'users.avatar as teacher_avatar']);

  const assignments = () =>
    db
      .selectFrom('class_assignments')
      .innerJoin('unit_tests', 'unit_tests.id', 'class_assignments.unit_test_id')
      .selectAll('class_assignments')
      .select([
        'unit_tests.slug as test_slug',
        'unit_tests.name as test_name',
        'unit_tests.name_en as test_name_en',
        'unit_tests.labels as test_labels',
        'unit_tests.test_count as test_count',
        'unit_tests.duration as test_duration',
        'unit_tests.question_count as test_question_count',
      ]);

  return {
    ...createClassWrites(db),
    ...createRequestQueries(db),
    ...createMemberQueries(db),
    ...createAssignmentQueries(db),
    ...createReferenceQueries(db),
    async findClass(key: { id: number } | { slug: string } | { code: string }): Promise<ClassRow | undefined> {
      let query = classes();
      if ('id' in key) query = query.where('classes.id', '=', key.id);
      else if ('slug' in key) query = query.where('classes.slug', '=', key.slug);
      else query = query.where('classes.join_code', '=', key.code.toUpperCase());
      return query.executeTakeFirst();
    },

    findByKey(key: string): Promise<ClassRow | undefined> {
      return this.findClass(classKeyOf(key));
    },

    classesOfTeacher(teacherId: number): Promise<ClassRow[]> {
      return classes().where('classes.teacher_id', '=', teacherId).orderBy('classes.id', 'desc').execute();
    },

    async classesOfStudent(userId: number): Promise<(ClassRow & { joined_at: string })[]> {
      return classes()
        .innerJoin('class_members', 'class_members.class_id', 'classes.id')
        .select('class_members.joined_at')
        .where('class_members.user_id', '=', userId)
        .orderBy('class_members.joined_at', 'desc')
        .orderBy('classes.id', 'desc')
        .execute();
    },

    async membership(classId: number, userId: number): Promise<{ joined_at: string } | undefined> {
      return db
        .selectFrom('class_members')
        .select('joined_at')
        .where('class_id', '=', classId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    async memberIds(classId: number): Promise<number[]> {
      const rows = await db.selectFrom('class_members').select('user_id').where('class_id', '=', classId).execute();
      return rows.map((row) => row.user_id);
    },

    /**
     * Takes a seat: raises member_count only while it is below the capacity (the guard that
     * keeps a class at 60 under concurrent joins), then adds the member. Run in a transaction.
     */
    async takeSeat(classId: number, userId: number, now: string): Promise<boolean> {
      const updated = await db
        .updateTable('classes')
        .set((eb) => ({ member_count: eb('member_count', '+', 1) }))
        .where('id', '=', classId)
        .whereRef('member_count', '<', 'capacity')
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return false;
      await db.insertInto('class_members').values({ class_id: classId, user_id: userId, joined_at: now }).execute();
      return true;
    },

    /** Removes a member and frees the seat; false when the user was not a member. Run in a transaction. */
    async leaveSeat(classId: number, userId: number): Promise<boolean> {
      const deleted = await db
        .deleteFrom('class_members')
        .where('class_id', '=', classId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return false;
      await db
        .updateTable('classes')
        .set((eb) => ({ member_count: eb('member_count', '-', 1) }))
        .where('id', '=', classId)
        .execute();
      return true;
    },

    assignmentsOfClasses(classIds: number[]): Promise<AssignmentRow[]> {
      if (classIds.length === 0) return Promise.resolve([]);
      return assignments().where('class_assignments.class_id', 'in', classIds).execute();
    },

    findAssignment(id: number): Promise<AssignmentRow | undefined> {
      return assignments().where('class_assignments.id', '=', id).executeTakeFirst();
    },

    async skillsOf(testIds: number[]): Promise<Map<number, Skill[]>> {
      const map = new Map<number, Skill[]>();
      if (testIds.length === 0) return map;
      const rows = await db
        .selectFrom('unit_test_skills')
        .select(['unit_test_id', 'skill'])
        .where('unit_test_id', 'in', [...new Set(testIds)])
        .execute();
      for (const row of rows) map.set(row.unit_test_id, [...(map.get(row.unit_test_id) ?? []), row.skill]);
      return map;
    },

    /** Attached results of assignments, for one user or (userId null) everybody. */
    async attachedOf(assignmentIds: number[], userId: number | null): Promise<AttachedRow[]> {
      if (assignmentIds.length === 0) return [];
      let query = db
        .selectFrom('class_assignment_results as car')
        .innerJoin('unit_test_results as r', 'r.id', 'car.result_id')
        .select([
          'car.assignment_id',
          'car.user_id',
          'car.result_id',
          'car.submitted_at',
          'car.late',
          'r.score',
          'r.percent',
        ])
        .where('car.assignment_id', 'in', assignmentIds);
      if (userId !== null) query = query.where('car.user_id', '=', userId);
      return query.execute();
    },

    /** When the user's open attempts of these tests started, by test. */
    async openAttemptsOf(userId: number, testIds: number[]): Promise<Map<number, string>> {
      const map = new Map<number, string>();
      if (testIds.length === 0) return map;
      const rows = await db
        .selectFrom('test_attempts')
        .select(['unit_test_id', 'started_at'])
        .where('user_id', '=', userId)
        .where('status', '=', 'OPEN')
        .where('unit_test_id', 'in', [...new Set(testIds)])
        .execute();
      for (const row of rows) map.set(row.unit_test_id, row.started_at);
      return map;
    },

    referencesOf(classId: number): Promise<ReferenceRow[]> {
      return db
        .selectFrom('class_references')
        .selectAll()
        .where('class_id', '=', classId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async countReferences(classId: number): Promise<number> {
      const row = await db
        .selectFrom('class_references')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('class_id', '=', classId)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async pendingCounts(classIds: number[]): Promise<Map<number, number>> {
      const map = new Map<number, number>();
      if (classIds.length === 0) return map;
      const rows = await db
        .selectFrom('class_join_requests')
        .select(['class_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('class_id', 'in', classIds)
        .where('status', '=', 'PENDING')
        .groupBy('class_id')
        .execute();
      for (const row of rows) map.set(row.class_id, Number(row.n));
      return map;
    },

    /**
     * Attaches a completed result to the assignments of its test, in the user's classes, that
     * opened by the time it was submitted and have no result of the user yet (one assignment
     * only when given). Answers the assignments now holding this result.
     */
    async attach(
      result: { id: number; user_id: number; unit_test_id: number; submitted_at: string },
      now: string,
      onlyAssignmentId?: number,
    ): Promise<{ assignmentId: number; classId: number; late: boolean }[]> {
      let query = db
        .selectFrom('class_assignments as a')
        .innerJoin('class_members as m', (join) =>
          join.onRef('m.class_id', '=', 'a.class_id').on('m.user_id', '=', result.user_id),
        )
        .select(['a.id', 'a.class_id', 'a.due_at'])
        .where('a.unit_test_id', '=', result.unit_test_id)
        .where('a.open_at', '<=', result.submitted_at);
      if (onlyAssignmentId !== undefined) query = query.where('a.id', '=', onlyAssignmentId);
      const candidates = await query.execute();
      const attached: { assignmentId: number; classId: number; late: boolean }[] = [];
      for (const candidate of candidates) {
        await db
          .insertInto('class_assignment_results')
          .values({
            assignment_id: candidate.id,
            user_id: result.user_id,
            result_id: result.id,
            submitted_at: result.submitted_at,
            late: result.submitted_at > candidate.due_at ? 1 : 0,
            attached_at: now,
          })
          .onConflict((oc) => oc.columns(['assignment_id', 'user_id']).doNothing())
          .execute();
        const row = await db
          .selectFrom('class_assignment_results')
          .select(['result_id', 'late'])
          .where('assignment_id', '=', candidate.id)
          .where('user_id', '=', result.user_id)
          .executeTakeFirst();
        if (row?.result_id === result.id)
          attached.push({ assignmentId: candidate.id, classId: candidate.class_id, late: row.late === 1 });
      }
      return attached;
    },
  };
}

export type ClassesRepository = ReturnType<typeof createClassesRepository>;
