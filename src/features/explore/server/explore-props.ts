import { parseExploreQuery, toFacetsQuery, toUnitTestListQuery, type RawQuery } from '@/lib/catalogue/query';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { getUnitTestFacets } from '@/lib/catalogue/api/unit-test-facets';
import { getUnitTests } from '@/lib/catalogue/api/unit-tests';

/** A server render waits this long for the API at most; then the browser takes over. */
const SSR_API_TIMEOUT_MS = 4000;

/**
 * The list page and facet counts of an Explore URL, fetched on the server and keyed as the
 * browser's hooks key them. A failed request is left out: the page still renders, and the
 * browser retries and shows its own loading or error state. Never throws.
 */
export async function loadExploreFallback(query: RawQuery): Promise<Record<string, unknown>> {
  const filters = parseExploreQuery(query);
  const listQuery = toUnitTestListQuery(filters);
  const facetsQuery = toFacetsQuery(filters);
  const config = { timeout: SSR_API_TIMEOUT_MS };
  const [list, facets] = await Promise.allSettled([
    getUnitTests(listQuery, config),
    getUnitTestFacets(facetsQuery, config),
  ]);
  const fallback: Record<string, unknown> = {};
  if (list.status === 'fulfilled') fallback[catalogueKeys.unitTests(listQuery)] = list.value;
  if (facets.status === 'fulfilled') fallback[catalogueKeys.unitTestFacets(facetsQuery)] = facets.value;
  return fallback;
}
