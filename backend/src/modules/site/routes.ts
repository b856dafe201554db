import { siteEndpoints } from '@contract/site';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import type { SiteService } from './service';

/** Banners, app settings and countries: small site-wide data the layout reads. */
export const siteRoutes: RoutePlugin<{ site: SiteService }> = async (app, { site }) => {
  app.route({
    ...routeOf(siteEndpoints.banners),
    handler: async (request) => ok(await site.banners(request.query)),
  });

  app.route({
    ...routeOf(siteEndpoints.appSetting),
    handler: async (request) => ok(await site.appSetting(request.params.id)),
  });

  app.route({
    ...routeOf(siteEndpoints.countries),
    handler: async () => ok(await site.countries()),
  });
};
