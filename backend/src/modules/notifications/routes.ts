import { notificationsEndpoints } from '@contract/notifications';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, userIdOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { NotificationsService } from './service';

export interface NotificationsRoutesOptions {
  notifications: NotificationsService;
}

/** The four /itf/notification calls (students; the guard comes from the contract) and POST /user-request. */
export const notificationsRoutes: RoutePlugin<NotificationsRoutesOptions> = async (app, { notifications }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(notificationsEndpoints.list),
    handler: async (request) => {
      const { data, total } = await notifications.list(authOf(request).userId, request.query);
      return { result: true as const, data, totalRecords: total };
    },
  });
  app.route({
    ...routeOf(notificationsEndpoints.seen),
    handler: async (request) => ok(await notifications.markSeen(authOf(request).userId, request.body.id)),
  });
  app.route({
    ...routeOf(notificationsEndpoints.seenAll),
    handler: async (request) => ok(await notifications.markAllSeen(authOf(request).userId, request.body.category)),
  });
  app.route({
    ...routeOf(notificationsEndpoints.countUnseen),
    handler: async (request) => ok(await notifications.countUnseen(authOf(request).userId)),
  });
  app.route({
    ...routeOf(notificationsEndpoints.userRequest),
    handler: async (request) => ok(await notifications.createRequest(userIdOf(request), request.ip, request.body)),
  });
};
