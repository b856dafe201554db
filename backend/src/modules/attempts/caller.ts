import type { FastifyRequest } from 'fastify';
import type { RoleCode } from '@contract/constants';
import { ATTEMPT_SECRET_HEADER } from '@contract/player';

/** Who calls: a signed-in user, or a guest (null). */
export type Caller = { userId: number; role: RoleCode } | null;

export function callerOf(request: FastifyRequest): Caller {
  return request.auth ? { userId: request.auth.userId, role: request.auth.role } : null;
}

/** The attempt secret of a GET request (header X-Attempt-Secret). */
export function secretHeaderOf(request: FastifyRequest): string | undefined {
  const value = request.headers[ATTEMPT_SECRET_HEADER.toLowerCase()];
  return typeof value === 'string' && value !== '' ? value : undefined;
}
