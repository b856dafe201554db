import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../lib/errors';
import { requireAuth } from '../../plugins/authenticate';
import type { AuthService } from '../auth';
import type { RoleCode } from '@contract/constants';
import { ATTEMPT_SECRET_HEADER } from '@contract/player';

/** Who calls: a signed-in user, or a guest (null). */
export type Caller = { userId: number; role: RoleCode } | null;

/** Guests are welcome; a token, when sent, must be valid (the client refreshes on 401). */
export function optionalAuth(auth: AuthService): preHandlerAsyncHookHandler {
  const signedIn = requireAuth(auth);
  return async function (request, reply) {
    if (request.headers.authorization === undefined) return;
    await signedIn.call(this, request, reply);
  };
}

/** The student variant of drafts and submits (spec §6): a signed-in STUDENT only. */
export function requireStudent(auth: AuthService): preHandlerAsyncHookHandler {
  const signedIn = requireAuth(auth);
  return async function (request, reply) {
    await signedIn.call(this, request, reply);
    if (request.auth?.role !== 'STUDENT') {
      throw new AppError(
        403,
        'FORBIDDEN',
        'This route is for students; other accounts and guests use the user-submit route.',
      );
    }
  };
}

export function callerOf(request: FastifyRequest): Caller {
  return request.auth ? { userId: request.auth.userId, role: request.auth.role } : null;
}

/** The attempt secret of a GET request (header X-Attempt-Secret). */
export function secretHeaderOf(request: FastifyRequest): string | undefined {
  const value = request.headers[ATTEMPT_SECRET_HEADER.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
