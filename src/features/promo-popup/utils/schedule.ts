/**
 * Promotional popup rules (spec §4), as pure functions of the banners, the clock, the device, the
 * locale, the page and the last showing, so each rule can be tested with a fake clock.
 *
 * The first banner that is active now and has an image for this device and locale is the one
 * chosen; its display place then decides whether this page shows it. Choosing first and placing
 * second (rather than looking for any banner that fits the page) keeps a HOME and an ALL campaign
 * from taking turns on every page change, since the last showing remembers one banner only.
 */
import type { BannerDto } from '@contract/catalogue';
import { showsPromoPopup } from './route-rule';

export type PopupDevice = 'desktop' | 'mobile';

/** What `last_time_show` stores: which banner was shown and when (ms since the epoch). */
export interface LastShow {
  bannerId: number;
  time: number;
}

export interface PopupChoice {
  banner: BannerDto;
  image: string;
}

const HOUR_MS = 3_600_000;

/** Spec breakpoint: mobile at 767 px or less. */
export const MOBILE_MEDIA_QUERY = '(max-width: 767px)';

function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}

/** Active when now is at or after startDate and, if there is an endDate, before it. */
export function isBannerActive(banner: Pick<BannerDto, 'startDate' | 'endDate'>, now: number): boolean {
  const start = timeOf(banner.startDate);
  if (start === null || now < start) return false;
  if (banner.endDate === null || banner.endDate === undefined || banner.endDate === '') return true;
  const end = timeOf(banner.endDate);
  return end !== null && now < end;
}

/** The banner's image for the device in the locale, or null when it has none. */
export function bannerImage(
  banner: Pick<BannerDto, 'bannerItems'>,
  device: PopupDevice,
  locale: string,
): string | null {
  const item = banner.bannerItems.find((i) => i.lang === locale);
  const image = device === 'mobile' ? item?.imageMobile : item?.imageDesktop;
  return image?.trim() ? image : null;
}

/** The first banner active now with an image for this device and locale. */
export function choosePopupBanner(
  banners: readonly BannerDto[],
  { now, device, locale }: { now: number; device: PopupDevice; locale: string },
): PopupChoice | null {
  for (const banner of banners) {
    if (banner.type !== 'POPUP' || banner.status !== 'ACTIVE') continue;
    if (!isBannerActive(banner, now)) continue;
    const image = bannerImage(banner, device, locale);
    if (image) return { banner, image };
  }
  return null;
}

/**
 * Due when this banner was never shown (nothing stored, or another banner stored), or when
 * repeatTime hours have passed since its last showing. A stored time in the future (the clock
 * was set back) cannot be trusted and counts as never shown.
 */
export function isPopupDue(
  banner: Pick<BannerDto, 'id' | 'repeatTime'>,
  lastShow: LastShow | null,
  now: number,
): boolean {
  if (!lastShow || lastShow.bannerId !== banner.id) return true;
  const elapsed = now - lastShow.time;
  if (elapsed < 0) return true;
  const repeatMs = Math.max(0, Number(banner.repeatTime) || 0) * HOUR_MS;
  return elapsed >= repeatMs;
}

export interface PopupContext {
  banners: readonly BannerDto[];
  now: number;
  device: PopupDevice;
  locale: string;
  /** The page: a route pattern or a concrete path. */
  pathname: string;
  lastShow: LastShow | null;
}

/** The popup to show on this page now, or null. */
export function decidePromoPopup({
  banners,
  now,
  device,
  locale,
  pathname,
  lastShow,
}: PopupContext): PopupChoice | null {
  const choice = choosePopupBanner(banners, { now, device, locale });
  if (!choice) return null;
  if (!showsPromoPopup(pathname, choice.banner.displayPlace)) return null;
  return isPopupDue(choice.banner, lastShow, now) ? choice : null;
}

/** Reads a stored `last_time_show`; anything malformed counts as never shown. */
export function parseLastShow(raw: string | null): LastShow | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { bannerId, time } = value as Record<string, unknown>;
    const id = typeof bannerId === 'string' ? Number(bannerId) : bannerId;
    const at = typeof time === 'string' ? Date.parse(time) : time;
    if (typeof id !== 'number' || !Number.isFinite(id)) return null;
    if (typeof at !== 'number' || !Number.isFinite(at)) return null;
    return { bannerId: id, time: at };
  } catch {
    return null;
  }
}

export function serializeLastShow(lastShow: LastShow): string {
  return JSON.stringify({ bannerId: lastShow.bannerId, time: lastShow.time });
}

/**
 * Where a click on the banner goes: nowhere without a url; a new tab when openNewTab; a
 * same-site path through the router; any other http(s) URL as a plain link. Other schemes
 * (javascript:, data:) are never followed.
 */
export type BannerTarget =
  | { kind: 'none' }
  | { kind: 'newTab'; href: string }
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string };

export function bannerTarget(banner: Pick<BannerDto, 'url' | 'openNewTab'>): BannerTarget {
  const url = banner.url?.trim();
  if (!url) return { kind: 'none' };
  const internal = url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
  if (!internal) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'none' };
    } catch {
      return { kind: 'none' };
    }
  }
  if (banner.openNewTab) return { kind: 'newTab', href: url };
  return internal ? { kind: 'internal', href: url } : { kind: 'external', href: url };
}
