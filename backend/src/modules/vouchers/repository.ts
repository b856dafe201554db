import type { Selectable, Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema, VouchersTable } from '../../db/schema';

export type VoucherRow = Selectable<VouchersTable>;
type Executor = Database | Transaction<DatabaseSchema>;

export function createVouchersRepository(db: Database) {
  return {
    findByCode(code: string, executor: Executor = db): Promise<VoucherRow | undefined> {
      return executor.selectFrom('vouchers').selectAll().where('code', '=', code).executeTakeFirst();
    },

    async slotsTaken(voucherId: number, userId: number, executor: Executor = db): Promise<number> {
      const row = await executor
        .selectFrom('voucher_user_slots')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('voucher_id', '=', voucherId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    /** Transaction numbers of the caller's unpaid (PENDING) orders holding a per-user slot of the voucher. */
    async unpaidHolders(voucherId: number, userId: number, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .selectFrom('voucher_user_slots')
        .innerJoin('orders', 'orders.id', 'voucher_user_slots.order_id')
        .select('orders.trans_no')
        .where('voucher_user_slots.voucher_id', '=', voucherId)
        .where('voucher_user_slots.user_id', '=', userId)
        .where('orders.status', '=', 'PENDING')
        .orderBy('orders.created_at', 'desc')
        .execute();
      return rows.map((row) => row.trans_no);
    },

    /** One more use, unless the voucher is used up: the check and the count are one statement. */
    async takeUse(trx: Transaction<DatabaseSchema>, voucher: VoucherRow): Promise<boolean> {
      let update = trx
        .updateTable('vouchers')
        .set((eb) => ({ used_count: eb('used_count', '+', 1) }))
        .where('id', '=', voucher.id);
      if (voucher.usage_limit !== null) update = update.where('used_count', '<', voucher.usage_limit);
      const result = await update.executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Takes the caller's next per-user slot; false when the key says another order holds it. */
    async takeSlot(trx: Transaction<DatabaseSchema>, voucherId: number, userId: number, slot: number, orderId: number) {
      const result = await trx
        .insertInto('voucher_user_slots')
        .values({ voucher_id: voucherId, user_id: userId, slot, order_id: orderId })
        .onConflict((oc) => oc.columns(['voucher_id', 'user_id', 'slot']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
    },

    async reserve(trx: Transaction<DatabaseSchema>, voucherId: number, userId: number, orderId: number, now: string) {
      await trx
        .insertInto('voucher_redemptions')
        .values({
          voucher_id: voucherId,
          user_id: userId,
          order_id: orderId,
          status: 'RESERVED',
          created_at: now,
          redeemed_at: null,
        })
        .execute();
    },

    async redeem(trx: Transaction<DatabaseSchema>, orderId: number, now: string) {
      await trx
        .updateTable('voucher_redemptions')
        .set({ status: 'REDEEMED', redeemed_at: now })
        .where('order_id', '=', orderId)
        .execute();
    },

    /** Gives a failed order's use and slot back. */
    async release(trx: Transaction<DatabaseSchema>, orderId: number) {
      const redemption = await trx
        .selectFrom('voucher_redemptions')
        .select(['voucher_id'])
        .where('order_id', '=', orderId)
        .where('status', '=', 'RESERVED')
        .executeTakeFirst();
      if (!redemption) return;
      await trx.deleteFrom('voucher_redemptions').where('order_id', '=', orderId).execute();
      await trx.deleteFrom('voucher_user_slots').where('order_id', '=', orderId).execute();
      await trx
        .updateTable('vouchers')
        .set((eb) => ({ used_count: eb('used_count', '-', 1) }))
        .where('id', '=', redemption.voucher_id)
        .where('used_count', '>', 0)
        .execute();
    },
  };
}

export type VouchersRepository = ReturnType<typeof createVouchersRepository>;
