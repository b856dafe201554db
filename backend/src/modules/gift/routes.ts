import { giftEndpoints } from '@contract/gift';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { GiftService } from './service';

export interface GiftRoutesOptions {
  gift: GiftService;
}

/** GET /student/gift and POST /student (claim; signed-in students, guarded from the contract). */
export const giftRoutes: RoutePlugin<GiftRoutesOptions> = async (app, { gift }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(giftEndpoints.options),
    handler: async (request) => ok(await gift.options(authOf(request).userId)),
  });
  app.route({
    ...routeOf(giftEndpoints.claim),
    handler: async (request) => ok(await gift.claim(authOf(request).userId, request.body)),
  });
};
