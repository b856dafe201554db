import type { AppSettingDto, BannerDto, BannerQuery, CountryDto } from '@contract/catalogue';
import { AppError } from '../../lib/errors';
import type { SiteRepository } from './repository';

/** Media paths are stored relative to the media directory; browsers load them from the API host. */
function mediaUrl(publicApiUrl: string, path: string | null): string | null {
  if (path === null) return null;
  if (/^https?:\/\//.test(path)) return path;
  return `${publicApiUrl}/media/${path.replace(/^\/+/, '')}`;
}

export function createSiteService({ repository, publicApiUrl }: { repository: SiteRepository; publicApiUrl: string }) {
  return {
    /** Banners of a type, site and status, by id. Whether one is live right now is the client's call (spec §4). */
    async banners(query: BannerQuery): Promise<BannerDto[]> {
      const rows = await repository.banners(query);
      const items = await repository.bannerItems(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        type: row.type,
        site: row.site,
        status: row.status,
        startDate: row.start_date,
        endDate: row.end_date,
        repeatTime: row.repeat_time,
        displayPlace: row.display_place,
        url: row.url,
        openNewTab: row.open_new_tab === 1,
        bannerItems: items
          .filter((item) => item.banner_id === row.id)
          .map((item) => ({
            lang: item.lang,
            imageDesktop: mediaUrl(publicApiUrl, item.image_desktop),
            imageMobile: mediaUrl(publicApiUrl, item.image_mobile),
          })),
      }));
    },

    async appSetting(id: string): Promise<AppSettingDto> {
      const row = await repository.appSetting(id);
      if (!row) throw new AppError(404, 'NOT_FOUND', `There is no app setting "${id}".`);
      return { id: row.id, value: JSON.parse(row.value_json) as unknown };
    },

    async countries(): Promise<CountryDto[]> {
      return (await repository.countries()).map((row) => ({
        code: row.code,
        name: { vi: row.name_vi, en: row.name_en },
        dialCode: row.dial_code,
      }));
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
