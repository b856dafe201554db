/**
 * GET /itf/unit-tests-result/{id} (spec §6): one result, with the review for its owner. The owner
 * proves it with the session or the attempt secret; a visitor with a RESULT share code sees the
 * score only.
 */
import { ATTEMPT_SECRET_HEADER, type ResultDetailDto } from '@contract/player';
import { resultsApi } from '@contract/client-api';
import useSWR from 'swr';
import type { ApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { guestSecretOfResult } from '@/lib/results/guest-attempts';
import { hasSession } from '@/lib/session';
import { playerKeys } from './keys';

export function getResult(
  resultId: number | string,
  options: { attemptSecret?: string | null; shareCode?: string | null } = {},
): Promise<ResultDetailDto> {
  return call(
    resultsApi.detail,
    { params: { id: resultId }, query: { shareCode: options.shareCode ?? undefined } },
    options.attemptSecret ? { headers: { [ATTEMPT_SECRET_HEADER]: options.attemptSecret } } : undefined,
  );
}

/**
 * A result on screen is not asked for again on focus or reconnect; opening the page again does
 * ask (a review may have been scored since). A failure is shown with its own "try again"
 * (`mutate`) instead of being retried behind the learner's back.
 */
const RESULT_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  shouldRetryOnError: false,
} as const;

/**
 * The result page's result: the owner's (signed in, or a guest whose browser kept the attempt's
 * secret, so a submitted result keeps its address), or a visitor's with a share code.
 */
export function useResult(resultId: number, shareCode?: string | null) {
  return useSWR<ResultDetailDto, ApiError>(
    playerKeys.result(resultId, shareCode),
    () =>
      getResult(resultId, {
        shareCode,
        attemptSecret: shareCode || hasSession() ? null : guestSecretOfResult(resultId),
      }),
    RESULT_OPTIONS,
  );
}
