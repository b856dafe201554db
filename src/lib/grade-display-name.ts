import type { GradeDto } from '@contract/api';

/** Spec §3: the English name when the site language is English and one exists, else the name. */
export function gradeDisplayName(grade: Pick<GradeDto, 'name' | 'nameEn'>, locale: string | undefined): string {
  if (locale === 'en' && grade.nameEn?.trim()) return grade.nameEn;
  return grade.name;
}
