/** POST /itf/unit-test-attempts/{id}/integrity-events (spec §8): a tab switch or a leave during an exam. */
import { attemptsApi } from '@contract/client-api';
import type { IntegrityEventKind, IntegrityStateDto } from '@contract/player';
import { env } from '@/config/env';
import { call, pathOf } from '@/lib/api/call';

export function recordIntegrityEvent(
  attemptId: number,
  attemptSecret: string,
  kind: IntegrityEventKind,
): Promise<IntegrityStateDto> {
  return call(attemptsApi.integrityEvent, { params: { id: attemptId }, body: { attemptSecret, kind } });
}

export function recordIntegrityEventOnExit(attemptId: number, attemptSecret: string, kind: IntegrityEventKind): void {
  if (typeof fetch !== 'function') return;
  try {
    void fetch(`${env.apiUrl}${pathOf(attemptsApi.integrityEvent, { id: attemptId })}`, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', 'X-Client-App-Id': env.clientAppId },
      body: JSON.stringify({ attemptSecret, kind }),
    }).catch(() => undefined);
  } catch {
    // Nothing to do: the page is closing.
  }
}
