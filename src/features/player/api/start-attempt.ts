/**
 * POST /itf/unit-tests/{id}/attempts (spec §6): starts an attempt, or resumes the one named by
 * `attemptId` and `attemptSecret` (or the caller's open one), and answers the play payload.
 */
import type { PlayPayload, StartAttemptRequest } from '@contract/player';
import { attemptsApi } from '@contract/client-api';
import useSWRMutation from 'swr/mutation';
import { toApiError, type ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { playerKeys } from './keys';

function startAttempt(testIdOrSlug: number | string, body: StartAttemptRequest): Promise<PlayPayload> {
  return call(attemptsApi.start, { params: { id: testIdOrSlug }, body });
}

/**
 * Starting is a mutation, never a cached read: SWR cannot send it again on focus, reconnect or
 * remount, so a test in progress is never restarted behind the learner's back. The payload lives
 * in the player's own state; `trigger` rejects with an ApiError.
 */
export function useStartAttempt(testIdOrSlug: number | string) {
  return useSWRMutation<PlayPayload, ApiError, string, StartAttemptRequest>(
    playerKeys.startAttempt(testIdOrSlug),
    async (_key, { arg }) => {
      try {
        return await startAttempt(testIdOrSlug, arg);
      } catch (err) {
        throw toApiError(err);
      }
    },
  );
}
