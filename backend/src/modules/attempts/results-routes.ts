import { attemptsEndpoints } from '@contract/attempts';
import { resultsEndpoints } from '@contract/results';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import { registerNoStore } from '../../plugins/security-headers';
import { callerOf, secretHeaderOf } from './caller';
import type { ResultsService } from './service';

export interface ResultsRoutesOptions {
  results: ResultsService;
}

/** Submits, results and their review, the caller's results, result share codes and e-mails. */
export const resultsRoutes: RoutePlugin<ResultsRoutesOptions> = async (app, { results }) => {
  registerNoStore(app);
  const endpoints = resultsEndpoints;

  for (const endpoint of [endpoints.submit, endpoints.userSubmit]) {
    app.route({
      ...routeOf(endpoint),
      handler: async (request) => ok(await results.submit(request.body, callerOf(request))),
    });
  }

  app.route({
    ...routeOf(endpoints.claimAttempt),
    handler: async (request) =>
      ok(await results.claimAttempt(request.params.id, request.body.attemptSecret, authOf(request).userId)),
  });

  // Registered before /{id}; the id pattern (an integer) keeps "mine" from being read as one anyway.
  app.route({
    ...routeOf(endpoints.mine),
    handler: async (request) => {
      const data = await results.mine(authOf(request).userId, request.query);
      return { ...ok(data), totalRecords: data.total };
    },
  });

  app.route({
    ...routeOf(endpoints.detail),
    handler: async (request) =>
      ok(await results.detail(request.params.id, callerOf(request), secretHeaderOf(request), request.query.shareCode)),
  });

  app.route({
    ...routeOf(attemptsEndpoints.draftOfResult),
    handler: async (request) =>
      ok(await results.draftOfResult(request.params.id, callerOf(request), secretHeaderOf(request))),
  });

  app.route({
    ...routeOf(endpoints.lastSubmitted),
    handler: async (request) => ok(await results.lastSubmitted(authOf(request).userId, request.params.id)),
  });

  app.route({
    ...routeOf(endpoints.share),
    handler: async (request) =>
      ok(
        await results.shareResult(
          request.params.id,
          callerOf(request),
          request.body.attemptSecret,
          request.body.showName,
        ),
      ),
  });

  app.route({
    ...routeOf(endpoints.sendMail),
    handler: async (request) => ok(await results.sendMail(request.body, callerOf(request))),
  });
};
