import { adaptiveEndpoints } from '@contract/adaptive';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { registerNoStore } from '../../plugins/security-headers';
import { callerOf, secretHeaderOf } from '../attempts';
import type { AdaptiveService } from './service';

export interface AdaptiveRoutesOptions {
  adaptive: AdaptiveService;
}

/** Adaptive and placement attempts: start or resume, the question on screen, answers, results. */
export const adaptiveRoutes: RoutePlugin<AdaptiveRoutesOptions> = async (app, { adaptive }) => {
  registerNoStore(app);
  const endpoints = adaptiveEndpoints;

  app.route({
    ...routeOf(endpoints.start),
    handler: async (request) => ok(await adaptive.start(request.params.key, callerOf(request))),
  });

  app.route({
    ...routeOf(endpoints.current),
    handler: async (request) =>
      ok(await adaptive.current(request.params.id, callerOf(request), secretHeaderOf(request))),
  });

  app.route({
    ...routeOf(endpoints.answer),
    handler: async (request) =>
      ok(await adaptive.answer(request.params.id, request.body, callerOf(request), secretHeaderOf(request))),
  });

  app.route({
    ...routeOf(endpoints.result),
    handler: async (request) =>
      ok(await adaptive.result(request.params.id, callerOf(request), secretHeaderOf(request))),
  });
};
