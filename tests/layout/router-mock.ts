import { vi } from 'vitest';

/** A minimal Next router double: tests set pathname/asPath/locale and inspect push. */
export function createRouterMock(
  overrides: Partial<{
    pathname: string;
    asPath: string;
    locale: string;
    query: Record<string, string | string[]>;
  }> = {},
) {
  return {
    pathname: '/',
    asPath: '/',
    locale: 'vi',
    locales: ['vi', 'en'],
    defaultLocale: 'vi',
    query: {},
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    prefetch: vi.fn(() => Promise.resolve()),
    events: { on: vi.fn(), off: vi.fn(), emit: vi.fn() },
    ...overrides,
  };
}
