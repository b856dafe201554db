/**
 * Ids and enumerations of the product, shared by the web app and the reference API.
 * The numeric ids are the product's own; do not renumber them.
 */

export const LOCALES = ['vi', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'vi';

export const ROLES = ['STUDENT', 'TEACHER'] as const;
export type RoleCode = (typeof ROLES)[number];

export const ACCOUNT_STATUSES = ['INACTIVE', 'ACTIVE', 'LOCK'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const DEVICE_KINDS = ['Desktop', 'Phone', 'Tablet'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** School levels. */
export const SCHOOL_LEVELS = ['PRIMARY', 'SECONDARY', 'HIGH', 'UNIVERSITY', 'OTHER'] as const;
export type SchoolLevel = (typeof SCHOOL_LEVELS)[number];

export const SUBJECTS = [
  'ENGLISH',
  'MATH',
  'PHYSICS',
  'CHEMISTRY',
  'BIOLOGY',
  'GEOGRAPHY',
  'HISTORY',
  'LITERATURE',
  'SCIENCE',
  'VIETNAMESE',
  'INFORMATICS',
  'ELAW',
] as const;
export type Subject = (typeof SUBJECTS)[number];

export interface GradeDefinition {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  schoolLevel: SchoolLevel;
  gradeEduhomeId: number;
}

function gradeLevel(n: number): SchoolLevel {
  if (n <= 5) return 'PRIMARY';
  if (n <= 9) return 'SECONDARY';
  if (n <= 12) return 'HIGH';
  return 'UNIVERSITY';
}

/** G1–G13: G1–5 primary, 6–9 secondary, 10–12 high school, G13 university. */
export const GRADES: readonly GradeDefinition[] = Array.from({ length: 13 }, (_, i) => {
  const n = i + 1;
  return {
    id: n,
    code: `G${n}`,
    // G13 is a learner past grade 12, named as a learner, not as the "Đại học" school level.
    name: n === 13 ? 'Sinh viên' : `Lớp ${n}`,
    nameEn: n === 13 ? 'University student' : `Grade ${n}`,
    schoolLevel: gradeLevel(n),
    gradeEduhomeId: 1000 + n,
  };
});

export const PRACTICE_MODE = { BY_UNIT_TEST: 1, BY_TOPIC: 2, BY_SKILL: 3 } as const;
export const EXAM = { REGULAR: 4, MID_TERM: 6, END_OF_TERM: 7 } as const;
export const NATIONAL_EXAM = {
  GRADE_10_ENTRANCE: 8,
  HIGH_SCHOOL_GRADUATION: 10,
  COMPETENCY_ASSESSMENT: 9,
  JOB_INTERVIEW: 51,
  STUDY_ABROAD_ASSESSMENT: 52,
  OTHER: 53,
} as const;
export const VSTEP = { A1: 45, A2: 29, B1: 30, B2: 31, C1: 32 } as const;
export const CAMBRIDGE = {
  STARTERS: 11,
  MOVERS: 12,
  FLYERS: 13,
  KET: [14, 15],
  PET: [16, 17],
  FCE: 54,
  CAE: 55,
  CPE: 56,
} as const;

export const SKILLS = ['LI', 'RE', 'PR', 'GR', 'VO', 'SP', 'WR'] as const;
export type Skill = (typeof SKILLS)[number];

export const UNIT_TYPES = ['PRACTICE', 'TEST'] as const;
export const SCOPES = ['SYSTEM', 'USER', 'ALL'] as const;
export const TEST_KINDS = ['HAVE_LEVEL', 'NONE_LEVEL', 'LINEAR', 'ADAPTIVE'] as const;
export const QUANTITY_KINDS = [
  'QUANTITY_GOLD',
  'QUANTITY_SILVER',
  'QUANTITY_GOLD_LIMIT',
  'QUANTITY_SILVER_LIMIT',
] as const;
export const PAYMENT_METHODS = ['VNPAY', 'MOMO', 'GIFT'] as const;
export const PAYMENT_RESULT_STATUSES = ['SUCCESS', 'FAIL', 'CANCELLED', 'PROCESSING'] as const;
export const JOIN_CLASS_REQUEST_STATUSES = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
export const ASSET_TYPES = ['UNIT_TEST', 'MEMBERSHIP', 'CART', 'ADAPTIVE_TEST'] as const;
export const AD_PLACEMENTS = ['BANNER', 'POPUP'] as const;
export const PAGE_SCOPES = ['HOME', 'ALL'] as const;

/** Business limits (spec §9). */
export const LIMITS = {
  CLASS_CAPACITY: 60,
  NAME_MAX: 30,
  EMAIL_MAX: 64,
  PASSWORD_MIN: 8,
  PHONE_LENGTH: 10,
  AVATAR_MAX_BYTES: 2 * 1024 * 1024,
  OTP_VALIDITY_MS: 5 * 60 * 1000,
  REFRESH_CACHE_MS: 10_000,
  DATA_REFRESH_MS: 300_000,
  SCROLL_TOP_THRESHOLD_PX: 40,
  POPUP_DELAY_MS: 500,
  SESSION_COOKIE_DAYS: 1,
} as const;

/** Catalogue enumerations (the taxonomy that uses them is in catalogue.ts). */
export const UNIT_TEST_TYPES = [
  'UNIT',
  'TOPIC',
  'SKILL',
  'REGULAR_EXAM',
  'MID_TERM_EXAM',
  'END_OF_TERM_EXAM',
  'NATIONAL_EXAM',
  'CERTIFICATE',
  'PLACEMENT',
] as const;
export type UnitTestType = (typeof UNIT_TEST_TYPES)[number];

export const ACCESS_TIERS = ['FREE', 'MEMBERSHIP', 'PAID'] as const;
export type AccessTier = (typeof ACCESS_TIERS)[number];

export const UNIT_TEST_SORTS = ['featured', 'newest', 'name', 'duration', 'questions'] as const;
export type UnitTestSort = (typeof UNIT_TEST_SORTS)[number];

export const UNIT_TEST_PAGE_SIZE = { DEFAULT: 12, MAX: 48 } as const;
