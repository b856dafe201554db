import { describe, expect, it } from 'vitest';
import { parseServiceEnv, SERVICE_ENV_DEFAULTS } from '@/config/env';

describe('parseServiceEnv', () => {
  it('leaves the chat off and uses the default manual when nothing is set', () => {
    expect(parseServiceEnv({})).toEqual({ chatWidgetUrl: null, userManualUrl: SERVICE_ENV_DEFAULTS.userManualUrl });
  });

  it('accepts an https chat script and a manual URL or same-site path', () => {
    expect(
      parseServiceEnv({ chatWidgetUrl: ' https://chat.example.vn/w.js ', userManualUrl: '/page/about-us' }),
    ).toEqual({
      chatWidgetUrl: 'https://chat.example.vn/w.js',
      userManualUrl: '/page/about-us',
    });
    expect(parseServiceEnv({ userManualUrl: 'https://help.example.vn/' }).userManualUrl).toBe(
      'https://help.example.vn',
    );
  });

  it('turns invalid values into the safe default', () => {
    expect(parseServiceEnv({ chatWidgetUrl: 'javascript:alert(1)', userManualUrl: '//evil.example' })).toEqual({
      chatWidgetUrl: null,
      userManualUrl: SERVICE_ENV_DEFAULTS.userManualUrl,
    });
    expect(parseServiceEnv({ chatWidgetUrl: 'not a url' }).chatWidgetUrl).toBeNull();
  });
});
