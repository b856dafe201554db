import { NextResponse, type NextRequest } from 'next/server';
import { isPublicRoute, paths, resolveRoute, ROUTE_PATTERNS } from '@/config/paths';
import { SESSION_COOKIES } from '@/lib/session';

/** Routes that are neither public nor behind the login: error pages and partner-site pages. */
const OPEN_ROUTES = new Set<string>([
  ROUTE_PATTERNS.forbidden,
  ROUTE_PATTERNS.notFound,
  ROUTE_PATTERNS.partnerPage,
]);

/**
 * A guest who opens a page that needs a session goes to the login page first, with the page to
 * come back to, before any protected markup is rendered. Expired tokens are handled in the
 * browser by the API client (refresh, then the same redirect).
 */
export function proxy(request: NextRequest) {
  const { pathname, search, locale } = request.nextUrl;
  const route = resolveRoute(pathname);
  if (route === null || OPEN_ROUTES.has(route) || isPublicRoute(route)) return NextResponse.next();

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
  // Pages only: not Next's own files, static assets or the internal API routes.
  matcher: ['/((?!_next/|api/|images/|favicon|.*\\.[a-z0-9]+$).*)'],
};
