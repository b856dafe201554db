import type { Database } from '../../db/database';
import type { UserUnitTestsTable } from '../../db/schema';

export interface TestGrant {
  userId: number;
  unitTestId: number;
  /** Why the user has it: FREE (opened), PURCHASE (paid), MEMBERSHIP (opened with a plan), … */
  source: UserUnitTestsTable['source'];
  at: string;
}

/**
 * The one way a user is granted a test (a row of user_unit_tests, the catalogue's table). A test
 * is granted once: a second grant keeps the first and its source. `db` may be a transaction.
 * Answers whether this call granted it.
 */
export async function grantTest(db: Database, { userId, unitTestId, source, at }: TestGrant): Promise<boolean> {
  const inserted = await db
    .insertInto('user_unit_tests')
    .values({ user_id: userId, unit_test_id: unitTestId, source, acquired_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'unit_test_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}
