import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import {
  clearFilters,
  exploreFiltersToQuery,
  parseExploreQuery,
  updateFilters,
  type ExploreFilters,
  type RawQuery,
} from '@/lib/catalogue/query';

export interface NavigateOptions {
  /** Replace the history entry instead of adding one (typing in the search box). */
  replace?: boolean;
}

export type FilterPatch = Parameters<typeof updateFilters>[1];

/**
 * The Explore filters, read from the URL (the single source of truth) and written back to it
 * with shallow routing: back and forward restore earlier filters, and a copied URL reproduces
 * the page.
 */
export function useExploreFilters() {
  const router = useRouter();
  const filters = useMemo(() => parseExploreQuery(router.query as RawQuery), [router.query]);

  const navigate = useCallback(
    (next: ExploreFilters, options: NavigateOptions = {}) => {
      const url = { pathname: router.pathname, query: exploreFiltersToQuery(next) };
      const transition = { shallow: true, scroll: false };
      return options.replace ? router.replace(url, undefined, transition) : router.push(url, undefined, transition);
    },
    [router],
  );

  const setFilters = useCallback(
    (patch: FilterPatch, options?: NavigateOptions) => navigate(updateFilters(filters, patch), options),
    [filters, navigate],
  );

  const resetFilters = useCallback(() => navigate(clearFilters(filters)), [filters, navigate]);

  return { filters, setFilters, resetFilters, navigate };
}
