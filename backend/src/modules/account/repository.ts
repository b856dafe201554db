import type { AccountStatus, RoleCode, SchoolLevel } from '@contract/constants';
import type { Database } from '../../db/database';

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
    grade:
      row.grade_id === null || row.grade_code === null || row.grade_name === null || row.grade_name_en === null ||
      row.grade_school_level === null || row.grade_eduhome_id === null
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

  return {
    async findById(id: number): Promise<UserRecord | null> {
      const row = await baseQuery().where('users.id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async findByPhone(phone: string): Promise<UserRecord | null> {
      const row = await baseQuery().where('users.phone', '=', phone).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    /** E-mails are stored lower-cased; callers pass any case. */
    async findByEmail(email: string): Promise<UserRecord | null> {
      const row = await baseQuery().where('users.email', '=', email.toLowerCase()).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
