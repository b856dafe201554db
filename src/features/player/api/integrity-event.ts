/** POST /itf/unit-test-attempts/{id}/integrity-events (spec §8): a tab switch or a leave during an exam. */
import { PLAYER_PATHS, type IntegrityEventKind, type IntegrityStateDto } from '@contract/player';
import { env } from '@/config/env';
import { apiClient, postData } from '@/lib/api-client';

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
