/**
 * What the multi-step flows remember between steps and across a reload. Nothing secret is kept
 * in localStorage: passwords stay in memory, and the password-recovery token lives in
 * sessionStorage (this tab only, gone when it closes), never in the URL.
 */
import type { RoleCode } from '@/config/constants';
import { getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';

function parseJson(raw: string | null): unknown {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

// ---------------------------------------------------------------------------------------------
// Registration (localStorage: spec §9 register phone and register data)

export interface RegisterDraft {
  surname: string;
  givenName: string;
  phone: string;
  role: RoleCode | null;
  gradeId: number | null;
  acceptTerms: boolean;
  /** The masked phone number the code went to, when one was sent. */
  destination: string | null;
  /** When that code was sent (ms) and how long it stays valid (s). */
  sentAt: number | null;
  expiresIn: number | null;
}

export function saveRegisterDraft(draft: RegisterDraft): void {
  const { phone, ...data } = draft;
  setStoredItem(STORAGE_KEYS.registerPhone, phone);
  setStoredItem(STORAGE_KEYS.registerData, JSON.stringify(data));
}

export function readRegisterDraft(): RegisterDraft | null {
  const phone = getStoredItem(STORAGE_KEYS.registerPhone);
  const data = parseJson(getStoredItem(STORAGE_KEYS.registerData));
  if (!phone && !isRecord(data)) return null;
  const d = isRecord(data) ? data : {};
  const role = d.role === 'STUDENT' || d.role === 'TEACHER' ? d.role : null;
  return {
    surname: str(d.surname),
    givenName: str(d.givenName),
    phone: phone ?? '',
    role,
    gradeId: num(d.gradeId),
    acceptTerms: d.acceptTerms === true,
    destination: str(d.destination) || null,
    sentAt: num(d.sentAt),
    expiresIn: num(d.expiresIn),
  };
}

/** True while the code sent for this draft can still be entered. */
export function draftCodeStillValid(draft: RegisterDraft | null, phone: string, now: number): boolean {
  if (!draft || draft.phone !== phone || !draft.destination) return false;
  if (draft.sentAt === null || draft.expiresIn === null) return false;
  return now < draft.sentAt + draft.expiresIn * 1000;
}

// ---------------------------------------------------------------------------------------------
// First login (localStorage: spec §9 first login and login phone)

export interface FirstLoginPending {
  fullName: string;
}

export function saveFirstLoginPending(username: string, pending: FirstLoginPending): void {
  setStoredItem(STORAGE_KEYS.loginPhone, username);
  setStoredItem(STORAGE_KEYS.firstLogin, JSON.stringify(pending));
}

// ---------------------------------------------------------------------------------------------
// Password recovery (sessionStorage)

export const RECOVERY_STORAGE_KEYS = {
  /** The code step in progress: { username, destination, sentAt, expiresIn }. */
  pending: 'forgot_password_pending',
  /** The verified step: { username, verificationToken }. */
  verified: 'forgot_password_verified',
} as const;
type RecoveryKey = (typeof RECOVERY_STORAGE_KEYS)[keyof typeof RECOVERY_STORAGE_KEYS];

export function readSession(key: RecoveryKey): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSession(key: RecoveryKey, value: string | null): void {
  if (typeof window === 'undefined') return;
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the flow still works, it just does not survive a reload.
  }
}

export interface RecoveryPending {
  username: string;
  destination: string;
  sentAt: number;
  expiresIn: number;
}

export function saveRecoveryPending(pending: RecoveryPending | null): void {
  writeSession(RECOVERY_STORAGE_KEYS.pending, pending ? JSON.stringify(pending) : null);
}

/** The code step to resume, while its code can still be entered. */
export function parseRecoveryPending(raw: string | null, now: number): RecoveryPending | null {
  const data = parseJson(raw);
  if (!isRecord(data)) return null;
  const username = str(data.username);
  const destination = str(data.destination);
  const sentAt = num(data.sentAt);
  const expiresIn = num(data.expiresIn);
  if (!username || !destination || sentAt === null || expiresIn === null) return null;
  return now < sentAt + expiresIn * 1000 ? { username, destination, sentAt, expiresIn } : null;
}

export interface RecoveryVerified {
  username: string;
  verificationToken: string;
}

export function saveRecoveryVerified(verified: RecoveryVerified | null): void {
  writeSession(RECOVERY_STORAGE_KEYS.verified, verified ? JSON.stringify(verified) : null);
}

export function parseRecoveryVerified(raw: string | null): RecoveryVerified | null {
  const data = parseJson(raw);
  if (!isRecord(data)) return null;
  const username = str(data.username);
  const verificationToken = str(data.verificationToken);
  return verificationToken ? { username, verificationToken } : null;
}

export function clearRecoveryStorage(): void {
  writeSession(RECOVERY_STORAGE_KEYS.pending, null);
  writeSession(RECOVERY_STORAGE_KEYS.verified, null);
}
