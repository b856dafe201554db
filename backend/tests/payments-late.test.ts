import { commerceEndpoints } from '@contract/commerce';
import { describe, expect, it } from 'vitest';
import {
  createPayment,
  get,
  ipnAnswer as ipn,
  orderOf as order,
  owns,
  PAID,
  payOnGateway,
  studentHeaders,
  vnpayIpn,
} from './commerce-fixtures';
import { answerOf, createTestApp, postJson, type TestApp, inject } from './helpers';

/** A successful IPN as VNPAY sends it for a payment made on the order's gateway page. */
function paidIpn(app: TestApp, transNo: string, amount: number, transactionNo = '14000001'): string {
  return vnpayIpn(app, {
    vnp_ResponseCode: '00',
    vnp_TxnRef: transNo,
    vnp_Amount: String(amount * 100),
    vnp_TransactionNo: transactionNo,
  });
}

async function purchaseGrants(app: TestApp, unitTestId: number): Promise<number> {
  const rows = await app.db
    .selectFrom('user_unit_tests')
    .select('id')
    .where('unit_test_id', '=', unitTestId)
    .where('source', '=', 'PURCHASE')
    .execute();
  return rows.length;
}

async function cancel(app: TestApp, headers: Record<string, string>, transNo: string) {
  const response = await app.api.inject({ method: 'POST', url: `/itf/orders/${transNo}/cancel`, headers });
  expect(response.statusCode).toBe(200);
}

describe('checkout is idempotent per purchase', () => {
  it('a repeated Pay returns the same pending order and gateway URL', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const body = { purchase: { type: 'UNIT_TEST', id: PAID.FCE }, method: 'VNPAY', voucherCode: 'ONCE20' } as const;
    const first = await createPayment(app, headers, body);
    const second = await createPayment(app, headers, body);
    expect(second).toEqual(first);
    expect(await order(app, headers, first.transNo)).toMatchObject({ status: 'PENDING' });
  });

  it('ten simultaneous checkouts of one purchase give one order and one URL, none cancelled', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        postJson(
          app.api,
          '/payment/create',
          {
            locale: 'vi',
            returnUrl: 'http://localhost:3000/checkout/result',
            purchase: { type: 'UNIT_TEST', id: PAID.CPE },
            method: 'VNPAY',
          },
          headers,
        ),
      ),
    );
    const created = answers.map((answer) => answerOf(commerceEndpoints.paymentCreate, answer).data);
    expect(new Set(created.map((c) => c.transNo)).size).toBe(1);
    expect(new Set(created.map((c) => c.paymentUrl)).size).toBe(1);
    const list = (await inject(app.api, commerceEndpoints.orders, { token: headers })).data;
    expect(list.items.map((item) => item.status)).toEqual(['PENDING']);
  });

  it('a checkout that changes the voucher or the method still replaces the unpaid order', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const purchase = { type: 'UNIT_TEST', id: PAID.FCE } as const;
    const first = await createPayment(app, headers, { purchase, method: 'VNPAY' });
    const second = await createPayment(app, headers, { purchase, method: 'VNPAY', voucherCode: 'SALE10' });
    expect(second.transNo).not.toBe(first.transNo);
    expect(await order(app, headers, first.transNo)).toMatchObject({ status: 'CANCELLED' });
  });
});

describe('a payment for an order that is no longer pending', () => {
  it('paid after the payer cancelled: the order is granted once, however many times and in whatever order the IPNs come', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    await cancel(app, headers, created.transNo);
    const url = paidIpn(app, created.transNo, 99_000);
    const answers = await Promise.all([ipn(app, url), ipn(app, url), ipn(app, url)]);
    expect(answers.filter((a) => a.RspCode === '00')).toHaveLength(1);
    expect(answers.filter((a) => a.RspCode === '02')).toHaveLength(2);
    expect((await ipn(app, url)).RspCode).toBe('02');
    expect(await order(app, headers, created.transNo)).toMatchObject({ status: 'SUCCESS', resultStatus: 'SUCCESS' });
    expect(await owns(app, headers, PAID.FCE)).toBe(true);
    expect(await purchaseGrants(app, PAID.FCE)).toBe(1);
  });

  it('a failure reported before the payment, and repeated after it, still ends in one grant', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.CPE },
      method: 'VNPAY',
    });
    const failedUrl = vnpayIpn(app, {
      vnp_ResponseCode: '51',
      vnp_TxnRef: created.transNo,
      vnp_Amount: String(created.total * 100),
    });
    expect((await ipn(app, failedUrl)).RspCode).toBe('00');
    expect(await order(app, headers, created.transNo)).toMatchObject({ status: 'FAILED' });
    expect((await ipn(app, paidIpn(app, created.transNo, created.total))).RspCode).toBe('00');
    expect((await ipn(app, failedUrl)).RspCode).toBe('02');
    expect((await ipn(app, paidIpn(app, created.transNo, created.total))).RspCode).toBe('02');
    expect(await order(app, headers, created.transNo)).toMatchObject({ status: 'SUCCESS' });
    expect(await purchaseGrants(app, PAID.CPE)).toBe(1);
  });

  it('paid after a newer order of the same tests was paid: the late one is marked for refund, visibly and to reconciliation', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const purchase = { type: 'UNIT_TEST', id: PAID.FCE } as const;
    const first = await createPayment(app, headers, { purchase, method: 'VNPAY' });
    const second = await createPayment(app, headers, { purchase, method: 'MOMO' });
    expect(await order(app, headers, first.transNo)).toMatchObject({ status: 'CANCELLED' });
    await payOnGateway(app, second.paymentUrl ?? '', '0');
    expect(await order(app, headers, second.transNo)).toMatchObject({ status: 'SUCCESS' });

    const url = paidIpn(app, first.transNo, 99_000);
    expect((await ipn(app, url)).RspCode).toBe('00');
    expect((await ipn(app, url)).RspCode).toBe('02');
    expect(await order(app, headers, first.transNo)).toMatchObject({ status: 'REFUND_DUE', paymentUrl: null });
    const list = (await inject(app.api, commerceEndpoints.orders, { query: { status: 'REFUND_DUE' }, token: headers }))
      .data;
    expect(list.items.map((item) => item.transNo)).toEqual([first.transNo]);
    expect(await purchaseGrants(app, PAID.FCE)).toBe(1);
    expect((await app.services.payments.reconcile()).refundDue).toEqual([first.transNo]);
    const log = await app.db
      .selectFrom('payment_events')
      .select('outcome')
      .where('kind', '=', 'IPN')
      .where('trans_no', '=', first.transNo)
      .execute();
    expect(log.map((event) => event.outcome)).toEqual(['00 REFUND_DUE', '02']);
  });

  it('paid after expiry: granted when it can still be sold', async () => {
    const app = await createTestApp();
    let headers = await studentHeaders(app);
    const created = await createPayment(app, headers, { purchase: { type: 'MEMBERSHIP', id: 1 }, method: 'VNPAY' });
    app.clock.advance(16 * 60_000);
    await app.services.payments.reconcile();
    headers = await studentHeaders(app);
    expect(await order(app, headers, created.transNo)).toMatchObject({ status: 'EXPIRED' });
    expect((await ipn(app, paidIpn(app, created.transNo, created.total))).RspCode).toBe('00');
    expect(await order(app, headers, created.transNo)).toMatchObject({ status: 'SUCCESS' });
    const memberships = await app.db.selectFrom('memberships').select('id').execute();
    expect(memberships).toHaveLength(1);
  });

  it('reconciliation asks the gateway about cancelled orders too, and grants one it reports paid', async () => {
    const app = await createTestApp();
    let headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.CPE },
      method: 'VNPAY',
    });
    // Paid on the gateway, the IPN lost, then cancelled from the order history.
    await payOnGateway(app, created.paymentUrl ?? '', '00', { ipn: false });
    await cancel(app, headers, created.transNo);
    app.clock.advance(16 * 60_000);
    const run = await app.services.payments.reconcile();
    expect(run).toMatchObject({ granted: 1, refundDue: [] });
    headers = await studentHeaders(app);
    expect(await order(app, headers, created.transNo)).toMatchObject({ status: 'SUCCESS' });
    expect(await owns(app, headers, PAID.CPE)).toBe(true);
    // Asked once: the next run leaves it alone.
    expect(await app.services.payments.reconcile()).toMatchObject({ checked: 0, granted: 0 });
  });

  it('the local gateway refuses to pay a cancelled order', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    const url = new URL(created.paymentUrl ?? '');
    await cancel(app, headers, created.transNo);
    const page = await get(app.api, `${url.pathname}${url.search}`);
    expect(page.statusCode).toBe(410);
    const submit = await app.api.inject({
      method: 'POST',
      url: url.pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...Object.fromEntries(url.searchParams), outcome: '00', ipn: '1' }).toString(),
    });
    expect(submit.statusCode).toBe(410);
    expect(await owns(app, headers, PAID.FCE)).toBe(false);
  });

  it('the return of a payment whose IPN has not come yet reads as processing, not as cancelled', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    const { returnParams } = await payOnGateway(app, created.paymentUrl ?? '', '00', { ipn: false });
    await cancel(app, headers, created.transNo);
    const back = (
      await inject(app.api, commerceEndpoints.paymentReturn, { body: { provider: 'VNPAY', params: returnParams } })
    ).data;
    expect(back.gatewayCode).toBe('00');
    expect(back.order).toMatchObject({ resultStatus: 'PROCESSING' });
  });
});
