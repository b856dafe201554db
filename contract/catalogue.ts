/**
 * The catalogue taxonomy beyond the spec's bare ids: certificate names and families, unit-test
 * types, access tiers, and the display-name and "counts as an exam" rules. One file, imported by
 * the web app, the reference API and the content checker, so every side names things the same.
 */
import { CAMBRIDGE, EXAM, NATIONAL_EXAM, PRACTICE_MODE, type SchoolLevel, type UnitTestType, VSTEP } from './constants';

import type { LocalizedText } from './unit-tests';

/** Practice modes (spec §3 ids). */
export const PRACTICE_MODES: readonly { id: number; name: LocalizedText }[] = [
  { id: PRACTICE_MODE.BY_UNIT_TEST, name: { vi: 'Luyện theo bài học', en: 'By unit' } },
  { id: PRACTICE_MODE.BY_TOPIC, name: { vi: 'Luyện theo chủ đề', en: 'By topic' } },
  { id: PRACTICE_MODE.BY_SKILL, name: { vi: 'Luyện theo kỹ năng', en: 'By skill' } },
];

export type ExamGroup = 'SCHOOL' | 'NATIONAL';

/** School exams (4, 6, 7) and national exams (8, 10, 9, 51, 52, 53) share the `examId` facet. */
export const EXAMS: readonly { id: number; group: ExamGroup; name: LocalizedText }[] = [
  { id: EXAM.REGULAR, group: 'SCHOOL', name: { vi: 'Kiểm tra thường xuyên', en: 'Regular test' } },
  { id: EXAM.MID_TERM, group: 'SCHOOL', name: { vi: 'Kiểm tra giữa kỳ', en: 'Mid-term exam' } },
  { id: EXAM.END_OF_TERM, group: 'SCHOOL', name: { vi: 'Kiểm tra cuối kỳ', en: 'End-of-term exam' } },
  {
    id: NATIONAL_EXAM.GRADE_10_ENTRANCE,
    group: 'NATIONAL',
    name: { vi: 'Tuyển sinh vào lớp 10', en: 'Grade 10 entrance exam' },
  },
  {
    id: NATIONAL_EXAM.HIGH_SCHOOL_GRADUATION,
    group: 'NATIONAL',
    name: { vi: 'Thi tốt nghiệp THPT', en: 'High-school graduation exam' },
  },
  {
    id: NATIONAL_EXAM.COMPETENCY_ASSESSMENT,
    group: 'NATIONAL',
    name: { vi: 'Đánh giá năng lực', en: 'Competency assessment' },
  },
  {
    id: NATIONAL_EXAM.JOB_INTERVIEW,
    group: 'NATIONAL',
    name: { vi: 'Phỏng vấn xin việc', en: 'Job interview' },
  },
  {
    id: NATIONAL_EXAM.STUDY_ABROAD_ASSESSMENT,
    group: 'NATIONAL',
    name: { vi: 'Đánh giá du học', en: 'Study-abroad assessment' },
  },
  { id: NATIONAL_EXAM.OTHER, group: 'NATIONAL', name: { vi: 'Kỳ thi khác', en: 'Other exams' } },
];

/**
 * Certificate families. The spec gives the Cambridge and VSTEP ids; the other id ranges are
 * unnamed there, and are named here once (IELTS 70–81, TOEIC 18–19, TOEFL Primary 20–21,
 * TOEFL 22–25, Aptis 26–28, placement 41–44, PTE 46–50, adaptive placement 600).
 */
export const CERTIFICATE_FAMILY_KEYS = [
  'STARTERS',
  'MOVERS',
  'FLYERS',
  'KET',
  'PET',
  'FCE',
  'CAE',
  'CPE',
  'IELTS',
  'TOEIC',
  'TOEFL_PRIMARY',
  'TOEFL',
  'APTIS',
  'PTE',
  'VSTEP',
  'PLACEMENT',
  'ADAPTIVE',
] as const;
export type CertificateFamilyKey = (typeof CERTIFICATE_FAMILY_KEYS)[number];

export type CertificateGroup = 'CAMBRIDGE' | 'INTERNATIONAL' | 'VIETNAM' | 'PLACEMENT';

export interface CertificateDefinition {
  id: number;
  family: CertificateFamilyKey;
  /** Proper names are the same in both languages except where a Vietnamese form is usual. */
  name: LocalizedText;
  /** School levels the certificate is usually taken at (filter option `level list`). */
  levels: readonly SchoolLevel[];
}

const same = (text: string): LocalizedText => ({ vi: text, en: text });
const ALL_LEVELS: readonly SchoolLevel[] = ['SECONDARY', 'HIGH', 'UNIVERSITY', 'OTHER'];
const YOUNG: readonly SchoolLevel[] = ['PRIMARY'];
const TEEN: readonly SchoolLevel[] = ['SECONDARY', 'HIGH'];
const ADULT: readonly SchoolLevel[] = ['HIGH', 'UNIVERSITY', 'OTHER'];

export const CERTIFICATES: readonly CertificateDefinition[] = [
  { id: CAMBRIDGE.STARTERS, family: 'STARTERS', name: same('Cambridge Pre A1 Starters'), levels: YOUNG },
  { id: CAMBRIDGE.MOVERS, family: 'MOVERS', name: same('Cambridge A1 Movers'), levels: YOUNG },
  { id: CAMBRIDGE.FLYERS, family: 'FLYERS', name: same('Cambridge A2 Flyers'), levels: YOUNG },
  { id: CAMBRIDGE.KET[0], family: 'KET', name: same('A2 Key (KET)'), levels: TEEN },
  { id: CAMBRIDGE.KET[1], family: 'KET', name: same('A2 Key for Schools'), levels: TEEN },
  { id: CAMBRIDGE.PET[0], family: 'PET', name: same('B1 Preliminary (PET)'), levels: TEEN },
  { id: CAMBRIDGE.PET[1], family: 'PET', name: same('B1 Preliminary for Schools'), levels: TEEN },
  { id: CAMBRIDGE.FCE, family: 'FCE', name: same('B2 First (FCE)'), levels: ADULT },
  { id: CAMBRIDGE.CAE, family: 'CAE', name: same('C1 Advanced (CAE)'), levels: ADULT },
  { id: CAMBRIDGE.CPE, family: 'CPE', name: same('C2 Proficiency (CPE)'), levels: ADULT },
  { id: 70, family: 'IELTS', name: same('IELTS Academic'), levels: ADULT },
  { id: 71, family: 'IELTS', name: same('IELTS General Training'), levels: ADULT },
  { id: 72, family: 'IELTS', name: same('IELTS Listening'), levels: ADULT },
  { id: 73, family: 'IELTS', name: same('IELTS Academic Reading'), levels: ADULT },
  { id: 74, family: 'IELTS', name: same('IELTS General Reading'), levels: ADULT },
  { id: 75, family: 'IELTS', name: same('IELTS Academic Writing'), levels: ADULT },
  { id: 76, family: 'IELTS', name: same('IELTS General Writing'), levels: ADULT },
  { id: 77, family: 'IELTS', name: same('IELTS Speaking'), levels: ADULT },
  { id: 78, family: 'IELTS', name: { vi: 'IELTS mục tiêu 4.0–5.0', en: 'IELTS target 4.0–5.0' }, levels: ADULT },
  { id: 79, family: 'IELTS', name: { vi: 'IELTS mục tiêu 5.5–6.5', en: 'IELTS target 5.5–6.5' }, levels: ADULT },
  { id: 80, family: 'IELTS', name: { vi: 'IELTS mục tiêu 7.0+', en: 'IELTS target 7.0+' }, levels: ADULT },
  { id: 81, family: 'IELTS', name: same('IELTS Life Skills'), levels: ADULT },
  { id: 18, family: 'TOEIC', name: same('TOEIC Listening & Reading'), levels: ADULT },
  { id: 19, family: 'TOEIC', name: same('TOEIC Speaking & Writing'), levels: ADULT },
  { id: 20, family: 'TOEFL_PRIMARY', name: same('TOEFL Primary Step 1'), levels: YOUNG },
  { id: 21, family: 'TOEFL_PRIMARY', name: same('TOEFL Primary Step 2'), levels: YOUNG },
  { id: 22, family: 'TOEFL', name: same('TOEFL Junior'), levels: TEEN },
  { id: 23, family: 'TOEFL', name: same('TOEFL ITP'), levels: ADULT },
  { id: 24, family: 'TOEFL', name: same('TOEFL iBT'), levels: ADULT },
  { id: 25, family: 'TOEFL', name: same('TOEFL Essentials'), levels: ADULT },
  { id: 26, family: 'APTIS', name: same('Aptis General'), levels: ADULT },
  { id: 27, family: 'APTIS', name: same('Aptis Advanced'), levels: ADULT },
  { id: 28, family: 'APTIS', name: same('Aptis for Teens'), levels: TEEN },
  { id: VSTEP.A1, family: 'VSTEP', name: same('VSTEP A1'), levels: ALL_LEVELS },
  { id: VSTEP.A2, family: 'VSTEP', name: same('VSTEP A2'), levels: ALL_LEVELS },
  { id: VSTEP.B1, family: 'VSTEP', name: same('VSTEP B1'), levels: ALL_LEVELS },
  { id: VSTEP.B2, family: 'VSTEP', name: same('VSTEP B2'), levels: ALL_LEVELS },
  { id: VSTEP.C1, family: 'VSTEP', name: same('VSTEP C1'), levels: ALL_LEVELS },
  { id: 41, family: 'PLACEMENT', name: { vi: 'Xếp lớp tiểu học', en: 'Primary placement' }, levels: YOUNG },
  { id: 42, family: 'PLACEMENT', name: { vi: 'Xếp lớp THCS', en: 'Lower-secondary placement' }, levels: ['SECONDARY'] },
  { id: 43, family: 'PLACEMENT', name: { vi: 'Xếp lớp THPT', en: 'Upper-secondary placement' }, levels: ['HIGH'] },
  {
    id: 44,
    family: 'PLACEMENT',
    name: { vi: 'Xếp lớp người lớn', en: 'Adult placement' },
    levels: ['UNIVERSITY', 'OTHER'],
  },
  { id: 46, family: 'PTE', name: same('PTE Academic'), levels: ADULT },
  { id: 47, family: 'PTE', name: same('PTE Core'), levels: ADULT },
  { id: 48, family: 'PTE', name: same('PTE General Level 1'), levels: ADULT },
  { id: 49, family: 'PTE', name: same('PTE General Level 2'), levels: ADULT },
  { id: 50, family: 'PTE', name: same('PTE General Level 3'), levels: ADULT },
  {
    id: 600,
    family: 'ADAPTIVE',
    name: { vi: 'Kiểm tra trình độ thích ứng', en: 'Adaptive level test' },
    levels: ALL_LEVELS,
  },
];

export const CERTIFICATE_FAMILIES: readonly {
  key: CertificateFamilyKey;
  group: CertificateGroup;
  name: LocalizedText;
}[] = [
  { key: 'STARTERS', group: 'CAMBRIDGE', name: same('Starters') },
  { key: 'MOVERS', group: 'CAMBRIDGE', name: same('Movers') },
  { key: 'FLYERS', group: 'CAMBRIDGE', name: same('Flyers') },
  { key: 'KET', group: 'CAMBRIDGE', name: same('KET') },
  { key: 'PET', group: 'CAMBRIDGE', name: same('PET') },
  { key: 'FCE', group: 'CAMBRIDGE', name: same('FCE') },
  { key: 'CAE', group: 'CAMBRIDGE', name: same('CAE') },
  { key: 'CPE', group: 'CAMBRIDGE', name: same('CPE') },
  { key: 'IELTS', group: 'INTERNATIONAL', name: same('IELTS') },
  { key: 'TOEIC', group: 'INTERNATIONAL', name: same('TOEIC') },
  { key: 'TOEFL_PRIMARY', group: 'INTERNATIONAL', name: same('TOEFL Primary') },
  { key: 'TOEFL', group: 'INTERNATIONAL', name: same('TOEFL') },
  { key: 'APTIS', group: 'INTERNATIONAL', name: same('Aptis') },
  { key: 'PTE', group: 'INTERNATIONAL', name: same('PTE') },
  { key: 'VSTEP', group: 'VIETNAM', name: same('VSTEP') },
  { key: 'PLACEMENT', group: 'PLACEMENT', name: { vi: 'Kiểm tra xếp lớp', en: 'Placement tests' } },
  { key: 'ADAPTIVE', group: 'PLACEMENT', name: { vi: 'Kiểm tra thích ứng', en: 'Adaptive tests' } },
];

export function certificateIdsOfFamily(family: CertificateFamilyKey): number[] {
  return CERTIFICATES.filter((c) => c.family === family).map((c) => c.id);
}

export function findCertificate(id: number): CertificateDefinition | undefined {
  return CERTIFICATES.find((c) => c.id === id);
}

/**
 * What a unit test is, for the "counts as an exam" rule (spec §3: values not shown, chosen
 * here). Practice types are the three practice modes and placement; the others are exams.
 */

/** The fixed set of spec §3: a test of one of these types counts as an exam. */
const EXAM_UNIT_TEST_TYPES: readonly UnitTestType[] = [
  'REGULAR_EXAM',
  'MID_TERM_EXAM',
  'END_OF_TERM_EXAM',
  'NATIONAL_EXAM',
  'CERTIFICATE',
];

export function isExamTest(test: { isInternationalExam: boolean; unitTestType: string | null }): boolean {
  if (test.isInternationalExam) return true;
  return (EXAM_UNIT_TEST_TYPES as readonly string[]).includes(test.unitTestType ?? '');
}

/** Who may open a test: free for everyone, with a membership, or bought on its own. */

/**
 * Spec §3 display name. User-scope tests: the English name in English, else the name, else
 * '---'. Other tests: labels, then 'Test {n}', then the name.
 */
export function unitTestDisplayName(
  test: { scope: string; name: string | null; nameEn: string | null; labels: string | null; testCount: number | null },
  locale: string | undefined,
): string {
  if (test.scope === 'USER') {
    if (locale === 'en' && test.nameEn?.trim()) return test.nameEn;
    return test.name?.trim() ? test.name : '---';
  }
  if (test.labels?.trim()) return test.labels;
  if (test.testCount != null && test.testCount > 0) return `Test ${test.testCount}`;
  return test.name ?? '---';
}

/** The test's own name in the interface language (nameEn in English when present). */
export function unitTestLocalizedName(
  test: { name: string | null; nameEn: string | null },
  locale: string | undefined,
): string {
  if (locale === 'en' && test.nameEn?.trim()) return test.nameEn;
  return test.name?.trim() ? test.name : '---';
}

export {
  ACCESS_TIERS,
  UNIT_TEST_PAGE_SIZE,
  UNIT_TEST_SORTS,
  type AccessTier,
  type UnitTestSort,
  type UnitTestType,
} from './constants';

// The API's shapes are declared once, as schemas; their types are re-exported here so the web
// app keeps one import for the catalogue (type-only: this module stays free of TypeBox).
export type {
  LocalizedText,
  OwnedUnitTestDto,
  UnitTestDetailDto,
  UnitTestFacetsDto,
  UnitTestListData,
  UnitTestListQuery,
  UnitTestSummaryDto,
  UseUnitTestData,
  UseUnitTestRequest,
} from './unit-tests';
export type { MembershipPackageDto, SaleAssetDto } from './sale-assets';
export type { AppSettingDto, BannerDto, BannerQuery, CountryDto } from './site';
export { APP_SETTING_IDS } from './catalogue-paths';
