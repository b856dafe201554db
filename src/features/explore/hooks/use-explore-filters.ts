import { useRouter } from 'next/router';
import { useCallback, useEffect, useMemo, useRef } from 'react';
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
  // The filters last asked for. A second change made before the router has rendered the first
  // (a grade, then at once an exam) builds on it instead of on the URL it is about to replace.
  const requested = useRef(filters);
  useEffect(() => {
    requested.current = filters;
  }, [filters]);

  const navigate = useCallback(
    (next: ExploreFilters, options: NavigateOptions = {}) => {
      requested.current = next;
      const url = { pathname: router.pathname, query: exploreFiltersToQuery(next) };
      const transition = { shallow: true, scroll: false };
      return options.replace ? router.replace(url, undefined, transition) : router.push(url, undefined, transition);
    },
    [router],
  );

  const setFilters = useCallback(
    (patch: FilterPatch, options?: NavigateOptions) => navigate(updateFilters(requested.current, patch), options),
    [navigate],
  );

  const resetFilters = useCallback(() => navigate(clearFilters(requested.current)), [navigate]);

  return { filters, setFilters, resetFilters, navigate };
}
