import { act, renderHook } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdLoginRedirects, resetAuthRefreshState } from '@/lib/api-client';
import { clearSession, setSession } from '@/lib/session';
import { useSessionGuard } from '@/shell/use-session-guard';

function fakeRouter(pathname: string, asPath = pathname) {
  return { pathname, asPath, isReady: true, replace: vi.fn(() => Promise.resolve(true)) } as unknown as NextRouter & {
    replace: ReturnType<typeof vi.fn>;
  };
}

function signedInOn(pathname: string, loggingOut = false) {
  act(() => setSession({ accessToken: 'a', refreshToken: 'r' }));
  const router = fakeRouter(pathname);
  renderHook(() => useSessionGuard(router, { current: loggingOut }));
  return router;
}

afterEach(() => resetAuthRefreshState());

describe('useSessionGuard', () => {
  it('sends a protected page to login when the session ends on its own', () => {
    const router = signedInOn('/account/sessions');
    act(() => clearSession());
    expect(router.replace).toHaveBeenCalledWith('/login?redirect=%2Faccount%2Fsessions');
  });

  it('leaves public pages alone', () => {
    const router = signedInOn('/page/about-us');
    act(() => clearSession());
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('leaves a deliberate logout to the logout rules', () => {
    const router = signedInOn('/account', true);
    act(() => clearSession());
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('leaves any logout under way (the teacher guard’s too) to the logout rules', () => {
    const router = signedInOn('/classes');
    holdLoginRedirects();
    act(() => clearSession());
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('does not redirect a guest who never had a session (the proxy does that)', () => {
    const router = fakeRouter('/account');
    renderHook(() => useSessionGuard(router, { current: false }));
    expect(router.replace).not.toHaveBeenCalled();
  });
});
