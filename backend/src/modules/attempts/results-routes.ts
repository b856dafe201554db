import { attemptsEndpoints } from '@contract/attempts';
import { resultsEndpoints } from '@contract/results';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, requireAuth } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import { callerOf, optionalAuth, requireStudent, secretHeaderOf } from './caller';
import type { AuthService } from '../auth';
import type { ResultsService } from './service';

export interface ResultsRoutesOptions {
  auth: AuthService;
  results: ResultsService;
}

/** Submits, results and their review, the caller's results, result share codes and e-mails. */
export const resultsRoutes: RoutePlugin<ResultsRoutesOptions> = async (app, { auth, results }) => {
  registerNoStore(app);
  const maybeSignedIn = optionalAuth(auth);
  const signedIn = requireAuth(auth);
  const endpoints = resultsEndpoints;

  for (const [endpoint, preHandler] of [
    [endpoints.submit, requireStudent(auth)],
    [endpoints.userSubmit, maybeSignedIn],
  ] as const) {
    app.route({
      ...routeOf(endpoint),
      preHandler,
      handler: async (request) => ok(await results.submit(request.body, callerOf(request))),
    });
  }

  app.route({
    ...routeOf(endpoints.claimAttempt),
    preHandler: signedIn,
    handler: async (request) =>
      ok(await results.claimAttempt(request.params.id, request.body.attemptSecret, authOf(request).userId)),
  });

  // Registered before /{id}; the id pattern (an integer) keeps "mine" from being read as one anyway.
  app.route({
    ...routeOf(endpoints.mine),
    preHandler: signedIn,
    handler: async (request) => {
      const data = await results.mine(authOf(request).userId, request.query);
      return { ...ok(data), totalRecords: data.total };
    },
  });

  app.route({
    ...routeOf(endpoints.detail),
    preHandler: maybeSignedIn,
    handler: async (request) =>
      ok(await results.detail(request.params.id, callerOf(request), secretHeaderOf(request), request.query.shareCode)),
  });

  app.route({
    ...routeOf(attemptsEndpoints.draftOfResult),
    preHandler: maybeSignedIn,
    handler: async (request) =>
      ok(await results.draftOfResult(request.params.id, callerOf(request), secretHeaderOf(request))),
  });

  app.route({
    ...routeOf(endpoints.lastSubmitted),
    preHandler: signedIn,
    handler: async (request) => ok(await results.lastSubmitted(authOf(request).userId, request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.share),
    preHandler: maybeSignedIn,
    handler: async (request) =>
      ok(await results.shareResult(request.params.id, callerOf(request), request.body.attemptSecret)),
  });

  app.route({
    ...routeOf(endpoints.sendMail),
    preHandler: maybeSignedIn,
    handler: async (request) => ok(await results.sendMail(request.body, callerOf(request))),
  });
};
