import { useState } from 'react';
import type { SWRConfiguration } from 'swr';

/**
 * Catalogue lists do not change while a page is open: no refetch on focus, and data already in
 * the cache (or the server's fallback) is shown without asking again.
 *
 * SWR's own `keepPreviousData` is not used: it prefers the previous query's data to the
 * server's fallback for a key not yet in the cache, so going back to the address the page was
 * first rendered at would keep showing the last search forever (nothing refetches it either).
 */
export const CATALOGUE_LIST_OPTIONS = {
  revalidateOnFocus: false,
  revalidateIfStale: false,
} as const satisfies SWRConfiguration;

/** The previous query's data while the next one loads, so the grid does not collapse. */
export function usePreviousWhileLoading<T>(data: T | undefined): T | undefined {
  // React's "state from the previous render" pattern: the update re-renders at once.
  const [last, setLast] = useState(data);
  if (data !== undefined && data !== last) setLast(data);
  return data ?? last;
}
