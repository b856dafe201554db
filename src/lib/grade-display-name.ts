import { editionGradeNames } from '@contract/grade-editions';
import type { GradeDto } from '@contract/api';
import { env, type SiteEdition } from '@/config/env';

/**
 * Spec §3: the English name when the site language is English and one exists, else the name; the
 * international edition names the grades by its own school years (decision 0056).
 */
export function gradeDisplayName(
  grade: Pick<GradeDto, 'code' | 'name' | 'nameEn'>,
  locale: string | undefined,
  edition: SiteEdition = env.siteEdition,
): string {
  const names = editionGradeNames(grade, edition);
  if (locale === 'en' && names.nameEn.trim()) return names.nameEn;
  return names.name;
}
