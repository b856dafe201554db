import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetAuthRefreshState } from '@/lib/api-client';
import { holdLoginRedirects, loginRedirectsHeld } from '@/lib/session';
import { createSessionLostHandler } from '@/shell/session-lost';
import { signedIn } from '../session';

let navigate: ReturnType<typeof vi.fn<(path: string) => void>>;
let onSessionLost: ReturnType<typeof createSessionLostHandler>;

beforeEach(() => {
  navigate = vi.fn<(path: string) => void>();
  onSessionLost = createSessionLostHandler(navigate);
});

afterEach(() => {
  resetAuthRefreshState();
  window.history.replaceState({}, '', '/');
});

describe('the shell when the API client lost the session (spec §4 Session)', () => {
  it('sends the user to login once, back to the current page', () => {
    window.history.replaceState({}, '', '/account/orders?page=2');
    onSessionLost('expired');
    onSessionLost('expired');
    onSessionLost('expired');
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/account/orders?page=2');
    expect(loginRedirectsHeld()).toBe(true);
  });

  it('drops the locale prefix from the path to come back to', () => {
    window.history.replaceState({}, '', '/en/classes/mine');
    onSessionLost('expired');
    expect(navigate).toHaveBeenCalledWith('/classes/mine');
  });

  it('during and after a sign-out, until the next sign-in, does not also go to login', () => {
    window.history.replaceState({}, '', '/classes');
    holdLoginRedirects();
    onSessionLost('expired');
    expect(navigate).not.toHaveBeenCalled();

    // Signing in again brings the redirect back.
    signedIn({ accessToken: 'access-1' }, true);
    onSessionLost('expired');
    expect(navigate).toHaveBeenCalledWith('/classes');
  });

  it.each([
    ['a public route', '/explore'],
    ['a public route under the en locale', '/en/checkout/combo'],
    ['a practice test', '/practice-test/abc123'],
    ['the practice-test index', '/practice-test'],
    ['the third-party practice test', '/thirdparty/practice-test'],
  ])('on %s it stays (%s)', (_label, path) => {
    window.history.replaceState({}, '', path);
    onSessionLost('expired');
    expect(navigate).not.toHaveBeenCalled();
  });
});
