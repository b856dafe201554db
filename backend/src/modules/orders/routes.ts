import { commerceEndpoints } from '@contract/commerce';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, userIdOf } from '../../plugins/authenticate';
import { privateReply } from '../../plugins/security-headers';
import type { OrdersService } from './service';

/** Prices before checkout, the order history and exam packages. */
export const ordersRoutes: RoutePlugin<{ orders: OrdersService }> = async (app, { orders }) => {
  app.route({
    ...routeOf(commerceEndpoints.quote),
    preHandler: privateReply,
    handler: async (request) => ok(await orders.quote(userIdOf(request), request.body.purchase)),
  });
  app.route({
    ...routeOf(commerceEndpoints.orders),
    preHandler: privateReply,
    handler: async (request) => {
      const data = await orders.list(authOf(request).userId, request.query);
      return { ...ok(data), totalRecords: data.total };
    },
  });
  app.route({
    ...routeOf(commerceEndpoints.orderDetail),
    preHandler: privateReply,
    handler: async (request) => ok(await orders.detail(authOf(request).userId, request.params.transNo)),
  });
  app.route({
    ...routeOf(commerceEndpoints.examPackages),
    handler: async (request) => ok(await orders.examPackages(userIdOf(request))),
  });
};
