import { healthEndpoints, type ServiceName } from '@contract/health';
import { routeSchema, type RoutePlugin } from '../../lib/route';

/**
 * Liveness only: it answers as long as the process serves HTTP. It has no service or
 * repository layer because it touches no data.
 */
export const healthRoutes: RoutePlugin<{ service: ServiceName }> = async (app, { service }) => {
  const { health } = healthEndpoints;
  app.route({
    method: health.method,
    url: health.url,
    schema: routeSchema(health),
    handler: async () => ({ result: true as const, data: { status: 'ok' as const, service } }),
  });
};
