import { attemptsEndpoints } from '@contract/attempts';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import { callerOf, secretHeaderOf } from './caller';
import type { AttemptsService } from './service';

export interface AttemptsRoutesOptions {
  attempts: AttemptsService;
}

/** Starting and resuming attempts, drafts, audio plays, integrity events and test share codes. */
export const attemptsRoutes: RoutePlugin<AttemptsRoutesOptions> = async (app, { attempts }) => {
  registerNoStore(app);
  const endpoints = attemptsEndpoints;

  app.route({
    ...routeOf(endpoints.start),
    // Every field is optional, so a start without any body is a plain start.
    preValidation: async (request) => {
      if (request.body === undefined) request.body = {};
    },
    handler: async (request) => ok(await attempts.start(request.params.id, request.body ?? {}, callerOf(request))),
  });

  app.route({
    ...routeOf(endpoints.shareTest),
    handler: async (request) => {
      const { userId, role } = authOf(request);
      return ok(await attempts.shareTest(request.params.id, { userId, role }));
    },
  });

  for (const endpoint of [endpoints.saveDraft, endpoints.saveDraftUser]) {
    app.route({
      ...routeOf(endpoint),
      handler: async (request) => ok(await attempts.saveDraft(request.body, callerOf(request))),
    });
  }

  app.route({
    ...routeOf(endpoints.draftDetail),
    handler: async (request) =>
      ok(await attempts.draftDetail(request.params.id, callerOf(request), secretHeaderOf(request))),
  });

  app.route({
    ...routeOf(endpoints.openAttempts),
    handler: async (request) => ok(await attempts.openAttempts(authOf(request).userId, request.query.unitTestId)),
  });

  app.route({
    ...routeOf(endpoints.audioPlay),
    handler: async (request) => ok(await attempts.play(request.params.id, request.body, callerOf(request))),
  });

  app.route({
    ...routeOf(endpoints.integrityEvent),
    handler: async (request) => ok(await attempts.integrityEvent(request.params.id, request.body, callerOf(request))),
  });
};
