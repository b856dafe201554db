import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIMITS } from '@/config/constants';
import {
  clearLoginStorage,
  clearRegisterStorage,
  canRefreshSession,
  clearSession,
  getAccessToken,
  getStoredItem,
  hasSession,
  setSession,
  setStoredItem,
  STORAGE_KEYS,
  subscribeSession,
} from '@/lib/session';
import { signedIn } from '../session';

afterEach(() => {
  vi.useRealTimers();
});

describe('session cookies', () => {
  it('stores the access token, and a refresh token never: clearing forgets the hint too', () => {
    expect(hasSession()).toBe(false);
    signedIn({ accessToken: 'a1' });
    expect(getAccessToken()).toBe('a1');
    expect(document.cookie).toContain('access_token=a1');
    expect(canRefreshSession()).toBe(true);
    expect(hasSession()).toBe(true);
    clearSession();
    expect(getAccessToken()).toBeUndefined();
    expect(canRefreshSession()).toBe(false);
    expect(hasSession()).toBe(false);
  });

  it('counts a refresh token alone (the hint the proxy sets beside it) as a session (spec §4)', () => {
    signedIn({ accessToken: 'a1' });
    document.cookie = 'access_token=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    expect(getAccessToken()).toBeUndefined();
    expect(hasSession()).toBe(true);
  });

  it('keeps the session refreshable when a refresh stores a new access token', () => {
    signedIn({ accessToken: 'a1' });
    setSession({ accessToken: 'a2' });
    expect(getAccessToken()).toBe('a2');
    expect(canRefreshSession()).toBe(true);
  });

  it('keeps the cookies exactly as long as the server keeps the session (refreshExpiresIn)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T08:00:00Z'));
    signedIn({ accessToken: 'a1', refreshExpiresIn: 14 * 86_400 });
    vi.setSystemTime(new Date('2024-05-15T07:59:00Z'));
    expect(getAccessToken()).toBe('a1');
    vi.setSystemTime(new Date('2024-05-15T08:01:00Z'));
    expect(getAccessToken()).toBeUndefined();
  });

  it('expires the cookies after one day when the server does not say how long', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-01T08:00:00Z'));
    signedIn({ accessToken: 'a1' });
    expect(LIMITS.SESSION_COOKIE_DAYS).toBe(1);
    vi.setSystemTime(new Date('2024-05-02T07:59:00Z'));
    expect(getAccessToken()).toBe('a1');
    // jsdom drops expired cookies when they are read.
    vi.setSystemTime(new Date('2024-05-02T08:01:00Z'));
    expect(getAccessToken()).toBeUndefined();
  });

  it('tells subscribers when the session changes', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    signedIn({ accessToken: 'a1' });
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    setSession({ accessToken: 'a2' });
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('stored keys', () => {
  it('names every stored key of spec §9, and the guest attempts a sign-in claims', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'authWith',
        'cartData',
        'draftResult',
        'firstLogin',
        'guestAttempts',
        'lastTimeShow',
        'loginPhone',
        'otpTime',
        'refreshToken',
        'registerData',
        'registerPhone',
        'resendOtpSeconds',
        'sessionToken',
      ].sort(),
    );
    expect(STORAGE_KEYS.lastTimeShow).toBe('last_time_show');
    expect(new Set(Object.values(STORAGE_KEYS)).size).toBe(Object.keys(STORAGE_KEYS).length);
  });

  it('clearLoginStorage removes first-login and login-phone only', () => {
    setStoredItem(STORAGE_KEYS.firstLogin, '1');
    setStoredItem(STORAGE_KEYS.loginPhone, '0912345678');
    setStoredItem(STORAGE_KEYS.registerPhone, '0987654321');
    clearLoginStorage();
    expect(getStoredItem(STORAGE_KEYS.firstLogin)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.loginPhone)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.registerPhone)).toBe('0987654321');
  });

  it('clearRegisterStorage removes register-phone and register-data only', () => {
    setStoredItem(STORAGE_KEYS.registerPhone, '0987654321');
    setStoredItem(STORAGE_KEYS.registerData, '{"a":1}');
    setStoredItem(STORAGE_KEYS.loginPhone, '0912345678');
    clearRegisterStorage();
    expect(getStoredItem(STORAGE_KEYS.registerPhone)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.registerData)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.loginPhone)).toBe('0912345678');
  });
});
