/**
 * GET /account/profile (spec §7): the signed-in user. Requested only while a session token is
 * stored (spec §4), revalidated on focus and every 300 s.
 */
import type { UserDto } from '@contract/api';
import useSWR, { type KeyedMutator } from 'swr';
import { LIMITS } from '@/config/constants';
import { accountApi } from '@contract/client-api';
import { call } from '@/lib/api/call';
import { useHasSession } from '@/lib/current-user';
import { profileKeys } from './keys';

export function getProfile(): Promise<UserDto> {
  return call(accountApi.profile);
}

export interface UseProfileResult {
  /** The profile; undefined while loading, when signed out, or when it could not be loaded. */
  data: UserDto | undefined;
  /** True while the first request for the profile is in flight. */
  isLoading: boolean;
  /** True once a profile is loaded. */
  isLoggedIn: boolean;
  error: unknown;
  mutate: KeyedMutator<UserDto>;
}

export function useProfile(): UseProfileResult {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<UserDto>(signedIn ? profileKeys.profile() : null, getProfile, {
    revalidateOnFocus: true,
    refreshInterval: LIMITS.DATA_REFRESH_MS,
  });
  const user = signedIn ? data : undefined;
  return { data: user, isLoading, isLoggedIn: Boolean(user), error, mutate };
}
