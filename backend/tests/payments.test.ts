import { commerceEndpoints } from '@contract/commerce';
import { describe, expect, it } from 'vitest';
import { createLocalGateway } from '../src/modules/payments/local-gateway';
import { createMomoProvider } from '../src/modules/payments/providers/momo';
import { createVnpayProvider } from '../src/modules/payments/providers/vnpay';
import { momoResultSignature } from '../src/modules/payments/signing';
import {
  createPayment,
  get,
  ipnAnswer,
  orderOf as order,
  owns,
  PAID,
  payOnGateway,
  studentHeaders,
  vnpayIpn,
} from './commerce-fixtures';
import { createTestApp, failureOf, postJson, type TestApp, inject, answerOf } from './helpers';

async function fulfilments(app: TestApp, transNo: string): Promise<number> {
  const rows = await app.db
    .selectFrom('user_unit_tests')
    .innerJoin('orders', 'orders.user_id', 'user_unit_tests.user_id')
    .select('user_unit_tests.id')
    .where('orders.trans_no', '=', transNo)
    .where('user_unit_tests.source', '=', 'PURCHASE')
    .execute();
  return rows.length;
}

describe('paying with the local VNPAY gateway', () => {
  it('a successful payment settles the order through the IPN, unlocks the test and empties it from the cart', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    await app.api.inject({ method: 'POST', url: `/itf/cart/items/${PAID.FCE}`, headers });
    const created = await createPayment(app, headers, { purchase: { type: 'CART' }, method: 'VNPAY' });
    expect(created).toMatchObject({ status: 'PENDING', total: 99_000 });
    expect(created.paymentUrl).toContain('/gateway/vnpay/paymentv2/vpcpay.html?');
    const { page, redirect, returnParams } = await payOnGateway(app, created.paymentUrl ?? '', '00');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('99.000');
    expect(redirect.statusCode).toBe(303);
    expect(String(redirect.headers.location)).toMatch(/^http:\/\/localhost:3000\/checkout\/result\?/);
    const back = (
      await inject(app.api, commerceEndpoints.paymentReturn, { body: { provider: 'VNPAY', params: returnParams } })
    ).data;
    expect(back).toMatchObject({
      gatewayCode: '00',
      order: { status: 'SUCCESS', resultStatus: 'SUCCESS', resultCode: '00' },
    });
    expect(await owns(app, headers, PAID.FCE)).toBe(true);
    expect((await inject(app.api, commerceEndpoints.cart, { token: headers })).data.count).toBe(0);
  });

  it.each([
    ['24', 'CANCELLED', 'CANCELLED'],
    ['51', 'FAILED', 'FAIL'],
    ['13', 'FAILED', 'FAIL'],
  ])('outcome %s records the order as %s with its code and unlocks nothing', async (code, status, resultStatus) => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.CPE },
      method: 'VNPAY',
    });
    const { returnParams } = await payOnGateway(app, created.paymentUrl ?? '', code);
    const back = (
      await inject(app.api, commerceEndpoints.paymentReturn, { body: { provider: 'VNPAY', params: returnParams } })
    ).data;
    expect(back.order).toMatchObject({ status, resultStatus, resultCode: code, paymentUrl: null });
    expect(await owns(app, headers, PAID.CPE)).toBe(false);
  });

  it('a new checkout of the same purchase by another method cancels the unpaid one: its old gateway page paid later sells nothing twice, and its voucher is free again', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const purchase = { type: 'UNIT_TEST', id: PAID.FCE } as const;
    const first = await createPayment(app, headers, { purchase, method: 'VNPAY', voucherCode: 'ONCE20' });
    // ONCE20 is once per account: held by the first order, freed when the second one replaces it.
    const second = await createPayment(app, headers, { purchase, method: 'MOMO', voucherCode: 'ONCE20' });
    expect(await order(app, headers, first.transNo)).toMatchObject({ status: 'CANCELLED' });
    await payOnGateway(app, second.paymentUrl ?? '', '0');
    expect(await owns(app, headers, PAID.FCE)).toBe(true);
    // The first gateway page, paid after all: the test is owned already, so the money is due back.
    const late = vnpayIpn(app, {
      vnp_TxnRef: first.transNo,
      vnp_Amount: String(first.total * 100),
      vnp_ResponseCode: '00',
    });
    expect((await ipnAnswer(app, late)).RspCode).toBe('00');
    expect(await order(app, headers, first.transNo)).toMatchObject({ status: 'REFUND_DUE' });
    expect(await order(app, headers, second.transNo)).toMatchObject({ status: 'SUCCESS' });
    expect(await fulfilments(app, second.transNo)).toBe(1);
  });

  it('a quote or voucher check names the unpaid orders that paying would replace, and only those', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const purchase = { type: 'UNIT_TEST', id: PAID.FCE } as const;
    const quote = async () =>
      (await inject(app.api, commerceEndpoints.quote, { body: { purchase }, token: headers })).data.replacesUnpaid;
    expect(await quote()).toEqual([]);
    const first = await createPayment(app, headers, { purchase, method: 'VNPAY' });
    await createPayment(app, headers, { purchase: { type: 'UNIT_TEST', id: PAID.CPE }, method: 'VNPAY' });
    expect(await quote()).toEqual([first.transNo]);
    const checked = await postJson(app.api, '/itf/voucher/validate', { voucherCode: 'SALE10', purchase }, headers);
    expect(answerOf(commerceEndpoints.voucherValidate, checked).data.replacesUnpaid).toEqual([first.transNo]);
    // A guest has no orders to replace.
    const guest = await postJson(app.api, '/itf/checkout/quote', { purchase });
    expect(answerOf(commerceEndpoints.quote, guest).data.replacesUnpaid).toEqual([]);
  });

  it('a checkout selling a test an unpaid order of another purchase also sells cancels that order, never selling it twice', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const single = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
      voucherCode: 'ONCE20',
    });
    const other = await createPayment(app, headers, { purchase: { type: 'UNIT_TEST', id: PAID.CPE }, method: 'VNPAY' });
    await app.api.inject({ method: 'POST', url: `/itf/cart/items/${PAID.FCE}`, headers });
    await app.api.inject({ method: 'POST', url: `/itf/cart/items/${PAID.IELTS_MOCK}`, headers });
    // The cart overlaps the single-test order (FCE) and its voucher is free again for the cart.
    const cart = await createPayment(app, headers, {
      purchase: { type: 'CART' },
      method: 'VNPAY',
      voucherCode: 'ONCE20',
    });
    expect(await order(app, headers, single.transNo)).toMatchObject({ status: 'CANCELLED', resultCode: '24' });
    expect(await order(app, headers, other.transNo)).toMatchObject({ status: 'PENDING' });
    await payOnGateway(app, cart.paymentUrl ?? '', '00');
    const late = vnpayIpn(app, {
      vnp_TxnRef: single.transNo,
      vnp_Amount: String(single.total * 100),
      vnp_ResponseCode: '00',
    });
    expect((await ipnAnswer(app, late)).RspCode).toBe('00');
    expect(await order(app, headers, single.transNo)).toMatchObject({ status: 'REFUND_DUE' });
    const purchases = await app.db
      .selectFrom('user_unit_tests')
      .select('unit_test_id')
      .where('unit_test_id', '=', PAID.FCE)
      .execute();
    expect(purchases).toHaveLength(1);
  });

  it('the gateway page groups đồng the Vietnamese way in English too', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'MOMO',
      locale: 'en',
    });
    const page = await get(
      app.api,
      new URL(created.paymentUrl ?? '').pathname + new URL(created.paymentUrl ?? '').search,
    );
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<html lang="en"/);
    expect(page.body).toContain('99.000 ₫');
    expect(page.body).not.toContain('99,000');
  });

  it('a return whose parameters were changed is refused and changes nothing', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.CPE },
      method: 'VNPAY',
    });
    const { returnParams } = await payOnGateway(app, created.paymentUrl ?? '', '24', { ipn: false });
    const forged = await postJson(app.api, '/payment/return', {
      provider: 'VNPAY',
      params: { ...returnParams, vnp_ResponseCode: '00', vnp_TransactionStatus: '00' },
    });
    expect(forged.statusCode).toBe(400);
    expect(failureOf(forged).code).toBe('PAYMENT_SIGNATURE_INVALID');
    // Without the IPN the order stays pending: the return never settles it.
    const back = (
      await inject(app.api, commerceEndpoints.paymentReturn, { body: { provider: 'VNPAY', params: returnParams } })
    ).data;
    expect(back.order.resultStatus).toBe('PROCESSING');
  });
});

describe('the local gateway', () => {
  it('refuses a payment URL whose amount was changed, like VNPAY does', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    const url = new URL(created.paymentUrl ?? '');
    const page = await get(app.api, `${url.pathname}${url.search.replace('vnp_Amount=9900000', 'vnp_Amount=100000')}`);
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sai chữ ký');
  });

  it('answers a repeated MoMo create with the same requestId the same, and refuses amounts out of range', async () => {
    const app = await createTestApp();
    const { momo } = app.config.payments;
    const transport = app.services.localGateway?.transport;
    if (!transport) throw new Error('the local gateway is the default');
    const provider = createMomoProvider(momo, transport);
    const input = {
      transNo: 'EL250101IDEMPOT1',
      amount: 50_000,
      orderInfo: 'x',
      locale: 'vi' as const,
      returnUrl: 'http://localhost:3000/checkout/result',
      ipAddr: '127.0.0.1',
      createdAt: new Date(),
      expiresAt: new Date(),
      requestId: 'EL250101IDEMPOT1',
    };
    const first = await provider.createPayment(input);
    expect((await provider.createPayment(input)).paymentUrl).toBe(first.paymentUrl);
    await expect(provider.createPayment({ ...input, requestId: 'other-request' })).rejects.toThrow(/41/);
    await expect(provider.createPayment({ ...input, transNo: 'EL2', requestId: 'r2', amount: 999 })).rejects.toThrow(
      /22/,
    );
  });
});

describe('the VNPAY IPN', () => {
  it('answers in the published order: 97 checksum, 01 order, 04 amount, 00 confirmed, 02 already confirmed', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    const paid = { vnp_TxnRef: created.transNo, vnp_Amount: String(99_000 * 100), vnp_ResponseCode: '00' };

    // A bad checksum wins over everything else, even an unknown order with a wrong amount.
    const forged = vnpayIpn(
      app,
      { ...paid, vnp_TxnRef: 'NOPE', vnp_Amount: '100' },
      'not-the-secret-not-the-secret-00',
    );
    expect(await ipnAnswer(app, forged)).toEqual({ RspCode: '97', Message: 'Invalid signature' });
    const tampered = vnpayIpn(app, paid).replace('vnp_Amount=9900000', 'vnp_Amount=100');
    expect((await ipnAnswer(app, tampered)).RspCode).toBe('97');
    expect(
      (await ipnAnswer(app, vnpayIpn(app, { ...paid, vnp_TxnRef: 'EL000000NOPE', vnp_Amount: '100' }))).RspCode,
    ).toBe('01');
    expect((await ipnAnswer(app, vnpayIpn(app, { ...paid, vnp_Amount: String(98_000 * 100) }))).RspCode).toBe('04');
    expect((await order(app, headers, created.transNo)).status).toBe('PENDING');
    expect(await owns(app, headers, PAID.FCE)).toBe(false);

    expect(await ipnAnswer(app, vnpayIpn(app, paid))).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    expect((await order(app, headers, created.transNo)).status).toBe('SUCCESS');
    expect((await ipnAnswer(app, vnpayIpn(app, paid))).RspCode).toBe('02');
    // A later failure IPN for the settled order changes nothing either.
    expect((await ipnAnswer(app, vnpayIpn(app, { ...paid, vnp_ResponseCode: '51' }))).RspCode).toBe('02');
    expect((await order(app, headers, created.transNo)).status).toBe('SUCCESS');
    const events = await app.db
      .selectFrom('payment_events')
      .select(['kind', 'outcome', 'signature_valid'])
      .where('kind', '=', 'IPN')
      .execute();
    expect(events.map((event) => event.outcome)).toEqual(['97', '97', '01', '04', '00', '02', '02']);
  });

  it('a recorded failure is answered 00 and releases nothing it did not grant', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    const failed = { vnp_TxnRef: created.transNo, vnp_Amount: String(99_000 * 100), vnp_ResponseCode: '51' };
    expect((await ipnAnswer(app, vnpayIpn(app, failed))).RspCode).toBe('00');
    expect(await order(app, headers, created.transNo)).toMatchObject({ status: 'FAILED', resultCode: '51' });
    expect(await owns(app, headers, PAID.FCE)).toBe(false);
  });

  it('duplicate and concurrent IPNs fulfil the order once', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, { purchase: { type: 'MEMBERSHIP', id: 2 }, method: 'VNPAY' });
    const url = vnpayIpn(app, {
      vnp_TxnRef: created.transNo,
      vnp_Amount: String(400_000 * 100),
      vnp_ResponseCode: '00',
    });
    const answers = await Promise.all(Array.from({ length: 10 }, () => ipnAnswer(app, url)));
    expect(answers.filter((answer) => answer.RspCode === '00')).toHaveLength(1);
    expect(answers.filter((answer) => answer.RspCode === '02')).toHaveLength(9);
    const memberships = await app.db.selectFrom('memberships').selectAll().execute();
    expect(memberships).toHaveLength(1);
    const grants = await app.db.selectFrom('quantity_grants').select(['kind', 'granted']).execute();
    expect(grants).toHaveLength(4);
    expect(await fulfilments(app, created.transNo)).toBe(0);
  });
});

describe('paying with the local MoMo gateway', () => {
  it('creates with captureWallet, pays, answers the IPN 204 and unlocks the test', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.IELTS_MOCK },
      method: 'MOMO',
      locale: 'en',
    });
    expect(created.paymentUrl).toContain('/gateway/momo/pay?t=');
    const { page, returnParams } = await payOnGateway(app, created.paymentUrl ?? '', '0');
    expect(page.body).toContain('lang="en"');
    const ipnLog = await app.db.selectFrom('payment_events').select(['outcome']).where('kind', '=', 'IPN').execute();
    expect(ipnLog.map((event) => event.outcome)).toEqual(['SETTLED']);
    const back = (
      await inject(app.api, commerceEndpoints.paymentReturn, { body: { provider: 'MOMO', params: returnParams } })
    ).data;
    expect(back).toMatchObject({ gatewayCode: '0', order: { status: 'SUCCESS', method: 'MOMO', resultCode: '00' } });
    expect(await owns(app, headers, PAID.IELTS_MOCK)).toBe(true);
  });

  it('a declined payment (1006) is CANCELLED with code 24; a forged IPN is refused and changes nothing', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.IELTS_MOCK },
      method: 'MOMO',
    });
    const body = {
      partnerCode: app.config.payments.momo.partnerCode,
      orderId: created.transNo,
      requestId: created.transNo,
      amount: 99_000,
      orderInfo: 'x',
      orderType: 'momo_wallet',
      transId: 1,
      resultCode: 0,
      message: 'Successful.',
      payType: 'qr',
      responseTime: 1,
      extraData: '',
    };
    const forged = await postJson(app.api, '/payment/momo/ipn', {
      ...body,
      signature: momoResultSignature(body, 'k', 'wrong'),
    });
    expect(forged.statusCode).toBe(400);
    expect((await order(app, headers, created.transNo)).status).toBe('PENDING');
    await payOnGateway(app, created.paymentUrl ?? '', '1006');
    expect(await order(app, headers, created.transNo)).toMatchObject({
      status: 'CANCELLED',
      resultCode: '24',
      providerCode: '1006',
    });
    expect(await owns(app, headers, PAID.IELTS_MOCK)).toBe(false);
  });

  it('refuses GIFT for an order that costs something', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const gift = await postJson(
      app.api,
      '/payment/create',
      { purchase: { type: 'UNIT_TEST', id: PAID.FCE }, method: 'GIFT', locale: 'vi' },
      headers,
    );
    expect(gift.statusCode).toBe(422);
    expect(failureOf(gift).code).toBe('PAYMENT_METHOD_NOT_ALLOWED');
  });
});

describe('free orders', () => {
  it('a 100 % voucher completes the order at once as GIFT, without a gateway', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const created = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
      voucherCode: 'gift100',
    });
    expect(created).toMatchObject({ status: 'SUCCESS', total: 0, paymentUrl: null });
    expect(await order(app, headers, created.transNo)).toMatchObject({
      method: 'GIFT',
      status: 'SUCCESS',
      discount: 99_000,
    });
    expect(await owns(app, headers, PAID.FCE)).toBe(true);
    const redemption = await app.db
      .selectFrom('voucher_redemptions')
      .innerJoin('vouchers', 'vouchers.id', 'voucher_redemptions.voucher_id')
      .select(['vouchers.code', 'voucher_redemptions.status', 'vouchers.used_count'])
      .executeTakeFirstOrThrow();
    expect(redemption).toEqual({ code: 'GIFT100', status: 'REDEEMED', used_count: 1 });
  });
});

describe('the local gateway’s records', () => {
  it('outlive an API restart: querydr and query still know a payment whose IPN was lost', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const vnpayOrder = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    await payOnGateway(app, vnpayOrder.paymentUrl ?? '', '00', { ipn: false });
    const momoOrder = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.CPE },
      method: 'MOMO',
    });
    await payOnGateway(app, momoOrder.paymentUrl ?? '', '0', { ipn: false });

    // A gateway started afresh on the same database (the API restarted) still knows both payments.
    const restarted = createLocalGateway(app.config.payments, app.clock, app.db);
    const query = { amount: 0, createdAt: app.clock.now(), ipAddr: '127.0.0.1', now: app.clock.now() };
    const vnpay = await createVnpayProvider(app.config.payments.vnpay, restarted.transport).query({
      ...query,
      transNo: vnpayOrder.transNo,
      amount: 99_000,
      requestId: null,
    });
    expect(vnpay).toMatchObject({ outcome: 'SUCCESS', transNo: vnpayOrder.transNo, amount: 99_000 });
    const momo = await createMomoProvider(app.config.payments.momo, restarted.transport).query({
      ...query,
      transNo: momoOrder.transNo,
      requestId: momoOrder.transNo,
    });
    expect(momo).toMatchObject({ outcome: 'SUCCESS', transNo: momoOrder.transNo });
    const unknown = await createVnpayProvider(app.config.payments.vnpay, restarted.transport).query({
      ...query,
      transNo: 'EL000000UNKNOWN1',
      requestId: null,
    });
    expect(unknown.outcome).toBe('NOT_FOUND');
  });
});

describe('expiry and reconciliation', () => {
  it('settles a paid order whose IPN was lost, expires one never paid, and is idempotent', async () => {
    const app = await createTestApp();
    let headers = await studentHeaders(app);
    const paidVnpay = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    await payOnGateway(app, paidVnpay.paymentUrl ?? '', '00', { ipn: false });
    const paidMomo = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.CPE },
      method: 'MOMO',
    });
    await payOnGateway(app, paidMomo.paymentUrl ?? '', '0', { ipn: false });
    const abandoned = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.IELTS_MOCK },
      method: 'VNPAY',
      voucherCode: 'ONCE20',
    });
    const cancelled = await createPayment(app, headers, { purchase: { type: 'MEMBERSHIP', id: 1 }, method: 'MOMO' });
    await payOnGateway(app, cancelled.paymentUrl ?? '', '1006', { ipn: false });

    // Before the expiry nothing is touched.
    const quiet = { checked: 0, settled: 0, expired: 0, granted: 0, refundDue: [] };
    expect(await app.services.payments.reconcile()).toEqual(quiet);
    app.clock.advance(16 * 60_000);
    expect(await app.services.payments.reconcile()).toEqual({ ...quiet, checked: 4, settled: 3, expired: 1 });
    // The access token outlived by the clock: sign in again.
    headers = await studentHeaders(app);
    expect((await order(app, headers, paidVnpay.transNo)).status).toBe('SUCCESS');
    expect((await order(app, headers, paidMomo.transNo)).status).toBe('SUCCESS');
    expect(await order(app, headers, abandoned.transNo)).toMatchObject({
      status: 'EXPIRED',
      resultStatus: 'FAIL',
      resultCode: '11',
    });
    expect(await order(app, headers, cancelled.transNo)).toMatchObject({ status: 'CANCELLED', resultCode: '24' });
    expect(await owns(app, headers, PAID.FCE)).toBe(true);
    expect(await owns(app, headers, PAID.IELTS_MOCK)).toBe(false);
    // The expired order gave its once-per-user voucher back.
    const again = await postJson(
      app.api,
      '/itf/voucher/validate',
      { voucherCode: 'ONCE20', purchase: { type: 'UNIT_TEST', id: PAID.IELTS_MOCK } },
      headers,
    );
    expect(again.statusCode).toBe(200);

    expect(await app.services.payments.reconcile()).toEqual(quiet);
    // A late IPN for the reconciled order is "already confirmed" and grants nothing twice.
    const late = vnpayIpn(app, {
      vnp_TxnRef: paidVnpay.transNo,
      vnp_Amount: String(99_000 * 100),
      vnp_ResponseCode: '00',
    });
    expect((await ipnAnswer(app, late)).RspCode).toBe('02');
  });
});
