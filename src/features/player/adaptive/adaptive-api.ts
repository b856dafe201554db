/**
 * The adaptive test's API (contract/adaptive.ts): start or resume, the question on screen,
 * answers. All three are plain calls the screen makes when the learner acts, never cached reads,
 * so nothing is sent again behind the learner's back.
 */
import type { AdaptiveAnswerRequest, AdaptiveAttemptDto, AdaptiveTestKey } from '@contract/adaptive';
import { adaptiveApi } from '@contract/client-api';
import { ATTEMPT_SECRET_HEADER } from '@contract/player';
import { call } from '@/lib/api/call';

export function startAdaptive(key: AdaptiveTestKey): Promise<AdaptiveAttemptDto> {
  return call(adaptiveApi.start, { params: { key } });
}

export function currentAdaptive(attemptId: number, secret: string): Promise<AdaptiveAttemptDto> {
  return call(adaptiveApi.current, { params: { id: attemptId } }, { headers: { [ATTEMPT_SECRET_HEADER]: secret } });
}

export function answerAdaptive(attemptId: number, body: AdaptiveAnswerRequest): Promise<AdaptiveAttemptDto> {
  return call(adaptiveApi.answer, { params: { id: attemptId }, body });
}

const storageKey = (key: AdaptiveTestKey) => `adaptive-attempt:${key}`;

/** The attempt this browser has open for a test, to resume it after a reload or a lost connection. */
export function storedAttempt(key: AdaptiveTestKey): { attemptId: number; secret: string } | null {
  try {
    const raw = window.localStorage.getItem(storageKey(key));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { attemptId?: unknown; secret?: unknown };
    return typeof parsed.attemptId === 'number' && typeof parsed.secret === 'string'
      ? { attemptId: parsed.attemptId, secret: parsed.secret }
      : null;
  } catch {
    return null;
  }
}

export function storeAttempt(key: AdaptiveTestKey, attempt: AdaptiveAttemptDto | null): void {
  try {
    if (attempt === null) window.localStorage.removeItem(storageKey(key));
    else
      window.localStorage.setItem(
        storageKey(key),
        JSON.stringify({ attemptId: attempt.attemptId, secret: attempt.attemptSecret }),
      );
  } catch {
    // Private mode without storage: resuming after a reload is not available, the test still works.
  }
}
