/**
 * GET /account/login-session/{userId} (sign-in service): the account's active sessions, the one
 * making the request marked `current`.
 */
import type { LoginSessionDto } from '@contract/api';
import { accountApi } from '@contract/client-api';
import useSWR from 'swr';
import { call } from '@/lib/api/call';
import { accountKeys } from './keys';

function getLoginSessions(userId: number): Promise<LoginSessionDto[]> {
  return call(accountApi.loginSessions, { params: { userId } });
}

/** This device first, then the most recently active. */
function sortLoginSessions(sessions: readonly LoginSessionDto[]): LoginSessionDto[] {
  return [...sessions].sort((a, b) => {
    if (a.current !== b.current) return a.current ? -1 : 1;
    return Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt);
  });
}

/** Loads nothing until the user id is known (the profile loads first). */
export function useLoginSessions(userId: number | undefined) {
  const { data, error, isLoading, isValidating, mutate } = useSWR<LoginSessionDto[]>(
    userId === undefined ? null : accountKeys.loginSessions(userId),
    () => getLoginSessions(userId as number),
  );
  return {
    data: data ? sortLoginSessions(data) : undefined,
    error: error as unknown,
    isLoading,
    isValidating,
    mutate,
  };
}
