import { GRADES, type AccountStatus, type RoleCode } from '@contract/constants';
import { defaultContentDir } from '../content/paths';
import { seedCatalogue, seedDemoLibrary } from '../content/seed-catalogue';
import { seedDemoVouchers, seedExamPackages } from '../content/seed-commerce';
import { hashPassword } from '../lib/password';
import { DEMO_CODE_TEST_SLUG, seedDemoCodes } from '../modules/activation-codes';
import { seedDemoEvents } from '../modules/events';
import { seedDemoPartner } from '../modules/partners';
import { DEMO_PARTNER_DEV_SECRET, DEMO_PARTNER_ORIGIN, type DemoPartnerSettings } from '../config';
import type { Clock } from '../lib/clock';
import { systemClock } from '../lib/clock';
import type { Database } from './database';
import { seedCompletedResult, seedDemoClasses } from './seed-classes';

export interface DemoUser {
  phone: string;
  email: string | null;
  password: string;
  fullName: string;
  roleCode: RoleCode;
  gradeCode: string | null;
  status: AccountStatus;
  /** An account created for the user: the first sign-in asks for a new password. */
  mustChangePassword: boolean;
}

/** Demo accounts for development, e2e tests and the demo; documented in the README. */
export const DEMO_USERS = {
  student: {
    phone: '0900000001',
    email: 'student@example.com',
    password: 'Student@123',
    fullName: 'Nguyễn Minh Anh',
    roleCode: 'STUDENT',
    gradeCode: 'G6',
    status: 'ACTIVE',
    mustChangePassword: false,
  },
  teacher: {
    phone: '0900000002',
    email: 'teacher@example.com',
    password: 'Teacher@123',
    fullName: 'Trần Thu Hà',
    roleCode: 'TEACHER',
    gradeCode: null,
    status: 'ACTIVE',
    mustChangePassword: false,
  },
  /** A second teacher: owns a class of their own (the teacher API's ownership checks). */
  otherTeacher: {
    phone: '0900000004',
    email: 'teacher2@example.com',
    password: 'Teacher@123',
    fullName: 'Phạm Quốc Bảo',
    roleCode: 'TEACHER',
    gradeCode: null,
    status: 'ACTIVE',
    mustChangePassword: false,
  },
  /** Signs in with a temporary password and must choose its own (the first-login flow). */
  firstLogin: {
    phone: '0900000003',
    email: null,
    password: 'Welcome@123',
    fullName: 'Lê Hoàng Nam',
    roleCode: 'STUDENT',
    gradeCode: 'G9',
    status: 'ACTIVE',
    mustChangePassword: true,
  },
} as const satisfies Record<string, DemoUser>;

export interface SeedOptions {
  passwordHashCost: number;
  demoUsers: boolean;
  clock?: Clock;
  /** The catalogue content (config CONTENT_DIR); backend/content when omitted. */
  contentDir?: string;
  /** Most questions per test (config CONTENT_MAX_QUESTIONS); the checker's 40 when omitted. */
  contentMaxQuestions?: number;
  /** The uploads directory (config): the demo class's material is written there. */
  uploadsDir?: string;
  /** The activation codes' key (`codeKeyOf(config)`): the demo codes are stored under it; none without. */
  activationCodeKey?: string;
  /** The demo partner's secret, framing origins and callback (config); the development ones when omitted. */
  demoPartner?: DemoPartnerSettings;
}

/**
 * Idempotent: grades are upserted from the contract (so renamed grades follow the code), the
 * catalogue is upserted from the content files (tests only when the files changed; invalid
 * content throws ContentInvalidError) and demo users are only created when their phone number
 * is not taken yet, never overwritten.
 */
export async function seed(db: Database, options: SeedOptions): Promise<void> {
  for (const grade of GRADES) {
    const row = {
      code: grade.code,
      name: grade.name,
      name_en: grade.nameEn,
      school_level: grade.schoolLevel,
      grade_eduhome_id: grade.gradeEduhomeId,
    };
    await db
      .insertInto('grades')
      .values({ id: grade.id, ...row })
      .onConflict((oc) => oc.column('id').doUpdateSet(row))
      .execute();
  }

  const clock = options.clock ?? systemClock;
  await seedCatalogue(db, {
    contentDir: options.contentDir ?? defaultContentDir(),
    now: clock.now(),
    maxQuestions: options.contentMaxQuestions,
  });
  await seedExamPackages(db);

  if (!options.demoUsers) return;
  await seedDemoVouchers(db, clock.now());
  const now = clock.now().toISOString();
  for (const user of Object.values(DEMO_USERS)) {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where((eb) =>
        user.email === null
          ? eb('phone', '=', user.phone)
          : eb.or([eb('phone', '=', user.phone), eb('email', '=', user.email)]),
      )
      .executeTakeFirst();
    if (existing) continue;
    const grade = GRADES.find((g) => g.code === user.gradeCode);
    await db
      .insertInto('users')
      .values({
        phone: user.phone,
        email: user.email,
        full_name: user.fullName,
        password_hash: await hashPassword(user.password, options.passwordHashCost),
        role_code: user.roleCode,
        grade_id: grade?.id ?? null,
        status: user.status,
        received_gift: 0,
        avatar: null,
        must_change_password: user.mustChangePassword ? 1 : 0,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  const student = await db
    .selectFrom('users')
    .select(['id', 'grade_id'])
    .where('phone', '=', DEMO_USERS.student.phone)
    .executeTakeFirst();
  if (student) await seedDemoLibrary(db, { userId: student.id, gradeId: student.grade_id, now: clock.now() });
  if (options.activationCodeKey) {
    const demoTest = await db
      .selectFrom('unit_tests')
      .select('id')
      .where('slug', '=', DEMO_CODE_TEST_SLUG)
      .executeTakeFirst();
    await seedDemoCodes(db, { key: options.activationCodeKey, now: clock.now(), demoTestId: demoTest?.id ?? null });
  }
  await seedDemoClasses(db, {
    now: clock.now(),
    passwordHashCost: options.passwordHashCost,
    studentPhone: DEMO_USERS.student.phone,
    teacherPhone: DEMO_USERS.teacher.phone,
    otherTeacherPhone: DEMO_USERS.otherTeacher.phone,
    uploadsDir: options.uploadsDir,
  });

  // The ended event's ranking: eight classmates at different levels (the demo student's own
  // results stay those of the classes' demo).
  const levels = [0.7, 0.9, 0.55, 0.8, 0.45, 0.65, 0.95, 0.5];
  const rankPhones = levels.map((_, i) => `09100000${String(i + 1).padStart(2, '0')}`);
  const ranked = await db.selectFrom('users').select(['id', 'phone']).where('phone', 'in', rankPhones).execute();
  const endedParticipants = rankPhones.flatMap((phone, index) => {
    const user = ranked.find((row) => row.phone === phone);
    return user ? [{ userId: user.id, level: levels[index] ?? 0.5 }] : [];
  });
  await seedDemoEvents(db, {
    now: clock.now(),
    endedParticipants,
    seedResult: (userId, unitTestId, level, submittedAt) =>
      seedCompletedResult(db, userId, unitTestId, level, submittedAt),
  });
  await seedDemoPartner(
    db,
    options.demoPartner ?? {
      secret: DEMO_PARTNER_DEV_SECRET,
      origins: [DEMO_PARTNER_ORIGIN],
      callbackUrl: `${DEMO_PARTNER_ORIGIN}/callback`,
    },
    clock.now(),
  );
}
