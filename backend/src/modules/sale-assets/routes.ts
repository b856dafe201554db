import { saleAssetsEndpoints } from '@contract/sale-assets';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import type { SaleAssetsService } from './service';

export const saleAssetsRoutes: RoutePlugin<{ saleAssets: SaleAssetsService }> = async (app, { saleAssets }) => {
  app.route({
    ...routeOf(saleAssetsEndpoints.memberships),
    handler: async (request) => ok(await saleAssets.memberships(request.query.roleCode)),
  });

  app.route({
    ...routeOf(saleAssetsEndpoints.list),
    handler: async (request) => ok(await saleAssets.saleAssets(request.query.assetType)),
  });
};
