/** POST /itf/unit-tests/use (spec §7): adds a test the user may take (free or covered) to their tests. */
import type { UseUnitTestData, UseUnitTestRequest } from '@contract/catalogue';
import { unitTestsApi } from '@contract/client-api';
import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { toApiError, type ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { commerceKeys } from '@/lib/commerce/api/keys';
import { catalogueKeys } from './keys';

/** What "use" is called with: the test (its slug too, when its page is keyed by it). */
export interface UseUnitTestArg {
  id: number;
  slug?: string;
  /** Open the test with a quantity of the membership (gold). */
  useQuantity?: boolean;
}

function postUseUnitTest(unitTestId: number, useQuantity: boolean): Promise<UseUnitTestData> {
  const body: UseUnitTestRequest = useQuantity ? { unitTestId, useQuantity } : { unitTestId };
  return call(unitTestsApi.use, { body });
}

/**
 * "Use" as a mutation: adds the test to the user's tests, then refreshes the test's detail (id
 * and slug keys) and the owned list before it settles. `trigger` resolves with the answer (e.g.
 * the quantity it spent), or undefined on failure, which sets `error`.
 */
export function useUseUnitTest() {
  const { mutate } = useSWRConfig();
  return useSWRMutation<UseUnitTestData, ApiError, string, UseUnitTestArg>(
    catalogueKeys.useUnitTest(),
    async (_key, { arg }) => {
      let data: UseUnitTestData;
      try {
        data = await postUseUnitTest(arg.id, arg.useQuantity === true);
      } catch (err) {
        throw toApiError(err);
      }
      const keys = [catalogueKeys.unitTest(arg.id), catalogueKeys.ownedUnitTests()];
      // Opening with a credit spends one: the credits page and the test pages show what is left.
      if (arg.useQuantity) keys.push(commerceKeys.quantityUse());
      if (arg.slug) keys.push(catalogueKeys.unitTest(arg.slug));
      // A failed refresh must not turn a successful "use" into an error.
      await Promise.all(keys.map((key) => mutate(key).catch(() => undefined)));
      return data;
    },
    { throwOnError: false },
  );
}
