import { mistakesEndpoints } from '@contract/mistakes';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { MistakesService } from './service';

export interface MistakesRoutesOptions {
  mistakes: MistakesService;
}

/** /itf/mistakes: the signed-in student's review set (the guard comes from the contract's security). */
export const mistakesRoutes: RoutePlugin<MistakesRoutesOptions> = async (app, { mistakes }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(mistakesEndpoints.summary),
    handler: async (request) => ok(await mistakes.summary(authOf(request).userId)),
  });
  app.route({
    ...routeOf(mistakesEndpoints.practice),
    handler: async (request) => ok(await mistakes.practice(authOf(request).userId)),
  });
  app.route({
    ...routeOf(mistakesEndpoints.check),
    handler: async (request) =>
      ok(await mistakes.check(authOf(request).userId, request.params.id, request.body.answer)),
  });
};
