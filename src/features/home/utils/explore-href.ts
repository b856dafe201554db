import { paths } from '@/config/paths';

export interface ExploreFilters {
  mode?: number;
  exam?: number;
  certificate?: number | string;
  grade?: string;
  skill?: string;
}

/** `/explore` with the given filters as query parameters, in a stable order. */
export function exploreHref(filters: ExploreFilters): string {
  const params = new URLSearchParams();
  for (const key of ['mode', 'exam', 'certificate', 'grade', 'skill'] as const) {
    const value = filters[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `${paths.explore}?${query}` : paths.explore;
}
