import { commerceEndpoints } from '@contract/commerce';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, userIdOf } from '../../plugins/authenticate';
import { privateReply } from '../../plugins/security-headers';
import type { CartService } from './service';

/** The cart of a guest (by the ids it holds) or of the signed-in learner. */
export const cartRoutes: RoutePlugin<{ cart: CartService }> = async (app, { cart }) => {
  app.route({
    ...routeOf(commerceEndpoints.cart),
    preHandler: privateReply,
    handler: async (request) => ok(await cart.get(userIdOf(request), request.query.unitTestIds)),
  });
  app.route({
    ...routeOf(commerceEndpoints.addCartItem),
    preHandler: privateReply,
    handler: async (request) => ok(await cart.add(authOf(request).userId, request.params.id)),
  });
  app.route({
    ...routeOf(commerceEndpoints.removeCartItem),
    preHandler: privateReply,
    handler: async (request) => ok(await cart.remove(authOf(request).userId, request.params.id)),
  });
};
