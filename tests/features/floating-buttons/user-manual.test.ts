import { describe, expect, it } from 'vitest';
import { localizeHref, userManualHref } from '@/features/floating-buttons/utils/user-manual';

const setting = {
  standard: { vi: 'https://help.example.vn/huong-dan', en: 'https://help.example.vn/guide' },
  international: { vi: '/page/shopping-guide', en: 'https://global.example.com/guide' },
};
const fallback = '/page/shopping-guide';

describe('userManualHref', () => {
  it('picks the link by site edition and locale', () => {
    expect(userManualHref(setting, { edition: 'standard', locale: 'vi', fallback })).toBe(
      'https://help.example.vn/huong-dan',
    );
    expect(userManualHref(setting, { edition: 'standard', locale: 'en', fallback })).toBe(
      'https://help.example.vn/guide',
    );
    expect(userManualHref(setting, { edition: 'international', locale: 'en', fallback })).toBe(
      'https://global.example.com/guide',
    );
    expect(userManualHref(setting, { edition: 'international', locale: 'vi', fallback })).toBe('/page/shopping-guide');
  });

  it('uses the Vietnamese link when the locale has none, then the configured default', () => {
    expect(userManualHref({ standard: { vi: '/huong-dan' } }, { edition: 'standard', locale: 'en', fallback })).toBe(
      '/en/huong-dan',
    );
    expect(userManualHref(undefined, { edition: 'standard', locale: 'vi', fallback })).toBe('/page/shopping-guide');
    expect(userManualHref(undefined, { edition: 'standard', locale: 'en', fallback })).toBe('/en/page/shopping-guide');
    expect(userManualHref('nonsense', { edition: 'international', locale: 'vi', fallback })).toBe(fallback);
  });

  it('never offers an unsafe link', () => {
    const bad = { standard: { vi: 'javascript:alert(1)', en: '//evil.example' } };
    expect(userManualHref(bad, { edition: 'standard', locale: 'vi', fallback })).toBe(fallback);
    expect(userManualHref(bad, { edition: 'standard', locale: 'en', fallback })).toBe('/en/page/shopping-guide');
  });
});

describe('localizeHref', () => {
  it('prefixes same-site paths with a non-default locale once', () => {
    expect(localizeHref('/page/x', 'vi')).toBe('/page/x');
    expect(localizeHref('/page/x', 'en')).toBe('/en/page/x');
    expect(localizeHref('/en/page/x', 'en')).toBe('/en/page/x');
    expect(localizeHref('/', 'en')).toBe('/en');
    expect(localizeHref('https://a.example/x', 'en')).toBe('https://a.example/x');
  });
});
