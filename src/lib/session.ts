/**
 * The session (spec §4 Session, §9 stored keys): an access-token cookie and a refresh-token
 * cookie, plus the local-storage keys the product keeps. Safe to import on the server: nothing
 * touches `window` or `document` until a function is called, and every function degrades to
 * "no value" where there is no browser.
 *
 * A session has one way in and one way out: every sign-in stores its tokens with
 * `startSession`, and every sign-out (the logout button, the teacher guard, a device signed out
 * from the sessions page, a refresh the service refuses) ends with `endSession`. Both announce
 * the boundary (`subscribeSessionBoundary`): the API client forgets its cached refresh, and the
 * shell drops everything the SWR cache holds, so no one ever sees data of the previous user.
 */
import Cookies from 'js-cookie';
import { LIMITS } from '@/config/constants';
import { embedSession, endEmbedSession, isEmbedded, subscribeEmbedSession } from './embed-session';

/**
 * Cookie names of the session. The refresh token's cookie is HttpOnly and scoped to the sign-in
 * proxy: scripts never read it (decision 0054, src/lib/refresh-cookie.ts). The hint, set beside it
 * by the proxy, only says that a session can be refreshed.
 */
export const SESSION_COOKIES = {
  accessToken: 'access_token',
  refreshToken: 'refresh_token',
  sessionHint: 'session_hint',
} as const;

/**
 * Every stored key of spec §9. The two tokens are cookies (so the server could read them);
 * the rest live in localStorage.
 */
export const STORAGE_KEYS = {
  sessionToken: SESSION_COOKIES.accessToken,
  refreshToken: SESSION_COOKIES.refreshToken,
  cartData: 'cart_data',
  loginPhone: 'login_phone',
  registerPhone: 'register_phone',
  registerData: 'register_data',
  firstLogin: 'first_login',
  otpTime: 'otp_time',
  resendOtpSeconds: 'resend_otp_seconds',
  authWith: 'auth_with',
  draftResult: 'draft_result',
  /** Attempts made as a guest in this browser (id + secret), claimed by the account at sign-in. */
  guestAttempts: 'guest_attempts',
  lastTimeShow: 'last_time_show',
} as const;
export type LocalStorageKey = Exclude<
  (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS],
  (typeof SESSION_COOKIES)[keyof typeof SESSION_COOKIES]
>;

export interface SessionTokens {
  accessToken: string;
  /**
   * Seconds the server keeps the session (its refresh token) valid: the access-token cookie lives
   * exactly as long as the refresh cookie the proxy set, so a browser never forgets a session the
   * server still counts toward the device limit. Without it, LIMITS.SESSION_COOKIE_DAYS.
   */
  refreshExpiresIn?: number;
}

const isBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

// Cookies have no change event, so the session announces its own changes (login, refresh,
// logout) to anyone that renders from it (useSyncExternalStore in the profile hook).
type Listener = () => void;
const listeners = new Set<Listener>();

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  const unsubscribeEmbed = subscribeEmbedSession(listener);
  return () => {
    listeners.delete(listener);
    unsubscribeEmbed();
  };
}

function notify() {
  for (const listener of [...listeners]) listener();
}

// Inside a partner's frame the embed's own session is the only one (src/lib/embed-session.ts):
// the site's cookies are neither read nor cleared there.
export function getAccessToken(): string | undefined {
  if (!isBrowser()) return undefined;
  if (isEmbedded()) return embedSession()?.accessToken;
  return Cookies.get(SESSION_COOKIES.accessToken) || undefined;
}

/** True when the proxy holds a refresh token for this browser (its hint cookie says so). */
export function canRefreshSession(): boolean {
  if (!isBrowser() || isEmbedded()) return false;
  return Boolean(Cookies.get(SESSION_COOKIES.sessionHint));
}

/** True when either token is stored (spec §4: the profile is loaded only then). */
export function hasSession(): boolean {
  return Boolean(getAccessToken() || canRefreshSession());
}

function cookieAttributes(expiresInSeconds: number | undefined): Cookies.CookieAttributes {
  const seconds = expiresInSeconds !== undefined && Number.isFinite(expiresInSeconds) ? expiresInSeconds : undefined;
  return {
    expires: seconds !== undefined && seconds > 0 ? new Date(Date.now() + seconds * 1000) : LIMITS.SESSION_COOKIE_DAYS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  };
}

export function setSession({ accessToken, refreshExpiresIn }: SessionTokens): void {
  if (!isBrowser()) return;
  Cookies.set(SESSION_COOKIES.accessToken, accessToken, cookieAttributes(refreshExpiresIn));
  notify();
}

/**
 * Forgets the session in this browser. The HttpOnly refresh cookie is the proxy's to clear (a
 * logout or a refused refresh does); without the hint, nothing here uses it again.
 */
export function clearSession(): void {
  if (!isBrowser()) return;
  if (isEmbedded()) {
    endEmbedSession();
    return;
  }
  Cookies.remove(SESSION_COOKIES.accessToken, { path: '/' });
  Cookies.remove(SESSION_COOKIES.sessionHint, { path: '/' });
  notify();
}

// ---------------------------------------------------------------------------------------------
// Session boundaries: one way in, one way out

/**
 * Why a session ended: the user's logout, the teacher guard's, this device signed out from the
 * sessions page, or a session the sign-in service no longer refreshes.
 */
export type SessionEndReason = 'logout' | 'teacher' | 'revoked' | 'expired';
type SessionBoundary = { type: 'start' } | { type: 'end'; reason: SessionEndReason };
type BoundaryListener = (boundary: SessionBoundary) => void;

const boundaryListeners = new Set<BoundaryListener>();
let loginRedirectsOnHold = false;

/**
 * Called at every sign-in and sign-out, after the cookies changed (a token refresh is neither).
 * Returns the unsubscribe function.
 */
export function subscribeSessionBoundary(listener: BoundaryListener): () => void {
  boundaryListeners.add(listener);
  return () => {
    boundaryListeners.delete(listener);
  };
}

function announce(boundary: SessionBoundary) {
  for (const listener of [...boundaryListeners]) listener(boundary);
}

/**
 * A flag of this visit: sessionStorage, so it lasts the tab (reloads included) and no longer.
 * `set` raises it first. Storage may be refused (privacy modes): a flag is never worth a crash.
 */
export function visitFlag(key: string, set = false): boolean {
  if (!isBrowser()) return false;
  try {
    if (set) window.sessionStorage.setItem(key, '1');
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

/** A sign-in or registration in this visit: promotions leave the student alone until the next. */
const SIGNED_IN_THIS_VISIT = 'signed_in_this_visit';

/** Whether this tab signed in (login, registration, first login) during the current visit. */
export function signedInThisVisit(): boolean {
  return visitFlag(SIGNED_IN_THIS_VISIT);
}

/** Signs in: the tokens a login, registration, first login or session replacement issued. */
export function startSession(tokens: SessionTokens): void {
  visitFlag(SIGNED_IN_THIS_VISIT, true);
  loginRedirectsOnHold = false;
  setSession(tokens);
  announce({ type: 'start' });
}

/**
 * Signs out on this device: drops the stored cart (spec §4 Logout; the signed-in cart is the
 * account's, kept by the server) and both tokens, then announces it. Telling the sign-in
 * service is the caller's business (only the logout button and the teacher guard do).
 * A deliberate sign-out navigates on its own, so it also holds login redirects.
 */
export function endSession(reason: SessionEndReason): void {
  if (reason !== 'expired') loginRedirectsOnHold = true;
  // The site's stored cart is not the embed's to drop.
  if (!isEmbedded()) removeStoredItem(STORAGE_KEYS.cartData);
  clearSession();
  announce({ type: 'end', reason });
}

/**
 * A sign-out navigates on its own (home, or stays): from its start until the next sign-in,
 * requests of the ending session that fail must not also send the user to login — a teacher
 * logged out by the shell would otherwise race to /login instead of home. The shell holds them
 * too once it has sent the user to login, so several failing requests navigate once.
 */
export function holdLoginRedirects(): void {
  loginRedirectsOnHold = true;
}

/** A sign-out (or a redirect to login) is already under way: nobody else should navigate to login. */
export function loginRedirectsHeld(): boolean {
  return loginRedirectsOnHold;
}

/** Lets lost sessions send the user to login again (a new session does this itself; tests). */
export function releaseLoginRedirects(): void {
  loginRedirectsOnHold = false;
}

// localStorage can throw (privacy modes, full quota); a stored value is never worth a crash.

export function getStoredItem(key: LocalStorageKey): string | null {
  if (!isBrowser()) return null;
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function setStoredItem(key: LocalStorageKey, value: string): void {
  if (!isBrowser()) return;
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the value simply is not remembered.
  }
}

export function removeStoredItem(key: LocalStorageKey): void {
  if (!isBrowser()) return;
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored either.
  }
}

/** Leaving /login drops the first-login and login-phone values (spec §2). */
export function clearLoginStorage(): void {
  removeStoredItem(STORAGE_KEYS.firstLogin);
  removeStoredItem(STORAGE_KEYS.loginPhone);
}

/** Leaving /register drops the register-phone and register-data values (spec §2). */
export function clearRegisterStorage(): void {
  removeStoredItem(STORAGE_KEYS.registerPhone);
  removeStoredItem(STORAGE_KEYS.registerData);
}
