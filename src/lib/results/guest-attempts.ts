/**
 * The attempts a guest made in this browser: their ids and secrets, kept so that signing in or
 * registering afterwards attaches them (and their results) to the account instead of losing them.
 */
import type { IntegrityEventKind } from '@contract/player';
import { getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';

/** An exam attempt cancelled by an integrity rule: why, and when (ISO date-time). */
interface GuestCancellation {
  reason: IntegrityEventKind;
  at: string;
}

export interface GuestAttempt {
  attemptId: number;
  secret: string;
  savedAt: number;
  /** Once submitted: the test and its result, so the test page can open that result again. */
  unitTestId?: number;
  resultId?: number;
  /** Set when that result is a cancellation, so the test page can say so before a new start. */
  cancelled?: GuestCancellation;
}

export interface GuestResult {
  unitTestId: number;
  resultId: number;
  cancelled?: GuestCancellation | null;
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

export function rememberGuestAttempt(attemptId: number, secret: string, submitted?: GuestResult): void {
  const entries = readGuestAttempts();
  const known = entries.find((entry) => entry.attemptId === attemptId);
  const others = entries.filter((entry) => entry.attemptId !== attemptId);
  const result = submitted ?? (known?.resultId === undefined ? undefined : known);
  const cancelled = result?.cancelled ?? (known?.resultId === result?.resultId ? known?.cancelled : undefined);
  write([
    ...others,
    {
      attemptId,
      secret,
      savedAt: Date.now(),
      ...(result?.unitTestId === undefined || result.resultId === undefined
        ? {}
        : { unitTestId: result.unitTestId, resultId: result.resultId, ...(cancelled ? { cancelled } : {}) }),
    },
  ]);
}

function latestResultEntry(unitTestId: number): GuestAttempt | undefined {
  return readGuestAttempts()
    .filter((entry) => entry.unitTestId === unitTestId && Number.isInteger(entry.resultId))
    .sort((a, b) => b.savedAt - a.savedAt || b.attemptId - a.attemptId)[0];
}

/** The latest result a guest got on this test in this browser, as "resultId:secret" (stable for rendering). */
export function latestGuestResultOf(unitTestId: number): string | null {
  const latest = latestResultEntry(unitTestId);
  return latest ? `${latest.resultId}:${latest.secret}` : null;
}

/**
 * When a guest's latest result on this test in this browser is a cancellation: "reason|at" (a
 * string, stable for rendering), else null.
 */
export function latestGuestCancellationOf(unitTestId: number): string | null {
  const cancelled = latestResultEntry(unitTestId)?.cancelled;
  return cancelled ? `${cancelled.reason}|${cancelled.at}` : null;
}

/** The secret of the guest attempt that got this result in this browser, if any (its owner's proof). */
export function guestSecretOfResult(resultId: number): string | null {
  return readGuestAttempts().find((entry) => entry.resultId === resultId)?.secret ?? null;
}

export function forgetGuestAttempts(attemptIds: readonly number[]): void {
  if (attemptIds.length === 0) return;
  const gone = new Set(attemptIds);
  write(readGuestAttempts().filter((entry) => !gone.has(entry.attemptId)));
}
