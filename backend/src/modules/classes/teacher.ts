import { REFERENCE_UPLOAD, type JoinClassRequestStatus } from '@contract/class-rules';
import type { ClassReferenceDto } from '@contract/classes';
import type { Skill } from '@contract/constants';
import type { QuestionTypeCode } from '@contract/content';
import type {
  AssignmentResultsDto,
  ClassMemberDto,
  CreateAssignmentRequest,
  CreateClassRequest,
  CreateReferenceRequest,
  ItemStatisticDto,
  TeacherAssignmentDto,
  TeacherClassDto,
  TeacherJoinRequestDto,
  UpdateAssignmentRequest,
  UpdateClassRequest,
} from '@contract/teacher';
import { LIMITS } from '@contract/constants';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import { parseOutcome } from '../attempts';
import { isAutoScored } from '../scoring';
import { createClassesRepository, type AssignmentRow, type ClassRow } from './repository';
import { removeReferenceFile, storeReferenceFile, type ReferenceUpload } from './reference-files';
import { avatarUrlOf, classFull, createClassMappers, requestDecided } from './service';
import { classStats, generateJoinCode, itemStatistics, slugOf, statusOf, windowOf } from './shared';

const notYourClass = () => new AppError(404, 'NOT_FOUND', 'There is no such class of yours.');
const notYourRequest = () => new AppError(404, 'NOT_FOUND', 'There is no such join request in your classes.');
const notYourAssignment = () => new AppError(404, 'NOT_FOUND', 'There is no such assigned test in your classes.');

/** A class the students hear about (their notifications name it and link to it). */
interface ClassRef {
  className: string;
  classSlug: string;
}

/** What the teacher did that students are told about, once committed. */
export interface TeacherEvents {
  requestDecided(event: ClassRef & { userId: number; decision: 'ACCEPTED' | 'REJECTED' }): Promise<unknown>;
  testAssigned(
    event: ClassRef & {
      memberIds: number[];
      assignmentId: number;
      testName: string;
      testNameEn: string | null;
      dueAt: string;
    },
  ): Promise<unknown>;
}

/** The teacher API: every call checks that the class (of the request, assignment…) is the caller's. */
export function createTeacherService({
  db,
  clock,
  publicApiUrl,
  uploadsDir,
  events,
}: {
  db: Database;
  clock: Clock;
  publicApiUrl: string;
  /** Where uploaded reference files go (served at /uploads/). */
  uploadsDir: string;
  events?: TeacherEvents;
}) {
  const repo = createClassesRepository(db);
  const { teacherOf, referenceOf, testRefOf } = createClassMappers(publicApiUrl);
  const nowIso = () => clock.now().toISOString();

  async function ownClass(teacherId: number, classId: number): Promise<ClassRow> {
    const row = await repo.findClass({ id: classId });
    if (!row || row.teacher_id !== teacherId) throw notYourClass();
    return row;
  }

  async function ownAssignment(
    teacherId: number,
    assignmentId: number,
  ): Promise<{ row: AssignmentRow; cls: ClassRow }> {
    const row = await repo.findAssignment(assignmentId);
    const cls = row ? await repo.findClass({ id: row.class_id }) : undefined;
    if (!row || !cls || cls.teacher_id !== teacherId) throw notYourAssignment();
    return { row, cls };
  }

  async function classDtos(rows: ClassRow[]): Promise<TeacherClassDto[]> {
    const ids = rows.map((row) => row.id);
    const pending = await repo.pendingCounts(ids);
    const assignments = await repo.assignmentsOfClasses(ids);
    return rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      description: row.description,
      schoolLevel: row.school_level,
      gradeId: row.grade_id,
      joinMode: row.join_mode,
      joinCode: row.join_code,
      capacity: row.capacity,
      memberCount: row.member_count,
      pendingRequestCount: pending.get(row.id) ?? 0,
      assignmentCount: assignments.filter((a) => a.class_id === row.id).length,
      teacher: teacherOf(row),
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  }

  async function classDto(classId: number): Promise<TeacherClassDto> {
    const row = await repo.findClass({ id: classId });
    if (!row) throw notYourClass();
    const [dto] = await classDtos([row]);
    if (!dto) throw notYourClass();
    return dto;
  }

  async function assignmentDtos(
    rows: AssignmentRow[],
    memberCounts: Map<number, number>,
  ): Promise<TeacherAssignmentDto[]> {
    const skills = await repo.skillsOf(rows.map((row) => row.unit_test_id));
    const attached = await repo.attachedOf(
      rows.map((row) => row.id),
      null,
    );
    const members = new Map<number, Set<number>>();
    for (const classId of new Set(rows.map((row) => row.class_id))) {
      members.set(classId, new Set(await repo.memberIds(classId)));
    }
    return rows.map((row) => {
      const counted = attached.filter((a) => a.assignment_id === row.id && members.get(row.class_id)?.has(a.user_id));
      return {
        id: row.id,
        classId: row.class_id,
        unitTest: testRefOf(row, skills),
        note: row.note,
        openAt: row.open_at,
        dueAt: row.due_at,
        shareResults: row.share_results === 1,
        memberCount: memberCounts.get(row.class_id) ?? 0,
        submittedCount: counted.length,
        lateCount: counted.filter((a) => a.late === 1).length,
        createdAt: row.created_at,
      };
    });
  }

  async function requestDto(id: number): Promise<TeacherJoinRequestDto> {
    const row = await repo.requestWithStudent(id);
    return {
      id: row.id,
      classId: row.class_id,
      status: row.status,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
      student: { id: row.user_id, fullName: row.full_name, gradeId: row.grade_id },
    };
  }

  async function ownRequest(teacherId: number, requestId: number) {
    const row = await repo.findRequest(requestId);
    const cls = row ? await repo.findClass({ id: row.class_id }) : undefined;
    if (!row || !cls || cls.teacher_id !== teacherId) throw notYourRequest();
    return { row, cls };
  }

  function checkWindow(openAt: string, dueAt: string): void {
    if (Number.isNaN(Date.parse(openAt))) throw invalidField('openAt', 'is not a date-time');
    if (Number.isNaN(Date.parse(dueAt))) throw invalidField('dueAt', 'is not a date-time');
    if (Date.parse(dueAt) <= Date.parse(openAt)) throw invalidField('dueAt', 'must be after openAt');
  }

  return {
    async listClasses(teacherId: number): Promise<TeacherClassDto[]> {
      return classDtos(await repo.classesOfTeacher(teacherId));
    },

    async getClass(teacherId: number, classId: number): Promise<TeacherClassDto> {
      await ownClass(teacherId, classId);
      return classDto(classId);
    },

    async createClass(teacherId: number, input: CreateClassRequest): Promise<TeacherClassDto> {
      const now = nowIso();
      const base = slugOf(input.name);
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const slug = attempt === 0 ? base : `${base}-${generateJoinCode().toLowerCase().slice(0, 4)}`;
        try {
          const id = await repo.insertClass({
            slug,
            name: input.name,
            description: input.description ?? null,
            teacher_id: teacherId,
            school_level: input.schoolLevel ?? null,
            grade_id: input.gradeId ?? null,
            join_mode: input.joinMode ?? 'DIRECT',
            capacity: input.capacity ?? LIMITS.CLASS_CAPACITY,
            join_code: generateJoinCode(),
            created_at: now,
            updated_at: now,
          });
          return classDto(id);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error('Could not find a free slug and join code for the class.');
    },

    async updateClass(teacherId: number, classId: number, input: UpdateClassRequest): Promise<TeacherClassDto> {
      const row = await ownClass(teacherId, classId);
      if (input.capacity !== undefined) {
        if (!(await repo.setCapacityIfFits(row.id, input.capacity))) {
          throw new AppError(
            409,
            'CAPACITY_BELOW_MEMBERS',
            'The class already has more members than this capacity: remove students first.',
          );
        }
      }
      await repo.updateClass(row.id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.schoolLevel !== undefined ? { school_level: input.schoolLevel } : {}),
        ...(input.gradeId !== undefined ? { grade_id: input.gradeId } : {}),
        ...(input.joinMode !== undefined ? { join_mode: input.joinMode } : {}),
        updated_at: nowIso(),
      });
      return classDto(row.id);
    },

    async rotateCode(teacherId: number, classId: number): Promise<TeacherClassDto> {
      const row = await ownClass(teacherId, classId);
      for (let attempt = 0; attempt < 8; attempt += 1) {
        try {
          await repo.updateClass(row.id, { join_code: generateJoinCode(), updated_at: nowIso() });
          return classDto(row.id);
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      throw new Error('Could not find a free join code.');
    },

    async listRequests(
      teacherId: number,
      classId: number,
      status: JoinClassRequestStatus = 'PENDING',
    ): Promise<TeacherJoinRequestDto[]> {
      await ownClass(teacherId, classId);
      const ids = await repo.requestIdsOf(classId, status);
      return Promise.all(ids.map((id) => requestDto(id)));
    },

    async decide(
      teacherId: number,
      requestId: number,
      decision: 'ACCEPTED' | 'REJECTED',
    ): Promise<TeacherJoinRequestDto> {
      const { row, cls } = await ownRequest(teacherId, requestId);
      if (row.status !== 'PENDING') throw requestDecided();
      const now = nowIso();
      await db.transaction().execute(async (trx) => {
        const tx = createClassesRepository(trx);
        if (!(await tx.decideRequest(row.id, decision, now))) throw requestDecided();
        if (decision === 'REJECTED') return;
        if (await tx.membership(cls.id, row.user_id)) return;
        if (!(await tx.takeSeat(cls.id, row.user_id, now))) throw classFull();
      });
      // A failing listener never undoes the decision.
      await events
        ?.requestDecided({ userId: row.user_id, decision, className: cls.name, classSlug: cls.slug })
        .catch(() => undefined);
      return requestDto(row.id);
    },

    async listMembers(teacherId: number, classId: number): Promise<ClassMemberDto[]> {
      await ownClass(teacherId, classId);
      const rows = await repo.membersWithUsers(classId);
      return rows.map((row) => ({
        userId: row.id,
        fullName: row.full_name,
        avatar: avatarUrlOf(row.avatar, publicApiUrl),
        gradeId: row.grade_id,
        joinedAt: row.joined_at,
      }));
    },

    /** Removes a member and forgets the student's requests of the class (they may ask again). */
    async removeMember(teacherId: number, classId: number, userId: number): Promise<void> {
      await ownClass(teacherId, classId);
      const removed = await db.transaction().execute(async (trx) => {
        const tx = createClassesRepository(trx);
        const left = await tx.leaveSeat(classId, userId);
        const forgotten = await tx.forgetRequests(classId, userId);
        return left || forgotten;
      });
      if (!removed) throw new AppError(404, 'NOT_FOUND', 'This student is not in the class.');
    },

    async listAssignments(teacherId: number, classId: number): Promise<TeacherAssignmentDto[]> {
      const cls = await ownClass(teacherId, classId);
      const rows = (await repo.assignmentsOfClasses([cls.id])).sort(
        (a, b) => b.open_at.localeCompare(a.open_at) || b.id - a.id,
      );
      return assignmentDtos(rows, new Map([[cls.id, cls.member_count]]));
    },

    async createAssignment(
      teacherId: number,
      classId: number,
      input: CreateAssignmentRequest,
    ): Promise<TeacherAssignmentDto> {
      const cls = await ownClass(teacherId, classId);
      checkWindow(input.openAt, input.dueAt);
      const openAt = new Date(input.openAt).toISOString();
      const dueAt = new Date(input.dueAt).toISOString();
      const test = await repo.findAssignableTest(input.unitTestId);
      if (!test) throw invalidField('unitTestId', 'is not a test of the catalogue');
      const now = nowIso();
      const id = await repo.insertAssignment({
        class_id: cls.id,
        unit_test_id: test.id,
        note: input.note ?? null,
        open_at: openAt,
        due_at: dueAt,
        share_results: input.shareResults ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      const created = await repo.findAssignment(id);
      if (!created) throw notYourAssignment();
      await events
        ?.testAssigned({
          memberIds: await repo.memberIds(cls.id),
          assignmentId: id,
          className: cls.name,
          classSlug: cls.slug,
          testName: created.test_name,
          testNameEn: created.test_name_en,
          dueAt,
        })
        .catch(() => undefined);
      const [dto] = await assignmentDtos([created], new Map([[cls.id, cls.member_count]]));
      if (!dto) throw notYourAssignment();
      return dto;
    },

    async updateAssignment(
      teacherId: number,
      assignmentId: number,
      input: UpdateAssignmentRequest,
    ): Promise<TeacherAssignmentDto> {
      const { row, cls } = await ownAssignment(teacherId, assignmentId);
      checkWindow(input.openAt ?? row.open_at, input.dueAt ?? row.due_at);
      const openAt = new Date(input.openAt ?? row.open_at).toISOString();
      const dueAt = new Date(input.dueAt ?? row.due_at).toISOString();
      await db.transaction().execute(async (trx) => {
        const tx = createClassesRepository(trx);
        await tx.updateAssignment(row.id, {
          open_at: openAt,
          due_at: dueAt,
          ...(input.shareResults !== undefined ? { share_results: input.shareResults ? 1 : 0 } : {}),
          ...(input.note !== undefined ? { note: input.note } : {}),
          updated_at: nowIso(),
        });
        await tx.relateLateness(row.id, dueAt);
      });
      const fresh = await repo.findAssignment(row.id);
      if (!fresh) throw notYourAssignment();
      const [dto] = await assignmentDtos([fresh], new Map([[cls.id, cls.member_count]]));
      if (!dto) throw notYourAssignment();
      return dto;
    },

    async deleteAssignment(teacherId: number, assignmentId: number): Promise<void> {
      const { row } = await ownAssignment(teacherId, assignmentId);
      await repo.deleteAssignment(row.id);
    },

    async assignmentResults(teacherId: number, assignmentId: number): Promise<AssignmentResultsDto> {
      const { row, cls } = await ownAssignment(teacherId, assignmentId);
      const [assignment] = await assignmentDtos([row], new Map([[cls.id, cls.member_count]]));
      if (!assignment) throw notYourAssignment();
      const members = await repo.membersWithUsers(cls.id);
      const memberIds = new Set(members.map((m) => m.id));
      const attached = (await repo.attachedOf([row.id], null)).filter((a) => memberIds.has(a.user_id));
      const byUser = new Map(attached.map((a) => [a.user_id, a]));
      const open = await repo.openAttemptsSince(row.unit_test_id, row.open_at);
      const inProgress = new Set(open.map((o) => o.user_id));
      const window = windowOf(row.open_at, row.due_at, clock.now());
      const students = members.map((m) => {
        const a = byUser.get(m.id);
        return {
          userId: m.id,
          fullName: m.full_name,
          status: statusOf({ window, attached: a ? { late: a.late === 1 } : null, inProgress: inProgress.has(m.id) }),
          resultId: a?.result_id ?? null,
          score: a?.score ?? null,
          percent: a?.percent ?? null,
          submittedAt: a?.submitted_at ?? null,
        };
      });

      // Item statistics over the attached results (one per member).
      const resultRows = await repo.outcomesOf(attached.map((a) => a.result_id));
      const perQuestion = new Map<
        string,
        {
          number: number;
          type: QuestionTypeCode;
          skill: Skill;
          maxPoints: number;
          responses: { points: number; total: number }[];
        }
      >();
      for (const result of resultRows) {
        const questions = parseOutcome(result).questions.filter((q) => isAutoScored(q.type));
        const total = questions.reduce((sum, q) => sum + q.earnedPoints, 0);
        for (const q of questions) {
          const entry = perQuestion.get(q.questionId) ?? {
            number: q.number,
            type: q.type,
            skill: q.skill,
            maxPoints: q.maxPoints,
            responses: [],
          };
          entry.responses.push({ points: q.earnedPoints, total });
          perQuestion.set(q.questionId, entry);
        }
      }
      const items: ItemStatisticDto[] = [...perQuestion.entries()]
        .sort((a, b) => a[1].number - b[1].number)
        .map(([questionId, entry]) => ({
          questionId,
          number: entry.number,
          type: entry.type,
          skill: entry.skill,
          maxPoints: entry.maxPoints,
          attempts: entry.responses.length,
          ...itemStatistics(entry.maxPoints, entry.responses),
        }));
      return { assignment, students, summary: classStats(members.length, attached), items };
    },

    async listReferences(teacherId: number, classId: number): Promise<ClassReferenceDto[]> {
      await ownClass(teacherId, classId);
      return (await repo.referencesOf(classId)).map(referenceOf);
    },

    async addReference(teacherId: number, classId: number, input: CreateReferenceRequest): Promise<ClassReferenceDto> {
      await ownClass(teacherId, classId);
      const inserted = await repo.insertReference({
        class_id: classId,
        kind: input.kind,
        title: input.title,
        description: input.description ?? null,
        url: input.url,
        file_name: input.kind === 'FILE' ? (input.fileName ?? null) : null,
        mime_type: input.kind === 'FILE' ? (input.mimeType ?? null) : null,
        size_bytes: input.kind === 'FILE' ? (input.sizeBytes ?? null) : null,
        created_at: nowIso(),
      });
      return referenceOf(inserted);
    },

    async addUploadedReference(
      teacherId: number,
      classId: number,
      upload: ReferenceUpload,
    ): Promise<ClassReferenceDto> {
      await ownClass(teacherId, classId);
      const path = await storeReferenceFile(uploadsDir, upload.data, upload.type);
      const inserted = await repo.insertReference({
        class_id: classId,
        kind: 'FILE',
        title: upload.title,
        description: upload.description,
        url: `/uploads/${path}`,
        file_name: upload.fileName,
        mime_type: REFERENCE_UPLOAD.TYPES[upload.type],
        size_bytes: upload.data.length,
        created_at: nowIso(),
      });
      return referenceOf(inserted);
    },

    async deleteReference(teacherId: number, referenceId: number): Promise<void> {
      const row = await repo.findReference(referenceId);
      const cls = row ? await repo.findClass({ id: row.class_id }) : undefined;
      if (!row || !cls || cls.teacher_id !== teacherId)
        throw new AppError(404, 'NOT_FOUND', 'There is no such reference in your classes.');
      await repo.deleteReference(row.id);
      await removeReferenceFile(uploadsDir, row.url);
    },
  };
}

export type TeacherService = ReturnType<typeof createTeacherService>;
