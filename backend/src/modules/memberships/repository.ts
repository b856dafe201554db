import type { QUANTITY_KINDS } from '@contract/constants';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';

type QuantityKind = (typeof QUANTITY_KINDS)[number];
type Executor = Database | Transaction<DatabaseSchema>;

export function createMembershipsRepository(db: Database) {
  return {
    /** The membership that ends last, with its plan. */
    latestMembership(userId: number, executor: Executor = db) {
      return executor
        .selectFrom('memberships')
        .innerJoin('membership_packages', 'membership_packages.id', 'memberships.package_id')
        .select([
          'memberships.id',
          'memberships.starts_at',
          'memberships.expires_at',
          'membership_packages.id as package_id',
          'membership_packages.code',
          'membership_packages.name_vi',
          'membership_packages.name_en',
        ])
        .where('memberships.user_id', '=', userId)
        .orderBy('memberships.expires_at', 'desc')
        .orderBy('memberships.id', 'desc')
        .executeTakeFirst();
    },

    /** The membership running at `at`, with its plan. */
    currentMembership(userId: number, at: string) {
      return db
        .selectFrom('memberships')
        .innerJoin('membership_packages', 'membership_packages.id', 'memberships.package_id')
        .select([
          'memberships.starts_at',
          'membership_packages.id as package_id',
          'membership_packages.code',
          'membership_packages.name_vi',
          'membership_packages.name_en',
        ])
        .where('memberships.user_id', '=', userId)
        .where('memberships.starts_at', '<=', at)
        .where('memberships.expires_at', '>', at)
        .orderBy('memberships.starts_at', 'desc')
        .executeTakeFirst();
    },

    /** Is a membership running at `at`? */
    async hasActive(userId: number, at: string, executor: Executor = db): Promise<boolean> {
      const row = await executor
        .selectFrom('memberships')
        .select('id')
        .where('user_id', '=', userId)
        .where('starts_at', '<=', at)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return row !== undefined;
    },

    async addMembership(
      trx: Transaction<DatabaseSchema>,
      row: {
        user_id: number;
        package_id: number;
        order_id: number | null;
        starts_at: string;
        expires_at: string;
        created_at: string;
      },
    ): Promise<number> {
      const inserted = await trx.insertInto('memberships').values(row).returning('id').executeTakeFirstOrThrow();
      return inserted.id;
    },

    async addGrant(
      trx: Transaction<DatabaseSchema>,
      row: {
        user_id: number;
        kind: QuantityKind;
        granted: number;
        membership_id: number | null;
        starts_at: string;
        expires_at: string;
        created_at: string;
        order_id: number | null;
      },
    ): Promise<void> {
      const { order_id, ...grant } = row;
      await trx
        .insertInto('quantity_grants')
        .values({ ...grant, remaining: grant.granted })
        .execute();
      await trx
        .insertInto('quantity_ledger')
        .values({
          user_id: row.user_id,
          kind: row.kind,
          change: row.granted,
          reason: 'GRANT',
          unit_test_id: null,
          order_id,
          created_at: row.created_at,
        })
        .execute();
    },

    /** Grants running at `at` (all kinds). */
    activeGrants(userId: number, at: string, executor: Executor = db) {
      return executor
        .selectFrom('quantity_grants')
        .select(['id', 'kind', 'granted', 'remaining', 'expires_at'])
        .where('user_id', '=', userId)
        .where('starts_at', '<=', at)
        .where('expires_at', '>', at)
        .orderBy('expires_at')
        .orderBy('id')
        .execute();
    },

    async usedToday(userId: number, kind: QuantityKind, day: string, executor: Executor = db): Promise<number> {
      const row = await executor
        .selectFrom('quantity_daily_use')
        .select('used')
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.used ?? 0;
    },

    /** Counts one opening today unless the cap is reached (one conditional statement). */
    async takeDaily(trx: Transaction<DatabaseSchema>, userId: number, kind: QuantityKind, day: string, cap: number) {
      await trx
        .insertInto('quantity_daily_use')
        .values({ user_id: userId, kind, day, used: 0 })
        .onConflict((oc) => oc.columns(['user_id', 'kind', 'day']).doNothing())
        .execute();
      const result = await trx
        .updateTable('quantity_daily_use')
        .set((eb) => ({ used: eb('used', '+', 1) }))
        .where('user_id', '=', userId)
        .where('kind', '=', kind)
        .where('day', '=', day)
        .where('used', '<', cap)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes one from a grant that still has some (never below zero: the check is in the update). */
    async takeFromGrant(trx: Transaction<DatabaseSchema>, grantId: number): Promise<boolean> {
      const result = await trx
        .updateTable('quantity_grants')
        .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
        .where('id', '=', grantId)
        .where('remaining', '>', 0)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async logUse(
      trx: Transaction<DatabaseSchema>,
      row: { user_id: number; kind: QuantityKind; unit_test_id: number | null; created_at: string },
    ): Promise<void> {
      await trx
        .insertInto('quantity_ledger')
        .values({ ...row, change: -1, reason: 'USE', order_id: null })
        .execute();
    },

    history(userId: number, limit: number) {
      return db
        .selectFrom('quantity_ledger')
        .leftJoin('unit_tests', 'unit_tests.id', 'quantity_ledger.unit_test_id')
        .leftJoin('orders', 'orders.id', 'quantity_ledger.order_id')
        .select([
          'quantity_ledger.id',
          'quantity_ledger.kind',
          'quantity_ledger.change',
          'quantity_ledger.reason',
          'quantity_ledger.created_at',
          'unit_tests.id as unit_test_id',
          'unit_tests.slug',
          'unit_tests.name',
          'unit_tests.name_en',
          'orders.trans_no',
        ])
        .where('quantity_ledger.user_id', '=', userId)
        .orderBy('quantity_ledger.id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;
