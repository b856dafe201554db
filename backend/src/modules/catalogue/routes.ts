import { unitTestsEndpoints } from '@contract/unit-tests';
import type { FastifyRequest } from 'fastify';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf } from '../../plugins/authenticate';
import type { Viewer } from './repository';
import type { CatalogueService } from './service';

function viewerOf(request: FastifyRequest): Viewer {
  return request.auth ? { userId: request.auth.userId } : null;
}

export const catalogueRoutes: RoutePlugin<{ catalogue: CatalogueService }> = async (app, { catalogue }) => {
  app.route({
    ...routeOf(unitTestsEndpoints.list),
    handler: async (request) => {
      const data = await catalogue.list(request.query, viewerOf(request));
      return { ...ok(data), totalRecords: data.total };
    },
  });

  // Registered before /{id} so "facets" and "owned" are never read as slugs.
  app.route({
    ...routeOf(unitTestsEndpoints.facets),
    handler: async (request) => ok(await catalogue.facets(request.query, viewerOf(request))),
  });

  app.route({
    ...routeOf(unitTestsEndpoints.owned),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ok(await catalogue.owned(authOf(request).userId));
    },
  });

  app.route({
    ...routeOf(unitTestsEndpoints.use),
    handler: async (request) =>
      ok(await catalogue.use(authOf(request).userId, request.body.unitTestId, request.body.useQuantity ?? false)),
  });

  app.route({
    ...routeOf(unitTestsEndpoints.detail),
    handler: async (request) => ok(await catalogue.detail(request.params.id, viewerOf(request))),
  });
};
