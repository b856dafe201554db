import { messagingEndpoints } from '@contract/messaging';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { MessagingService } from './service';

export interface MessagingRoutesOptions {
  messaging: MessagingService;
}

/** GET/DELETE /zalo/link, GET /zalo/link-user and POST /zalo/callback (signed-in users). */
export const messagingRoutes: RoutePlugin<MessagingRoutesOptions> = async (app, { messaging }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(messagingEndpoints.link),
    handler: async (request) => ok(await messaging.link(authOf(request).userId)),
  });
  app.route({
    ...routeOf(messagingEndpoints.linkUser),
    handler: async (request) => ok(await messaging.linkUser(authOf(request).userId, request.query)),
  });
  app.route({
    ...routeOf(messagingEndpoints.callback),
    handler: async (request) => ok(await messaging.callback(authOf(request).userId, request.body)),
  });
  app.route({
    ...routeOf(messagingEndpoints.unlink),
    handler: async (request) => ok(await messaging.unlink(authOf(request).userId)),
  });
};
