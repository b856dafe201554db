import type { Insertable, Selectable, Transaction, Updateable } from 'kysely';
import type { OrderStatus } from '@contract/commerce-rules';
import type { Database } from '../../db/database';
import type { DatabaseSchema, OrderItemsTable, OrdersTable } from '../../db/schema';

export type OrderRow = Selectable<OrdersTable>;
export type OrderItemRow = Selectable<OrderItemsTable>;
type Executor = Database | Transaction<DatabaseSchema>;

export function createOrdersRepository(db: Database) {
  return {
    plan(id: number, executor: Executor = db) {
      return executor.selectFrom('membership_packages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    examPackages() {
      return db.selectFrom('exam_packages').selectAll().orderBy('position').orderBy('id').execute();
    },

    examPackage(id: number, executor: Executor = db) {
      return executor.selectFrom('exam_packages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** The tests of packages, in package order. */
    packageTests(packageIds: readonly number[], executor: Executor = db) {
      if (packageIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('exam_package_tests')
        .innerJoin('unit_tests', 'unit_tests.id', 'exam_package_tests.unit_test_id')
        .select([
          'exam_package_tests.package_id',
          'unit_tests.id',
          'unit_tests.slug',
          'unit_tests.name',
          'unit_tests.name_en',
          'unit_tests.price',
        ])
        .where('exam_package_tests.package_id', 'in', [...packageIds])
        .where('unit_tests.retired_at', 'is', null)
        .where('unit_tests.access_tier', '=', 'PAID')
        .orderBy('exam_package_tests.package_id')
        .orderBy('exam_package_tests.position')
        .execute();
    },

    slugs(unitTestIds: readonly number[]) {
      if (unitTestIds.length === 0) return Promise.resolve([]);
      return db
        .selectFrom('unit_tests')
        .select(['id', 'slug'])
        .where('id', 'in', [...unitTestIds])
        .execute();
    },

    byTransNo(transNo: string, executor: Executor = db): Promise<OrderRow | undefined> {
      return executor.selectFrom('orders').selectAll().where('trans_no', '=', transNo).executeTakeFirst();
    },

    items(orderIds: readonly number[], executor: Executor = db): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return executor
        .selectFrom('order_items')
        .selectAll()
        .where('order_id', 'in', [...orderIds])
        .orderBy('order_id')
        .orderBy('position')
        .execute();
    },

    async countOf(userId: number, status?: OrderStatus): Promise<number> {
      let query = db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('user_id', '=', userId);
      if (status) query = query.where('status', '=', status);
      return Number((await query.executeTakeFirst())?.count ?? 0);
    },

    pageOf(userId: number, offset: number, limit: number, status?: OrderStatus): Promise<OrderRow[]> {
      let query = db.selectFrom('orders').selectAll().where('user_id', '=', userId);
      if (status) query = query.where('status', '=', status);
      return query.orderBy('created_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
    },

    async insert(
      trx: Transaction<DatabaseSchema>,
      order: Insertable<OrdersTable>,
      items: Omit<Insertable<OrderItemsTable>, 'order_id'>[],
    ): Promise<number> {
      const { id } = await trx.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
      if (items.length > 0)
        await trx
          .insertInto('order_items')
          .values(items.map((item) => ({ ...item, order_id: id })))
          .execute();
      return id;
    },

    async update(orderId: number, values: Updateable<OrdersTable>, executor: Executor = db): Promise<void> {
      await executor.updateTable('orders').set(values).where('id', '=', orderId).execute();
    },

    /** Moves a PENDING order on; false when it was no longer pending (settled by someone else). */
    async settle(trx: Transaction<DatabaseSchema>, orderId: number, values: Updateable<OrdersTable>): Promise<boolean> {
      const result = await trx
        .updateTable('orders')
        .set(values)
        .where('id', '=', orderId)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The newest of the user's unpaid orders that would grant the test (alone or in a package). */
    async pendingWithTest(userId: number, unitTestId: number): Promise<string | null> {
      const row = await db
        .selectFrom('orders')
        .innerJoin('order_items', 'order_items.order_id', 'orders.id')
        .select('orders.trans_no')
        .where('orders.user_id', '=', userId)
        .where('orders.status', '=', 'PENDING')
        .where((eb) =>
          eb.or([
            eb.and([eb('order_items.kind', '=', 'UNIT_TEST'), eb('order_items.ref_id', '=', unitTestId)]),
            eb.and([
              eb('order_items.kind', '=', 'EXAM_PACKAGE'),
              eb(
                'order_items.ref_id',
                'in',
                eb.selectFrom('exam_package_tests').select('package_id').where('unit_test_id', '=', unitTestId),
              ),
            ]),
          ]),
        )
        .orderBy('orders.created_at', 'desc')
        .orderBy('orders.id', 'desc')
        .executeTakeFirst();
      return row?.trans_no ?? null;
    },

    /** All of the user's unpaid orders. */
    pendingOf(userId: number): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('user_id', '=', userId)
        .where('status', '=', 'PENDING')
        .execute();
    },

    /**
     * Moves an order that was closed unpaid (CANCELLED, EXPIRED, FAILED) on, when the gateway says
     * it was paid after all; false when another message moved it first.
     */
    async settleClosed(
      trx: Transaction<DatabaseSchema>,
      orderId: number,
      from: OrderStatus,
      values: Updateable<OrdersTable>,
    ): Promise<boolean> {
      const result = await trx
        .updateTable('orders')
        .set(values)
        .where('id', '=', orderId)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Orders closed unpaid while their gateway page could still be paid, whose window has ended
     * and whose gateway was never asked about them: reconciliation asks once.
     */
    closedUnasked(now: string, since: string, limit: number): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('status', 'in', ['CANCELLED', 'EXPIRED', 'FAILED'])
        .where('method', 'in', ['VNPAY', 'MOMO'])
        .where('payment_url', 'is not', null)
        .where('expires_at', '<', now)
        .where('expires_at', '>', since)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('payment_events')
                .select('payment_events.id')
                .whereRef('payment_events.order_id', '=', 'orders.id')
                .where('payment_events.kind', '=', 'QUERY'),
            ),
          ),
        )
        .orderBy('expires_at')
        .limit(limit)
        .execute();
    },

    /** Transaction numbers of the orders waiting for a refund, oldest first. */
    async refundDue(): Promise<string[]> {
      const rows = await db
        .selectFrom('orders')
        .select('trans_no')
        .where('status', '=', 'REFUND_DUE')
        .orderBy('updated_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => row.trans_no);
    },

    pendingBefore(at: string, limit: number): Promise<OrderRow[]> {
      return db
        .selectFrom('orders')
        .selectAll()
        .where('status', '=', 'PENDING')
        .where('expires_at', '<', at)
        .orderBy('expires_at')
        .limit(limit)
        .execute();
    },

    async logEvent(
      row: {
        order_id: number | null;
        provider: 'VNPAY' | 'MOMO' | 'NONE';
        kind: 'CREATE' | 'IPN' | 'RETURN' | 'QUERY' | 'EXPIRE';
        trans_no: string | null;
        payload: unknown;
        signature_valid: boolean;
        outcome: string;
        created_at: string;
      },
      executor: Executor = db,
    ): Promise<void> {
      const { payload, signature_valid, ...rest } = row;
      await executor
        .insertInto('payment_events')
        .values({ ...rest, payload_json: JSON.stringify(payload), signature_valid: signature_valid ? 1 : 0 })
        .execute();
    },
  };
}

export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
