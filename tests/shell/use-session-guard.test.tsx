import { act, renderHook } from '@testing-library/react';
import type { NextRouter } from 'next/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetAuthRefreshState } from '@/lib/api-client';
import { clearSession, endSession, holdLoginRedirects } from '@/lib/session';
import { useSessionGuard } from '@/shell/use-session-guard';
import { signedIn } from '../session';

function fakeRouter(pathname: string, asPath = pathname) {
  return { pathname, asPath, isReady: true, replace: vi.fn(() => Promise.resolve(true)) } as unknown as NextRouter & {
    replace: ReturnType<typeof vi.fn>;
  };
}

function signedInOn(pathname: string) {
  act(() => signedIn({ accessToken: 'a' }));
  const router = fakeRouter(pathname);
  renderHook(() => useSessionGuard(router));
  return router;
}

afterEach(() => resetAuthRefreshState());

describe('useSessionGuard', () => {
  it('sends a protected page to login when the session ends on its own', () => {
    const router = signedInOn('/account/sessions');
    act(() => clearSession());
    expect(router.replace).toHaveBeenCalledWith('/login?redirect=%2Faccount%2Fsessions&session=ended');
  });

  it('leaves public pages alone', () => {
    const router = signedInOn('/page/about-us');
    act(() => clearSession());
    expect(router.replace).not.toHaveBeenCalled();
  });

  it.each(['logout', 'teacher', 'revoked'] as const)('leaves a deliberate sign-out (%s) to its own rules', (reason) => {
    const router = signedInOn('/account');
    act(() => endSession(reason));
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
    renderHook(() => useSessionGuard(router));
    expect(router.replace).not.toHaveBeenCalled();
  });
});
