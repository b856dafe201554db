import { describe, expect, it } from 'vitest';
import { safeFontFamily, safeLogoUrl, safeTheme } from '@/features/partner/server/theme';

describe('a partner’s theme as the page writes it', () => {
  it('keeps hex colours, an http(s) logo and a plain font list', () => {
    expect(
      safeTheme({
        primaryColor: '#0F766E',
        accentColor: '#f59e0b',
        logoUrl: 'https://school.example.vn/logo.svg',
        fontFamily: '"Be Vietnam Pro", system-ui, sans-serif',
      }),
    ).toEqual({
      primaryColor: '#0f766e',
      accentColor: '#f59e0b',
      logoUrl: 'https://school.example.vn/logo.svg',
      fontFamily: '"Be Vietnam Pro", system-ui, sans-serif',
    });
  });

  it.each(['red', '#fff', '#12345g', '#123456; background: url(x)', 'var(--x)', 'rgb(0,0,0)', ''])(
    'replaces the colour %j with ours',
    (colour) => {
      expect(safeTheme({ primaryColor: colour, accentColor: colour })).toMatchObject({
        primaryColor: '#1d4ed8',
        accentColor: '#f59e0b',
      });
    },
  );

  it.each(['Arial; color: red', 'x</style><script>', "'Unclosed, serif", 'url(x)', 'a\\62 c', 'a, b, c, d, e, f', ''])(
    'drops the font list %j',
    (font) => {
      expect(safeFontFamily(font)).toBeNull();
    },
  );

  it.each(['javascript:alert(1)', 'data:image/svg+xml,<svg/>', '/logo.png', 'not a url'])(
    'drops the logo %j',
    (url) => {
      expect(safeLogoUrl(url)).toBeNull();
    },
  );
});
