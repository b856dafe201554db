/**
 * Names of what a unit test is for — practice mode, exam, certificate, grades — in the
 * interface language, from the contract's catalogue (the same names the API and content use).
 */
import {
  CERTIFICATE_FAMILIES,
  EXAMS,
  PRACTICE_MODES,
  findCertificate,
  unitTestDisplayName,
  unitTestLocalizedName,
  type CertificateFamilyKey,
  type LocalizedText,
  type UnitTestSummaryDto,
} from '@contract/catalogue';
import { GRADES } from '@contract/constants';
import { gradeDisplayName } from '@/lib/grade-display-name';
import { formatMoney } from '@/lib/format';

export function localized(text: LocalizedText, locale: string | undefined): string {
  return locale === 'en' ? text.en : text.vi;
}

export function practiceModeName(id: number | null, locale: string | undefined): string | null {
  const mode = PRACTICE_MODES.find((m) => m.id === id);
  return mode ? localized(mode.name, locale) : null;
}

export function examName(id: number | null, locale: string | undefined): string | null {
  const exam = EXAMS.find((e) => e.id === id);
  return exam ? localized(exam.name, locale) : null;
}

export function certificateName(id: number | null, locale: string | undefined): string | null {
  const certificate = id === null ? undefined : findCertificate(id);
  return certificate ? localized(certificate.name, locale) : null;
}

export function certificateFamilyName(family: CertificateFamilyKey, locale: string | undefined): string {
  const entry = CERTIFICATE_FAMILIES.find((f) => f.key === family);
  return entry ? localized(entry.name, locale) : family;
}

export function gradeName(code: string, locale: string | undefined): string | null {
  const grade = GRADES.find((g) => g.code === code);
  return grade ? gradeDisplayName(grade, locale) : null;
}

/** 'Lớp 6', or 'Lớp 10 – Lớp 12' for a test that spans grades (in grade order). */
export function gradesLabel(codes: readonly string[], locale: string | undefined): string | null {
  const known = GRADES.filter((g) => codes.includes(g.code));
  const firstGrade = known[0];
  const lastGrade = known[known.length - 1];
  if (!firstGrade || !lastGrade) return null;
  if (firstGrade === lastGrade) return gradeDisplayName(firstGrade, locale);
  return `${gradeDisplayName(firstGrade, locale)} – ${gradeDisplayName(lastGrade, locale)}`;
}

/**
 * What the test is for, most specific first: the grades, then the certificate, exam or
 * practice mode it belongs to.
 */
export function unitTestContext(
  test: Pick<UnitTestSummaryDto, 'grades' | 'certificateId' | 'examId' | 'practiceModeId'>,
  locale: string | undefined,
): string[] {
  const parts = [
    gradesLabel(test.grades, locale),
    certificateName(test.certificateId, locale),
    examName(test.examId, locale),
    practiceModeName(test.practiceModeId, locale),
  ];
  return parts.filter((p): p is string => Boolean(p));
}

/**
 * 200000 → '200.000 ₫' in vi, '₫200,000' in en (Intl puts a no-break space before the sign in vi).
 * Prices are always in đồng; how they are written follows the interface language.
 */
export function formatVnd(amount: number, language: string): string {
  return formatMoney(amount, language);
}

/**
 * What a test is called on screen. The title is its name in the interface language; the spec
 * display name (labels, or "Test n") is shown above it as a label when it says something the
 * title does not — not when it only falls back to the test's own name (in another language).
 */
export function unitTestTitles(
  test: Pick<UnitTestSummaryDto, 'scope' | 'name' | 'nameEn' | 'labels' | 'testCount'>,
  locale: string | undefined,
): { label: string | null; title: string } {
  const displayName = unitTestDisplayName(test, locale);
  const localizedName = unitTestLocalizedName(test, locale);
  const title = localizedName === '---' ? displayName : localizedName;
  const ownNames = [test.name, test.nameEn, '---', title];
  return { label: ownNames.includes(displayName) ? null : displayName, title };
}
