import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Minimal hardening for a JSON API: browsers must not sniff JSON into HTML, pages must not
 * be framed, and URLs must not leak through the Referer header. Set on every reply,
 * including errors and 404s, because the hook runs before routing decides anything.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'no-referrer');
  });
}

/** Token-bearing responses must never be stored by a browser or proxy cache. */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
}

/** preHandler of answers about one signed-in user's purchases: never kept by a shared cache. */
export async function privateReply(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  void reply.header('cache-control', 'private, no-store');
}
