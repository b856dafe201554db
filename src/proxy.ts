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

  const signedIn =
    request.cookies.has(SESSION_COOKIES.accessToken) || request.cookies.has(SESSION_COOKIES.refreshToken);
  if (signedIn) return NextResponse.next();

  const url = request.nextUrl.clone();
  url.pathname = paths.login;
  url.search = `?redirect=${encodeURIComponent(`${pathname}${search}`)}`;
  url.locale = locale;
  return NextResponse.redirect(url);
}

export const config = {
  // Pages only: not Next's own files, static assets or the API routes (the services' forwarder).
  matcher: ['/((?!_next/|api/|images/|favicon|.*\\.[a-z0-9]+$).*)'],
};
