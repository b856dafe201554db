import { test as base, expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { AUTH_URL } from './fixtures';

export { expect } from '@playwright/test';

interface Credentials {
  username: string;
  password: string;
}

/**
 * Signs a browser context in through the sign-in service, as the login form would, without the
 * form: the tokens become the session cookies the web app reads. The form itself is tested by
 * its own journeys (session.spec.ts, accounts.spec.ts).
 */
type SignIn = (context: BrowserContext, account: Credentials) => Promise<void>;

interface Fixtures {
  /**
   * The seeded promotional popups would cover whatever a journey is about, so they are answered
   * with an empty list unless a test turns them on (`test.use({ promoBanners: true })`).
   */
  promoBanners: boolean;
  signIn: SignIn;
}

async function logout(request: APIRequestContext, refreshToken: string) {
  // 401 means the journey already ended this session (its own sign-out, or a revoked device).
  const response = await request.post(`${AUTH_URL}/account/logout`, { data: { refreshToken } });
  expect([200, 401]).toContain(response.status());
}

/**
 * The cookies a browser holds after signing in on this site: the access token, the refresh token
 * HttpOnly on the API proxies' path (as the proxy stores it), and the hint beside it.
 */
export function signedInCookies(baseURL: string, tokens: { accessToken: string; refreshToken: string }) {
  const expires = Math.floor(Date.now() / 1000) + 3600;
  const domain = new URL(baseURL).hostname;
  return [
    { name: 'access_token', value: tokens.accessToken, domain, path: '/', sameSite: 'Lax' as const, expires },
    { name: 'session_hint', value: '1', domain, path: '/', sameSite: 'Lax' as const, expires },
    {
      name: 'refresh_token',
      value: tokens.refreshToken,
      domain,
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict' as const,
      expires,
    },
  ];
}

export const test = base.extend<Fixtures>({
  promoBanners: [false, { option: true }],
  context: async ({ context, promoBanners }, provide) => {
    if (!promoBanners) {
      await context.route(/\/itf\/banners(\?|$)/, (route) => route.fulfill({ json: { result: true, data: [] } }));
    }
    // Every journey also proves the Content-Security-Policy refuses nothing the product needs.
    const refused: string[] = [];
    context.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy')) {
        refused.push(`${message.location().url}: ${message.text()}`);
      }
    });
    await provide(context);
    expect(refused, 'what the Content-Security-Policy refused').toEqual([]);
  },
  signIn: async ({ request, baseURL }, provide) => {
    const signedIn: BrowserContext[] = [];
    await provide(async (context, { username, password }) => {
      const response = await request.post(`${AUTH_URL}/auth/login`, { data: { username, password } });
      expect(response.ok(), `sign-in of ${username}`).toBeTruthy();
      const { data } = (await response.json()) as { data: { accessToken: string; refreshToken: string } };
      await context.addCookies(signedInCookies(baseURL!, data));
      signedIn.push(context);
    });
    // The demo accounts have a device limit: every session a test opened is ended again, with the
    // refresh token the browser holds now (the app may have rotated it).
    for (const context of signedIn) {
      const cookies = await context.cookies().catch(() => []);
      const refreshToken = cookies.find((cookie) => cookie.name === 'refresh_token')?.value;
      if (refreshToken) await logout(request, refreshToken);
    }
  },
});
