/**
 * The home page's data, fetched while the page is generated so its first paint already has the
 * numbers: each result is stored under the SWR key its hook reads, as `fallback`.
 */
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { getMemberships } from '@/lib/catalogue/api/memberships';
import { getUnitTestFacets } from '@/lib/catalogue/api/unit-test-facets';
import { getUnitTests } from '@/lib/catalogue/api/unit-tests';
import { getGrades } from '@/lib/catalogue/api/grades';
import { FEATURED_QUERY } from '../data';

export interface HomeFallback {
  fallback: Record<string, unknown>;
  /** Every request answered: nothing is left for the browser to fetch. */
  complete: boolean;
}

/**
 * Never throws: a request that fails or takes longer than `timeoutMs` is simply left out, and
 * the browser asks for it (the page still renders, with those numbers hidden until then).
 */
export async function loadHomeFallback(timeoutMs = 2500): Promise<HomeFallback> {
  const config = { timeout: timeoutMs };
  const requests: [string, Promise<unknown>][] = [
    [catalogueKeys.grades(), getGrades(config)],
    [catalogueKeys.unitTestFacets(), getUnitTestFacets(undefined, config)],
    [catalogueKeys.unitTests(FEATURED_QUERY), getUnitTests(FEATURED_QUERY, config)],
    [catalogueKeys.memberships(), getMemberships(config)],
  ];
  const results = await Promise.allSettled(requests.map(([, request]) => request));
  const fallback: Record<string, unknown> = {};
  results.forEach((result, i) => {
    const key = requests[i]?.[0];
    if (key && result.status === 'fulfilled') fallback[key] = result.value;
  });
  return { fallback, complete: Object.keys(fallback).length === requests.length };
}
