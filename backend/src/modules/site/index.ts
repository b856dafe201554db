/** Site data (banners, app settings, countries), as the rest of the API sees it. Import from here. */
export { createSiteRepository } from './repository';
export { siteRoutes } from './routes';
export { createSiteService, type SiteService } from './service';
