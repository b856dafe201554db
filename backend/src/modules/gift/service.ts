import type { ClaimGiftRequest, GiftClaimDto, GiftOptionsDto } from '@contract/gift';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import type { GiftLists } from './lists';
import { giftDatabase } from './tables';

/** Grants one test to a user (the catalogue's `grantTest`); `db` may be a transaction. */
type GrantTest = (
  db: Database,
  grant: { userId: number; unitTestId: number; source: 'GIFT'; at: string },
) => Promise<boolean>;

export interface GiftServiceOptions {
  db: Database;
  clock: Clock;
  lists: GiftLists;
  grantTest: GrantTest;
  /** Sets the profile's receivedGift; false when it was already set (the account's `markGiftReceived`). */
  markGiftReceived: (db: Database, userId: number) => Promise<boolean>;
  /** The profile's receivedGift flag (the account's user reader). */
  receivedGift: (userId: number) => Promise<boolean>;
  /**
   * Called once after a claim is stored, with the number of tests granted. A failure here never
   * undoes or fails the claim. App wiring may connect it to whatever should follow a claim.
   */
  onGiftClaimed?: (userId: number, testCount: number) => void | Promise<void>;
}

const alreadyReceived = () => new AppError(409, 'GIFT_ALREADY_RECEIVED', 'You have already received the gift.');

/**
 * The welcome gift (spec §3, §6, §9): a student claims it once, for a grade with a list, and the
 * list's ten tests are theirs at once (source GIFT). The claim row (keyed by user) and the
 * profile flag are written in the same transaction as the grants, so two claims at once give one
 * gift and a refused claim grants nothing.
 */
export function createGiftService(options: GiftServiceOptions) {
  const { db, clock, lists, grantTest, markGiftReceived, receivedGift, onGiftClaimed } = options;

  return {
    async options(userId: number): Promise<GiftOptionsDto> {
      return { received: await receivedGift(userId), gradeIds: [...lists.keys()] };
    },

    async claim(userId: number, { gradeId }: ClaimGiftRequest): Promise<GiftClaimDto> {
      const unitTestIds = lists.get(gradeId);
      if (!unitTestIds) throw invalidField('gradeId', 'has no gift list');
      const at = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        try {
          await giftDatabase(trx)
            .insertInto('gift_claims')
            .values({ user_id: userId, grade_id: gradeId, test_count: unitTestIds.length, claimed_at: at })
            .execute();
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyReceived();
          throw error;
        }
        if (!(await markGiftReceived(trx, userId))) throw alreadyReceived();
        for (const unitTestId of unitTestIds) await grantTest(trx, { userId, unitTestId, source: 'GIFT', at });
      });
      if (onGiftClaimed) {
        try {
          await onGiftClaimed(userId, unitTestIds.length);
        } catch {
          // The gift is granted; what follows it must not turn the claim into a failure.
        }
      }
      return { gradeId, unitTestIds: [...unitTestIds] };
    },
  };
}

export type GiftService = ReturnType<typeof createGiftService>;
