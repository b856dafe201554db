import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV_DEFAULTS, parsePublicEnv } from '@/config/env';

describe('parsePublicEnv', () => {
  it('uses the defaults when nothing is set', () => {
    expect(parsePublicEnv({})).toEqual({
      apiUrl: 'http://localhost:4000',
      authUrl: 'http://localhost:4001',
      clientAppId: 'web-student',
      siteEdition: 'standard',
      siteUrl: 'http://localhost:3000',
      isInternational: false,
    });
  });

  it('reads valid values and trims trailing slashes', () => {
    const env = parsePublicEnv({
      apiUrl: 'https://api.example.vn/',
      authUrl: 'https://id.example.vn',
      clientAppId: ' web-teacher ',
      siteEdition: 'International',
      siteUrl: 'https://example.vn//',
    });
    expect(env).toEqual({
      apiUrl: 'https://api.example.vn',
      authUrl: 'https://id.example.vn',
      clientAppId: 'web-teacher',
      siteEdition: 'international',
      siteUrl: 'https://example.vn',
      isInternational: true,
    });
  });

  it('falls back on invalid values', () => {
    const env = parsePublicEnv({
      apiUrl: 'not a url',
      authUrl: 'ftp://files.example.vn',
      clientAppId: '   ',
      siteEdition: 'premium',
      siteUrl: '',
    });
    expect(env.apiUrl).toBe(ENV_DEFAULTS.apiUrl);
    expect(env.authUrl).toBe(ENV_DEFAULTS.authUrl);
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
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://api.test');
    vi.stubEnv('NEXT_PUBLIC_SITE_EDITION', 'international');
    vi.resetModules();
    const { env } = await import('@/config/env');
    expect(env.apiUrl).toBe('https://api.test');
    expect(env.isInternational).toBe(true);
    expect(env.authUrl).toBe('http://localhost:4001');
  });
});
