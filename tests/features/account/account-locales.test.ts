import { DEVICE_KINDS } from '@contract/constants';
import { describe, expect, it } from 'vitest';
import { BROWSERS, OPERATING_SYSTEMS } from '@/lib/devices/parse-user-agent';
import enAccount from '@locales/en/account.json';
import viAccount from '@locales/vi/account.json';

describe('account locale files', () => {
  it('name every browser, system and device kind the sessions page can show', () => {
    for (const locale of [viAccount, enAccount]) {
      for (const browser of BROWSERS) expect(locale.userAgent.browsers[browser]).toBeTruthy();
      for (const os of OPERATING_SYSTEMS) expect(locale.userAgent.os[os]).toBeTruthy();
      for (const kind of DEVICE_KINDS) expect(locale.devices[kind]).toBeTruthy();
    }
  });
});
