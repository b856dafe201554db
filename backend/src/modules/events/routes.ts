import { eventsEndpoints } from '@contract/events';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, userIdOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { EventsService } from './service';

export interface EventsRoutesOptions {
  events: EventsService;
}

/** POST /itf/user-event (anyone; the joined flag for a signed-in caller) and /itf/user-event/join (students). */
export const eventsRoutes: RoutePlugin<EventsRoutesOptions> = async (app, { events }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(eventsEndpoints.list),
    handler: async (request) => {
      const { data, total } = await events.list(userIdOf(request), request.body);
      return { result: true as const, data, totalRecords: total };
    },
  });
  app.route({
    ...routeOf(eventsEndpoints.join),
    handler: async (request) => ok(await events.join(authOf(request).userId, request.body)),
  });
};
