import { attemptsEndpoints } from '@contract/attempts';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import type { AuthService } from '../auth';
import { callerOf, optionalAuth, requireStudent, secretHeaderOf } from './caller';
import type { AttemptsService } from './service';

export interface AttemptsRoutesOptions {
  auth: AuthService;
  attempts: AttemptsService;
}

/** Starting and resuming attempts, drafts, audio plays, integrity events and test share codes. */
export const attemptsRoutes: RoutePlugin<AttemptsRoutesOptions> = async (app, { auth, attempts }) => {
  registerNoStore(app);
  const maybeSignedIn = optionalAuth(auth);
  const endpoints = attemptsEndpoints;

  app.route({
    ...routeOf(endpoints.start),
    // Every field is optional, so a start without any body is a plain start.
    preValidation: async (request) => {
      if (request.body === undefined) request.body = {};
    },
    preHandler: maybeSignedIn,
    handler: async (request) => ok(await attempts.start(request.params.id, request.body ?? {}, callerOf(request))),
  });

  app.route({
    ...routeOf(endpoints.shareTest),
    preHandler: requireAuth(auth),
    handler: async (request) => {
      const { userId, role } = authOf(request);
      return ok(await attempts.shareTest(request.params.id, { userId, role }));
    },
  });

  for (const [endpoint, preHandler] of [
    [endpoints.saveDraft, requireStudent(auth)],
    [endpoints.saveDraftUser, maybeSignedIn],
  ] as const) {
    app.route({
      ...routeOf(endpoint),
      preHandler,
      handler: async (request) => ok(await attempts.saveDraft(request.body, callerOf(request))),
    });
  }

  app.route({
    ...routeOf(endpoints.draftDetail),
    preHandler: maybeSignedIn,
    handler: async (request) =>
      ok(await attempts.draftDetail(request.params.id, callerOf(request), secretHeaderOf(request))),
  });

  app.route({
    ...routeOf(endpoints.openAttempts),
    preHandler: requireStudent(auth),
    handler: async (request) => ok(await attempts.openAttempts(authOf(request).userId, request.query.unitTestId)),
  });

  app.route({
    ...routeOf(endpoints.audioPlay),
    preHandler: maybeSignedIn,
    handler: async (request) => ok(await attempts.play(request.params.id, request.body, callerOf(request))),
  });

  app.route({
    ...routeOf(endpoints.integrityEvent),
    preHandler: maybeSignedIn,
    handler: async (request) => ok(await attempts.integrityEvent(request.params.id, request.body, callerOf(request))),
  });
};
