import type { SWRConfiguration } from 'swr';

/**
 * Catalogue lists do not change while a page is open: no refetch on focus, and data already in
 * the cache (or the server's fallback) is shown without asking again. The previous page stays
 * on screen while the next one loads so the grid does not collapse.
 */
export const CATALOGUE_LIST_OPTIONS = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
  keepPreviousData: true,
} as const satisfies SWRConfiguration;
