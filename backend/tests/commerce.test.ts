import { unitTestsEndpoints } from '@contract/unit-tests';
import { type CartDto, commerceEndpoints } from '@contract/commerce';
import { describe, expect, it } from 'vitest';
import { createMembershipsRepository } from '../src/modules/memberships/repository';
import { createPayment, get, PAID, payOnGateway, studentHeaders } from './commerce-fixtures';
import {
  bearer,
  createTestApp,
  type BodyOf,
  failureOf,
  insertUser,
  loginOk,
  postJson,
  type TestApp,
  inject,
  injectRaw,
  answerOf,
} from './helpers';

async function cartOf(app: TestApp, headers: Record<string, string>, unitTestIds?: string): Promise<CartDto> {
  return (await inject(app.api, commerceEndpoints.cart, { query: { unitTestIds }, token: headers })).data;
}

type Purchase = BodyOf<typeof commerceEndpoints.voucherValidate>['purchase'];

function validate(app: TestApp, headers: Record<string, string>, voucherCode: string, purchase: Purchase) {
  return injectRaw(app.api, commerceEndpoints.voucherValidate, { body: { voucherCode, purchase }, token: headers });
}

/** Tests of a tier and unit type, from the seeded catalogue. */
async function testsOf(
  app: TestApp,
  tier: 'MEMBERSHIP' | 'PAID',
  unitType: 'PRACTICE' | 'TEST',
): Promise<[number, ...number[]]> {
  const rows = await app.db
    .selectFrom('unit_tests')
    .select('id')
    .where('access_tier', '=', tier)
    .where('unit_type', '=', unitType)
    .where('scope', '=', 'SYSTEM')
    .orderBy('id')
    .execute();
  const [first, ...rest] = rows.map((row) => row.id);
  if (first === undefined) throw new Error(`the seeded catalogue has no ${tier} ${unitType} test`);
  return [first, ...rest];
}

async function buyPlan(app: TestApp, headers: Record<string, string>, planId: number) {
  const created = await createPayment(app, headers, { purchase: { type: 'MEMBERSHIP', id: planId }, method: 'VNPAY' });
  await payOnGateway(app, created.paymentUrl ?? '', '00');
  return created;
}

describe('the cart', () => {
  it('previews a guest’s local ids, merges them on sign-in, and never keeps what is not for sale', async () => {
    const app = await createTestApp();
    const freeTest = (
      await app.db.selectFrom('unit_tests').select('id').where('access_tier', '=', 'FREE').executeTakeFirstOrThrow()
    ).id;
    const ids = `${PAID.FCE},${PAID.CPE},${freeTest},999999`;
    const preview = await cartOf(app, {}, ids);
    expect(preview).toMatchObject({ count: 2, total: 99_000 + 129_000 });
    expect(preview.items.map((item) => [item.id, item.unitTestId])).toEqual([
      [null, PAID.FCE],
      [null, PAID.CPE],
    ]);
    const headers = await studentHeaders(app);
    await app.api.inject({ method: 'POST', url: `/itf/cart/items/${PAID.IELTS_MOCK}`, headers });
    const merged = await cartOf(app, headers, ids);
    expect(merged.items.map((item) => item.unitTestId).sort()).toEqual([PAID.FCE, PAID.CPE, PAID.IELTS_MOCK].sort());
    expect(merged.items.every((item) => typeof item.id === 'number')).toBe(true);
    // Merging the same ids again adds nothing.
    expect((await cartOf(app, headers, ids)).count).toBe(3);
    const removed = (
      await inject(app.api, commerceEndpoints.removeCartItem, { params: { id: PAID.CPE }, token: headers })
    ).data;
    expect(removed).toMatchObject({ count: 2, total: 99_000 + 99_000 });
  });

  it('never sells an owned test: not added, left out of checkout, shown as owned', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    await app.api.inject({ method: 'POST', url: `/itf/cart/items/${PAID.FCE}`, headers });
    await app.api.inject({ method: 'POST', url: `/itf/cart/items/${PAID.CPE}`, headers });
    // Bought on its own while also in the cart.
    const single = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.CPE },
      method: 'GIFT',
      voucherCode: 'GIFT100',
    });
    expect(single.status).toBe('SUCCESS');
    const again = await app.api.inject({ method: 'POST', url: `/itf/cart/items/${PAID.CPE}`, headers });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again).code).toBe('ALREADY_OWNED');
    const direct = await postJson(
      app.api,
      '/itf/checkout/quote',
      { purchase: { type: 'UNIT_TEST', id: PAID.CPE } },
      headers,
    );
    expect(failureOf(direct).code).toBe('ALREADY_OWNED');
    const quote = (
      await inject(app.api, commerceEndpoints.quote, { body: { purchase: { type: 'CART' } }, token: headers })
    ).data;
    expect(quote).toMatchObject({ subtotal: 99_000, total: 99_000, skippedOwned: [] });
    expect(quote.lines.map((line) => line.refId)).toEqual([PAID.FCE]);
    const [memberTest] = await testsOf(app, 'MEMBERSHIP', 'TEST');
    const notForSale = await app.api.inject({ method: 'POST', url: `/itf/cart/items/${memberTest}`, headers });
    expect(failureOf(notForSale).code).toBe('NOT_FOR_SALE');
  });
});

describe('vouchers', () => {
  it('answers every §8 topic as its own code', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const test: Purchase = { type: 'UNIT_TEST', id: PAID.FCE };
    const code = async (voucherCode: string, purchase: Purchase = test, h = headers) =>
      failureOf(await validate(app, h, voucherCode, purchase)).code;
    expect(await code('   ')).toBe('VOUCHER_CODE_REQUIRED');
    expect(await code('SALE10', test, {})).toBe('VOUCHER_LOGIN_REQUIRED');
    expect(await code('NO-SUCH-CODE')).toBe('VOUCHER_NOT_FOUND');
    expect(await code('SOLDOUT')).toBe('VOUCHER_USED_UP');
    expect(await code('OLD15')).toBe('VOUCHER_EXPIRED');
    expect(await code('PLAN67')).toBe('VOUCHER_NOT_APPLICABLE');
    expect(await code('IELTS30')).toBe('VOUCHER_NOT_APPLICABLE');
    const held = await createPayment(app, headers, { purchase: test, method: 'VNPAY', voucherCode: 'ONCE20' });
    // An unpaid order holds the once-per-account use: the answer says so and names the order.
    const answer = failureOf(await validate(app, headers, 'ONCE20', { type: 'UNIT_TEST', id: PAID.CPE }));
    expect(answer).toMatchObject({
      code: 'VOUCHER_HELD_BY_UNPAID_ORDER',
      details: [{ field: 'heldByOrder', message: held.transNo }],
    });
    // Checking out the same test again would replace that order: its use counts as free.
    expect((await validate(app, headers, 'ONCE20', test)).statusCode).toBe(200);
    await payOnGateway(app, held.paymentUrl ?? '', '00');
    expect(await code('ONCE20', { type: 'UNIT_TEST', id: PAID.CPE })).toBe('VOUCHER_USER_LIMIT_REACHED');
  });

  it('the test page learns of an unpaid order that would grant the test, alone or in a package', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const pendingOf = async (id: number) =>
      (await inject(app.api, unitTestsEndpoints.detail, { params: { id }, token: headers })).data.pendingOrder;
    expect(await pendingOf(PAID.FCE)).toBeNull();
    const single = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
    });
    expect(await pendingOf(PAID.FCE)).toEqual({ transNo: single.transNo });
    expect(await pendingOf(PAID.CPE)).toBeNull();
    const [pack] = (await inject(app.api, commerceEndpoints.examPackages, { token: headers })).data;
    const packTest = pack?.unitTests[0]?.id ?? 0;
    const packaged = await createPayment(app, headers, {
      purchase: { type: 'EXAM_PACKAGE', id: pack?.id },
      method: 'VNPAY',
    });
    expect(await pendingOf(packTest)).toEqual({ transNo: packaged.transNo });
    await app.api.inject({ method: 'POST', url: `/itf/orders/${single.transNo}/cancel`, headers });
    expect(await pendingOf(PAID.FCE)).toBeNull();
    expect(
      (await inject(app.api, unitTestsEndpoints.detail, { params: { id: PAID.FCE } })).data.pendingOrder,
    ).toBeNull();
  });

  it('cancelling an unpaid order frees its voucher; a settled or unknown order cannot be cancelled', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const held = await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.FCE },
      method: 'VNPAY',
      voucherCode: 'ONCE20',
    });
    const cancel = (transNo: string, h = headers) =>
      app.api.inject({ method: 'POST', url: `/itf/orders/${transNo}/cancel`, headers: h });
    expect(failureOf(await cancel(held.transNo, {})).code).toBe('UNAUTHORIZED');
    expect(failureOf(await cancel('EL000000NOSUCH1')).code).toBe('NOT_FOUND');
    const cancelled = await cancel(held.transNo);
    expect(cancelled.statusCode).toBe(200);
    expect(answerOf(commerceEndpoints.orderCancel, cancelled).data).toMatchObject({
      status: 'CANCELLED',
      resultCode: '24',
      paymentUrl: null,
    });
    expect(failureOf(await cancel(held.transNo)).code).toBe('ORDER_NOT_PENDING');
    const again = await validate(app, headers, 'ONCE20', { type: 'UNIT_TEST', id: PAID.CPE });
    expect(again.statusCode).toBe(200);
    // Its gateway page no longer takes money.
    const page = new URL(held.paymentUrl ?? '');
    expect((await get(app.api, `${page.pathname}${page.search}`)).statusCode).toBe(410);
    const owned = (await inject(app.api, unitTestsEndpoints.detail, { params: { id: PAID.FCE }, token: headers })).data
      .owned;
    expect(owned).toBe(false);
  });

  it('computes the breakdown on the server: 10 % off, 67 % off a plan, capped, only on eligible lines', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const sale = answerOf(
      commerceEndpoints.voucherValidate,
      await validate(app, headers, 'sale10', { type: 'UNIT_TEST', id: PAID.FCE }),
    ).data;
    expect(sale).toMatchObject({
      subtotal: 99_000,
      discount: 9_900,
      total: 89_100,
      voucher: { code: 'SALE10', percentOff: 10 },
    });
    const plan = answerOf(
      commerceEndpoints.voucherValidate,
      await validate(app, headers, 'PLAN67', { type: 'MEMBERSHIP', id: 3 }),
    ).data;
    expect(plan).toMatchObject({ subtotal: 699_000, discount: 468_330, total: 230_670, methods: ['VNPAY', 'MOMO'] });
    const capped = answerOf(
      commerceEndpoints.voucherValidate,
      await validate(app, headers, 'ONCE20', { type: 'MEMBERSHIP', id: 3 }),
    ).data;
    expect(capped).toMatchObject({ discount: 100_000, total: 599_000 });
    await app.api.inject({ method: 'POST', url: `/itf/cart/items/${PAID.FCE}`, headers });
    await app.api.inject({ method: 'POST', url: `/itf/cart/items/${PAID.IELTS_MOCK}`, headers });
    const ielts = answerOf(
      commerceEndpoints.voucherValidate,
      await validate(app, headers, 'IELTS30', { type: 'CART' }),
    ).data;
    expect(ielts.lines.map((line) => [line.refId, line.discount])).toEqual([
      [PAID.FCE, 0],
      [PAID.IELTS_MOCK, 29_700],
    ]);
    expect(ielts.total).toBe(99_000 + 99_000 - 29_700);
    const gift = answerOf(
      commerceEndpoints.voucherValidate,
      await validate(app, headers, 'GIFT100', { type: 'EXAM_PACKAGE', id: 1 }),
    ).data;
    expect(gift).toMatchObject({ total: 0, methods: ['GIFT'] });
  });

  it('a limited voucher is never used past its limits, however many orders race for it', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    await app.db.updateTable('vouchers').set({ usage_limit: 103 }).where('code', '=', 'SOLDOUT').execute();
    const attempts = await Promise.all(
      [PAID.FCE, PAID.CPE, PAID.IELTS_MOCK, PAID.IELTS_WRITING, PAID.TOPIC_8].map((id) =>
        postJson(
          app.api,
          '/payment/create',
          { purchase: { type: 'UNIT_TEST', id }, method: 'VNPAY', locale: 'vi', voucherCode: 'SOLDOUT' },
          headers,
        ),
      ),
    );
    expect(attempts.filter((response) => response.statusCode === 200)).toHaveLength(3);
    expect(attempts.filter((response) => failureOf(response).code === 'VOUCHER_USED_UP')).toHaveLength(2);
    const voucher = await app.db
      .selectFrom('vouchers')
      .select('used_count')
      .where('code', '=', 'SOLDOUT')
      .executeTakeFirstOrThrow();
    expect(voucher.used_count).toBe(103);

    const once = await Promise.all(
      [PAID.FCE, PAID.CPE, PAID.IELTS_MOCK].map((id) =>
        postJson(
          app.api,
          '/payment/create',
          { purchase: { type: 'UNIT_TEST', id }, method: 'MOMO', locale: 'vi', voucherCode: 'ONCE20' },
          headers,
        ),
      ),
    );
    expect(once.filter((response) => response.statusCode === 200)).toHaveLength(1);
    // The losers are told the use is taken: by the race itself, or by the winner's unpaid order.
    expect(
      once.filter((response) =>
        ['VOUCHER_USER_LIMIT_REACHED', 'VOUCHER_HELD_BY_UNPAID_ORDER'].includes(failureOf(response).code),
      ),
    ).toHaveLength(2);
  });
});

describe('memberships and quantities', () => {
  it('a plan bought unlocks members’ practice, spends silver on mock exams and shows its quantities', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const [practice] = await testsOf(app, 'MEMBERSHIP', 'PRACTICE');
    const [mock] = await testsOf(app, 'MEMBERSHIP', 'TEST');
    const before = await postJson(app.api, '/itf/unit-tests/use', { unitTestId: mock }, headers);
    expect(failureOf(before).code).toBe('MEMBERSHIP_REQUIRED');
    expect(
      (await inject(app.api, unitTestsEndpoints.detail, { params: { id: mock }, token: headers })).data.openWith,
    ).toBeNull();

    const { transNo } = await buyPlan(app, headers, 1);
    expect(
      (await inject(app.api, unitTestsEndpoints.detail, { params: { id: practice }, token: headers })).data.openWith,
    ).toBe('MEMBERSHIP');
    expect(
      (await inject(app.api, unitTestsEndpoints.detail, { params: { id: mock }, token: headers })).data.openWith,
    ).toBe('QUANTITY_SILVER');
    const opened = (await inject(app.api, unitTestsEndpoints.use, { body: { unitTestId: mock }, token: headers })).data;
    expect(opened).toMatchObject({ source: 'MEMBERSHIP', quantityUsed: { kind: 'QUANTITY_SILVER', left: 29 } });
    // Opening it again spends nothing; practice never spends.
    expect(
      (await inject(app.api, unitTestsEndpoints.use, { body: { unitTestId: mock }, token: headers })).data.quantityUsed,
    ).toBeNull();
    expect(
      (await inject(app.api, unitTestsEndpoints.use, { body: { unitTestId: practice }, token: headers })).data
        .quantityUsed,
    ).toBeNull();
    expect(
      (await inject(app.api, unitTestsEndpoints.detail, { params: { id: mock }, token: headers })).data,
    ).toMatchObject({
      owned: true,
      canTake: true,
    });

    const use = (await inject(app.api, commerceEndpoints.quantityUse, { token: headers })).data;
    expect(use.membership).toMatchObject({ active: true, plan: { id: 1, code: 'STUDENT_SILVER_1M' } });
    expect(use.balances.map((b) => [b.kind, b.granted, b.used, b.left])).toEqual([
      ['QUANTITY_GOLD', 0, 0, 0],
      ['QUANTITY_SILVER', 30, 1, 29],
      ['QUANTITY_GOLD_LIMIT', 0, 0, 0],
      ['QUANTITY_SILVER_LIMIT', 5, 1, 4],
    ]);
    expect(use.history[0]).toMatchObject({
      kind: 'QUANTITY_SILVER',
      change: -1,
      reason: 'USE',
      unitTest: { id: mock },
    });
    expect(use.history.find((entry) => entry.reason === 'GRANT')?.transNo).toBe(transNo);
    // A PAID test is not opened with silver, and gold is spent only when asked.
    const paid = await postJson(app.api, '/itf/unit-tests/use', { unitTestId: PAID.FCE, useQuantity: true }, headers);
    expect(failureOf(paid).code).toBe('QUANTITY_EXHAUSTED');
  });

  it('the daily cap and the balance hold under concurrent uses; a quantity never goes below zero', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    await buyPlan(app, headers, 2);
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', '0900000001')
      .executeTakeFirstOrThrow();
    // Gold: 10 granted, at most 2 a day. Two PAID tests opened at once with useQuantity, twice over.
    const paid = [PAID.FCE, PAID.CPE, PAID.IELTS_MOCK, PAID.IELTS_WRITING];
    const opened = await Promise.all(
      paid.map((unitTestId) => postJson(app.api, '/itf/unit-tests/use', { unitTestId, useQuantity: true }, headers)),
    );
    expect(opened.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(opened.filter((r) => failureOf(r).code === 'DAILY_LIMIT_REACHED')).toHaveLength(2);
    const withoutConsent = await postJson(app.api, '/itf/unit-tests/use', { unitTestId: PAID.TOPIC_8 }, headers);
    expect(failureOf(withoutConsent).code).toBe('PURCHASE_REQUIRED');

    // 50 concurrent spends of silver against 7 left: exactly 7 succeed, nothing below zero.
    await app.db.updateTable('quantity_grants').set({ remaining: 7 }).where('kind', '=', 'QUANTITY_SILVER').execute();
    await app.db
      .updateTable('quantity_grants')
      .set({ granted: 1000 })
      .where('kind', '=', 'QUANTITY_SILVER_LIMIT')
      .execute();
    const spends = await Promise.allSettled(
      Array.from({ length: 50 }, () => app.services.memberships.spendOne(user.id, 'QUANTITY_SILVER')),
    );
    expect(spends.filter((s) => s.status === 'fulfilled')).toHaveLength(7);
    const silver = await app.db
      .selectFrom('quantity_grants')
      .select('remaining')
      .where('kind', '=', 'QUANTITY_SILVER')
      .executeTakeFirstOrThrow();
    expect(silver.remaining).toBe(0);
    const use = (await inject(app.api, commerceEndpoints.quantityUse, { token: headers })).data;
    expect(use.balances.find((b) => b.kind === 'QUANTITY_SILVER')?.left).toBe(0);
    // The guard is in the statement itself (what holds on Postgres too): an empty grant is not taken.
    const grant = await app.db
      .selectFrom('quantity_grants')
      .select('id')
      .where('kind', '=', 'QUANTITY_SILVER')
      .executeTakeFirstOrThrow();
    const repository = createMembershipsRepository(app.db);
    expect(await app.db.transaction().execute((trx) => repository.takeFromGrant(trx, grant.id))).toBe(false);
  });
});

describe('membership periods', () => {
  it('a second plan starts when the first ends; when all end, members’ tests and quantities close', async () => {
    const app = await createTestApp();
    let headers = await studentHeaders(app);
    await buyPlan(app, headers, 1);
    await buyPlan(app, headers, 1);
    const state = (await inject(app.api, commerceEndpoints.membership, { token: headers })).data;
    const now = app.clock.now().getTime();
    expect(state.active).toBe(true);
    expect(new Date(state.startsAt ?? '').getTime()).toBe(now);
    expect(new Date(state.expiresAt ?? '').getTime()).toBe(now + 60 * 86_400_000);
    const use = (await inject(app.api, commerceEndpoints.quantityUse, { token: headers })).data;
    // Only the running plan's grant counts; the next one starts later.
    expect(use.balances.find((b) => b.kind === 'QUANTITY_SILVER')).toMatchObject({ granted: 30, left: 30 });

    app.clock.advance(61 * 86_400_000);
    headers = await studentHeaders(app);
    const [mock] = await testsOf(app, 'MEMBERSHIP', 'TEST');
    expect((await inject(app.api, commerceEndpoints.membership, { token: headers })).data.active).toBe(false);
    expect(
      (await inject(app.api, unitTestsEndpoints.detail, { params: { id: mock }, token: headers })).data.openWith,
    ).toBeNull();
    expect(failureOf(await postJson(app.api, '/itf/unit-tests/use', { unitTestId: mock }, headers)).code).toBe(
      'MEMBERSHIP_REQUIRED',
    );
    const after = (await inject(app.api, commerceEndpoints.quantityUse, { token: headers })).data;
    expect(after.balances.every((b) => b.left === 0)).toBe(true);
  });
});

describe('orders', () => {
  it('lists the caller’s orders newest first, a page at a time, and hides other people’s', async () => {
    const app = await createTestApp();
    const headers = await studentHeaders(app);
    const made: string[] = [];
    for (const id of [PAID.FCE, PAID.CPE, PAID.IELTS_MOCK]) {
      made.push((await createPayment(app, headers, { purchase: { type: 'UNIT_TEST', id }, method: 'VNPAY' })).transNo);
      app.clock.advance(1000);
    }
    const page = await injectRaw(app.api, commerceEndpoints.orders, {
      query: { page: 1, pageSize: 2 },
      token: headers,
    });
    const data = answerOf(commerceEndpoints.orders, page).data;
    expect(page.json<{ totalRecords: number }>().totalRecords).toBe(3);
    expect(data).toMatchObject({ total: 3, totalPages: 2 });
    expect(data.items.map((item) => item.transNo)).toEqual([made[2], made[1]]);
    const second = (
      await inject(app.api, commerceEndpoints.orders, { query: { page: 2, pageSize: 2 }, token: headers })
    ).data;
    expect(second.items.map((item) => item.transNo)).toEqual([made[0]]);
    await insertUser(app.db, { phone: '0911222333', password: 'Another@2026' });
    const stranger = bearer((await loginOk(app.api, '0911222333', 'Another@2026')).accessToken);
    const hidden = await get(app.api, `/itf/orders/detail/${made[0]}`, stranger);
    expect(failureOf(hidden).code).toBe('NOT_FOUND');
    expect((await inject(app.api, commerceEndpoints.orders, { token: stranger })).data.total).toBe(0);
  });
});

describe('exam packages', () => {
  it('lists realistic packages and sells one as its tests, without those already owned', async () => {
    const app = await createTestApp();
    const packs = (await inject(app.api, commerceEndpoints.examPackages)).data;
    expect(packs.map((pack) => pack.code)).toEqual(['IELTS_PACK', 'CAMBRIDGE_B2_C2_PACK', 'NATIONAL_EXAMS_PACK']);
    expect(packs[0]).toMatchObject({ price: 119_000, originalPrice: 148_000, ownedAll: false });
    const headers = await studentHeaders(app);
    await createPayment(app, headers, {
      purchase: { type: 'UNIT_TEST', id: PAID.IELTS_WRITING },
      method: 'GIFT',
      voucherCode: 'GIFT100',
    });
    const quote = (
      await inject(app.api, commerceEndpoints.quote, {
        body: { purchase: { type: 'EXAM_PACKAGE', id: 1 } },
        token: headers,
      })
    ).data;
    expect(quote).toMatchObject({ subtotal: 99_000, skippedOwned: [PAID.IELTS_WRITING] });
    const created = await createPayment(app, headers, { purchase: { type: 'EXAM_PACKAGE', id: 1 }, method: 'MOMO' });
    await payOnGateway(app, created.paymentUrl ?? '', '0');
    const after = (await inject(app.api, commerceEndpoints.examPackages, { token: headers })).data;
    expect(after[0]?.ownedAll).toBe(true);
    const again = await postJson(
      app.api,
      '/itf/checkout/quote',
      { purchase: { type: 'EXAM_PACKAGE', id: 1 } },
      headers,
    );
    expect(failureOf(again).code).toBe('NOTHING_TO_BUY');
  });
});
