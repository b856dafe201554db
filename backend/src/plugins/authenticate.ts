import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { RoleCode } from '@contract/constants';
import type { Access } from '@contract/endpoint';
import { AppError, unauthorized } from '../lib/errors';
import { embedAllows } from './embed-scope';

/** The signed-in caller behind a valid access token. */
export interface AuthContext {
  userId: number;
  role: RoleCode;
  sessionId: string;
  /**
   * Set for a partner's embed session (decision 0057): its token opens only the routes of the
   * embed (`embedAllows`), never the rest of the account.
   */
  partnerId?: number;
}

/** Resolves a bearer token (the auth service); declared here so plugins never import a module. */
export interface Authenticator {
  authenticate(accessToken: string): Promise<AuthContext>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the route's guard when the caller sent a valid token. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** Set once per server by `provideAuthenticator`, before the routes register. */
    authenticator: Authenticator | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9._~+/=-]+)$/;

export function registerAuthDecorator(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticator', null);
}

/** The token checker every route guard of this server uses. */
export function provideAuthenticator(app: FastifyInstance, authenticator: Authenticator): void {
  app.authenticator = authenticator;
}

/**
 * Resolves the bearer token. An embed session's token outside the embed's routes is refused, or,
 * where guests are welcome (`asGuest`), read as no token: the embedded page may send it along to
 * the catalogue or the site settings and see what any visitor sees.
 */
async function signIn(request: FastifyRequest, asGuest = false): Promise<void> {
  const authenticator = request.server.authenticator;
  if (!authenticator) throw new Error('No authenticator: call provideAuthenticator before registering routes.');
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw unauthorized('Send an access token as "Authorization: Bearer <token>".');
  const auth = await authenticator.authenticate(match[1]);
  if (auth.partnerId !== undefined && !embedAllows(request.method, request.routeOptions.url ?? '')) {
    if (asGuest) return;
    throw new AppError(403, 'EMBED_SCOPE_FORBIDDEN', 'This sign-in is for the partner’s test page only.');
  }
  request.auth = auth;
}

function forRole(role: RoleCode): onRequestAsyncHookHandler {
  return async (request) => {
    await signIn(request);
    if (request.auth?.role !== role) {
      throw new AppError(
        403,
        'FORBIDDEN',
        role === 'TEACHER' ? 'This route is for teachers.' : 'This route is for students.',
      );
    }
  };
}

/**
 * The guard of a route, from its contract `security` (see `accessOf`). It runs on request, before
 * the body is read: a caller without the right token learns nothing about what it sent.
 */
const GUARDS: Record<Exclude<Access, 'public'>, onRequestAsyncHookHandler> = {
  // Guests are welcome; a token, when sent, must be valid (the client refreshes on 401).
  optional: async (request) => {
    if (request.headers.authorization === undefined) return;
    await signIn(request, true);
  },
  'signed-in': (request) => signIn(request),
  STUDENT: forRole('STUDENT'),
  TEACHER: forRole('TEACHER'),
};

export function guardOf(access: Access): onRequestAsyncHookHandler | undefined {
  return access === 'public' ? undefined : GUARDS[access];
}

/** The caller of a route whose contract needs a token. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** The caller's user id on a route where a token is optional; null for a guest. */
export function userIdOf(request: FastifyRequest): number | null {
  return request.auth?.userId ?? null;
}
