/**
 * Grade codes and names of the international edition (spec §1, §3; decision 0056). Grades stay
 * one list, G1–G13, with one id each: the international edition shows them as the years of an
 * international (British-curriculum) school, Year 2–Year 13 for G1–G12, because a Vietnamese
 * grade-1 learner is in Year 2 there; G13, a learner past school, is "UNI". The mapping lives
 * here, not in the grades table, so accounts, tests and gift lists keep one grade id whichever
 * edition the learner signs in to, and both editions' URLs reach the same tests.
 */
import { GRADES, type GradeDefinition } from './constants';

export const SITE_EDITIONS = ['standard', 'international'] as const;
export type SiteEdition = (typeof SITE_EDITIONS)[number];

const UNIVERSITY = 13;

function ieCodeOfId(id: number): string {
  return id === UNIVERSITY ? 'UNI' : `Y${id + 1}`;
}

/** The code a grade is shown and linked by in an edition. */
export function editionGradeCode(code: string, edition: SiteEdition): string {
  if (edition !== 'international') return code;
  const grade = GRADES.find((candidate) => candidate.code === code);
  return grade ? ieCodeOfId(grade.id) : code;
}

/** The grade a code of either edition names (case and spaces ignored), or undefined. */
export function gradeOfAnyCode(value: string): GradeDefinition | undefined {
  const code = value.trim().toUpperCase();
  return GRADES.find((grade) => grade.code === code || ieCodeOfId(grade.id) === code);
}

export interface GradeNames {
  name: string;
  nameEn: string;
}

/**
 * The names a grade is shown by in an edition. International schools in Vietnam name their years
 * in English in both languages ("Year 7"), so the IE names are the same in vi and en, except past
 * school, where the grade keeps its own names.
 */
export function editionGradeNames(grade: { code: string } & GradeNames, edition: SiteEdition): GradeNames {
  if (edition !== 'international') return { name: grade.name, nameEn: grade.nameEn };
  const known = GRADES.find((candidate) => candidate.code === grade.code);
  if (!known || known.id === UNIVERSITY) return { name: grade.name, nameEn: grade.nameEn };
  const year = `Year ${known.id + 1}`;
  return { name: year, nameEn: year };
}
