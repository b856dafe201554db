import { commerceEndpoints } from '@contract/commerce';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { AppError } from '../../lib/errors';
import { authOf } from '../../plugins/authenticate';
import { privateReply } from '../../plugins/security-headers';
import type { PaymentsService } from './service';

/** Paying (create, return, the gateways' IPNs) and cancelling an unpaid order. */
export const paymentsRoutes: RoutePlugin<{ payments: PaymentsService }> = async (app, { payments }) => {
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
    ...routeOf(commerceEndpoints.orderCancel),
    preHandler: privateReply,
    handler: async (request) => ok(await payments.cancel(authOf(request).userId, request.params.transNo)),
  });
};
