/**
 * The signed-in user (GET /account/profile, spec §7), shared by every feature that reacts to
 * the session: the shell and header, logout, the teacher guard, the gift offer. It lives in lib
 * because features may not import each other; `@/features/account/api/*` re-exports it.
 *
 * Requested only while a session token is stored (spec §4), revalidated on focus and every
 * 300 s.
 */
import { API_PATHS, type UserDto } from '@contract/api';
import { useSyncExternalStore } from 'react';
import useSWR, { type KeyedMutator } from 'swr';
import { LIMITS } from '@/config/constants';
import { apiClient, getData } from './api-client';
import { hasSession, subscribeSession } from './session';

/** SWR key of the profile: the path it loads, so an SSR `fallback` can use it as is. */
export const PROFILE_KEY = API_PATHS.profile;

export function getProfile(): Promise<UserDto> {
  return getData<UserDto>(apiClient, PROFILE_KEY);
}

/**
 * Whether a session token is stored, re-read whenever the session changes. The server (and the
 * hydrating render) always says false, so server and client markup agree.
 */
export function useHasSession(): boolean {
  return useSyncExternalStore(subscribeSession, hasSession, () => false);
}

export interface UseProfileResult {
  /** The profile; undefined while loading, when signed out, or when it could not be loaded. */
  user: UserDto | undefined;
  /** True while the first request for the profile is in flight. */
  isLoading: boolean;
  /** True once a profile is loaded. */
  isLoggedIn: boolean;
  error: unknown;
  mutate: KeyedMutator<UserDto>;
}

export function useProfile(): UseProfileResult {
  const signedIn = useHasSession();
  const { data, error, isLoading, mutate } = useSWR<UserDto>(signedIn ? PROFILE_KEY : null, getProfile, {
    revalidateOnFocus: true,
    refreshInterval: LIMITS.DATA_REFRESH_MS,
  });
  const user = signedIn ? data : undefined;
  return { user, isLoading, isLoggedIn: Boolean(user), error, mutate };
}
