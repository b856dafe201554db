import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiProxyTarget } from '@/config/api-proxy';
import { ENV_DEFAULTS, parsePublicEnv } from '@/config/env';

describe('parsePublicEnv', () => {
  it('uses the defaults when nothing is set', () => {
    expect(parsePublicEnv({})).toEqual({
      clientAppId: 'web-student',
      siteEdition: 'standard',
      siteUrl: 'http://localhost:3000',
      isInternational: false,
    });
  });

  it('reads valid values and trims trailing slashes', () => {
    const env = parsePublicEnv({
      clientAppId: ' web-teacher ',
      siteEdition: 'International',
      siteUrl: 'https://example.vn//',
    });
    expect(env).toEqual({
      clientAppId: 'web-teacher',
      siteEdition: 'international',
      siteUrl: 'https://example.vn',
      isInternational: true,
    });
  });

  it('falls back on invalid values', () => {
    const env = parsePublicEnv({
      clientAppId: '   ',
      siteEdition: 'premium',
      siteUrl: '',
    });
    expect(env.clientAppId).toBe('web-student');
    expect(env.siteEdition).toBe('standard');
    expect(env.isInternational).toBe(false);
    expect(env.siteUrl).toBe(ENV_DEFAULTS.siteUrl);
  });
});

describe('env', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is built from the NEXT_PUBLIC_* variables', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_EDITION', 'international');
    vi.resetModules();
    const { env } = await import('@/config/env');
    expect(env.isInternational).toBe(true);
  });

  it('sends the browser to the services through its own origin, whatever the address of the page', async () => {
    // A build made with other addresses in its environment changes nothing in the browser.
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'http://localhost:4000');
    vi.stubEnv('API_URL', 'http://api.internal:4000');
    vi.resetModules();
    const { env } = await import('@/config/env');
    expect(window.location.origin).toBe('http://localhost:3000');
    expect(env.apiUrl).toBe('http://localhost:3000/api/main');
    expect(env.authUrl).toBe('http://localhost:3000/api/sign-in');
    const { apiBaseUrls } = await import('@/config/env');
    expect(apiBaseUrls('http://127.0.0.1:3000')).toEqual({
      apiUrl: 'http://127.0.0.1:3000/api/main',
      authUrl: 'http://127.0.0.1:3000/api/sign-in',
    });
  });

  it('on the server, reads API_URL and AUTH_URL when called', async () => {
    const { apiBaseUrls } = await import('@/config/env');
    vi.stubEnv('API_URL', 'http://api.internal:4000/');
    vi.stubEnv('AUTH_URL', 'not a url');
    expect(apiBaseUrls(null)).toEqual({ apiUrl: 'http://api.internal:4000', authUrl: 'http://127.0.0.1:4001' });
  });
});

describe('apiProxyTarget', () => {
  const urls = { apiUrl: 'http://127.0.0.1:4500', authUrl: 'http://127.0.0.1:4501' };

  it('forwards the service prefixes with the rest of the path and the query', () => {
    expect(apiProxyTarget('/api/main/itf/unit-tests', '?page=2&ids=1&ids=2', urls)).toBe(
      'http://127.0.0.1:4500/itf/unit-tests?page=2&ids=1&ids=2',
    );
    expect(apiProxyTarget('/api/sign-in/account/logout', '', urls)).toBe('http://127.0.0.1:4501/account/logout');
    expect(apiProxyTarget('/api/main', '', urls)).toBe('http://127.0.0.1:4500/');
  });

  it('leaves every other path alone', () => {
    expect(apiProxyTarget('/api/mainly/x', '', urls)).toBeNull();
    expect(apiProxyTarget('/account/profile', '', urls)).toBeNull();
    expect(apiProxyTarget('/api/other', '', urls)).toBeNull();
  });
});
