import { SESSION_COOKIES, setSession, startSession, type SessionTokens } from '@/lib/session';

/**
 * A browser after the API proxy answered a login: the access-token cookie, and the hint that
 * the proxy keeps a refresh cookie (HttpOnly there, so out of reach here as in a real browser).
 */
export function signedIn(tokens: SessionTokens, start = false): void {
  document.cookie = `${SESSION_COOKIES.sessionHint}=1; path=/`;
  if (start) startSession(tokens);
  else setSession(tokens);
}

/** The refresh token as a script on the page could read it: never there. */
export function scriptReadableRefreshToken(): string | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SESSION_COOKIES.refreshToken}=`));
  return entry ? entry.slice(SESSION_COOKIES.refreshToken.length + 1) || undefined : undefined;
}
