import { classesEndpoints } from '@contract/classes';
import { randomBytes } from 'node:crypto';
import type { Skill } from '@contract/constants';
import { teacherEndpoints, type TeacherClassDto } from '@contract/teacher';
import type { Database } from '../src/db/database';
import { DEMO_CLASS_CODES, DEMO_CLASSMATE_PASSWORD } from '../src/db/seed-classes';
import type { StoredOutcome } from '../src/modules/attempts';
import { bearer, inject, insertUser, loginOk, STUDENT, TEACHER, type TestApp, injectRaw } from './helpers';

export { DEMO_CLASS_CODES };

export const TEACHER_APP = 'web-teacher';
export const OTHER_TEACHER = { phone: '0900000004', password: 'Teacher@123' };
export const classmatePhone = (n: number) => `09100000${String(n).padStart(2, '0')}`;

/** Signs in through the teacher app (its client-app id): the Authorization header. */
export async function teacherAuth(
  app: TestApp,
  who: { phone: string; password: string } = TEACHER,
): Promise<Record<string, string>> {
  const session = await loginOk(app.api, who.phone, who.password, { 'x-client-app-id': TEACHER_APP });
  return bearer(session.accessToken);
}

export async function studentAuth(app: TestApp, phone: string = STUDENT.phone): Promise<Record<string, string>> {
  const password = phone === STUDENT.phone ? STUDENT.password : DEMO_CLASSMATE_PASSWORD;
  return bearer((await loginOk(app.api, phone, password)).accessToken);
}

/** A class made through the teacher API. */
export async function createClass(
  app: TestApp,
  teacher: Record<string, string>,
  body: Record<string, unknown> = {},
): Promise<TeacherClassDto> {
  return (await inject(app.api, teacherEndpoints.createClass, { body: { name: 'Lớp thử', ...body }, token: teacher }))
    .data;
}

export function join(app: TestApp, headers: Record<string, string>, code: string) {
  return injectRaw(app.api, classesEndpoints.joinClass, { body: { code }, token: headers });
}

/** A fresh student account, signed in. */
export async function newStudent(
  app: TestApp,
  phone: string,
): Promise<{ id: number; headers: Record<string, string> }> {
  const id = await insertUser(app.db, { phone, password: 'Student@123', roleCode: 'STUDENT' });
  return { id, headers: bearer((await loginOk(app.api, phone, 'Student@123')).accessToken) };
}

/**
 * A completed result built from per-question points (each question worth 1, type MC1), with its
 * attempt: what the statistics read. Answers the result id.
 */
export async function insertResult(
  db: Database,
  input: {
    userId: number;
    unitTestId: number;
    submittedAt: string;
    /** `max` points the question is worth (1 unless said); it is right when it earns them all. */
    questions: { id: string; skill: Skill; earned: number; max?: number }[];
  },
): Promise<number> {
  const maxOf = (q: { max?: number }) => q.max ?? 1;
  const isRight = (q: { earned: number; max?: number }) => q.earned === maxOf(q);
  const earned = input.questions.reduce((sum, q) => sum + q.earned, 0);
  const max = input.questions.reduce((sum, q) => sum + maxOf(q), 0);
  const right = input.questions.filter(isRight).length;
  const skills = [...new Set(input.questions.map((q) => q.skill))].map((skill) => {
    const of = input.questions.filter((q) => q.skill === skill);
    const got = of.reduce((sum, q) => sum + q.earned, 0);
    const worth = of.reduce((sum, q) => sum + maxOf(q), 0);
    return {
      skill,
      earnedPoints: got,
      maxPoints: worth,
      percent: Math.round((100 * got) / worth),
      correctCount: of.filter(isRight).length,
      questionCount: of.length,
      pendingReviewCount: 0,
    };
  });
  const outcome: StoredOutcome = {
    counts: {
      CORRECT: right,
      PARTIAL: input.questions.filter((q) => q.earned > 0 && !isRight(q)).length,
      INCORRECT: input.questions.filter((q) => q.earned === 0).length,
      UNANSWERED: 0,
      PENDING_REVIEW: 0,
      UNSCORED: 0,
    },
    skills,
    questions: input.questions.map((q, index) => ({
      questionId: q.id,
      number: index + 1,
      type: 'MC1',
      skill: q.skill,
      outcome: isRight(q) ? 'CORRECT' : q.earned > 0 ? 'PARTIAL' : 'INCORRECT',
      earnedPoints: q.earned,
      maxPoints: maxOf(q),
      parts: null,
      wordCount: null,
    })),
    recommendations: [],
  };
  const attempt = await db
    .insertInto('test_attempts')
    .values({
      unit_test_id: input.unitTestId,
      user_id: input.userId,
      secret_hash: randomBytes(32).toString('hex'),
      device_id: null,
      open_key: null,
      status: 'SUBMITTED',
      seed: randomBytes(16).toString('hex'),
      share_code_id: null,
      started_at: input.submittedAt,
      deadline_at: input.submittedAt,
      duration_minutes: 30,
      default_duration: 0,
      answers_json: '{}',
      current_question: null,
      flags_json: '[]',
      draft_revision: 0,
      draft_saved_at: null,
      void_reason: null,
      closed_at: input.submittedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const percent = Math.round((100 * earned) / max);
  const result = await db
    .insertInto('unit_test_results')
    .values({
      attempt_id: attempt.id,
      unit_test_id: input.unitTestId,
      user_id: input.userId,
      status: 'COMPLETED',
      void_reason: null,
      closed_by: 'USER',
      late_answers_ignored: 0,
      review_status: 'COMPLETE',
      score: Math.round(percent) / 10,
      percent,
      earned_points: earned,
      max_points: max,
      question_count: input.questions.length,
      correct_count: right,
      started_at: input.submittedAt,
      submitted_at: input.submittedAt,
      time_taken_seconds: 60,
      time_limit_seconds: 1800,
      answers_json: '{}',
      outcome_json: JSON.stringify(outcome),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return result.id;
}
