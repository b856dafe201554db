import type { ApiSuccess } from '@contract/api';
import { CATALOGUE_PATHS, type AppSettingDto, type BannerDto, type BannerQuery, type CountryDto } from '@contract/catalogue';
import type { FastifyPluginAsync } from 'fastify';
import { appSettingSchema, bannersSchema, countriesSchema } from './schemas';
import type { SiteService } from './service';

/** Banners, app settings and countries: small site-wide data the layout reads. */
export const siteRoutes: FastifyPluginAsync<{ site: SiteService }> = async (app, { site }) => {
  app.get<{ Querystring: BannerQuery }>(
    CATALOGUE_PATHS.banners,
    { schema: bannersSchema },
    async (request): Promise<ApiSuccess<BannerDto[]>> => ({ result: true, data: await site.banners(request.query) }),
  );

  app.get<{ Params: { id: string } }>(
    CATALOGUE_PATHS.appSetting(':id'),
    { schema: appSettingSchema },
    async (request): Promise<ApiSuccess<AppSettingDto>> => ({ result: true, data: await site.appSetting(request.params.id) }),
  );

  app.get(
    CATALOGUE_PATHS.countries,
    { schema: countriesSchema },
    async (): Promise<ApiSuccess<CountryDto[]>> => ({ result: true, data: await site.countries() }),
  );
};
