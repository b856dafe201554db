import { commerceEndpoints } from '@contract/commerce';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import type { CartService } from '../cart';
import type { MembershipsService } from '../memberships';
import type { OrdersService } from '../orders';
import type { PaymentsService } from './service';

export interface CommerceRouteOptions {
  cart: CartService;
  orders: OrdersService;
  payments: PaymentsService;
  memberships: MembershipsService;
}

const userOf = (request: FastifyRequest): number | null => request.auth?.userId ?? null;

/** Cart, prices, vouchers, payment, orders, quantities and exam packages (contract/commerce.ts). */
export const commerceRoutes: RoutePlugin<CommerceRouteOptions> = async (
  app,
  { cart, orders, payments, memberships },
) => {
  const privateReply: preHandlerAsyncHookHandler = async (_request, reply) => {
    void reply.header('cache-control', 'private, no-store');
  };

  app.route({
    ...routeOf(commerceEndpoints.cart),
    preHandler: privateReply,
    handler: async (request) => ok(await cart.get(userOf(request), request.query.unitTestIds)),
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
  app.route({
    ...routeOf(commerceEndpoints.quote),
    preHandler: privateReply,
    handler: async (request) => ok(await orders.quote(userOf(request), request.body.purchase)),
  });
  app.route({
    ...routeOf(commerceEndpoints.voucherValidate),
    preHandler: privateReply,
    handler: async (request) =>
      ok(await orders.validateVoucher(userOf(request), request.body.voucherCode, request.body.purchase)),
  });
  app.route({
    ...routeOf(commerceEndpoints.paymentCreate),
    preHandler: privateReply,
    handler: async (request) => {
      const caller = authOf(request);
      if (caller.role !== 'STUDENT') {
        throw new AppError(403, 'TEACHER_NOT_ALLOWED', 'Memberships and tests are sold to learner accounts.');
      }
      return ok(await payments.create(caller.userId, request.body, request.ip));
    },
  });
  app.route({
    ...routeOf(commerceEndpoints.paymentReturn),
    preHandler: privateReply,
    handler: async (request) => ok(await payments.readReturn(request.body)),
  });
  app.route({
    ...routeOf(commerceEndpoints.vnpayIpn),
    handler: async (request) => payments.vnpayIpn(request.query),
  });
  app.route({
    ...routeOf(commerceEndpoints.momoIpn),
    handler: async (request, reply) => {
      await payments.momoIpn(request.body);
      return reply.code(204).send(null);
    },
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
    ...routeOf(commerceEndpoints.orderCancel),
    preHandler: privateReply,
    handler: async (request) => ok(await payments.cancel(authOf(request).userId, request.params.transNo)),
  });
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
  app.route({
    ...routeOf(commerceEndpoints.examPackages),
    handler: async (request) => ok(await orders.examPackages(userOf(request))),
  });
};
