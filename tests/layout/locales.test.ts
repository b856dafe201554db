import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@contract/api';
import { BRAND } from '@/components/layout/brand';
import enCommon from '@locales/en/common.json';
import enErrors from '@locales/en/errors.json';
import enHome from '@locales/en/home.json';
import enInfo from '@locales/en/info.json';
import viCommon from '@locales/vi/common.json';
import viErrors from '@locales/vi/errors.json';
import viHome from '@locales/vi/home.json';
import viInfo from '@locales/vi/info.json';
import { createTestI18n } from '../test-utils';

/** Every key path, with array lengths, so both languages must have the same shape. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value)) {
    return [`${path}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  }
  return [path];
}

describe('layout locale files', () => {
  it.each([
    ['common', viCommon, enCommon],
    ['home', viHome, enHome],
    ['info', viInfo, enInfo],
    ['errors', viErrors, enErrors],
  ])('%s has the same keys in vi and en', (_ns, vi, en) => {
    expect(shape(en)).toEqual(shape(vi));
  });

  it('keeps the brand name in step with brand.ts', () => {
    expect(viCommon.brand.name).toBe(BRAND.name);
    expect(enCommon.brand.name).toBe(BRAND.name);
  });

  it('has a translated message for every API error code and every client-side code', async () => {
    const clientCodes = ['NETWORK_ERROR', 'CANCELED', 'HTTP_ERROR', 'INVALID_RESPONSE', 'UNKNOWN_ERROR', 'UNKNOWN'];
    for (const lng of ['vi', 'en'] as const) {
      const i18n = await createTestI18n(lng);
      for (const code of [...ERROR_CODES, ...clientCodes]) {
        const key = `common:apiErrors.${code}`;
        expect(i18n.exists(key), `${lng} ${key}`).toBe(true);
      }
    }
    expect(enCommon.apiErrors.MAINTENANCE).toBe('The system is under maintenance. Please try again later.');
    expect(viCommon.apiErrors.INCORRECT_PASSWORD).toBe('Mật khẩu không chính xác.');
    expect(enCommon.apiErrors.TEACHER_NOT_ALLOWED).toMatch(/learner \(student\) account/);
    expect(viCommon.apiErrors.TEACHER_NOT_ALLOWED).toMatch(/tài khoản học sinh/);
  });

  it('resolves the nested brand name in copy', async () => {
    const i18n = await createTestI18n('vi');
    expect(i18n.t('common:footer.copyright', { year: 2026 })).toBe('© 2026 EngLab. Bảo lưu mọi quyền.');
    expect(i18n.t('info:pages.aboutUs.title')).toBe('Giới thiệu về EngLab');
  });

  it('contains no placeholder text', () => {
    const all = JSON.stringify([viCommon, enCommon, viHome, enHome, viInfo, enInfo, viErrors, enErrors]);
    expect(all).not.toMatch(/lorem|ipsum|TODO|coming soon/i);
  });
});
