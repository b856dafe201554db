import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/api';
import { BRAND } from '@/components/layout/brand';
import enCommon from '@locales/en/common.json';
import viCommon from '@locales/vi/common.json';
import { createTestI18n } from '../test-utils';

/** Error codes whose words live in the namespace of the one feature that shows them. */
const FEATURE_ERROR_PREFIXES: Record<string, string> = {
  MESSAGING_: 'messaging',
  MISTAKE_: 'mistakes-practice',
  ADAPTIVE_: 'adaptive',
  PARTNER_: 'partner',
};

describe('layout locale files', () => {
  it('keeps the brand name in step with brand.ts', () => {
    expect(viCommon.brand.name).toBe(BRAND.name);
    expect(enCommon.brand.name).toBe(BRAND.name);
  });

  it('has a translated message for every API error code and every client-side code', async () => {
    const clientCodes = ['NETWORK_ERROR', 'CANCELED', 'HTTP_ERROR', 'INVALID_RESPONSE', 'UNKNOWN_ERROR', 'UNKNOWN'];
    for (const lng of ['vi', 'en'] as const) {
      const i18n = await createTestI18n(lng);
      for (const code of [...ERROR_CODES, ...clientCodes]) {
        // A feature whose refusals only its own screens show keeps their words in its namespace.
        const owner = Object.entries(FEATURE_ERROR_PREFIXES).find(([prefix]) => code.startsWith(prefix))?.[1];
        const key = `${owner ?? 'common'}:apiErrors.${code}`;
        expect(i18n.exists(key), `${lng} ${key}`).toBe(true);
      }
    }
    expect(enCommon.apiErrors.MAINTENANCE).toBe('The system is under maintenance. Please try again later.');
    expect(enCommon.apiErrors.TEACHER_NOT_ALLOWED).toMatch(/learner \(student\) account/);
    expect(viCommon.apiErrors.TEACHER_NOT_ALLOWED).toMatch(/tài khoản học sinh/);
  });

  it('resolves the nested brand name in copy', async () => {
    const i18n = await createTestI18n('vi');
    expect(i18n.t('common:footer.copyright', { year: 2026 })).toBe('© 2026 EngLab. Bảo lưu mọi quyền.');
    expect(i18n.t('info:pages.aboutUs.title')).toBe('Giới thiệu về EngLab');
  });
});

describe('English wording', () => {
  it('never says "token" to a learner (drag-and-drop items are cards)', async () => {
    const files = import.meta.glob<{ default: unknown }>('../../locales/en/*.json', { eager: true });
    const texts = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(texts)
          : [];
    for (const [file, mod] of Object.entries(files)) {
      // Error messages about sessions name no token either.
      expect(
        texts(mod.default).filter((text) => /\btokens?\b/i.test(text)),
        file,
      ).toEqual([]);
    }
  });
});
