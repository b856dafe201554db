import { toApiError } from '@/lib/api-client';
import { catalogueKeys } from '@/lib/catalogue/api/keys';
import { getUnitTest } from '@/lib/catalogue/api/unit-test';

const SSR_API_TIMEOUT_MS = 4000;

export type TestDetailLoad = { notFound: true } | { notFound: false; fallback: Record<string, unknown> };

/**
 * The test behind a detail URL. NOT_FOUND from the API means the page is a 404; any other failure
 * renders the page without data, and the browser retries and shows its own error state.
 */
export async function loadTestDetail(idOrSlug: string): Promise<TestDetailLoad> {
  try {
    const test = await getUnitTest(idOrSlug, { timeout: SSR_API_TIMEOUT_MS });
    return { notFound: false, fallback: { [catalogueKeys.unitTest(idOrSlug)]: test } };
  } catch (err) {
    const error = toApiError(err);
    if (error.code === 'NOT_FOUND' || error.status === 404) return { notFound: true };
    return { notFound: false, fallback: {} };
  }
}
