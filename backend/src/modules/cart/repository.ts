import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

type Executor = Database | Transaction<DatabaseSchema>;

/** A test as the cart shows it. */
export interface SaleableTestRow {
  id: number;
  slug: string;
  name: string;
  name_en: string | null;
  access_tier: 'FREE' | 'MEMBERSHIP' | 'PAID';
  price: number | null;
}

export function createCartRepository(db: Database) {
  return {
    items(userId: number) {
      return db
        .selectFrom('cart_items')
        .innerJoin('unit_tests', 'unit_tests.id', 'cart_items.unit_test_id')
        .select([
          'cart_items.id',
          'cart_items.added_at',
          'unit_tests.id as unit_test_id',
          'unit_tests.slug',
          'unit_tests.name',
          'unit_tests.name_en',
          'unit_tests.price',
        ])
        .where('cart_items.user_id', '=', userId)
        .where('unit_tests.retired_at', 'is', null)
        .where('unit_tests.access_tier', '=', 'PAID')
        .orderBy('cart_items.added_at')
        .orderBy('cart_items.id')
        .execute();
    },

    /** SYSTEM tests of the catalogue among `ids` (any tier). */
    tests(ids: readonly number[], executor: Executor = db): Promise<SaleableTestRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('unit_tests')
        .select(['id', 'slug', 'name', 'name_en', 'access_tier', 'price'])
        .where('id', 'in', [...ids])
        .where('scope', '=', 'SYSTEM')
        .where('retired_at', 'is', null)
        .execute();
    },

    async ownedAmong(userId: number, ids: readonly number[], executor: Executor = db): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const rows = await executor
        .selectFrom('user_unit_tests')
        .select('unit_test_id')
        .where('user_id', '=', userId)
        .where('unit_test_id', 'in', [...ids])
        .execute();
      return new Set(rows.map((row) => row.unit_test_id));
    },

    async contains(userId: number, unitTestId: number): Promise<boolean> {
      const row = await db
        .selectFrom('cart_items')
        .select('id')
        .where('user_id', '=', userId)
        .where('unit_test_id', '=', unitTestId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async count(userId: number): Promise<number> {
      const row = await db
        .selectFrom('cart_items')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    async add(userId: number, unitTestId: number, now: string): Promise<void> {
      await db
        .insertInto('cart_items')
        .values({ user_id: userId, unit_test_id: unitTestId, added_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'unit_test_id']).doNothing())
        .execute();
    },

    async remove(userId: number, unitTestIds: readonly number[], executor: Executor = db): Promise<void> {
      if (unitTestIds.length === 0) return;
      await executor
        .deleteFrom('cart_items')
        .where('user_id', '=', userId)
        .where('unit_test_id', 'in', [...unitTestIds])
        .execute();
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
