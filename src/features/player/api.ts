/**
 * The player's calls (contract/player.ts). Every call that acts on an attempt carries the
 * attempt secret too, so a guest — or a student whose session just expired — never loses work.
 */
import {
  ATTEMPT_SECRET_HEADER,
  PLAYER_PATHS,
  type AudioPlayDto,
  type DraftSaveRequest,
  type DraftSavedDto,
  type IntegrityEventKind,
  type IntegrityStateDto,
  type PlayPayload,
  type ResultDetailDto,
  type SendMailData,
  type SendMailRequest,
  type ShareCodeDto,
  type StartAttemptRequest,
  type SubmitRequest,
  type SubmitResultData,
} from '@contract/player';
import { env } from '@/config/env';
import { apiClient, getData, postData, toApiError } from '@/lib/api-client';
import { getAccessToken } from '@/lib/session';

export function startAttempt(testIdOrSlug: number | string, body: StartAttemptRequest): Promise<PlayPayload> {
  return postData<PlayPayload>(apiClient, PLAYER_PATHS.startAttempt(testIdOrSlug), body);
}

/**
 * Spec §6: students use their own route, everyone else (guests, teachers) the user route. A
 * signed-in caller refused by the student route (a teacher, or a session that just ended) falls
 * back to the user route, which accepts the attempt secret — the same idempotency key keeps it
 * one result.
 */
async function studentOrUser<T>(studentPath: string, userPath: string, body: object): Promise<T> {
  if (getAccessToken()) {
    try {
      return await postData<T>(apiClient, studentPath, body);
    } catch (err) {
      const { status } = toApiError(err);
      if (status !== 401 && status !== 403) throw err;
    }
  }
  return postData<T>(apiClient, userPath, body);
}

export function saveDraft(body: DraftSaveRequest): Promise<DraftSavedDto> {
  return studentOrUser<DraftSavedDto>(PLAYER_PATHS.draftSubmit, PLAYER_PATHS.draftUserSubmit, body);
}

/**
 * The last save when the page goes away: `fetch` with keepalive outlives the page (sendBeacon
 * cannot), and the secret in the body proves ownership without the bearer header.
 */
export function saveDraftOnExit(body: DraftSaveRequest): void {
  if (typeof fetch !== 'function') return;
  try {
    void fetch(`${env.apiUrl}${PLAYER_PATHS.draftUserSubmit}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'X-Client-App-Id': env.clientAppId },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // The page is going away; the local draft still holds every answer.
  }
}

export function submitAttempt(body: SubmitRequest): Promise<SubmitResultData> {
  return studentOrUser<SubmitResultData>(PLAYER_PATHS.submit, PLAYER_PATHS.userSubmit, body);
}

export function requestAudioPlay(attemptId: number, attemptSecret: string, audioId: string): Promise<AudioPlayDto> {
  return postData<AudioPlayDto>(apiClient, PLAYER_PATHS.audioPlay(attemptId), { attemptSecret, audioId });
}

export function recordIntegrityEvent(
  attemptId: number,
  attemptSecret: string,
  kind: IntegrityEventKind,
): Promise<IntegrityStateDto> {
  return postData<IntegrityStateDto>(apiClient, PLAYER_PATHS.integrityEvent(attemptId), { attemptSecret, kind });
}

export function recordIntegrityEventOnExit(attemptId: number, attemptSecret: string, kind: IntegrityEventKind): void {
  if (typeof fetch !== 'function') return;
  try {
    void fetch(`${env.apiUrl}${PLAYER_PATHS.integrityEvent(attemptId)}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'X-Client-App-Id': env.clientAppId },
      body: JSON.stringify({ attemptSecret, kind }),
    }).catch(() => undefined);
  } catch {
    // Nothing to do: the page is closing.
  }
}

export function getResult(
  resultId: number | string,
  options: { attemptSecret?: string | null; shareCode?: string | null } = {},
): Promise<ResultDetailDto> {
  return getData<ResultDetailDto>(
    apiClient,
    PLAYER_PATHS.result(resultId),
    options.shareCode ? { shareCode: options.shareCode } : undefined,
    options.attemptSecret ? { headers: { [ATTEMPT_SECRET_HEADER]: options.attemptSecret } } : undefined,
  );
}

export function shareResult(resultId: number, attemptSecret?: string | null): Promise<ShareCodeDto> {
  return postData<ShareCodeDto>(apiClient, PLAYER_PATHS.shareResult(resultId), attemptSecret ? { attemptSecret } : {});
}

export function sendResultMail(body: SendMailRequest): Promise<SendMailData> {
  return postData<SendMailData>(apiClient, PLAYER_PATHS.sendMail, body);
}
