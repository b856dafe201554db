import { activationEndpoints } from '@contract/activation';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { ActivationService } from './service';

export interface ActivationRoutesOptions {
  activation: ActivationService;
}

/** POST /itf/active-codes/* (signed-in students; the guard comes from the contract's security). */
export const activationRoutes: RoutePlugin<ActivationRoutesOptions> = async (app, { activation }) => {
  registerNoStore(app);
  app.route({
    ...routeOf(activationEndpoints.activate),
    handler: async (request) => ok(await activation.activate(authOf(request).userId, request.ip, request.body)),
  });
  app.route({
    ...routeOf(activationEndpoints.validate),
    handler: async (request) => ok(await activation.validate(authOf(request).userId, request.ip, request.body)),
  });
  app.route({
    ...routeOf(activationEndpoints.activateAdaptiveTest),
    handler: async (request) =>
      ok(await activation.activateAdaptiveTest(authOf(request).userId, request.ip, request.body)),
  });
  app.route({
    ...routeOf(activationEndpoints.userAdaptiveTests),
    handler: async (request) => ok(await activation.adaptiveTests(authOf(request).userId)),
  });
};
