import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/errors';
import type { VisibleTestFinder } from '../catalogue';
import type { Caller } from './caller';
import { attemptNotFound, notYours, testNotFound } from './errors';
import type { AttemptRow, AttemptsRepository, UnitTestRow } from './repository';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export interface AccessDeps {
  attempts: AttemptsRepository;
  catalogue: VisibleTestFinder;
  /** Derives attempt secrets (the server's signing secret): a secret can be shown again on resume. */
  secretKey: string;
  /** The signed-in user may take the test without owning it (a class was assigned it). */
  grantsAccess?: (userId: number, unitTestId: number) => Promise<boolean>;
}

/**
 * Who may act on an attempt (its owner's token or its secret) and who may take a test (free,
 * owned, granted by a class, or opened by a TEST share code).
 */
export function createAccess({ attempts, catalogue, secretKey, grantsAccess }: AccessDeps) {
  const secretOf = (seed: string) =>
    createHmac('sha256', secretKey).update(`attempt-secret\u0000${seed}`).digest('base64url');

  function isOwner(attempt: AttemptRow, caller: Caller, secret: string | undefined): boolean {
    if (caller !== null && attempt.user_id !== null && caller.userId === attempt.user_id) return true;
    return secret !== undefined && secret !== '' && safeEqual(sha256(secret), attempt.secret_hash);
  }

  /** The attempt, if the caller may act on it (owner's token or the attempt secret). */
  async function owned(attemptId: number, caller: Caller, secret: string | undefined): Promise<AttemptRow> {
    const attempt = await attempts.findAttempt(attemptId);
    if (!attempt) throw attemptNotFound();
    if (!isOwner(attempt, caller, secret)) throw notYours();
    return attempt;
  }

  async function findTestToStart(idOrSlug: string, caller: Caller): Promise<UnitTestRow> {
    const key = /^\d{1,10}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
    const row = await catalogue.findVisible(key, caller === null ? null : { userId: caller.userId });
    if (!row) throw testNotFound();
    return row;
  }

  async function hasGrant(test: UnitTestRow, caller: Caller, shareCode: string | undefined): Promise<boolean> {
    if (test.access_tier === 'FREE') return true;
    if (caller !== null && (await attempts.ownsTest(caller.userId, test.id))) return true;
    if (caller !== null && (await grantsAccess?.(caller.userId, test.id))) return true;
    if (shareCode === undefined) return false;
    const share = await attempts.findShareCode(shareCode);
    return share !== undefined && share.kind === 'TEST' && share.unit_test_id === test.id;
  }

  /** The id of the TEST share code that opened the test (null for any other grant), or the 403. */
  async function assertAccess(
    test: UnitTestRow,
    caller: Caller,
    shareCode: string | undefined,
  ): Promise<number | null> {
    if (await hasGrant(test, caller, shareCode)) {
      const share = shareCode === undefined ? undefined : await attempts.findShareCode(shareCode);
      return share?.kind === 'TEST' && share.unit_test_id === test.id ? share.id : null;
    }
    if (test.access_tier === 'MEMBERSHIP') {
      throw new AppError(
        403,
        'MEMBERSHIP_REQUIRED',
        'This test is for members: a membership (or a shared link) is needed to take it.',
      );
    }
    throw new AppError(
      403,
      'PURCHASE_REQUIRED',
      'This test is sold on its own: buy it (or use a shared link) to take it.',
    );
  }

  return { secretOf, isOwner, owned, findTestToStart, hasGrant, assertAccess };
}

export type Access = ReturnType<typeof createAccess>;
