import { createHash, randomBytes } from 'node:crypto';
import type { ClassJoinMode } from '@contract/class-rules';
import { LIMITS, type SchoolLevel } from '@contract/constants';
import type { PlayerAnswer } from '@contract/attempts';
import { hashPassword } from '../lib/password';
import { leavesOf, readTestContent, scoreAttempt, storedOutcomeOf } from '../modules/attempts';
import { storeReferenceFile } from '../modules/classes';
import type { Database } from './database';
import { seededAnswer } from './seed-answers';

/**
 * Demo classes (issue 13), created once: a class is only made when its slug is free, so a
 * restart never duplicates or overwrites anything a teacher changed. Times are relative to
 * the first start. Seeded results are answered and scored like a submit, so their review shows
 * the learner's answers.
 */

/** Join codes of the demo classes, for e2e tests and the README. */
export const DEMO_CLASS_CODES = {
  /** The demo student is a member: past, current and upcoming tests, results, references. */
  member: 'HOC6A2',
  /** Accepts at once: JOIN_CLASS_SUCCESSFUL for the demo student. */
  direct: 'CLB7BX',
  /** Needs the teacher's approval: REQUEST_JOIN_CLASS_SUCCESSFUL, then REQUESTED_JOIN_CLASS. */
  approval: 'DUYET9',
  /** 60 of 60: REACH_LIMIT_STUDENT_PER_CLASS. */
  full: 'DAY8DX',
  /** Another teacher's class. */
  otherTeacher: 'KHAC9A',
} as const;

/** The seeded classmates: 0910000001 … 0910000060, all with this password. */
export const DEMO_CLASSMATE_PASSWORD = 'Student@123';
const CLASSMATE_COUNT = LIMITS.CLASS_CAPACITY;
const classmatePhone = (i: number) => `09100000${String(i + 1).padStart(2, '0')}`;

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi', 'Đỗ', 'Hồ', 'Ngô', 'Dương'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Ngọc', 'Gia', 'Quốc', 'Thu', 'Đức', 'Hải', 'Khánh'];
const GIVEN = ['An', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Khoa', 'Linh', 'My', 'Nam', 'Phúc', 'Quân', 'Trang', 'Vy'];
const nameOf = (i: number) =>
  `${FAMILY[i % FAMILY.length]} ${MIDDLE[(i * 7) % MIDDLE.length]} ${GIVEN[(i * 5) % GIVEN.length]}`;

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/**
 * A small, valid PDF (one page of text in Helvetica): the demo class's vocabulary list, served
 * by the API like an uploaded file. Plain ASCII, as the standard fonts have no Vietnamese.
 */
function vocabularyPdf(): Buffer {
  const lines = [
    'Tieng Anh 6A2 - Vocabulary, Units 1-3',
    '',
    'Unit 1  My new school: uniform, compass, calculator, pencil sharpener, playground',
    'Unit 2  My house: apartment, kitchen, living room, next to, in front of, behind',
    'Unit 3  My friends: creative, confident, kind, funny, hard-working, clever',
  ];
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 16 : 11} Tf 56 ${770 - i * 22} Td (${line.replace(/[()\\]/g, '')}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A deterministic number in [0, 1) from a key, so the seeded results are the same every time. */
function unit(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;
}

interface SeedClass {
  slug: string;
  name: string;
  description: string | null;
  teacherPhone: string;
  code: string;
  joinMode: ClassJoinMode;
  schoolLevel: SchoolLevel;
  gradeId: number;
}

/**
 * A completed result of a test, answered as a learner at `level` would (each auto-scored
 * question right with that chance; a writing task answered, so it awaits review) and scored
 * like a submit: its outcomes and the answers its review shows agree.
 */
export async function seedCompletedResult(
  db: Database,
  userId: number,
  unitTestId: number,
  level: number,
  submittedAt: string,
): Promise<number | null> {
  // Another content directory (tests, a partner's catalogue) may not have the demo tests.
  const test = await db.selectFrom('unit_tests').selectAll().where('id', '=', unitTestId).executeTakeFirst();
  if (!test) return null;
  const content = await readTestContent(db, unitTestId);
  const seed = randomBytes(16).toString('hex');
  const answers: Record<string, PlayerAnswer> = {};
  for (const { question } of leavesOf(content)) {
    const right = unit(`${userId}:${unitTestId}:${submittedAt}:${question.id}`) < level;
    const answer = seededAnswer(question, seed, right);
    if (answer !== undefined) answers[question.id] = answer;
  }
  const scored = scoreAttempt({ content, seed, answers, uploads: new Map(), test });
  const outcome = storedOutcomeOf(scored);
  const minutes = test.duration ?? 90;
  const startedAt = new Date(Date.parse(submittedAt) - Math.min(minutes, 20) * 60_000).toISOString();
  const attempt = await db
    .insertInto('test_attempts')
    .values({
      unit_test_id: unitTestId,
      user_id: userId,
      secret_hash: createHash('sha256').update(randomBytes(32)).digest('hex'),
      device_id: null,
      open_key: null,
      status: 'SUBMITTED',
      seed,
      share_code_id: null,
      started_at: startedAt,
      deadline_at: new Date(Date.parse(startedAt) + minutes * 60_000).toISOString(),
      duration_minutes: minutes,
      default_duration: test.duration === null ? 1 : 0,
      answers_json: JSON.stringify(answers),
      current_question: null,
      flags_json: '[]',
      draft_revision: 0,
      draft_saved_at: null,
      void_reason: null,
      closed_at: submittedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const result = await db
    .insertInto('unit_test_results')
    .values({
      attempt_id: attempt.id,
      unit_test_id: unitTestId,
      user_id: userId,
      status: 'COMPLETED',
      void_reason: null,
      closed_by: 'USER',
      late_answers_ignored: 0,
      review_status: scored.counts.PENDING_REVIEW > 0 ? 'AWAITING_REVIEW' : 'COMPLETE',
      score: scored.score,
      percent: scored.percent,
      earned_points: scored.earnedPoints,
      max_points: scored.maxPoints,
      question_count: scored.questions.length,
      correct_count: scored.counts.CORRECT,
      started_at: startedAt,
      submitted_at: submittedAt,
      time_taken_seconds: Math.min(minutes, 20) * 60,
      time_limit_seconds: minutes * 60,
      answers_json: JSON.stringify(answers),
      outcome_json: JSON.stringify(outcome),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return result.id;
}

export interface SeedClassesOptions {
  now: Date;
  /** Where the API serves uploads from: the demo PDF is written there (skipped when omitted). */
  uploadsDir?: string;
  passwordHashCost: number;
  studentPhone: string;
  teacherPhone: string;
  otherTeacherPhone: string;
}

export async function seedDemoClasses(db: Database, options: SeedClassesOptions): Promise<void> {
  const { now } = options;
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
  const nowIso = now.toISOString();
  // The demo material, written on every start (the same bytes under the same name).
  const pdf = vocabularyPdf();
  const pdfName = createHash('sha256').update(pdf).digest('hex').slice(0, 32);
  const pdfPath = options.uploadsDir
    ? await storeReferenceFile(options.uploadsDir, pdf, 'pdf', pdfName)
    : `references/${pdfName}.pdf`;

  const idOf = async (phone: string) =>
    (await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst())?.id;
  const student = await idOf(options.studentPhone);
  const teacher = await idOf(options.teacherPhone);
  const otherTeacher = await idOf(options.otherTeacherPhone);
  if (student === undefined || teacher === undefined || otherTeacher === undefined) return;

  // Classmates: one hash for all (same password), so seeding stays fast.
  const hash = await hashPassword(DEMO_CLASSMATE_PASSWORD, options.passwordHashCost);
  const classmates: number[] = [];
  for (let i = 0; i < CLASSMATE_COUNT; i += 1) {
    const phone = classmatePhone(i);
    let id = await idOf(phone);
    if (id === undefined) {
      id = (
        await db
          .insertInto('users')
          .values({
            phone,
            email: null,
            full_name: nameOf(i),
            password_hash: hash,
            role_code: 'STUDENT',
            grade_id: 8,
            status: 'ACTIVE',
            received_gift: 0,
            avatar: null,
            must_change_password: 0,
            created_at: nowIso,
            updated_at: nowIso,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    classmates.push(id);
  }

  /** Makes the class unless its slug exists; answers its id when made now. */
  async function makeClass(spec: SeedClass, members: number[]): Promise<number | null> {
    const exists = await db.selectFrom('classes').select('id').where('slug', '=', spec.slug).executeTakeFirst();
    if (exists) return null;
    const teacherId = spec.teacherPhone === options.teacherPhone ? teacher : otherTeacher;
    const { id } = await db
      .insertInto('classes')
      .values({
        slug: spec.slug,
        name: spec.name,
        description: spec.description,
        teacher_id: teacherId as number,
        school_level: spec.schoolLevel,
        grade_id: spec.gradeId,
        join_mode: spec.joinMode,
        capacity: LIMITS.CLASS_CAPACITY,
        member_count: members.length,
        join_code: spec.code,
        created_at: at(-30 * DAY),
        updated_at: at(-30 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [index, userId] of members.entries()) {
      await db
        .insertInto('class_members')
        .values({ class_id: id, user_id: userId, joined_at: at(-28 * DAY + index * HOUR) })
        .execute();
    }
    return id;
  }

  async function assign(
    classId: number,
    unitTestId: number,
    openAt: string,
    dueAt: string,
    shareResults: boolean,
    note: string | null,
  ): Promise<{ id: number; dueAt: string } | null> {
    const test = await db.selectFrom('unit_tests').select('id').where('id', '=', unitTestId).executeTakeFirst();
    if (!test) return null;
    const { id } = await db
      .insertInto('class_assignments')
      .values({
        class_id: classId,
        unit_test_id: unitTestId,
        note,
        open_at: openAt,
        due_at: dueAt,
        share_results: shareResults ? 1 : 0,
        created_at: openAt,
        updated_at: openAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, dueAt };
  }

  async function handIn(
    assignment: { id: number; dueAt: string },
    userId: number,
    resultId: number | null,
    submittedAt: string,
  ) {
    if (resultId === null) return;
    await db
      .insertInto('class_assignment_results')
      .values({
        assignment_id: assignment.id,
        user_id: userId,
        result_id: resultId,
        submitted_at: submittedAt,
        late: submittedAt > assignment.dueAt ? 1 : 0,
        attached_at: submittedAt,
      })
      .execute();
  }

  // 1. The demo student's class: 12 classmates, five assignments, results and references.
  const peers = classmates.slice(0, 12);
  const memberClass = await makeClass(
    {
      slug: 'tieng-anh-6a2',
      name: 'Tiếng Anh 6A2',
      description: 'Lớp Tiếng Anh 6A2, năm học 2025–2026. Làm bài đúng hạn và xem lại phần giải thích sau mỗi bài.',
      teacherPhone: options.teacherPhone,
      code: DEMO_CLASS_CODES.member,
      joinMode: 'DIRECT',
      schoolLevel: 'SECONDARY',
      gradeId: 6,
    },
    [student, ...peers],
  );
  if (memberClass !== null) {
    // Past, shared: everyone handed in, the demo student on time.
    const unit1 = await assign(
      memberClass,
      1006,
      at(-14 * DAY),
      at(-7 * DAY),
      true,
      'Ôn tập Unit 1 trước khi kiểm tra.',
    );
    if (unit1) {
      const mine = at(-9 * DAY);
      await handIn(unit1, student, await seedCompletedResult(db, student, 1006, 0.75, mine), mine);
      for (const [i, peer] of peers.entries()) {
        const when = at(-12 * DAY + i * 3 * HOUR + (i === 11 ? 6 * DAY : 0)); // the last one hands in late
        await handIn(unit1, peer, await seedCompletedResult(db, peer, 1006, 0.35 + (i % 6) * 0.1, when), when);
      }
    }
    // Past, not shared: the demo student missed it.
    const listening = await assign(memberClass, 1014, at(-10 * DAY), at(-3 * DAY), false, null);
    if (listening) {
      for (const [i, peer] of peers.slice(0, 8).entries()) {
        const when = at(-8 * DAY + i * HOUR);
        await handIn(listening, peer, await seedCompletedResult(db, peer, 1014, 0.4 + (i % 5) * 0.1, when), when);
      }
    }
    // Open now: a members' test (the class gives access), nobody has done it yet.
    await assign(memberClass, 1007, at(-2 * DAY), at(3 * DAY), false, 'Làm trong 30 phút, không dùng từ điển.');
    // Open now, shared: some classmates are done.
    const midTerm = await assign(memberClass, 1017, at(-1 * DAY), at(6 * DAY), true, 'Kiểm tra giữa kì I.');
    if (midTerm) {
      for (const [i, peer] of peers.slice(0, 5).entries()) {
        const when = at(-20 * HOUR + i * HOUR);
        await handIn(midTerm, peer, await seedCompletedResult(db, peer, 1017, 0.45 + i * 0.1, when), when);
      }
    }
    // Upcoming.
    await assign(memberClass, 1008, at(3 * DAY), at(10 * DAY), false, null);
    // Practice outside the class over the last twelve weeks, getting better, across listening,
    // reading, pronunciation, grammar and vocabulary (the accuracy per skill draws real lines),
    // an essay still awaiting the teacher's review, and the last days in a row for the streak.
    for (const [days, testId, level] of [
      [80, 1020, 0.45],
      [75, 1015, 0.5],
      [70, 1018, 0.5],
      [66, 1004, 0.55],
      [61, 1016, 0.5],
      [56, 1011, 0.6],
      [52, 1015, 0.55],
      [47, 2011, 0.6],
      [43, 1020, 0.6],
      [38, 1002, 0.65],
      [33, 1016, 0.6],
      [29, 1003, 0.7],
      [24, 1015, 0.65],
      [20, 1018, 0.7],
      [15, 1020, 0.75],
      [11, 1011, 0.75],
      [6, 1005, 0.8],
      [4, 1015, 0.6],
      [2, 1015, 0.6],
      [1, 1006, 0.6],
    ] as const) {
      await seedCompletedResult(db, student, testId, level, at(-days * DAY));
    }
    for (const reference of [
      {
        kind: 'FILE' as const,
        title: 'Từ vựng Unit 1–3',
        description: 'Danh sách từ vựng của ba bài đầu.',
        url: `/uploads/${pdfPath}`,
        file_name: 'tu-vung-unit-1-3.pdf',
        mime_type: 'application/pdf',
        size_bytes: pdf.length,
      },
      {
        kind: 'LINK' as const,
        title: 'Cambridge Dictionary',
        description: 'Tra nghĩa và cách phát âm.',
        url: 'https://dictionary.cambridge.org/',
        file_name: null,
        mime_type: null,
        size_bytes: null,
      },
      {
        kind: 'LINK' as const,
        title: 'BBC Learning English – 6 Minute English',
        description: null,
        url: 'https://www.bbc.co.uk/learningenglish/english/features/6-minute-english',
        file_name: null,
        mime_type: null,
        size_bytes: null,
      },
    ].entries()) {
      await db
        .insertInto('class_references')
        .values({ class_id: memberClass, ...reference[1], created_at: at(-20 * DAY + reference[0] * HOUR) })
        .execute();
    }
  }

  // 2. Direct: joins at once.
  await makeClass(
    {
      slug: 'cau-lac-bo-tieng-anh-7b',
      name: 'Câu lạc bộ Tiếng Anh 7B',
      description: 'Sinh hoạt câu lạc bộ chiều thứ Sáu.',
      teacherPhone: options.teacherPhone,
      code: DEMO_CLASS_CODES.direct,
      joinMode: 'DIRECT',
      schoolLevel: 'SECONDARY',
      gradeId: 7,
    },
    classmates.slice(12, 17),
  );
  // 3. Needs approval, with one request already waiting.
  const approval = await makeClass(
    {
      slug: 'luyen-thi-vao-10-9c',
      name: 'Luyện thi vào 10 – 9C',
      description: 'Lớp luyện thi, giáo viên duyệt từng yêu cầu tham gia.',
      teacherPhone: options.teacherPhone,
      code: DEMO_CLASS_CODES.approval,
      joinMode: 'APPROVAL',
      schoolLevel: 'SECONDARY',
      gradeId: 9,
    },
    classmates.slice(17, 25),
  );
  const waiting = classmates[25];
  if (approval !== null && waiting !== undefined) {
    await db
      .insertInto('class_join_requests')
      .values({
        class_id: approval,
        user_id: waiting,
        status: 'PENDING',
        pending_key: `${approval}:${waiting}`,
        created_at: at(-1 * DAY),
        decided_at: null,
      })
      .execute();
  }
  // 4. Full: 60 of 60.
  await makeClass(
    {
      slug: 'tieng-anh-8d',
      name: 'Tiếng Anh 8D',
      description: 'Lớp đã đủ 60 học sinh.',
      teacherPhone: options.teacherPhone,
      code: DEMO_CLASS_CODES.full,
      joinMode: 'DIRECT',
      schoolLevel: 'SECONDARY',
      gradeId: 8,
    },
    classmates,
  );
  // 5. Another teacher's class.
  await makeClass(
    {
      slug: 'tieng-anh-9a',
      name: 'Tiếng Anh 9A',
      description: null,
      teacherPhone: options.otherTeacherPhone,
      code: DEMO_CLASS_CODES.otherTeacher,
      joinMode: 'DIRECT',
      schoolLevel: 'SECONDARY',
      gradeId: 9,
    },
    [],
  );
}
