import { NextResponse, type NextRequest } from 'next/server';
import { paths, requiresSession } from '@/config/paths';
import { SESSION_COOKIES } from '@/lib/session';

/**
 * A guest who opens a page that needs a session goes to the login page first, with the page to
 * come back to, before any protected markup is rendered. Expired tokens are handled in the
 * browser by the API client (refresh, then the same redirect).
 */
export function proxy(request: NextRequest) {
  const { pathname, search, locale } = request.nextUrl;
  if (!requiresSession(pathname)) return NextResponse.next();

  const signedIn = request.cookies.has(SESSION_COOKIES.accessToken) || request.cookies.has(SESSION_COOKIES.sessionHint);
  if (signedIn) return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = paths.login;
  url.search = `?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  url.locale = locale;
  const response = NextResponse.redirect(url);
  // A guest's client-side visit fetches the page's data through here; Next's router would keep
  // this redirect in its data cache and replay it after sign-in (the login page's way back to
  // the page would lead to the login page again).
  response.headers.set('x-middleware-cache', 'no-cache');
  return response;
}

export const config = {
  // Only the pages that need a session (requiresSession). A page the proxy matches is re-requested
  // by Next's router on load when it is static (an extra _next/data request on every visit, a 404
  // one on the not-found page), so public pages stay out of it.
  matcher: [
    '/checkout/result',
    '/practice-test',
    '/account/:path*',
    '/classes/:path*',
    '/unit-test/mine/:path*',
    '/notification/:path*',
  ],
};
