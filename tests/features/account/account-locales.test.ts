import { DEVICE_KINDS } from '@contract/constants';
import { describe, expect, it } from 'vitest';
import { BROWSERS, OPERATING_SYSTEMS } from '@/features/account/utils/parse-user-agent';
import enAccount from '@locales/en/account.json';
import viAccount from '@locales/vi/account.json';

function shape(value: unknown, path = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  }
  return [path];
}

describe('account locale files', () => {
  it('have the same keys in vi and en', () => {
    expect(shape(enAccount)).toEqual(shape(viAccount));
  });

  it('name every browser, system and device kind the sessions page can show', () => {
    for (const locale of [viAccount, enAccount]) {
      for (const browser of BROWSERS) expect(locale.userAgent.browsers[browser]).toBeTruthy();
      for (const os of OPERATING_SYSTEMS) expect(locale.userAgent.os[os]).toBeTruthy();
      for (const kind of DEVICE_KINDS) expect(locale.devices[kind]).toBeTruthy();
    }
    expect(viAccount.userAgent.unknownBrowser).toBe('Trình duyệt không xác định');
  });

  it('contain no placeholder text', () => {
    expect(JSON.stringify([viAccount, enAccount])).not.toMatch(/lorem|ipsum|TODO|coming soon/i);
  });
});
