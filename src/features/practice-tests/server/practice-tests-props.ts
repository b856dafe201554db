import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { getUnitTestFacets } from '@/lib/catalogue/api/unit-test-facets';
import { getUnitTests } from '@/lib/catalogue/api/unit-tests';
import { FEATURED_EXAMS_QUERY } from '../data';

const SSR_API_TIMEOUT_MS = 4000;

/** Facet counts and featured exam tests for the hub, under the browser's SWR keys. Never throws. */
export async function loadPracticeTestsFallback(): Promise<Record<string, unknown>> {
  const config = { timeout: SSR_API_TIMEOUT_MS };
  const [facets, featured] = await Promise.allSettled([
    getUnitTestFacets(undefined, config),
    getUnitTests(FEATURED_EXAMS_QUERY, config),
  ]);
  const fallback: Record<string, unknown> = {};
  if (facets.status === 'fulfilled') fallback[catalogueKeys.unitTestFacets()] = facets.value;
  if (featured.status === 'fulfilled') fallback[catalogueKeys.unitTests(FEATURED_EXAMS_QUERY)] = featured.value;
  return fallback;
}
