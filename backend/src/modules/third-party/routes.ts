import { thirdPartyEndpoints } from '@contract/third-party';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import type { ThirdPartyService } from './service';

export interface ThirdPartyRoutesOptions {
  thirdParty: ThirdPartyService;
}

/** GET /itf/third-party and /itf/third-party/{id}: public, the same answer for everyone. */
export const thirdPartyRoutes: RoutePlugin<ThirdPartyRoutesOptions> = async (app, { thirdParty }) => {
  app.route({
    ...routeOf(thirdPartyEndpoints.list),
    handler: async (request) => {
      const { data, total } = await thirdParty.list(request.query);
      return { result: true as const, data, totalRecords: total };
    },
  });
  app.route({
    ...routeOf(thirdPartyEndpoints.one),
    handler: async (request) => ok(await thirdParty.one(request.params.id)),
  });
};
