import { commerceEndpoints } from '@contract/commerce';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { privateReply } from '../../plugins/security-headers';
import type { MembershipsService } from './service';

/** The learner's membership and the quantities it opens tests with. */
export const membershipsRoutes: RoutePlugin<{ memberships: MembershipsService }> = async (app, { memberships }) => {
  app.route({
    ...routeOf(commerceEndpoints.quantityUse),
    preHandler: privateReply,
    handler: async (request) => ok(await memberships.quantityUse(authOf(request).userId)),
  });
  app.route({
    ...routeOf(commerceEndpoints.membership),
    preHandler: privateReply,
    handler: async (request) => ok(await memberships.membership(authOf(request).userId)),
  });
};
