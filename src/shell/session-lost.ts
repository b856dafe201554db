import { DEFAULT_LOCALE } from '@/config/constants';
import { isPracticeTestRoute, isPublicRoute, paths, splitLocale } from '@/config/paths';
import type { SessionLostHandler } from '@/lib/api-client';
import { holdLoginRedirects, loginRedirectsHeld } from '@/lib/session';

/** Receives the same-site path (without locale) to come back to after login. */
export type NavigateToLogin = (redirectPath: string) => void;

function assignLogin(redirectPath: string) {
  const { locale } = splitLocale(window.location.pathname);
  const prefix = locale && locale !== DEFAULT_LOCALE ? `/${locale}` : '';
  // A full page load on purpose: it drops every in-memory trace of the lost session.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${prefix}${paths.loginWithRedirect(redirectPath, true)}`);
}

/**
 * What the shell does when the API client has ended a session it could not refresh (spec §4
 * Session): on a protected page the user goes to login, to come back to the same page; public
 * routes and practice-test pages stay where they are. A sign-out under way navigates on its own,
 * and several requests failing together navigate once.
 */
export function createSessionLostHandler(navigateToLogin: NavigateToLogin = assignLogin): SessionLostHandler {
  return () => {
    if (typeof window === 'undefined') return;
    const { pathname, search } = window.location;
    if (isPublicRoute(pathname) || isPracticeTestRoute(pathname)) return;
    if (loginRedirectsHeld()) return;
    holdLoginRedirects();
    navigateToLogin(`${splitLocale(pathname).path}${search}`);
  };
}
