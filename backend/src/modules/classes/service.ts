import { CLASS_MESSAGES } from '@contract/class-rules';
import type {
  AddResultData,
  AssetResultDto,
  AssignedUnitTestDto,
  AssignmentDetailDto,
  AssignmentResultDto,
  CalendarQuery,
  ClassBriefDto,
  ClassReferenceDto,
  JoinClassResponse,
  JoinRequestDto,
  StudentClassDetailDto,
  StudentClassDto,
  TeacherBriefDto,
} from '@contract/classes';
import type { JoinClassRequestStatus } from '@contract/class-rules';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limit';
import { toResultDto } from '../attempts';
import {
  createClassesRepository,
  type AssignmentRow,
  type AttachedRow,
  type ClassRow,
  type ClassesRepository,
  type ReferenceRow,
} from './repository';
import { classStats, dayRange, dueAfterJoining, statusOf, windowOf } from './shared';

export interface ClassesServiceDeps {
  db: Database;
  clock: Clock;
  publicApiUrl: string;
  limiter: RateLimiter;
}

/** Stored avatars are paths under the uploads directory; clients get an absolute URL. */
export function avatarUrlOf(avatar: string | null, publicApiUrl: string): string | null {
  if (avatar === null || avatar === '') return null;
  if (/^https?:\/\//.test(avatar)) return avatar;
  return `${publicApiUrl}/uploads/${avatar}`;
}

const classNotFound = () => new AppError(404, 'NOT_FOUND', 'There is no such class, or you are not a member of it.');
const assignmentNotFound = () => new AppError(404, 'NOT_FOUND', 'There is no such assigned test in your classes.');
export const classFull = () =>
  new AppError(409, 'REACH_LIMIT_STUDENT_PER_CLASS', CLASS_MESSAGES.REACH_LIMIT_STUDENT_PER_CLASS);
export const requestDecided = () =>
  new AppError(409, 'JOIN_REQUEST_DECIDED', 'This request was already accepted or rejected.');
const joined = () => new AppError(409, 'JOINED_CLASS', CLASS_MESSAGES.JOINED_CLASS);
const requested = () => new AppError(409, 'REQUESTED_JOIN_CLASS', CLASS_MESSAGES.REQUESTED_JOIN_CLASS);

export function createClassMappers(publicApiUrl: string) {
  const teacherOf = (row: ClassRow): TeacherBriefDto => ({
    id: row.teacher_id,
    fullName: row.teacher_name,
    avatar: avatarUrlOf(row.teacher_avatar, publicApiUrl),
  });
  const briefOf = (row: ClassRow): ClassBriefDto => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    teacher: teacherOf(row),
    memberCount: row.member_count,
    capacity: row.capacity,
    joinMode: row.join_mode,
  });
  const referenceOf = (row: ReferenceRow): ClassReferenceDto => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    // Uploaded files are stored as /uploads/… paths: the address follows API_PUBLIC_URL.
    url: row.url.startsWith('/') ? `${publicApiUrl}${row.url}` : row.url,
    fileName: row.file_name,
    mimeType: row.mime_type,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
  });
  const testRefOf = (row: AssignmentRow, skills: Map<number, AssignedUnitTestDto['unitTest']['skills']>) => ({
    id: row.unit_test_id,
    slug: row.test_slug,
    name: row.test_name,
    nameEn: row.test_name_en,
    labels: row.test_labels,
    testCount: row.test_count,
    duration: row.test_duration,
    questionCount: row.test_question_count,
    skills: skills.get(row.unit_test_id) ?? [],
  });
  return { teacherOf, briefOf, referenceOf, testRefOf };
}

const WINDOW_ORDER = { OPEN: 0, UPCOMING: 1, PAST_DUE: 2 } as const;

export function createClassesService({ db, clock, publicApiUrl, limiter }: ClassesServiceDeps) {
  const repo: ClassesRepository = createClassesRepository(db);
  const { briefOf, teacherOf, referenceOf, testRefOf } = createClassMappers(publicApiUrl);
  const nowIso = () => clock.now().toISOString();

  /** A class the user is a member of, by id or slug; NOT_FOUND otherwise. */
  async function memberClass(userId: number, key: string): Promise<ClassRow & { joined_at: string }> {
    const row = await repo.findByKey(key);
    const membership = row ? await repo.membership(row.id, userId) : undefined;
    if (!row || !membership) throw classNotFound();
    return { ...row, joined_at: membership.joined_at };
  }

  /** The student's view of assignments (of classes they are in). */
  async function assignmentDtos(
    userId: number,
    rows: AssignmentRow[],
    classesById: Map<number, ClassRow>,
  ): Promise<AssignedUnitTestDto[]> {
    const now = clock.now();
    const testIds = rows.map((row) => row.unit_test_id);
    const [skills, attachedRows, open] = await Promise.all([
      repo.skillsOf(testIds),
      repo.attachedOf(
        rows.map((row) => row.id),
        userId,
      ),
      repo.openAttemptsOf(userId, testIds),
    ]);
    const attached = new Map<number, AttachedRow>(attachedRows.map((row) => [row.assignment_id, row]));
    return rows.map((row) => {
      const cls = classesById.get(row.class_id);
      const window = windowOf(row.open_at, row.due_at, now);
      const mine = attached.get(row.id) ?? null;
      const startedAt = open.get(row.unit_test_id);
      return {
        id: row.id,
        classId: row.class_id,
        classSlug: cls?.slug ?? '',
        className: cls?.name ?? '',
        unitTest: testRefOf(row, skills),
        note: row.note,
        openAt: row.open_at,
        dueAt: row.due_at,
        shareResults: row.share_results === 1,
        window,
        myStatus: statusOf({
          window,
          attached: mine ? { late: mine.late === 1 } : null,
          inProgress: startedAt !== undefined && startedAt >= row.open_at,
        }),
        myResult: mine
          ? {
              resultId: mine.result_id,
              score: mine.score,
              percent: mine.percent,
              submittedAt: mine.submitted_at,
              late: mine.late === 1,
            }
          : null,
        canStart: window !== 'UPCOMING',
      };
    });
  }

  function sortAssignments(list: AssignedUnitTestDto[]): AssignedUnitTestDto[] {
    return list.sort((a, b) => {
      const byWindow = WINDOW_ORDER[a.window] - WINDOW_ORDER[b.window];
      if (byWindow !== 0) return byWindow;
      if (a.window === 'PAST_DUE') return b.dueAt.localeCompare(a.dueAt);
      if (a.window === 'UPCOMING') return a.openAt.localeCompare(b.openAt);
      return a.dueAt.localeCompare(b.dueAt);
    });
  }

  function studentClassDto(row: ClassRow & { joined_at: string }, assignments: AssignedUnitTestDto[]): StudentClassDto {
    const open = assignments
      .filter((a) => a.classId === row.id && a.window === 'OPEN' && a.myResult === null)
      .sort((a, b) => a.dueAt.localeCompare(b.dueAt));
    const next = open[0];
    return {
      ...briefOf(row),
      schoolLevel: row.school_level,
      gradeId: row.grade_id,
      joinedAt: row.joined_at,
      openCount: open.length,
      nextDue: next ? { assignmentId: next.id, unitTest: next.unitTest, dueAt: next.dueAt } : null,
    };
  }

  async function memberAssignment(userId: number, assignmentId: number) {
    const row = await repo.findAssignment(assignmentId);
    const cls = row ? await repo.findClass({ id: row.class_id }) : undefined;
    if (!row || !cls || !(await repo.membership(cls.id, userId))) throw assignmentNotFound();
    const [dto] = await assignmentDtos(userId, [row], new Map([[cls.id, cls]]));
    if (!dto) throw assignmentNotFound();
    return { row, cls, dto };
  }

  return {
    /** POST /itf/join_class_request (spec §4: the outcomes by code). */
    async join(userId: number, code: string): Promise<JoinClassResponse> {
      // Only unknown codes count: a student joining their classes is never slowed down.
      limiter.assertAllowed(RATE_LIMITS.joinCodePerUser, String(userId));
      const cls = await repo.findClass({ code });
      if (!cls) {
        limiter.record(RATE_LIMITS.joinCodePerUser, String(userId));
        throw new AppError(404, 'CLASS_CODE_NOT_FOUND', CLASS_MESSAGES.CLASS_CODE_NOT_FOUND);
      }
      if (await repo.membership(cls.id, userId)) throw joined();
      const now = nowIso();
      if (cls.join_mode === 'DIRECT') {
        await db
          .transaction()
          .execute(async (trx) => {
            const tx = createClassesRepository(trx);
            if (!(await tx.takeSeat(cls.id, userId, now))) throw classFull();
            // A direct join settles any request left pending from when the class needed approval.
            await trx
              .updateTable('class_join_requests')
              .set({ status: 'ACCEPTED', pending_key: null, decided_at: now })
              .where('class_id', '=', cls.id)
              .where('user_id', '=', userId)
              .where('status', '=', 'PENDING')
              .execute();
          })
          .catch((error: unknown) => {
            throw isUniqueViolation(error) ? joined() : error;
          });
        const fresh = (await repo.findClass({ id: cls.id })) ?? cls;
        return {
          result: true,
          code: 'JOIN_CLASS_SUCCESSFUL',
          message: CLASS_MESSAGES.JOIN_CLASS_SUCCESSFUL,
          data: { status: 'ACCEPTED', requestId: null, class: briefOf(fresh) },
        };
      }
      const pending = await db
        .selectFrom('class_join_requests')
        .select('id')
        .where('class_id', '=', cls.id)
        .where('user_id', '=', userId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (pending) throw requested();
      if (cls.member_count >= cls.capacity) throw classFull();
      let requestId: number;
      try {
        const inserted = await db
          .insertInto('class_join_requests')
          .values({
            class_id: cls.id,
            user_id: userId,
            status: 'PENDING',
            pending_key: `${cls.id}:${userId}`,
            created_at: now,
            decided_at: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        requestId = inserted.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw requested();
        throw error;
      }
      return {
        result: true,
        code: 'REQUEST_JOIN_CLASS_SUCCESSFUL',
        message: CLASS_MESSAGES.REQUEST_JOIN_CLASS_SUCCESSFUL,
        data: { status: 'PENDING', requestId, class: briefOf(cls) },
      };
    },

    async myRequests(userId: number, status: JoinClassRequestStatus | undefined): Promise<JoinRequestDto[]> {
      let query = db
        .selectFrom('class_join_requests')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc');
      if (status) query = query.where('status', '=', status);
      const rows = await query.execute();
      const list: JoinRequestDto[] = [];
      for (const row of rows) {
        const cls = await repo.findClass({ id: row.class_id });
        if (!cls) continue;
        list.push({
          id: row.id,
          status: row.status,
          createdAt: row.created_at,
          decidedAt: row.decided_at,
          class: briefOf(cls),
        });
      }
      return list;
    },

    async cancelRequest(userId: number, requestId: number): Promise<void> {
      const row = await db
        .selectFrom('class_join_requests')
        .select(['id', 'status'])
        .where('id', '=', requestId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw new AppError(404, 'NOT_FOUND', 'There is no such join request of yours.');
      const deleted = await db
        .deleteFrom('class_join_requests')
        .where('id', '=', requestId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw requestDecided();
    },

    async myClasses(userId: number): Promise<StudentClassDto[]> {
      const rows = await repo.classesOfStudent(userId);
      const byId = new Map<number, ClassRow>(rows.map((row) => [row.id, row]));
      const joinedAt = new Map(rows.map((row) => [row.id, row.joined_at]));
      const assigned = dueAfterJoining(await repo.assignmentsOfClasses([...byId.keys()]), joinedAt);
      const assignments = await assignmentDtos(userId, assigned, byId);
      return rows.map((row) => studentClassDto(row, assignments));
    },

    async myClass(userId: number, key: string): Promise<StudentClassDetailDto> {
      const row = await memberClass(userId, key);
      const rows = dueAfterJoining(await repo.assignmentsOfClasses([row.id]), new Map([[row.id, row.joined_at]]));
      const assignments = await assignmentDtos(userId, rows, new Map([[row.id, row]]));
      return {
        ...studentClassDto(row, assignments),
        description: row.description,
        assignmentCount: rows.length,
        referenceCount: await repo.countReferences(row.id),
      };
    },

    async classAssigned(userId: number, key: string): Promise<AssignedUnitTestDto[]> {
      const row = await memberClass(userId, key);
      const rows = dueAfterJoining(await repo.assignmentsOfClasses([row.id]), new Map([[row.id, row.joined_at]]));
      return sortAssignments(await assignmentDtos(userId, rows, new Map([[row.id, row]])));
    },

    async classReferences(userId: number, key: string): Promise<ClassReferenceDto[]> {
      const row = await memberClass(userId, key);
      return (await repo.referencesOf(row.id)).map(referenceOf);
    },

    async assignment(userId: number, assignmentId: number): Promise<AssignmentDetailDto> {
      const { cls, dto } = await memberAssignment(userId, assignmentId);
      return { ...dto, teacher: teacherOf(cls) };
    },

    async assignmentResult(userId: number, assignmentId: number): Promise<AssignmentResultDto> {
      const { row, cls, dto } = await memberAssignment(userId, assignmentId);
      let myResult: AssignmentResultDto['myResult'] = null;
      if (dto.myResult) {
        const result = await db
          .selectFrom('unit_test_results')
          .selectAll()
          .where('id', '=', dto.myResult.resultId)
          .executeTakeFirst();
        const test = await db
          .selectFrom('unit_tests')
          .selectAll()
          .where('id', '=', row.unit_test_id)
          .executeTakeFirst();
        if (result && test) {
          const { questions: _questions, ...summary } = toResultDto(result, test);
          myResult = summary;
        }
      }
      let stats: AssignmentResultDto['classStats'] = null;
      if (row.share_results === 1) {
        const members = new Set(await repo.memberIds(cls.id));
        const attached = (await repo.attachedOf([row.id], null)).filter((r) => members.has(r.user_id));
        stats = classStats(members.size, attached);
      }
      return { assignment: dto, myResult, classStats: stats };
    },

    async calendar(userId: number, query: CalendarQuery): Promise<AssignedUnitTestDto[]> {
      const range = dayRange(query.from, query.to, query.timezoneOffset);
      const classes = await repo.classesOfStudent(userId);
      const byId = new Map<number, ClassRow>(classes.map((row) => [row.id, row]));
      const joinedAt = new Map(classes.map((row) => [row.id, row.joined_at]));
      const rows = dueAfterJoining(await repo.assignmentsOfClasses([...byId.keys()]), joinedAt).filter(
        (row) => row.open_at < range.end && row.due_at >= range.start,
      );
      const list = await assignmentDtos(userId, rows, byId);
      return list.sort((a, b) => a.openAt.localeCompare(b.openAt) || a.id - b.id);
    },

    async assetResults(userId: number, unitTestId: number): Promise<AssetResultDto[]> {
      const test = await db.selectFrom('unit_tests').select('id').where('id', '=', unitTestId).executeTakeFirst();
      if (!test) throw new AppError(404, 'NOT_FOUND', 'There is no such test.');
      const results = await db
        .selectFrom('unit_test_results')
        .select(['id', 'score', 'percent', 'correct_count', 'question_count', 'submitted_at'])
        .where('user_id', '=', userId)
        .where('unit_test_id', '=', unitTestId)
        .where('status', '=', 'COMPLETED')
        .orderBy('submitted_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      const ids = results.map((r) => r.id);
      const links =
        ids.length === 0
          ? []
          : await db
              .selectFrom('class_assignment_results as car')
              .innerJoin('class_assignments as a', 'a.id', 'car.assignment_id')
              .innerJoin('classes as c', 'c.id', 'a.class_id')
              .select(['car.result_id', 'a.id', 'a.class_id', 'c.name', 'car.late'])
              .where('car.result_id', 'in', ids)
              .execute();
      return results.map((r) => ({
        resultId: r.id,
        score: r.score,
        percent: r.percent,
        correctCount: r.correct_count,
        questionCount: r.question_count,
        submittedAt: r.submitted_at,
        assignments: links
          .filter((link) => link.result_id === r.id)
          .map((link) => ({ id: link.id, classId: link.class_id, className: link.name, late: link.late === 1 })),
      }));
    },

    async addResult(userId: number, resultId: number, assignmentId: number | undefined): Promise<AddResultData> {
      const result = await db
        .selectFrom('unit_test_results')
        .select(['id', 'user_id', 'unit_test_id', 'submitted_at', 'status'])
        .where('id', '=', resultId)
        .executeTakeFirst();
      if (!result || result.user_id !== userId || result.status !== 'COMPLETED') {
        throw new AppError(404, 'NOT_FOUND', 'There is no such completed result of yours.');
      }
      if (assignmentId !== undefined) await memberAssignment(userId, assignmentId);
      const attached = await repo.attach(
        { id: result.id, user_id: userId, unit_test_id: result.unit_test_id, submitted_at: result.submitted_at },
        nowIso(),
        assignmentId,
      );
      if (attached.length === 0) {
        throw new AppError(
          409,
          'NO_MATCHING_ASSIGNMENT',
          'No assigned test of your classes can take this result (another test, submitted before it opened, or a result is already attached).',
        );
      }
      return { resultId: result.id, attached };
    },

    /** Called when a result is made: a completed one is attached to its open assignments. */
    async resultCreated(row: {
      id: number;
      user_id: number | null;
      unit_test_id: number;
      submitted_at: string;
      status: string;
    }): Promise<void> {
      if (row.user_id === null || row.status !== 'COMPLETED') return;
      await repo.attach({ ...row, user_id: row.user_id }, nowIso());
    },

    /** Whether the user may take the test because one of their classes was assigned it (and it has opened). */
    async grantsAccess(userId: number, unitTestId: number): Promise<boolean> {
      const row = await db
        .selectFrom('class_assignments as a')
        .innerJoin('class_members as m', 'm.class_id', 'a.class_id')
        .select('a.id')
        .where('m.user_id', '=', userId)
        .where('a.unit_test_id', '=', unitTestId)
        .where('a.open_at', '<=', nowIso())
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ClassesService = ReturnType<typeof createClassesService>;
