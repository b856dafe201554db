import { API_PATHS, type ApiSuccess } from '@contract/api';
import type { FastifyPluginAsync } from 'fastify';
import { healthSchema } from './schemas';

export type ServiceName = 'main' | 'auth';

export interface HealthData {
  status: 'ok';
  service: ServiceName;
}

/**
 * Liveness only: it answers as long as the process serves HTTP. It has no service or
 * repository layer because it touches no data.
 */
export const healthRoutes: FastifyPluginAsync<{ service: ServiceName }> = async (app, { service }) => {
  app.get(API_PATHS.health, { schema: healthSchema }, async (): Promise<ApiSuccess<HealthData>> => ({
    result: true,
    data: { status: 'ok', service },
  }));
};
