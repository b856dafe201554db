import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export interface DocsOptions {
  title: string;
  description: string;
}

/**
 * Must run before any route is added: @fastify/swagger collects routes as they register,
 * so the OpenAPI document is generated from the very schemas that validate requests.
 */
export async function registerOpenApi(app: FastifyInstance, { title, description }: DocsOptions): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: { title, description, version: '0.1.0' },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          studentAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "A STUDENT account's token",
          },
          teacherAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "A TEACHER account's token",
          },
        },
      },
    },
  });
}

/** Swagger UI at /docs, the raw document at /docs/json and /docs/yaml. */
export async function registerDocsUi(app: FastifyInstance): Promise<void> {
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
