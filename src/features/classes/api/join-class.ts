/**
 * POST /itf/join_class_request (spec §7): asks to join the class of a code. The outcome is the
 * answer's code (spec §4): JOIN_CLASS_SUCCESSFUL / REQUEST_JOIN_CLASS_SUCCESSFUL in a success,
 * the others in a 4xx refusal.
 */
import { classesApi } from '@contract/client-api';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { toApiError } from '@/lib/api-client';
import { callEnvelope } from '@/lib/api/call';
import { joinOutcome, type JoinOutcome } from '../utils/join-outcome';
import { classKeys } from './keys';

/** Refusals that say nothing about the code: the session or the rate limit. */
const NOT_ABOUT_THE_CODE = new Set([401, 403, 429]);

/** The answer's code; rejects only when there was no answer about the code at all. */
async function requestJoinClass(code: string): Promise<string> {
  try {
    const answer = await callEnvelope(classesApi.joinClass, { body: { code } });
    return answer.code;
  } catch (err) {
    const error = toApiError(err);
    if (error.status !== null && error.status >= 400 && error.status < 500 && !NOT_ABOUT_THE_CODE.has(error.status)) {
      return String(error.code);
    }
    throw error;
  }
}

/**
 * Asking from a screen: answers the outcome. Once the user joined or a request was sent, the
 * lists that show classes and requests are out of date and are asked again.
 */
export function useJoinClass(): (code: string) => Promise<JoinOutcome> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (code: string) => {
      const outcome = joinOutcome(await requestJoinClass(code));
      if (outcome.kind === 'joined' || outcome.kind === 'requestSent') {
        void mutate(classKeys.myClasses());
        void mutate(classKeys.joinRequests());
      }
      return outcome;
    },
    [mutate],
  );
}
