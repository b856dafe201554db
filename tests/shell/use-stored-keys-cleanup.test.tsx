import { renderHook } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { describe, expect, it } from 'vitest';
import { getStoredItem, setStoredItem, STORAGE_KEYS } from '@/lib/session';
import { useStoredKeysCleanup } from '@/shell/use-stored-keys-cleanup';

type Handler = (url: string) => void;

function fakeRouter(asPath: string) {
  const handlers = new Set<Handler>();
  const router = {
    asPath,
    events: {
      on: (_event: string, handler: Handler) => handlers.add(handler),
      off: (_event: string, handler: Handler) => handlers.delete(handler),
    },
  } as unknown as NextRouter;
  const navigate = (url: string) => handlers.forEach((h) => h(url));
  return { router, navigate };
}

function seed() {
  setStoredItem(STORAGE_KEYS.loginPhone, '0900000001');
  setStoredItem(STORAGE_KEYS.firstLogin, '{"fullName":"A"}');
  setStoredItem(STORAGE_KEYS.registerPhone, '0900000009');
  setStoredItem(STORAGE_KEYS.registerData, '{"surname":"B"}');
}

describe('useStoredKeysCleanup', () => {
  it('clears the login values when leaving /login, and keeps the register ones', () => {
    seed();
    const { router, navigate } = fakeRouter('/login?redirect=%2Faccount');
    renderHook(() => useStoredKeysCleanup(router));
    navigate('/account');
    expect(getStoredItem(STORAGE_KEYS.loginPhone)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.firstLogin)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.registerPhone)).toBe('0900000009');
  });

  it('clears the register values when leaving /register', () => {
    seed();
    const { router, navigate } = fakeRouter('/en/register');
    renderHook(() => useStoredKeysCleanup(router));
    navigate('/en');
    expect(getStoredItem(STORAGE_KEYS.registerPhone)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.registerData)).toBeNull();
    expect(getStoredItem(STORAGE_KEYS.loginPhone)).toBe('0900000001');
  });

  it('keeps everything when only the language or the query changes', () => {
    seed();
    const { router, navigate } = fakeRouter('/register');
    renderHook(() => useStoredKeysCleanup(router));
    navigate('/en/register');
    navigate('/register?step=otp');
    expect(getStoredItem(STORAGE_KEYS.registerPhone)).toBe('0900000009');
    expect(getStoredItem(STORAGE_KEYS.registerData)).toBe('{"surname":"B"}');
  });
});
