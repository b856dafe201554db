/**
 * GET /itf/banners (spec §7): the active popup banners of this site edition. Which one shows,
 * and when, is decided by the promotional popup from the dates (spec §4).
 */
import type { BannerDto, BannerQuery } from '@contract/catalogue';
import { SITE_CODES } from '@contract/catalogue-paths';
import { siteApi } from '@contract/client-api';
import useSWR from 'swr';
import { env, type SiteEdition } from '@/config/env';
import { call } from '@/lib/api/call';
import { catalogueKeys } from './keys';

/** The site code sent with banner (and later activation) requests, from the one edition flag. */
export function siteCodeOf(edition: SiteEdition = env.siteEdition): string {
  return edition === 'international' ? SITE_CODES.INTERNATIONAL : SITE_CODES.STANDARD;
}

export function popupBannerQuery(edition: SiteEdition = env.siteEdition): BannerQuery {
  return { type: 'POPUP', site: siteCodeOf(edition), status: 'ACTIVE' };
}

function getBanners(query: BannerQuery): Promise<BannerDto[]> {
  return call(siteApi.banners, { query });
}

// Loaded once per visit: a campaign does not change while someone browses, and the popup must
// not wait for a second request on each page.
const BANNER_SWR_OPTIONS = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
} as const;

/**
 * The popup banners of this edition. `enabled: false` sends nothing (pages that never show a
 * popup do not ask for one).
 */
export function useBanners({ enabled = true }: { enabled?: boolean } = {}) {
  const query = popupBannerQuery();
  const { data, error, isLoading } = useSWR<BannerDto[]>(
    enabled ? catalogueKeys.banners(query) : null,
    () => getBanners(query),
    BANNER_SWR_OPTIONS,
  );
  return { data, error: error as unknown, isLoading };
}
