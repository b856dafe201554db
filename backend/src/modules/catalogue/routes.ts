import { unitTestsEndpoints } from '@contract/unit-tests';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, requireAuth } from '../../plugins/authenticate';
import type { AuthService } from '../auth';
import type { Viewer } from './repository';
import type { CatalogueService } from './service';

function viewerOf(request: FastifyRequest): Viewer {
  return request.auth ? { userId: request.auth.userId } : null;
}

export const catalogueRoutes: RoutePlugin<{ auth: AuthService; catalogue: CatalogueService }> = async (
  app,
  { auth, catalogue },
) => {
  const signedIn = requireAuth(auth);
  // Guests browse freely; a token, when sent, must be valid (the client refreshes on 401).
  const maybeSignedIn: preHandlerAsyncHookHandler = async function (request, reply) {
    if (request.headers.authorization === undefined) return;
    await signedIn.call(this, request, reply);
  };

  app.route({
    ...routeOf(unitTestsEndpoints.list),
    preHandler: maybeSignedIn,
    handler: async (request) => {
      const data = await catalogue.list(request.query, viewerOf(request));
      return { ...ok(data), totalRecords: data.total };
    },
  });

  // Registered before /{id} so "facets" and "owned" are never read as slugs.
  app.route({
    ...routeOf(unitTestsEndpoints.facets),
    preHandler: maybeSignedIn,
    handler: async (request) => ok(await catalogue.facets(request.query, viewerOf(request))),
  });

  app.route({
    ...routeOf(unitTestsEndpoints.owned),
    preHandler: signedIn,
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ok(await catalogue.owned(authOf(request).userId));
    },
  });

  app.route({
    ...routeOf(unitTestsEndpoints.use),
    preHandler: signedIn,
    handler: async (request) =>
      ok(await catalogue.use(authOf(request).userId, request.body.unitTestId, request.body.useQuantity ?? false)),
  });

  app.route({
    ...routeOf(unitTestsEndpoints.detail),
    preHandler: maybeSignedIn,
    handler: async (request) => ok(await catalogue.detail(request.params.id, viewerOf(request))),
  });
};
