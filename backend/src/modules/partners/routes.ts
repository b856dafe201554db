import { partnersEndpoints } from '@contract/partners';
import { ok, routeOf, type RoutePlugin } from '../../lib/route';
import { authOf, userIdOf } from '../../plugins/authenticate';
import type { PartnersService } from './service';

export interface PartnersRoutesOptions {
  partners: PartnersService;
}

/** A partner's page and theme change rarely: a minute in a cache spares the registry. */
const SHORT_PUBLIC_CACHE = 'public, max-age=60';

/** Partner pages and themes (public), the embed sign-in and its account, and a test as a partner shows it. */
export const partnersRoutes: RoutePlugin<PartnersRoutesOptions> = async (app, { partners }) => {
  app.route({
    ...routeOf(partnersEndpoints.page),
    handler: async (request, reply) => {
      const data = await partners.page(request.params.slug, request.params.subSlug);
      void reply.header('cache-control', SHORT_PUBLIC_CACHE);
      return ok(data);
    },
  });
  app.route({
    ...routeOf(partnersEndpoints.theme),
    handler: async (request, reply) => {
      const data = await partners.theme(request.params.id);
      void reply.header('cache-control', SHORT_PUBLIC_CACHE);
      return ok(data);
    },
  });
  app.route({
    ...routeOf(partnersEndpoints.session),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return ok(await partners.session(request.body, request.ip));
    },
  });
  app.route({
    ...routeOf(partnersEndpoints.account),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return ok(await partners.account(authOf(request)));
    },
  });
  app.route({
    ...routeOf(partnersEndpoints.eduhome),
    handler: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      const userId = userIdOf(request);
      return ok(await partners.eduhome(request.params.id, userId === null ? null : { userId }));
    },
  });
};
