/**
 * POST /itf/unit-tests-result-temporary/submit (students) or …/user-submit (guests, and a last
 * save as the page goes): the answers given so far.
 */
import { PLAYER_PATHS, type DraftSaveRequest, type DraftSavedDto } from '@contract/player';
import { env } from '@/config/env';
import { studentOrUser } from './student-or-user';

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
