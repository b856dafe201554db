import type { BannerQuery } from '@contract/catalogue';
import type { Database } from '../../db/database';

export function createSiteRepository(db: Database) {
  return {
    banners(query: BannerQuery) {
      return db
        .selectFrom('banners')
        .selectAll()
        .where('type', '=', query.type)
        .where('site', '=', query.site)
        .where('status', '=', query.status)
        .orderBy('id')
        .execute();
    },

    async bannerItems(bannerIds: number[]) {
      if (bannerIds.length === 0) return [];
      return db
        .selectFrom('banner_items')
        .selectAll()
        .where('banner_id', 'in', bannerIds)
        .orderBy('banner_id')
        .orderBy('id')
        .execute();
    },

    appSetting(id: string) {
      return db.selectFrom('app_settings').select(['id', 'value_json']).where('id', '=', id).executeTakeFirst();
    },

    countries() {
      return db.selectFrom('countries').selectAll().orderBy('position').orderBy('code').execute();
    },
  };
}

export type SiteRepository = ReturnType<typeof createSiteRepository>;
