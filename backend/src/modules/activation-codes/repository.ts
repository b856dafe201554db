import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import { activationDatabase, type ActivationTables } from './tables';

export type ActivationCodeRow = {
  [K in keyof ActivationTables['activation_codes']]: K extends 'id' | 'used_count' | 'per_user_limit'
    ? number
    : ActivationTables['activation_codes'][K];
};

export type NewActivationCode = Omit<ActivationCodeRow, 'id' | 'used_count'> & { used_count?: number };

/** The module's queries; `executor` may be a transaction. */
export function createActivationRepository(executor: Kysely<DatabaseSchema>) {
  const db = activationDatabase(executor);
  return {
    findByHash(codeHash: string): Promise<ActivationCodeRow | undefined> {
      return db.selectFrom('activation_codes').selectAll().where('code_hash', '=', codeHash).executeTakeFirst();
    },

    async insertCodes(rows: readonly NewActivationCode[]): Promise<number> {
      if (rows.length === 0) return 0;
      const result = await db
        .insertInto('activation_codes')
        .values([...rows])
        .onConflict((oc) => oc.column('code_hash').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n);
    },

    /** Codes of a batch (or all), newest first, for the command's listing. */
    list(batch: string | null, limit: number) {
      let query = db.selectFrom('activation_codes').selectAll().orderBy('id', 'desc').limit(limit);
      if (batch !== null) query = query.where('batch', '=', batch);
      return query.execute();
    },

    /**
     * Takes one use of the code if one is left and it has not expired: one conditional update,
     * so two callers racing for the last use cannot both get it.
     */
    async takeUse(codeId: number, at: string): Promise<boolean> {
      const result = await db
        .updateTable('activation_codes')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', codeId)
        .where((eb) => eb('used_count', '<', eb.ref('max_uses')))
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async usesBy(codeId: number, userId: number): Promise<number> {
      const row = await db
        .selectFrom('activation_code_uses')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('code_id', '=', codeId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Records the caller's use number `slot`; false when that slot is already taken (a race). */
    async recordUse(row: { code_id: number; user_id: number; slot: number; used_at: string }): Promise<boolean> {
      const result = await db
        .insertInto('activation_code_uses')
        .values(row)
        .onConflict((oc) => oc.columns(['code_id', 'user_id', 'slot']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    /** Grants the adaptive test; false when the student already has it. */
    async grantAdaptiveTest(row: { user_id: number; test_key: string; code_id: number | null; granted_at: string }) {
      const result = await db
        .insertInto('adaptive_test_rights')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'test_key']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
    },

    hasAdaptiveTest(userId: number, testKey: string) {
      return db
        .selectFrom('adaptive_test_rights')
        .select('test_key')
        .where('user_id', '=', userId)
        .where('test_key', '=', testKey)
        .executeTakeFirst()
        .then((row) => row !== undefined);
    },

    adaptiveRights(userId: number) {
      return db
        .selectFrom('adaptive_test_rights')
        .select(['test_key', 'granted_at'])
        .where('user_id', '=', userId)
        .orderBy('granted_at')
        .execute();
    },
  };
}

/** The adaptive module's narrow reader of `adaptive_test_rights`: whether a student may take a test. */
export function adaptiveRightReader(db: Kysely<DatabaseSchema>) {
  const repository = createActivationRepository(db);
  return (userId: number, testKey: string) => repository.hasAdaptiveTest(userId, testKey);
}

/** The one way a purchase grants an adaptive test's right (no code); false when the student has it. */
export function grantAdaptiveRight(
  executor: Kysely<DatabaseSchema>,
  { userId, key, at }: { userId: number; key: string; at: string },
): Promise<boolean> {
  return createActivationRepository(executor).grantAdaptiveTest({
    user_id: userId,
    test_key: key,
    code_id: null,
    granted_at: at,
  });
}
