import { describe, expect, it } from 'vitest';
import {
  bannerImage,
  bannerTarget,
  choosePopupBanner,
  decidePromoPopup,
  isBannerActive,
  isPopupDue,
  parseLastShow,
  serializeLastShow,
  type PopupContext,
} from '@/features/promo-popup/utils/schedule';
import { banner, HOUR, NOW } from './fixtures';

function context(overrides: Partial<PopupContext> = {}): PopupContext {
  return {
    banners: [banner()],
    now: NOW,
    device: 'desktop',
    locale: 'vi',
    pathname: '/',
    lastShow: null,
    ...overrides,
  };
}

describe('isBannerActive', () => {
  it('is active from startDate (inclusive) until endDate (exclusive)', () => {
    const b = banner({ startDate: '2026-03-10T09:00:00Z', endDate: '2026-03-10T10:00:00Z' });
    expect(isBannerActive(b, NOW - 1)).toBe(false);
    expect(isBannerActive(b, NOW)).toBe(true);
    expect(isBannerActive(b, NOW + HOUR - 1)).toBe(true);
    expect(isBannerActive(b, NOW + HOUR)).toBe(false);
  });

  it('has no end without an endDate', () => {
    expect(isBannerActive(banner({ endDate: null }), NOW + 1000 * 24 * HOUR)).toBe(true);
  });

  it('is never active with an unreadable start date', () => {
    expect(isBannerActive(banner({ startDate: 'soon' }), NOW)).toBe(false);
  });
});

describe('choosePopupBanner', () => {
  it('takes the first banner active now', () => {
    const expired = banner({ id: 1, endDate: '2026-03-05T00:00:00Z' });
    const future = banner({ id: 2, startDate: '2026-03-20T00:00:00Z' });
    const first = banner({ id: 3 });
    const second = banner({ id: 4 });
    const choice = choosePopupBanner([expired, future, first, second], { now: NOW, device: 'desktop', locale: 'vi' });
    expect(choice?.banner.id).toBe(3);
    expect(choice?.image).toBe('http://localhost:4000/media/vi-desktop.svg');
  });

  it('picks the image for the device and the locale', () => {
    const options = { now: NOW, device: 'mobile', locale: 'en' } as const;
    expect(choosePopupBanner([banner()], options)?.image).toBe('http://localhost:4000/media/en-mobile.svg');
  });

  it('skips a banner without an image for this device or locale', () => {
    const noMobile = banner({
      id: 1,
      bannerItems: [{ lang: 'vi', imageDesktop: 'd.svg', imageMobile: null }],
    });
    const noVi = banner({ id: 2, bannerItems: [{ lang: 'en', imageDesktop: 'd.svg', imageMobile: 'm.svg' }] });
    expect(choosePopupBanner([noMobile, noVi], { now: NOW, device: 'mobile', locale: 'vi' })).toBeNull();
    expect(choosePopupBanner([noMobile], { now: NOW, device: 'desktop', locale: 'vi' })?.image).toBe('d.svg');
    expect(bannerImage(noVi, 'desktop', 'vi')).toBeNull();
  });

  it('ignores banners that are not active popups', () => {
    expect(
      choosePopupBanner([banner({ status: 'INACTIVE' }), banner({ type: 'BANNER' })], {
        now: NOW,
        device: 'desktop',
        locale: 'vi',
      }),
    ).toBeNull();
  });
});

describe('isPopupDue', () => {
  const b = banner({ id: 7, repeatTime: 12 });

  it('is due when never shown', () => {
    expect(isPopupDue(b, null, NOW)).toBe(true);
  });

  it('is not due within repeatTime hours of the last showing', () => {
    expect(isPopupDue(b, { bannerId: 7, time: NOW - 11 * HOUR }, NOW)).toBe(false);
    expect(isPopupDue(b, { bannerId: 7, time: NOW - 12 * HOUR + 1 }, NOW)).toBe(false);
  });

  it('is due again once repeatTime hours have passed', () => {
    expect(isPopupDue(b, { bannerId: 7, time: NOW - 12 * HOUR }, NOW)).toBe(true);
    expect(isPopupDue(b, { bannerId: 7, time: NOW - 30 * HOUR }, NOW)).toBe(true);
  });

  it('counts another banner having been shown as never shown', () => {
    expect(isPopupDue(b, { bannerId: 8, time: NOW - HOUR }, NOW)).toBe(true);
  });

  it('does not trust a last showing in the future', () => {
    expect(isPopupDue(b, { bannerId: 7, time: NOW + HOUR }, NOW)).toBe(true);
  });
});

describe('decidePromoPopup', () => {
  it('shows a due ALL banner on any page but the excluded ones', () => {
    for (const pathname of ['/', '/explore', '/account', '/page/about-us', '/unit-test/mine']) {
      expect(decidePromoPopup(context({ pathname }))?.banner.id, pathname).toBe(1);
    }
    for (const pathname of [
      '/practice-test',
      '/practice-test/[practiceTestSlug]',
      '/practice-test/abc123',
      '/practice-test/event',
      '/thirdparty/practice-test',
      '/[slug]/[subSlug]',
      '/en/eduhome/lesson-1',
    ]) {
      expect(decidePromoPopup(context({ pathname })), pathname).toBeNull();
    }
  });

  it('shows a HOME banner on home only', () => {
    const banners = [banner({ displayPlace: 'HOME' })];
    expect(decidePromoPopup(context({ banners, pathname: '/' }))).not.toBeNull();
    expect(decidePromoPopup(context({ banners, pathname: '/en' }))).not.toBeNull();
    expect(decidePromoPopup(context({ banners, pathname: '/explore' }))).toBeNull();
  });

  it('does not fall through to a later banner when the first one belongs to home', () => {
    const banners = [banner({ id: 1, displayPlace: 'HOME' }), banner({ id: 2, displayPlace: 'ALL' })];
    expect(decidePromoPopup(context({ banners, pathname: '/explore' }))).toBeNull();
  });

  it('waits repeatTime hours before showing the same banner again', () => {
    const lastShow = { bannerId: 1, time: NOW - 2 * HOUR };
    expect(decidePromoPopup(context({ lastShow }))).toBeNull();
    expect(decidePromoPopup(context({ lastShow, now: NOW + 22 * HOUR }))?.banner.id).toBe(1);
  });

  it('shows nothing when every banner has expired or has not started', () => {
    const banners = [banner({ endDate: '2026-03-09T00:00:00Z' }), banner({ id: 2, startDate: '2026-03-11T00:00:00Z' })];
    expect(decidePromoPopup(context({ banners }))).toBeNull();
  });

  it('shows nothing without an image for the device in the locale', () => {
    const banners = [banner({ bannerItems: [{ lang: 'vi', imageDesktop: 'd.svg', imageMobile: '' }] })];
    expect(decidePromoPopup(context({ banners, device: 'mobile' }))).toBeNull();
    expect(decidePromoPopup(context({ banners, locale: 'en' }))).toBeNull();
  });
});

describe('last_time_show', () => {
  it('round-trips and rejects malformed values', () => {
    const value = { bannerId: 3, time: NOW };
    expect(parseLastShow(serializeLastShow(value))).toEqual(value);
    expect(parseLastShow(JSON.stringify({ bannerId: '3', time: '2026-03-10T09:00:00Z' }))).toEqual(value);
    expect(parseLastShow(null)).toBeNull();
    expect(parseLastShow('not json')).toBeNull();
    expect(parseLastShow(JSON.stringify({ bannerId: 3 }))).toBeNull();
    expect(parseLastShow(JSON.stringify([1, 2]))).toBeNull();
  });
});

describe('bannerTarget', () => {
  it('follows same-site paths through the router and other URLs as links', () => {
    expect(bannerTarget({ url: '/explore?exam=6', openNewTab: false })).toEqual({
      kind: 'internal',
      href: '/explore?exam=6',
    });
    expect(bannerTarget({ url: '/explore', openNewTab: true })).toEqual({ kind: 'newTab', href: '/explore' });
    expect(bannerTarget({ url: 'https://example.vn/sale', openNewTab: false })).toEqual({
      kind: 'external',
      href: 'https://example.vn/sale',
    });
  });

  it('never follows missing or unsafe URLs', () => {
    expect(bannerTarget({ url: null, openNewTab: true })).toEqual({ kind: 'none' });
    expect(bannerTarget({ url: 'javascript:alert(1)', openNewTab: false })).toEqual({ kind: 'none' });
    expect(bannerTarget({ url: '//evil.example', openNewTab: false })).toEqual({ kind: 'none' });
  });
});
