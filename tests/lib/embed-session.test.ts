import { afterEach, describe, expect, it, vi } from 'vitest';
import { enterEmbed, leaveEmbed, startEmbedSession } from '@/features/partner/api/embed-session-store';
import { embedSession, subscribeEmbedSession } from '@/lib/embed-session';
import {
  canRefreshSession,
  clearSession,
  endSession,
  getAccessToken,
  getStoredItem,
  hasSession,
  setStoredItem,
  STORAGE_KEYS,
} from '@/lib/session';
import { signedIn } from '../session';

afterEach(() => {
  leaveEmbed();
  vi.useRealTimers();
});

describe('the session of a partner’s frame', () => {
  it('is the only session the frame uses: the site’s cookies are neither read nor cleared', () => {
    signedIn({ accessToken: 'site-access' });
    setStoredItem(STORAGE_KEYS.cartData, '[1]');
    enterEmbed('demo-school');
    expect(getAccessToken()).toBeUndefined();
    expect(canRefreshSession()).toBe(false);
    expect(hasSession()).toBe(false);

    startEmbedSession({ accessToken: 'embed-access', expiresIn: 600, displayName: 'Trần Bảo Ngọc' });
    expect(getAccessToken()).toBe('embed-access');
    expect(hasSession()).toBe(true);
    // Nothing can refresh an embed session: a refused token ends it.
    expect(canRefreshSession()).toBe(false);

    endSession('expired');
    expect(embedSession()).toBeNull();
    expect(getAccessToken()).toBeUndefined();
    expect(document.cookie).toContain('access_token=site-access');
    expect(getStoredItem(STORAGE_KEYS.cartData)).toBe('[1]');
  });

  it('outlives a reload of the frame for the same partner, not for another, and not past its expiry', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    enterEmbed('demo-school');
    startEmbedSession({ accessToken: 'embed-access', expiresIn: 600, displayName: 'Trần Bảo Ngọc' });
    leaveEmbed();

    enterEmbed('demo-school');
    expect(embedSession()).toMatchObject({ accessToken: 'embed-access', displayName: 'Trần Bảo Ngọc' });
    leaveEmbed();

    enterEmbed('other-school');
    expect(embedSession()).toBeNull();
    leaveEmbed();

    vi.setSystemTime(Date.now() + 601_000);
    enterEmbed('demo-school');
    expect(embedSession()).toBeNull();
  });

  it('tells those who render from it when it starts and ends', () => {
    const changes = vi.fn();
    const unsubscribe = subscribeEmbedSession(changes);
    enterEmbed('demo-school');
    startEmbedSession({ accessToken: 'embed-access', expiresIn: 600, displayName: 'Ngọc' });
    clearSession();
    expect(changes).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
