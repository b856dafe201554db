/**
 * The local copy of every open attempt (spec §9 "draft result" key): written on every change,
 * before anything goes to the network, so a reload, a lost connection or a closed tab never
 * loses an answer. One entry per test (the attempt to resume when the test is opened again).
 */
import type { PlayerAnswer } from '@contract/player';
import { getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';

export interface LocalDraft {
  attemptId: number;
  secret: string;
  testId: number;
  answers: Record<string, PlayerAnswer>;
  currentQuestionId: string | null;
  flags: string[];
  /** Increases with every change. */
  revision: number;
  /** The highest revision the server confirmed. */
  savedRevision: number;
  /** The idempotency key of the submit in progress, reused by every retry (and by another tab). */
  submitKey: string | null;
  updatedAt: number;
}

type DraftMap = Record<string, LocalDraft>;
interface Stored {
  /** A random id for this browser, sent at start so the server can tell a second device. */
  device?: string;
  drafts: DraftMap;
}

/** Keep only a few attempts: the key holds drafts, not a history. */
const MAX_ENTRIES = 10;

function readStored(): Stored {
  const raw = getStoredItem(STORAGE_KEYS.draftResult);
  if (!raw) return { drafts: {} };
  try {
    const parsed = JSON.parse(raw) as Partial<Stored> | null;
    const drafts = parsed && typeof parsed.drafts === 'object' && parsed.drafts !== null ? parsed.drafts : {};
    return { device: typeof parsed?.device === 'string' ? parsed.device : undefined, drafts };
  } catch {
    return { drafts: {} };
  }
}

const readAll = (): DraftMap => readStored().drafts;

function writeStored(stored: Stored): void {
  const entries = Object.entries(stored.drafts)
    .sort(([, a], [, b]) => b.updatedAt - a.updatedAt)
    .slice(0, MAX_ENTRIES);
  setStoredItem(STORAGE_KEYS.draftResult, JSON.stringify({ ...stored, drafts: Object.fromEntries(entries) }));
}

export function readLocalDraft(testId: number): LocalDraft | null {
  const entry = readAll()[String(testId)];
  return entry && typeof entry.attemptId === 'number' && typeof entry.secret === 'string' ? entry : null;
}

/** Runs on every answer: the stored key is parsed once here, the device id kept from the same read. */
export function writeLocalDraft(draft: LocalDraft): void {
  const stored = readStored();
  writeStored({ ...stored, drafts: { ...stored.drafts, [String(draft.testId)]: { ...draft, updatedAt: Date.now() } } });
}

export function removeLocalDraft(testId: number): void {
  const stored = readStored();
  const drafts = { ...stored.drafts };
  delete drafts[String(testId)];
  writeStored({ ...stored, drafts });
}

/** This browser's device id (made once). */
export function deviceId(): string {
  const stored = readStored();
  if (stored.device && /^[A-Za-z0-9_-]{8,100}$/.test(stored.device)) return stored.device;
  const device = randomId();
  writeStored({ ...stored, device });
  return device;
}

export function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
