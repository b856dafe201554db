/**
 * Server-only: the refresh token never reaches the browser's scripts (decision 0054). The services
 * speak tokens in JSON bodies; this origin's proxy to them (`/api/main/*`, `/api/sign-in/*`) moves
 * the refresh token between those bodies and an HttpOnly cookie scoped to the proxies' path:
 *
 * - an answer carrying `data.refreshToken` (login, registration, first login, session
 *   replacement, refresh) stores it in the cookie and leaves it out of the body the page reads,
 *   and sets the script-readable hint cookie saying a session can be refreshed;
 * - a refresh or a logout sent without `refreshToken` gets the cookie's;
 * - a logout, or a refresh the service refuses, clears both cookies.
 */
import { accountApi, authApi } from '@contract/client-api';
import { API_PROXY_PREFIX } from '@/config/api-proxy';
import { LIMITS } from '@/config/constants';
import { SESSION_COOKIES } from '@/lib/session';

/** Service paths whose request body names the session's refresh token. */
const TOKEN_BODY_PATHS: ReadonlySet<string> = new Set([authApi.refreshToken.url, accountApi.logout.url]);

/** Bodies larger than this are never tokens: the proxy refuses them with 413. */
export const TOKEN_BODY_LIMIT = 16 * 1024;

/** Where the cookie is sent: the proxies to both services (login and refresh are the main API's). */
const REFRESH_COOKIE_PATH = '/api';

/** The service path of a request to a proxy (`/api/main/auth/login` → `/auth/login`), or null. */
export function servicePathOf(pathname: string): string | null {
  for (const prefix of Object.values(API_PROXY_PREFIX)) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length) || '/';
  }
  return null;
}

export function carriesRefreshToken(servicePath: string): boolean {
  return TOKEN_BODY_PATHS.has(servicePath);
}

/**
 * Answers that may issue or end a session: sign-in, registration, first login, session
 * replacement, refresh (all under /auth/) and logout. Only these are read on the way through.
 */
export function mayCarrySession(servicePath: string): boolean {
  return servicePath.startsWith('/auth/') || TOKEN_BODY_PATHS.has(servicePath);
}

/** The value of one cookie in a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw) || undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The request body to send on: the browser's JSON with the cookie's refresh token added when it
 * named none. Anything that is not a JSON object goes on as it came (the service refuses it).
 */
export function withRefreshToken(body: Buffer, cookieHeader: string | undefined): Buffer {
  const token = cookieValue(cookieHeader, SESSION_COOKIES.refreshToken);
  if (!token) return body;
  let parsed: unknown;
  try {
    parsed = body.length ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    return body;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return body;
  const fields = parsed as Record<string, unknown>;
  if (typeof fields.refreshToken === 'string' && fields.refreshToken) return body;
  return Buffer.from(JSON.stringify({ ...fields, refreshToken: token }));
}

interface CookieOptions {
  secure: boolean;
}

function cookie(name: string, value: string, maxAge: number, path: string, httpOnly: boolean, secure: boolean) {
  return [
    `${name}=${encodeURIComponent(value)}`,
    `Path=${path}`,
    `Max-Age=${Math.max(0, Math.floor(maxAge))}`,
    httpOnly ? 'HttpOnly' : null,
    // Strict for the token: no other site's page can make the browser send it. The hint carries
    // nothing secret and must be there when a visitor arrives by a link from elsewhere.
    httpOnly ? 'SameSite=Strict' : 'SameSite=Lax',
    secure ? 'Secure' : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/** Set-Cookie values that store a session's refresh token for `seconds`. */
function storeCookies(token: string, seconds: number | undefined, { secure }: CookieOptions): string[] {
  const maxAge =
    seconds !== undefined && Number.isFinite(seconds) && seconds > 0 ? seconds : LIMITS.SESSION_COOKIE_DAYS * 86_400;
  return [
    cookie(SESSION_COOKIES.refreshToken, token, maxAge, REFRESH_COOKIE_PATH, true, secure),
    cookie(SESSION_COOKIES.sessionHint, '1', maxAge, '/', false, secure),
  ];
}

/** Set-Cookie values that forget the session's refresh token. */
function clearCookies({ secure }: CookieOptions): string[] {
  return [
    cookie(SESSION_COOKIES.refreshToken, '', 0, REFRESH_COOKIE_PATH, true, secure),
    cookie(SESSION_COOKIES.sessionHint, '', 0, '/', false, secure),
  ];
}

export interface RewrittenAnswer {
  body: Buffer;
  setCookies: string[];
}

/**
 * What the browser gets for a service answer: the body without a refresh token and the
 * cookies to set. A logout clears the session's cookies whatever the answer (the browser ends the
 * session anyway); so does a refresh the service refused.
 */
export function rewriteAnswer(
  servicePath: string,
  status: number,
  body: Buffer,
  options: CookieOptions,
): RewrittenAnswer {
  const ends =
    servicePath === accountApi.logout.url ||
    (servicePath === authApi.refreshToken.url && status >= 400 && status < 500);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return { body, setCookies: ends ? clearCookies(options) : [] };
  }
  const data =
    typeof parsed === 'object' && parsed !== null && 'data' in parsed ? (parsed as { data: unknown }).data : undefined;
  if (typeof data === 'object' && data !== null && typeof (data as Record<string, unknown>).refreshToken === 'string') {
    const { refreshToken, ...rest } = data as Record<string, unknown>;
    const seconds = typeof rest.refreshExpiresIn === 'number' ? rest.refreshExpiresIn : undefined;
    return {
      body: Buffer.from(JSON.stringify({ ...(parsed as object), data: rest })),
      setCookies: storeCookies(refreshToken as string, seconds, options),
    };
  }
  return { body, setCookies: ends ? clearCookies(options) : [] };
}
