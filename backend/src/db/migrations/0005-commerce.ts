import type { Kysely, Migration } from 'kysely';
import { autoIncrementId } from './helpers';

/**
 * Commerce (issue 12): carts, vouchers and their redemptions, orders with their lines, the log
 * of every gateway message (IPN, return, query), memberships, quantity grants, daily use and the
 * quantity history, and the exam packages sold by /checkout/exam.
 *
 * Money is integer VND. Counters that must never overrun are changed with conditional updates
 * (`SET remaining = remaining - 1 WHERE remaining > 0`, `SET used_count = used_count + 1 WHERE
 * used_count < usage_limit`), which hold on SQLite and Postgres alike. A voucher's per-user
 * limit is the primary key (voucher, user, slot) of voucher_user_slots with slot 1..limit, so
 * two concurrent redemptions cannot take the same slot. An order is settled by one conditional update of its PENDING
 * status, so two IPNs for it can never both fulfil it.
 */
export const commerce: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('cart_items')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('added_at', 'text', (col) => col.notNull())
      .addUniqueConstraint('cart_items_pair', ['user_id', 'unit_test_id'])
      .execute();

    await db.schema
      .createTable('exam_packages')
      .addColumn('id', 'integer', (col) => col.primaryKey())
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('name_vi', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('description_vi', 'text', (col) => col.notNull())
      .addColumn('description_en', 'text', (col) => col.notNull())
      .addColumn('certificate_family', 'text')
      .addColumn('price', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .execute();
    await db.schema
      .createTable('exam_package_tests')
      .addColumn('package_id', 'integer', (col) => col.notNull().references('exam_packages.id').onDelete('cascade'))
      .addColumn('unit_test_id', 'integer', (col) => col.notNull().references('unit_tests.id').onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('exam_package_tests_pk', ['package_id', 'unit_test_id'])
      .execute();

    await db.schema
      .createTable('vouchers')
      .addColumn('id', 'integer', autoIncrementId(db))
      // Upper case; codes are matched case-insensitively.
      .addColumn('code', 'text', (col) => col.notNull().unique())
      .addColumn('description_vi', 'text', (col) => col.notNull())
      .addColumn('description_en', 'text', (col) => col.notNull())
      .addColumn('percent_off', 'integer', (col) => col.notNull())
      .addColumn('max_discount', 'integer')
      // Which order lines it discounts: null for any; else JSON {kinds?: [...], refs?: ["UNIT_TEST:12", ...]}.
      .addColumn('applies_to_json', 'text')
      .addColumn('usage_limit', 'integer')
      .addColumn('used_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('per_user_limit', 'integer')
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('ends_at', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('trans_no', 'text', (col) => col.notNull().unique())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purchase_type', 'text', (col) => col.notNull())
      .addColumn('purchase_ref_id', 'integer')
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('subtotal', 'integer', (col) => col.notNull())
      .addColumn('discount', 'integer', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('voucher_id', 'integer', (col) => col.references('vouchers.id'))
      .addColumn('voucher_code', 'text')
      .addColumn('locale', 'text', (col) => col.notNull())
      .addColumn('return_url', 'text', (col) => col.notNull())
      .addColumn('payment_url', 'text')
      // MoMo requestId (idempotency key of the create call).
      .addColumn('request_id', 'text')
      .addColumn('provider_trans_no', 'text')
      .addColumn('provider_code', 'text')
      .addColumn('result_code', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('paid_at', 'text')
      .addColumn('settled_at', 'text')
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
    await db.schema.createIndex('orders_pending_idx').on('orders').columns(['status', 'expires_at']).execute();

    await db.schema
      .createTable('order_items')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('ref_id', 'integer', (col) => col.notNull())
      .addColumn('name_vi', 'text', (col) => col.notNull())
      .addColumn('name_en', 'text', (col) => col.notNull())
      .addColumn('price', 'integer', (col) => col.notNull())
      .addColumn('discount', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('order_items_order_idx').on('order_items').column('order_id').execute();

    await db.schema
      .createTable('voucher_redemptions')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('voucher_id', 'integer', (col) => col.notNull().references('vouchers.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('order_id', 'integer', (col) => col.notNull().unique().references('orders.id').onDelete('cascade'))
      // RESERVED while the order is pending, REDEEMED once paid; released (deleted) when it fails.
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('redeemed_at', 'text')
      .execute();
    await db.schema
      .createIndex('voucher_redemptions_voucher_idx')
      .on('voucher_redemptions')
      .columns(['voucher_id', 'user_id'])
      .execute();

    // Per-user limit: slot 1..per_user_limit, one row each; the key stops a second taker.
    await db.schema
      .createTable('voucher_user_slots')
      .addColumn('voucher_id', 'integer', (col) => col.notNull().references('vouchers.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('slot', 'integer', (col) => col.notNull())
      .addColumn('order_id', 'integer', (col) => col.notNull().references('orders.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('voucher_user_slots_pk', ['voucher_id', 'user_id', 'slot'])
      .execute();

    await db.schema
      .createTable('payment_events')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('cascade'))
      .addColumn('provider', 'text', (col) => col.notNull())
      // CREATE, IPN, RETURN, QUERY, EXPIRE
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('trans_no', 'text')
      .addColumn('payload_json', 'text', (col) => col.notNull())
      .addColumn('signature_valid', 'integer', (col) => col.notNull())
      // What was answered or decided (RspCode, new status…).
      .addColumn('outcome', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('payment_events_order_idx').on('payment_events').column('order_id').execute();

    await db.schema
      .createTable('memberships')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('package_id', 'integer', (col) => col.notNull().references('membership_packages.id'))
      .addColumn('order_id', 'integer', (col) => col.unique().references('orders.id').onDelete('cascade'))
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('memberships_user_idx').on('memberships').columns(['user_id', 'expires_at']).execute();

    // A grant of a quantity kind by a membership. For QUANTITY_SILVER/GOLD `remaining` counts down;
    // for the _LIMIT kinds `granted` is the daily cap and `remaining` is unused.
    await db.schema
      .createTable('quantity_grants')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('granted', 'integer', (col) => col.notNull())
      .addColumn('remaining', 'integer', (col) => col.notNull())
      .addColumn('membership_id', 'integer', (col) => col.references('memberships.id').onDelete('cascade'))
      .addColumn('starts_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema
      .createIndex('quantity_grants_user_idx')
      .on('quantity_grants')
      .columns(['user_id', 'kind', 'expires_at'])
      .execute();

    // Openings used per day (Vietnam date) and kind, for the _LIMIT caps.
    await db.schema
      .createTable('quantity_daily_use')
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('used', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint('quantity_daily_use_pk', ['user_id', 'kind', 'day'])
      .execute();

    await db.schema
      .createTable('quantity_ledger')
      .addColumn('id', 'integer', autoIncrementId(db))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('change', 'integer', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull())
      .addColumn('unit_test_id', 'integer', (col) => col.references('unit_tests.id').onDelete('set null'))
      .addColumn('order_id', 'integer', (col) => col.references('orders.id').onDelete('set null'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await db.schema.createIndex('quantity_ledger_user_idx').on('quantity_ledger').columns(['user_id', 'id']).execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'quantity_ledger',
      'quantity_daily_use',
      'quantity_grants',
      'memberships',
      'payment_events',
      'voucher_user_slots',
      'voucher_redemptions',
      'order_items',
      'orders',
      'vouchers',
      'exam_package_tests',
      'exam_packages',
      'cart_items',
    ]) {
      await db.schema.dropTable(table).execute();
    }
  },
};
