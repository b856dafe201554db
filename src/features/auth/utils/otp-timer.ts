/**
 * The resend countdown of a one-time code lives in storage (spec §9: OTP time and resend-OTP
 * seconds), so a reload or a remount shows the same countdown: `otpTime` is when the last code
 * was sent (ms since the epoch), `resendOtpSeconds` how long the server said to wait.
 */
import { getStoredItem, removeStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';

export function rememberOtpSent(resendAfterSeconds: number, now: number): void {
  setStoredItem(STORAGE_KEYS.otpTime, String(now));
  setStoredItem(STORAGE_KEYS.resendOtpSeconds, String(Math.max(0, Math.ceil(resendAfterSeconds))));
}

export function clearOtpTimer(): void {
  removeStoredItem(STORAGE_KEYS.otpTime);
  removeStoredItem(STORAGE_KEYS.resendOtpSeconds);
}

/** Whole seconds left before another code may be requested (0 when allowed now). */
export function resendRemainingSeconds(now: number): number {
  const sentAt = Number(getStoredItem(STORAGE_KEYS.otpTime));
  const wait = Number(getStoredItem(STORAGE_KEYS.resendOtpSeconds));
  if (!Number.isFinite(sentAt) || !Number.isFinite(wait) || sentAt <= 0 || wait <= 0) return 0;
  const left = sentAt + wait * 1000 - now;
  // A clock set backwards must not leave the button locked for longer than the server asked.
  return left > 0 ? Math.min(Math.ceil(left / 1000), Math.ceil(wait)) : 0;
}

/** 75 → "01:15". */
export function formatCountdown(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
