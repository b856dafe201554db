import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * A settled payment unlocks the tests and empties the cart of what was bought: every cached view
 * of them (the cart, the tests' pages, my tests) is asked again.
 */
export function useRefreshAfterPayment(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate(() => true);
  }, [mutate]);
}
