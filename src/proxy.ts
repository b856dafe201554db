import { NextResponse, type NextRequest } from 'next/server';
import { apiProxyTarget, serverApiUrls } from '@/config/api-proxy';
import { paths, requiresSession } from '@/config/paths';
import { SESSION_COOKIES } from '@/lib/session';

/**
 * Two jobs, before any page or file is served:
 *
 * - `/api/main/*` and `/api/sign-in/*` are the services as the browser reaches them: rewritten
 *   to API_URL / AUTH_URL of this server's runtime environment, request and answer streamed
 *   through untouched (method, body — multipart too —, Authorization, X-Client-App-Id, status,
 *   Retry-After). The browser never makes a cross-origin call, whatever address the site was
 *   opened at.
 * - A guest who opens a page that needs a session goes to the login page first, with the page
 *   to come back to, before any protected markup is rendered. Expired tokens are handled in the
 *   browser by the API client (refresh, then the same redirect).
 */
export function proxy(request: NextRequest) {
  const { pathname, search, locale } = request.nextUrl;
  const target = apiProxyTarget(pathname, search, serverApiUrls());
  if (target) return NextResponse.rewrite(target);

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
  matcher: [
    // The services (see src/config/api-proxy.ts).
    '/api/main/:path*',
    '/api/sign-in/:path*',
    // Pages only: not Next's own files, static assets or other internal API routes.
    '/((?!_next/|api/|images/|favicon|.*\\.[a-z0-9]+$).*)',
  ],
};
