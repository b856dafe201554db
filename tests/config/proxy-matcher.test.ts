import { describe, expect, it } from 'vitest';
import { requiresSession } from '@/config/paths';
import { config } from '@/proxy';

/** The matcher as Next reads it: ':path*' is any number of further segments, a locale may lead. */
function matches(path: string): boolean {
  return config.matcher.some((pattern) => {
    const prefix = pattern.replace('/:path*', '');
    const body = pattern.endsWith('/:path*') ? `${prefix}(/.*)?` : prefix;
    return new RegExp(`^(/en)?${body}$`).test(path);
  });
}

const SESSION_PAGES = [
  '/checkout/result',
  '/practice-test',
  '/account',
  '/account/edit',
  '/account/sessions',
  '/account/orders',
  '/classes',
  '/classes/mine',
  '/classes/lop-6a/references',
  '/unit-test/mine',
  '/unit-test/mine/42',
  '/notification',
  '/notification/user',
  '/en/account',
];
const OTHER_PAGES = [
  '/',
  '/en',
  '/explore',
  '/login',
  '/page/about-us',
  '/page/user-guide',
  '/practice-test/hs-g10-unit-4',
  '/checkout',
  '/cart',
  '/403',
  '/a-page-that-does-not-exist',
];

describe('the sign-in redirect proxy', () => {
  it('runs on every page that needs a session', () => {
    for (const path of SESSION_PAGES) {
      expect(requiresSession(path), path).toBe(true);
      expect(matches(path), path).toBe(true);
    }
  });

  it('stays off public and error pages, so Next never re-requests their static data', () => {
    for (const path of OTHER_PAGES) {
      expect(requiresSession(path), path).toBe(false);
      expect(matches(path), path).toBe(false);
    }
  });
});

describe('proxy redirect', () => {
  it('sends a guest to login with the page to come back to, and is never kept in the router’s data cache', async () => {
    const { NextRequest } = await import('next/server');
    const { proxy } = await import('@/proxy');
    const response = proxy(
      new NextRequest('http://localhost:3000/account/orders', {
        nextConfig: { i18n: { locales: ['vi', 'en'], defaultLocale: 'vi' } },
      }),
    );
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toMatch(/\/login\?redirect=%2Faccount%2Forders$/);
    expect(response.headers.get('x-middleware-cache')).toBe('no-cache');
  });
});
