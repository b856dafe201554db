/**
 * POST /itf/unit-tests-result-temporary/submit (students) or …/user-submit (guests, and a last
 * save as the page goes): the answers given so far.
 */
import { attemptsApi } from '@contract/client-api';
import type { DraftSaveRequest, DraftSavedDto } from '@contract/player';
import { env } from '@/config/env';
import { studentOrUser } from './student-or-user';

export function saveDraft(body: DraftSaveRequest): Promise<DraftSavedDto> {
  return studentOrUser(attemptsApi.saveDraft, attemptsApi.saveDraftUser, body);
}

/**
 * The last save when the page goes away: `fetch` with keepalive outlives the page (sendBeacon
 * cannot), and the secret in the body proves ownership without the bearer header.
 */
export function saveDraftOnExit(body: DraftSaveRequest): void {
  if (typeof fetch !== 'function') return;
  try {
    void fetch(`${env.apiUrl}${attemptsApi.saveDraftUser.url}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'X-Client-App-Id': env.clientAppId },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  } catch {
    // The page is going away; the local draft still holds every answer.
  }
}
