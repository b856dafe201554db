/**
 * The attempts a guest made in this browser: their ids and secrets, kept so that signing in or
 * registering afterwards attaches them (and their results) to the account instead of losing them.
 */
import { getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';

export interface GuestAttempt {
  attemptId: number;
  secret: string;
  savedAt: number;
}

/** A guest rarely has more; the oldest go first. */
const MAX_ENTRIES = 20;

export function readGuestAttempts(): GuestAttempt[] {
  const raw = getStoredItem(STORAGE_KEYS.guestAttempts);
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is GuestAttempt =>
        typeof entry === 'object' &&
        entry !== null &&
        Number.isInteger((entry as GuestAttempt).attemptId) &&
        typeof (entry as GuestAttempt).secret === 'string' &&
        (entry as GuestAttempt).secret !== '' &&
        typeof (entry as GuestAttempt).savedAt === 'number',
    );
  } catch {
    return [];
  }
}

function write(entries: GuestAttempt[]): void {
  const kept = [...entries].sort((a, b) => b.savedAt - a.savedAt).slice(0, MAX_ENTRIES);
  setStoredItem(STORAGE_KEYS.guestAttempts, JSON.stringify(kept));
}

export function rememberGuestAttempt(attemptId: number, secret: string): void {
  const others = readGuestAttempts().filter((entry) => entry.attemptId !== attemptId);
  write([...others, { attemptId, secret, savedAt: Date.now() }]);
}

export function forgetGuestAttempts(attemptIds: readonly number[]): void {
  if (attemptIds.length === 0) return;
  const gone = new Set(attemptIds);
  write(readGuestAttempts().filter((entry) => !gone.has(entry.attemptId)));
}
