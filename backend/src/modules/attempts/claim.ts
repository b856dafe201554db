import type { ClaimedAttemptDto } from '@contract/player';
import type { Database } from '../../db/database';
import type { AttemptClock } from './clock';
import { safeEqual, sha256 } from './access';
import { attemptNotFound, notYours, ownedByAnother } from './errors';
import { createAttemptsRepository, type AttemptsRepository } from './repository';
import { createResultsRepository, type ResultsRepository } from './results-repository';

export interface ClaimDeps {
  db: Database;
  attempts: AttemptsRepository;
  results: ResultsRepository;
  clock: AttemptClock;
}

export function createClaim({ db, attempts, results, clock }: ClaimDeps) {
  /**
   * Attaches a guest attempt, and its result if any, to the signed-in caller: the attempt
   * secret is the proof. An attempt already the caller's changes nothing; another account's is
   * refused. An open attempt keeps being resumable from this browser either way.
   */
  return async function claim(attemptId: number, secret: string, userId: number): Promise<ClaimedAttemptDto> {
    const attempt = await attempts.findAttempt(attemptId);
    if (!attempt) throw attemptNotFound();
    if (!safeEqual(sha256(secret), attempt.secret_hash)) throw notYours();
    const answer = async (alreadyYours: boolean): Promise<ClaimedAttemptDto> => ({
      attemptId: attempt.id,
      unitTestId: attempt.unit_test_id,
      resultId: (await results.findByAttempt(attempt.id))?.id ?? null,
      alreadyYours,
    });
    if (attempt.user_id === userId) return answer(true);
    if (attempt.user_id !== null) throw ownedByAnother();
    const claimed = await db.transaction().execute(async (trx) => {
      const txAttempts = createAttemptsRepository(trx);
      const fresh = await txAttempts.findAttempt(attempt.id);
      const slotFree =
        fresh?.status === 'OPEN' && (await txAttempts.findOpenAttempt(userId, attempt.unit_test_id)) === undefined;
      const won = await txAttempts.claimAttempt(
        attempt.id,
        userId,
        slotFree ? `${userId}:${attempt.unit_test_id}` : null,
      );
      if (!won) return false;
      // A result made before or during the claim follows the attempt.
      await createResultsRepository(trx).setOwner(attempt.id, userId);
      return true;
    });
    if (!claimed) {
      const after = await attempts.findAttempt(attempt.id);
      if (after?.user_id === userId) return answer(true);
      throw ownedByAnother();
    }
    const test = await attempts.findTest(attempt.unit_test_id);
    if (test?.access_tier === 'FREE') await attempts.addFreeOwnership(userId, test.id, clock.now().toISOString());
    return answer(false);
  };
}
