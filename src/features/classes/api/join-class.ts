/**
 * POST /itf/join_class_request (spec §7): asks to join the class of a code. The outcome is the
 * answer's code (spec §4): JOIN_CLASS_SUCCESSFUL / REQUEST_JOIN_CLASS_SUCCESSFUL in a success,
 * the others in a 4xx refusal.
 */
import { CLASS_PATHS, type JoinClassRequest, type JoinClassResponse } from '@contract/classes-api';
import { apiClient, toApiError } from '@/lib/api-client';

/** Refusals that say nothing about the code: the session or the rate limit. */
const NOT_ABOUT_THE_CODE = new Set([401, 403, 429]);

/** The answer's code; rejects only when there was no answer about the code at all. */
export async function requestJoinClass(code: string): Promise<string> {
  const body: JoinClassRequest = { code };
  try {
    const { data } = await apiClient.post<JoinClassResponse>(CLASS_PATHS.joinRequest, body);
    return data.code;
  } catch (err) {
    const error = toApiError(err);
    if (error.status !== null && error.status >= 400 && error.status < 500 && !NOT_ABOUT_THE_CODE.has(error.status)) {
      return String(error.code);
    }
    throw error;
  }
}
