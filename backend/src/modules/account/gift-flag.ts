import type { Database } from '../../db/database';

/**
 * Marks that a user received the welcome gift (the profile's receivedGift). Answers false when
 * the flag was already set, so a claim can refuse a second gift. `db` may be a transaction.
 */
export async function markGiftReceived(db: Database, userId: number): Promise<boolean> {
  const updated = await db
    .updateTable('users')
    .set({ received_gift: 1 })
    .where('id', '=', userId)
    .where('received_gift', '=', 0)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}
