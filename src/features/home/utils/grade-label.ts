import type { GradeDto } from '@contract/api';

/**
 * Spec §3: a grade shows its English name when the site language is English and one exists.
 * (Same rule as the catalogue feature; features do not import each other.)
 */
export function gradeLabel(grade: Pick<GradeDto, 'name' | 'nameEn'>, locale: string | undefined) {
  if (locale === 'en' && grade.nameEn?.trim()) return grade.nameEn;
  return grade.name;
}
