import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { unauthorized } from '../lib/errors';
import type { AuthContext, AuthService } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth` on routes that need a signed-in user. */
    auth: AuthContext | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

export function registerAuthDecorator(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/** preHandler for routes behind a bearer token; answers 401 UNAUTHORIZED otherwise. */
export function requireAuth(auth: AuthService): preHandlerAsyncHookHandler {
  return async (request) => {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized('Send an access token as "Authorization: Bearer <token>".');
    request.auth = await auth.authenticate(match[1]);
  };
}

/** The caller of a route guarded by `requireAuth`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
