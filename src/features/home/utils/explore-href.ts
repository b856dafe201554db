import { editionGradeCode } from '@contract/grade-editions';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { pathWithOrderedQuery } from '@/lib/api/query';

export interface ExploreFilters {
  mode?: number;
  exam?: number;
  certificate?: number | string;
  grade?: string;
  skill?: string;
}

/** `/explore` with the given filters as query parameters, in a stable order; grades in the edition's codes. */
export function exploreHref(filters: ExploreFilters): string {
  const { mode, exam, certificate, grade, skill } = filters;
  return pathWithOrderedQuery(paths.explore, {
    mode,
    exam,
    certificate,
    grade: grade && editionGradeCode(grade, env.siteEdition),
    skill,
  });
}
