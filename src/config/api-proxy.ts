/**
 * The browser reaches the main API and the central sign-in service through this web app's own
 * origin: `/api/main/*` and `/api/sign-in/*` are API routes (`src/pages/api/{main,sign-in}/`,
 * `src/lib/api-forward.ts`) that forward to the addresses in the web server's runtime
 * environment (API_URL, AUTH_URL). So a page opened at any address of the site (localhost,
 * 127.0.0.1, a LAN name) calls the API same-origin, with no CORS, and the API's address is
 * configuration of the running server, not of the build.
 */

/** Path prefixes on the web app's origin, one per service. */
export const API_PROXY_PREFIX = {
  main: '/api/main',
  signIn: '/api/sign-in',
} as const;

/** Where the API listens by default (API_HOST 127.0.0.1, API_PORT, AUTH_PORT). */
const SERVER_API_DEFAULTS = {
  apiUrl: 'http://127.0.0.1:4000',
  authUrl: 'http://127.0.0.1:4001',
} as const;

export interface ServerApiUrls {
  /** Main API base URL as the web server reaches it, without a trailing slash. */
  apiUrl: string;
  /** Sign-in service base URL as the web server reaches it, without a trailing slash. */
  authUrl: string;
}

function baseUrl(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  if (!trimmed) return fallback;
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;
    return trimmed.replace(/\/+$/, '');
  } catch {
    return fallback;
  }
}

/** API_URL and AUTH_URL of the web server's environment, read when called (at runtime). */
export function serverApiUrls(raw: Record<string, string | undefined> = process.env): ServerApiUrls {
  return {
    apiUrl: baseUrl(raw.API_URL, SERVER_API_DEFAULTS.apiUrl),
    authUrl: baseUrl(raw.AUTH_URL, SERVER_API_DEFAULTS.authUrl),
  };
}

/**
 * Where a request to this origin goes when it is for one of the services: the service's base
 * URL plus the rest of the path and the query; null for every other path.
 */
export function apiProxyTarget(pathname: string, search: string, urls: ServerApiUrls): string | null {
  for (const [prefix, base] of [
    [API_PROXY_PREFIX.main, urls.apiUrl],
    [API_PROXY_PREFIX.signIn, urls.authUrl],
  ] as const) {
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
      const rest = pathname.slice(prefix.length) || '/';
      return `${base}${rest}${search}`;
    }
  }
  return null;
}
