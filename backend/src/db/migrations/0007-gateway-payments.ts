import type { Kysely, Migration } from 'kysely';

/**
 * The local payment gateway's own records (decision 0014): what it was asked to create (MoMo)
 * and how each payment ended (VNPAY and MoMo), so querydr / query still know a payment after an
 * API restart and reconciliation settles it instead of expiring it. One row per provider and
 * merchant reference (vnp_TxnRef, MoMo orderId); MoMo's pay-page token and requestId (the
 * idempotency key) are unique. Plain portable SQL: text and integer columns only.
 */
export const gatewayPayments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('gateway_payments')
      .addColumn('provider', 'text', (col) => col.notNull())
      .addColumn('ref', 'text', (col) => col.notNull())
      .addColumn('token', 'text', (col) => col.unique())
      .addColumn('request_id', 'text', (col) => col.unique())
      // What the gateway was asked (MoMo create) or recorded (VNPAY payment), as JSON.
      .addColumn('data_json', 'text', (col) => col.notNull())
      // How a MoMo payment ended, once the payer chose; null while it waits.
      .addColumn('result_json', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('gateway_payments_pk', ['provider', 'ref'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('gateway_payments').ifExists().execute();
  },
};
