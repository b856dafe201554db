import type { AccountStatus, RoleCode, SchoolLevel } from '@contract/constants';
import { PHONE_PATTERN } from '@contract/patterns';
import type { Database } from '../../db/database';

/** 10 digits: a phone number; anything else the schemas let through is an e-mail address. */
export function isPhone(username: string): boolean {
  return PHONE_PATTERN.test(username);
}

/** The form a phone or e-mail is stored and compared in. */
export function normalizeUsername(username: string): string {
  return isPhone(username) ? username : username.toLowerCase();
}

/** A user joined with their grade: everything a UserDto and the sign-in checks need. */
export interface UserRecord {
  id: number;
  phone: string | null;
  email: string | null;
  fullName: string;
  passwordHash: string;
  roleCode: RoleCode;
  status: AccountStatus;
  receivedGift: boolean;
  avatar: string | null;
  mustChangePassword: boolean;
  grade: {
    id: number;
    code: string;
    name: string;
    nameEn: string;
    schoolLevel: SchoolLevel;
    gradeEduhomeId: number;
  } | null;
}

export function createUsersRepository(db: Database) {
  const baseQuery = () =>
    db
      .selectFrom('users')
      .leftJoin('grades', 'grades.id', 'users.grade_id')
      .select([
        'users.id',
        'users.phone',
        'users.email',
        'users.full_name',
        'users.password_hash',
        'users.role_code',
        'users.status',
        'users.received_gift',
        'users.avatar',
        'users.must_change_password',
        'grades.id as grade_id',
        'grades.code as grade_code',
        'grades.name as grade_name',
        'grades.name_en as grade_name_en',
        'grades.school_level as grade_school_level',
        'grades.grade_eduhome_id as grade_eduhome_id',
      ]);

  type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirst']>>>;

  const toRecord = (row: Row): UserRecord => ({
    id: row.id,
    phone: row.phone,
    email: row.email,
    fullName: row.full_name,
    passwordHash: row.password_hash,
    roleCode: row.role_code,
    status: row.status,
    receivedGift: row.received_gift === 1,
    avatar: row.avatar,
    mustChangePassword: row.must_change_password === 1,
    grade:
      row.grade_id === null ||
      row.grade_code === null ||
      row.grade_name === null ||
      row.grade_name_en === null ||
      row.grade_school_level === null ||
      row.grade_eduhome_id === null
        ? null
        : {
            id: row.grade_id,
            code: row.grade_code,
            name: row.grade_name,
            nameEn: row.grade_name_en,
            schoolLevel: row.grade_school_level,
            gradeEduhomeId: row.grade_eduhome_id,
          },
  });

  async function findByPhone(phone: string): Promise<UserRecord | null> {
    const row = await baseQuery().where('users.phone', '=', phone).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  /** E-mails are stored lower-cased; callers pass any case. */
  async function findByEmail(email: string): Promise<UserRecord | null> {
    const row = await baseQuery().where('users.email', '=', email.toLowerCase()).executeTakeFirst();
    return row ? toRecord(row) : null;
  }

  return {
    async findById(id: number): Promise<UserRecord | null> {
      const row = await baseQuery().where('users.id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    findByPhone,
    findByEmail,
    /** By phone number or e-mail address, whichever the username is. */
    findByUsername(username: string): Promise<UserRecord | null> {
      return isPhone(username) ? findByPhone(username) : findByEmail(username);
    },
    /** Every active student's id (a system announcement goes to each). */
    async activeStudentIds(): Promise<number[]> {
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('role_code', '=', 'STUDENT')
        .where('status', '=', 'ACTIVE')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },
    async gradeExists(gradeId: number): Promise<boolean> {
      return (await db.selectFrom('grades').select('id').where('id', '=', gradeId).executeTakeFirst()) !== undefined;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

export interface NewUser {
  phone: string | null;
  email: string | null;
  fullName: string;
  passwordHash: string;
  roleCode: RoleCode;
  gradeId: number | null;
  now: string;
}

export interface ProfileChanges {
  fullName: string;
  /** undefined: unchanged; null: removed. */
  email?: string | null;
  gradeId?: number | null;
}

/** Writes to users and password_history. Accepts a transaction too, since Transaction extends Kysely. */
export function createUserWrites(db: Database) {
  return {
    async insert(user: NewUser): Promise<number> {
      const row = await db
        .insertInto('users')
        .values({
          phone: user.phone,
          email: user.email,
          full_name: user.fullName,
          password_hash: user.passwordHash,
          role_code: user.roleCode,
          grade_id: user.gradeId,
          status: 'ACTIVE',
          received_gift: 0,
          avatar: null,
          must_change_password: 0,
          created_at: user.now,
          updated_at: user.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateProfile(userId: number, changes: ProfileChanges, now: string): Promise<void> {
      await db
        .updateTable('users')
        .set({
          full_name: changes.fullName,
          ...(changes.email !== undefined ? { email: changes.email } : {}),
          ...(changes.gradeId !== undefined ? { grade_id: changes.gradeId } : {}),
          updated_at: now,
        })
        .where('id', '=', userId)
        .execute();
    },

    async updateAvatar(userId: number, avatar: string, now: string): Promise<void> {
      await db.updateTable('users').set({ avatar, updated_at: now }).where('id', '=', userId).execute();
    },

    /**
     * Replaces the password, files the old hash in the history (keeping the newest `keep`) and
     * clears the first-login flag: whoever sets a password here chose it themselves.
     */
    async replacePassword(userId: number, oldHash: string, newHash: string, now: string, keep: number): Promise<void> {
      await db
        .updateTable('users')
        .set({ password_hash: newHash, must_change_password: 0, updated_at: now })
        .where('id', '=', userId)
        .execute();
      await db
        .insertInto('password_history')
        .values({ user_id: userId, password_hash: oldHash, created_at: now })
        .execute();
      const kept = await db
        .selectFrom('password_history')
        .select('id')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(keep)
        .execute();
      const oldest = kept.at(-1);
      if (kept.length === keep && oldest) {
        await db.deleteFrom('password_history').where('user_id', '=', userId).where('id', '<', oldest.id).execute();
      }
    },

    /** The newest previous password hashes, newest first. */
    async recentPasswordHashes(userId: number, count: number): Promise<string[]> {
      const rows = await db
        .selectFrom('password_history')
        .select('password_hash')
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(count)
        .execute();
      return rows.map((row) => row.password_hash);
    },
  };
}

export type UserWrites = ReturnType<typeof createUserWrites>;
