import type { UserDto } from '@contract/api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { profileKeys } from '@/lib/profile/api/keys';

/**
 * Once a sign-in or a registration has its session: the user it answered becomes the cached
 * profile, so the page the user goes to next renders signed in without asking for it again.
 */
export function useSignedIn(): (user: UserDto) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (user: UserDto) => {
      await mutate(profileKeys.profile(), user, { revalidate: false });
    },
    [mutate],
  );
}
