import { randomBytes } from 'node:crypto';
import type {
  MomoIpnBody,
  OrderDto,
  PaymentCreateData,
  PaymentCreateRequest,
  PaymentReturnData,
  PaymentReturnRequest,
  VnpayIpnAnswer,
} from '@contract/commerce';
import { PAYMENT_LIMITS } from '@contract/commerce-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import type { DatabaseSchema } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import type { CartCleaner } from '../cart';
import { grantTest } from '../catalogue';
import type { MembershipsService } from '../memberships';
import { breakdownOf, type OrderRow, type OrdersRepository, type OrdersService } from '../orders';
import type { VouchersService } from '../vouchers';
import { asciiOrderInfo, type GatewayResult, type PaymentProvider } from './providers/provider';

type Trx = Transaction<DatabaseSchema>;
type QuantityKind = 'QUANTITY_GOLD' | 'QUANTITY_SILVER' | 'QUANTITY_GOLD_LIMIT' | 'QUANTITY_SILVER_LIMIT';

export interface PaymentsServiceDeps {
  db: Database;
  orders: OrdersService;
  ordersRepository: OrdersRepository;
  cart: CartCleaner;
  vouchers: VouchersService;
  memberships: MembershipsService;
  /** The adaptive tests on sale and the one way their right is granted (activation codes keep the rights). */
  adaptive: {
    offer(id: number): { key: string } | null;
    has(userId: number, key: string, executor?: Trx): Promise<boolean>;
    grant(trx: Trx, grant: { userId: number; key: string; at: string }): Promise<boolean>;
  };
  providers: { VNPAY: PaymentProvider; MOMO: PaymentProvider };
  clock: Clock;
  orderTtlMinutes: number;
  /** Origins a returnUrl may point at (the web app). */
  webOrigins: string[];
  defaultReturnUrl: string;
  /** Outside production: any localhost port may be the web app. */
  allowLocalhostReturn: boolean;
  /** Told once an order is paid (granted) or failed, after its transaction committed. */
  events?: PaymentEvents;
}

/** A settled order, as the payer's notification names it. */
export interface SettledOrder {
  userId: number;
  transNo: string;
  total: number;
  outcome: 'PAID' | 'FAILED';
}

export interface PaymentEvents {
  orderSettled(order: SettledOrder): Promise<unknown>;
}

/**
 * How a gateway message was settled. LATE_GRANTED / REFUND_DUE: a payment for an order already
 * closed unpaid (cancelled, expired, failed), recorded once (decision 0032).
 */
export type SettleAnswer =
  'NOT_FOUND' | 'AMOUNT_MISMATCH' | 'ALREADY_SETTLED' | 'PENDING' | 'SETTLED' | 'LATE_GRANTED' | 'REFUND_DUE';

const VNPAY_ANSWERS: Record<SettleAnswer | 'BAD_SIGNATURE' | 'ERROR', VnpayIpnAnswer> = {
  BAD_SIGNATURE: { RspCode: '97', Message: 'Invalid signature' },
  NOT_FOUND: { RspCode: '01', Message: 'Order not found' },
  AMOUNT_MISMATCH: { RspCode: '04', Message: 'Invalid amount' },
  ALREADY_SETTLED: { RspCode: '02', Message: 'Order already confirmed' },
  SETTLED: { RspCode: '00', Message: 'Confirm Success' },
  PENDING: { RspCode: '00', Message: 'Confirm Success' },
  LATE_GRANTED: { RspCode: '00', Message: 'Confirm Success' },
  REFUND_DUE: { RspCode: '00', Message: 'Confirm Success' },
  ERROR: { RspCode: '99', Message: 'Unknow error' },
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** A pending order is handed out again by a repeated checkout only with at least this long left to pay. */
const REUSE_MARGIN_MS = 2 * 60_000;
/** How long a checkout waits for a concurrent one of the same payer to finish creating its URL. */
const URL_WAIT_MS = 5_000;
/** The gateway states that mean the money was not taken. */
const CLOSED_UNPAID = new Set(['CANCELLED', 'EXPIRED', 'FAILED']);
/** Return codes with which the gateway says it took the money (spec §8: 00, and 07 flagged). */
const CHARGED_CODES = new Set(['00', '07', '0', '9000']);

/** A transaction reference unique per day and overall: EL + yyMMdd + 8 random characters. */
function newTransNo(now: Date): string {
  const day = now.toISOString().slice(2, 10).replace(/-/g, '');
  const random = randomBytes(8)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase()
    .padEnd(8, '0')
    .slice(0, 8);
  return `EL${day}${random}`;
}

/**
 * Payments (decision 0014): creating an order and its gateway URL, the IPNs (the only gateway
 * message that settles an order), the return check, fulfilment, and the reconciliation of orders
 * left pending past their expiry.
 */
export function createPaymentsService(deps: PaymentsServiceDeps) {
  const { db, orders, ordersRepository: repository, cart, vouchers, memberships, providers, clock } = deps;

  function checkReturnUrl(raw: string | undefined): string {
    if (raw === undefined) return deps.defaultReturnUrl;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw invalidField('returnUrl', 'is not an absolute URL');
    }
    const local = deps.allowLocalhostReturn && ['localhost', '127.0.0.1'].includes(url.hostname);
    if (!['http:', 'https:'].includes(url.protocol) || (!local && !deps.webOrigins.includes(url.origin))) {
      throw invalidField('returnUrl', 'must be on the web app’s origin');
    }
    return url.toString();
  }

  /** Grants what a paid order bought; runs once, in the transaction whose update settled it. */
  async function fulfil(trx: Trx, order: OrderRow, now: Date): Promise<void> {
    const at = now.toISOString();
    const items = await repository.items([order.id], trx);
    const testIds = new Set<number>();
    for (const item of items) {
      if (item.kind === 'UNIT_TEST') testIds.add(item.ref_id);
      if (item.kind === 'EXAM_PACKAGE') {
        for (const test of await repository.packageTests([item.ref_id], trx)) testIds.add(test.id);
      }
      if (item.kind === 'ADAPTIVE_TEST') {
        const offer = deps.adaptive.offer(item.ref_id);
        if (offer) await deps.adaptive.grant(trx, { userId: order.user_id, key: offer.key, at });
      }
      if (item.kind === 'MEMBERSHIP') {
        const plan = await repository.plan(item.ref_id, trx);
        if (plan) {
          await memberships.grantPlan(
            trx,
            order.user_id,
            {
              id: plan.id,
              durationDays: plan.duration_days,
              quantities: JSON.parse(plan.quantities_json) as { kind: QuantityKind; amount: number }[],
            },
            order.id,
            now,
          );
        }
      }
    }
    for (const unitTestId of testIds) {
      await grantTest(trx, { userId: order.user_id, unitTestId, source: 'PURCHASE', at });
    }
    await cart.remove(order.user_id, [...testIds], trx);
    await vouchers.redeem(trx, order.id, now);
  }

  /**
   * Whether what a closed order bought can still be sold to its payer: every test it grants is
   * still on sale and none of them came to the payer another way since the order was made (that
   * would charge one test twice); a plan is still a learner's plan.
   */
  async function stillSellable(trx: Trx, order: OrderRow): Promise<boolean> {
    const testIds: number[] = [];
    for (const item of await repository.items([order.id], trx)) {
      if (item.kind === 'MEMBERSHIP') {
        const plan = await repository.plan(item.ref_id, trx);
        if (!plan || plan.role_code !== 'STUDENT') return false;
      } else if (item.kind === 'ADAPTIVE_TEST') {
        // Still on sale, and not unlocked another way (a code) since: that would charge it twice.
        const offer = deps.adaptive.offer(item.ref_id);
        if (!offer || (await deps.adaptive.has(order.user_id, offer.key, trx))) return false;
      } else if (item.kind === 'EXAM_PACKAGE') {
        const tests = await repository.packageTests([item.ref_id], trx);
        if (tests.length === 0) return false;
        testIds.push(...tests.map((test) => test.id));
      } else {
        const test = await trx
          .selectFrom('unit_tests')
          .select('id')
          .where('id', '=', item.ref_id)
          .where('access_tier', '=', 'PAID')
          .where('retired_at', 'is', null)
          .executeTakeFirst();
        if (!test) return false;
        testIds.push(item.ref_id);
      }
    }
    if (testIds.length === 0) return true;
    const since = await trx
      .selectFrom('user_unit_tests')
      .select('id')
      .where('user_id', '=', order.user_id)
      .where('unit_test_id', 'in', testIds)
      .where('acquired_at', '>=', order.created_at)
      .executeTakeFirst();
    return since === undefined;
  }

  /**
   * Whether an adaptive test a still-pending order sells has come to its payer another way (a
   * code) since: paying for it then would charge for a right already held.
   */
  async function adaptiveAlreadyHeld(trx: Trx, order: OrderRow): Promise<boolean> {
    if (order.purchase_type !== 'ADAPTIVE_TEST') return false;
    for (const item of await repository.items([order.id], trx)) {
      const offer = item.kind === 'ADAPTIVE_TEST' ? deps.adaptive.offer(item.ref_id) : null;
      if (offer && (await deps.adaptive.has(order.user_id, offer.key, trx))) return true;
    }
    return false;
  }

  const settledOf = (order: OrderRow, outcome: SettledOrder['outcome']): SettledOrder => ({
    userId: order.user_id,
    transNo: order.trans_no,
    total: order.total,
    outcome,
  });

  /** A failing listener never undoes or fails a settled payment. */
  async function tell(order: SettledOrder): Promise<void> {
    await deps.events?.orderSettled(order).catch(() => undefined);
  }

  /**
   * The gateway took the money for an order closed unpaid (its page was paid after a cancel, an
   * expiry or a failure). Exactly one message moves it (conditional update from the status read):
   * it is granted when what it bought can still be sold, else marked REFUND_DUE.
   */
  async function settleLate(trx: Trx, order: OrderRow, result: GatewayResult, now: Date): Promise<SettleAnswer> {
    const at = now.toISOString();
    const grant = await stillSellable(trx, order);
    const moved = await repository.settleClosed(trx, order.id, order.status, {
      status: grant ? 'SUCCESS' : 'REFUND_DUE',
      provider_code: result.providerCode,
      result_code: result.resultCode,
      provider_trans_no: result.providerTransNo,
      paid_at: at,
      settled_at: at,
      updated_at: at,
    });
    if (!moved) return 'ALREADY_SETTLED';
    if (!grant) return 'REFUND_DUE';
    await fulfil(trx, order, now);
    return 'LATE_GRANTED';
  }

  /**
   * Applies a verified gateway result: in the order VNPAY asks for (order, amount, already
   * settled), then one conditional update of the order. Only the call whose update moved the
   * order fulfils it, so duplicates and races fulfil once. A payment for an order closed unpaid
   * is never dropped: it is granted or marked for refund (settleLate).
   */
  async function settle(provider: PaymentProvider['name'], result: GatewayResult): Promise<SettleAnswer> {
    const now = clock.now();
    const at = now.toISOString();
    let settled = null as SettledOrder | null;
    const answer = await db.transaction().execute(async (trx): Promise<SettleAnswer> => {
      const order = await repository.byTransNo(result.transNo, trx);
      if (!order || order.method !== provider) return 'NOT_FOUND';
      if (result.amount !== order.total) return 'AMOUNT_MISMATCH';
      if (order.status !== 'PENDING') {
        return result.outcome === 'SUCCESS' && CLOSED_UNPAID.has(order.status)
          ? settleLate(trx, order, result, now)
          : 'ALREADY_SETTLED';
      }
      if (result.outcome === 'PENDING') return 'PENDING';
      const held = result.outcome === 'SUCCESS' && (await adaptiveAlreadyHeld(trx, order));
      const moved = await repository.settle(trx, order.id, {
        status: held ? 'REFUND_DUE' : result.outcome,
        provider_code: result.providerCode,
        result_code: result.resultCode,
        provider_trans_no: result.providerTransNo,
        paid_at: result.outcome === 'SUCCESS' ? at : null,
        settled_at: at,
        updated_at: at,
      });
      if (!moved) {
        // Closed between the read and the update (a cancel on another connection): read again.
        const closed = await repository.byTransNo(result.transNo, trx);
        return closed && result.outcome === 'SUCCESS' && CLOSED_UNPAID.has(closed.status)
          ? settleLate(trx, closed, result, now)
          : 'ALREADY_SETTLED';
      }
      if (held) {
        await vouchers.release(trx, order.id);
        return 'REFUND_DUE';
      }
      if (result.outcome === 'SUCCESS') await fulfil(trx, order, now);
      else await vouchers.release(trx, order.id);
      settled = settledOf(order, result.outcome === 'SUCCESS' ? 'PAID' : 'FAILED');
      return 'SETTLED';
    });
    if (answer === 'LATE_GRANTED') {
      await cancelOverlapping(result.transNo, now);
      const granted = await repository.byTransNo(result.transNo);
      if (granted) settled = settledOf(granted, 'PAID');
    }
    if (settled) await tell(settled);
    return answer;
  }

  /**
   * After a late grant, the payer's other unpaid orders selling the same tests or plan are
   * cancelled, so paying them too ends in a refund, not in a second charge for one test.
   */
  async function cancelOverlapping(transNo: string, now: Date): Promise<void> {
    const granted = await repository.byTransNo(transNo);
    if (!granted) return;
    const items = await repository.items([granted.id]);
    const packageTests = await repository.packageTests(
      items.filter((item) => item.kind === 'EXAM_PACKAGE').map((item) => item.ref_id),
    );
    const unitTestIds = [
      ...items.filter((item) => item.kind === 'UNIT_TEST').map((item) => item.ref_id),
      ...packageTests.map((test) => test.id),
    ];
    const resolved = {
      purchase: {
        type: granted.purchase_type,
        ...(granted.purchase_ref_id === null ? {} : { id: granted.purchase_ref_id }),
      },
      lines: [{ unitTestIds }],
    };
    for (const order of await orders.supersededBy(granted.user_id, resolved)) {
      await cancelPending(order, `its tests were granted by the late payment of ${transNo}`, now);
    }
  }

  /**
   * Settles an unpaid order that will not be paid (expired: code 11; cancelled: code 24) and gives
   * its voucher back; its gateway page paid later changes nothing (the IPN finds the order
   * settled). False when it was no longer pending.
   */
  async function closeUnpaid(
    order: OrderRow,
    end: { status: 'EXPIRED' | 'CANCELLED'; code: '11' | '24' },
    reason: string,
    at: string,
  ): Promise<boolean> {
    const moved = await db.transaction().execute(async (trx) => {
      const done = await repository.settle(trx, order.id, {
        status: end.status,
        result_code: end.code,
        settled_at: at,
        updated_at: at,
      });
      if (done) await vouchers.release(trx, order.id);
      return done;
    });
    await repository.logEvent({
      order_id: order.id,
      provider: order.method === 'GIFT' ? 'NONE' : order.method,
      kind: 'EXPIRE',
      trans_no: order.trans_no,
      payload: { reason },
      signature_valid: true,
      outcome: moved ? end.status : 'ALREADY_SETTLED',
      created_at: at,
    });
    return moved;
  }

  const expire = (order: OrderRow, reason: string) =>
    closeUnpaid(order, { status: 'EXPIRED', code: '11' }, reason, clock.now().toISOString());

  async function logIpn(provider: 'VNPAY' | 'MOMO', payload: unknown, result: GatewayResult | null, outcome: string) {
    const order = result ? await repository.byTransNo(result.transNo) : undefined;
    await repository.logEvent({
      order_id: order?.id ?? null,
      provider,
      kind: 'IPN',
      trans_no: result?.transNo ?? null,
      payload,
      signature_valid: result !== null,
      outcome,
      created_at: clock.now().toISOString(),
    });
  }

  /** Cancels one of the user's unpaid orders (code 24), e.g. when a new checkout replaces it. */
  const cancelPending = (order: OrderRow, reason: string, now: Date) =>
    closeUnpaid(order, { status: 'CANCELLED', code: '24' }, reason, now.toISOString());

  /**
   * One checkout per payer at a time in this process, so a double click (or ten) on Pay finds the
   * order the first one made instead of cancelling it and making another.
   */
  const checkoutQueue = new Map<number, Promise<unknown>>();
  async function oneAtATime<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const before = checkoutQueue.get(userId) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.catch(() => undefined);
    checkoutQueue.set(userId, settled);
    try {
      return await run;
    } finally {
      if (checkoutQueue.get(userId) === settled) checkoutQueue.delete(userId);
    }
  }

  /**
   * The payer's unpaid order a repeated checkout gets back: same purchase, same lines and prices,
   * same method and voucher, with its gateway URL made and time left to pay.
   */
  async function reusable(
    userId: number,
    resolved: Awaited<ReturnType<OrdersService['resolve']>>,
    method: string,
    code: string,
    now: Date,
  ): Promise<PaymentCreateData | null> {
    const wanted = resolved.lines.map((line) => `${line.kind}:${line.refId}:${line.price}`).join('|');
    for (const order of await repository.pendingOf(userId)) {
      if (
        order.purchase_type !== resolved.purchase.type ||
        order.purchase_ref_id !== (resolved.purchase.id ?? null) ||
        order.method !== method ||
        (order.voucher_code ?? '').toUpperCase() !== code.toUpperCase() ||
        Date.parse(order.expires_at) - now.getTime() < REUSE_MARGIN_MS
      ) {
        continue;
      }
      const items = await repository.items([order.id]);
      if (items.map((item) => `${item.kind}:${item.ref_id}:${item.price}`).join('|') !== wanted) continue;
      // Another instance may still be asking the gateway for this order's URL.
      let paymentUrl = order.payment_url;
      for (let waited = 0; paymentUrl === null && waited < URL_WAIT_MS; waited += 100) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const again = await repository.byTransNo(order.trans_no);
        if (!again || again.status !== 'PENDING') break;
        paymentUrl = again.payment_url;
      }
      if (paymentUrl === null) continue;
      return {
        transNo: order.trans_no,
        status: 'PENDING',
        total: order.total,
        paymentUrl,
        expiresAt: order.expires_at,
      };
    }
    return null;
  }

  const service = {
    async create(userId: number, request: PaymentCreateRequest, ipAddr: string): Promise<PaymentCreateData> {
      return oneAtATime(userId, () => service.createNow(userId, request, ipAddr));
    },

    /** create, without waiting for the payer's other checkouts. */
    async createNow(userId: number, request: PaymentCreateRequest, ipAddr: string): Promise<PaymentCreateData> {
      const returnUrl = checkReturnUrl(request.returnUrl);
      const now = clock.now();
      const code = request.voucherCode?.trim() ?? '';
      const resolved = await orders.resolve(userId, request.purchase);
      // A repeated Pay (double click, a second tab) gets the order it already made (decision 0032).
      if (request.method !== 'GIFT') {
        const again = await reusable(userId, resolved, request.method, code, now);
        if (again) return again;
      }
      // A new checkout supersedes the caller's unpaid orders of the same purchase and those that
      // would sell one of the same tests (decision 0023): they are cancelled, so nothing is sold
      // twice and their vouchers are free again.
      for (const order of await orders.supersededBy(userId, resolved)) {
        await cancelPending(order, 'superseded by a new checkout of the same purchase or tests', now);
      }
      const applied = code === '' ? null : await vouchers.apply(code, userId, resolved.lines, now);
      const breakdown = breakdownOf(resolved, applied);
      const free = breakdown.total === 0;
      if (!free && request.method === 'GIFT') {
        throw new AppError(422, 'PAYMENT_METHOD_NOT_ALLOWED', 'GIFT completes only an order whose total is 0.');
      }
      if (!free && !breakdown.methods.includes(request.method)) {
        const limits =
          request.method === 'MOMO'
            ? `${PAYMENT_LIMITS.MOMO_MIN}–${PAYMENT_LIMITS.MOMO_MAX}`
            : `${PAYMENT_LIMITS.VNPAY_MIN}–${PAYMENT_LIMITS.VNPAY_MAX}`;
        throw new AppError(422, 'PAYMENT_METHOD_NOT_ALLOWED', `${request.method} accepts ${limits} VND.`);
      }
      const method = free ? 'GIFT' : request.method;
      const at = now.toISOString();
      const expiresAt = new Date(now.getTime() + deps.orderTtlMinutes * 60_000);
      const transNo = newTransNo(now);

      const order = await db.transaction().execute(async (trx) => {
        const orderId = await repository.insert(
          trx,
          {
            trans_no: transNo,
            user_id: userId,
            purchase_type: breakdown.purchase.type,
            purchase_ref_id: breakdown.purchase.id ?? null,
            method,
            status: 'PENDING',
            subtotal: breakdown.subtotal,
            discount: breakdown.discount,
            total: breakdown.total,
            voucher_id: applied?.voucher.id ?? null,
            voucher_code: applied?.voucher.code ?? null,
            locale: request.locale,
            return_url: returnUrl,
            payment_url: null,
            request_id: method === 'MOMO' ? transNo : null,
            provider_trans_no: null,
            provider_code: null,
            result_code: null,
            created_at: at,
            expires_at: expiresAt.toISOString(),
            paid_at: null,
            settled_at: null,
            updated_at: at,
          },
          resolved.lines.map((line, position) => ({
            kind: line.kind,
            ref_id: line.refId,
            name_vi: line.name.vi,
            name_en: line.name.en,
            price: line.price,
            discount: breakdown.lines[position]?.discount ?? 0,
            position,
          })),
        );
        if (applied) await vouchers.reserve(trx, applied.voucher, userId, orderId, now);
        const row = await repository.byTransNo(transNo, trx);
        if (!row) throw new Error('order vanished');
        if (free) {
          await repository.settle(trx, orderId, {
            status: 'SUCCESS',
            result_code: '00',
            paid_at: at,
            settled_at: at,
            updated_at: at,
          });
          await fulfil(trx, row, now);
        }
        return row;
      });

      if (free) {
        await repository.logEvent({
          order_id: order.id,
          provider: 'NONE',
          kind: 'CREATE',
          trans_no: transNo,
          payload: { method: 'GIFT', total: 0 },
          signature_valid: true,
          outcome: 'SUCCESS',
          created_at: at,
        });
        await tell(settledOf(order, 'PAID'));
        return { transNo, status: 'SUCCESS', total: 0, paymentUrl: null, expiresAt: order.expires_at };
      }

      const provider = providers[method === 'MOMO' ? 'MOMO' : 'VNPAY'];
      const label =
        resolved.lines.length === 1 ? (resolved.lines[0]?.name.vi ?? '') : `${resolved.lines.length} san pham`;
      try {
        const { paymentUrl } = await provider.createPayment({
          transNo,
          amount: breakdown.total,
          orderInfo: asciiOrderInfo(`Thanh toan don hang ${transNo} ${label}`),
          locale: request.locale,
          returnUrl,
          ipAddr,
          createdAt: now,
          expiresAt,
          requestId: transNo,
        });
        await repository.update(order.id, { payment_url: paymentUrl, updated_at: at });
        await repository.logEvent({
          order_id: order.id,
          provider: provider.name,
          kind: 'CREATE',
          trans_no: transNo,
          payload: { paymentUrl },
          signature_valid: true,
          outcome: 'PENDING',
          created_at: at,
        });
        return { transNo, status: 'PENDING', total: breakdown.total, paymentUrl, expiresAt: order.expires_at };
      } catch (error) {
        await db.transaction().execute(async (trx) => {
          if (
            await repository.settle(trx, order.id, {
              status: 'FAILED',
              result_code: '99',
              settled_at: at,
              updated_at: at,
            })
          ) {
            await vouchers.release(trx, order.id);
          }
        });
        await repository.logEvent({
          order_id: order.id,
          provider: provider.name,
          kind: 'CREATE',
          trans_no: transNo,
          payload: { error: error instanceof Error ? error.message : String(error) },
          signature_valid: true,
          outcome: 'FAILED',
          created_at: at,
        });
        throw new AppError(
          503,
          'MAINTENANCE',
          'The payment gateway could not be reached. Nothing was charged; try again.',
        );
      }
    },

    /** The payer cancels one of their unpaid orders (/account/orders): its voucher is free again. */
    async cancel(userId: number, transNo: string): Promise<OrderDto> {
      const order = await repository.byTransNo(transNo);
      if (!order || order.user_id !== userId) throw new AppError(404, 'NOT_FOUND', 'There is no such order.');
      if (!(await cancelPending(order, 'cancelled by the payer', clock.now()))) {
        throw new AppError(409, 'ORDER_NOT_PENDING', 'This order is no longer waiting for payment.');
      }
      return orders.detail(userId, transNo);
    },

    /** VNPAY's IPN: checksum first (97), then order (01), amount (04), already confirmed (02), 00; 99 otherwise. */
    async vnpayIpn(query: Record<string, string>): Promise<VnpayIpnAnswer> {
      let result: GatewayResult | null = null;
      let answer: VnpayIpnAnswer;
      let late = '';
      try {
        result = providers.VNPAY.readIpn(query);
        const settled = result === null ? null : await settle('VNPAY', result);
        answer = settled === null ? VNPAY_ANSWERS.BAD_SIGNATURE : VNPAY_ANSWERS[settled];
        // A payment for a closed order says in the log what became of it.
        if (settled === 'LATE_GRANTED' || settled === 'REFUND_DUE') late = ` ${settled}`;
      } catch {
        answer = VNPAY_ANSWERS.ERROR;
      }
      await logIpn('VNPAY', query, result, `${answer.RspCode}${late}`);
      return answer;
    },

    /** MoMo's IPN: a bad signature is refused (400) and changes nothing; anything else is acknowledged. */
    async momoIpn(body: MomoIpnBody): Promise<void> {
      const result = providers.MOMO.readIpn(body);
      if (result === null) {
        await logIpn('MOMO', body, null, 'BAD_SIGNATURE');
        throw new AppError(400, 'PAYMENT_SIGNATURE_INVALID', 'The IPN signature is wrong.');
      }
      const answer = await settle('MOMO', result);
      await logIpn('MOMO', body, result, answer);
    },

    /** /checkout/result: verifies the return parameters and reads the order; changes nothing. */
    async readReturn(request: PaymentReturnRequest): Promise<PaymentReturnData> {
      const result = providers[request.provider].readReturn(request.params);
      await repository.logEvent({
        order_id: null,
        provider: request.provider,
        kind: 'RETURN',
        trans_no: result?.transNo ?? null,
        payload: request.params,
        signature_valid: result !== null,
        outcome: result?.providerCode ?? 'BAD_SIGNATURE',
        created_at: clock.now().toISOString(),
      });
      if (result === null) {
        throw new AppError(400, 'PAYMENT_SIGNATURE_INVALID', 'These payment parameters are not signed by the gateway.');
      }
      const order = await orders.detail(null, result.transNo);
      // The gateway says it took the money but the order reads closed unpaid: its IPN (or
      // reconciliation) has not come yet. It is being confirmed, never "not charged".
      if (CHARGED_CODES.has(result.providerCode) && CLOSED_UNPAID.has(order.status)) {
        return { order: { ...order, resultStatus: 'PROCESSING' }, gatewayCode: result.providerCode };
      }
      return { order, gatewayCode: result.providerCode };
    },

    /**
     * Settles orders still PENDING after their expiry by asking their gateway (VNPAY querydr,
     * MoMo query): paid ones are fulfilled, failed ones recorded, ones the gateway never saw (or
     * still pending a day later) expire. Orders closed unpaid while their page could still be
     * paid are asked about once their window ended: paid ones are granted or marked for refund.
     * Answers the orders waiting for a refund. Idempotent: every change is a conditional update.
     */
    async reconcile(
      limit = 50,
    ): Promise<{ checked: number; settled: number; expired: number; granted: number; refundDue: string[] }> {
      const now = clock.now();
      const pending = await repository.pendingBefore(now.toISOString(), limit);
      const closed = await repository.closedUnasked(
        now.toISOString(),
        new Date(now.getTime() - 7 * DAY_MS).toISOString(),
        limit,
      );
      const due = [...pending, ...closed];
      let settled = 0;
      let expired = 0;
      let granted = 0;
      for (const order of due) {
        if (order.method === 'GIFT') {
          if (await expire(order, 'free order left pending')) expired += 1;
          continue;
        }
        const provider = providers[order.method];
        try {
          const answer = await provider.query({
            transNo: order.trans_no,
            amount: order.total,
            createdAt: new Date(order.created_at),
            requestId: order.request_id,
            ipAddr: '127.0.0.1',
            now,
          });
          await repository.logEvent({
            order_id: order.id,
            provider: provider.name,
            kind: 'QUERY',
            trans_no: order.trans_no,
            payload: answer,
            signature_valid: true,
            outcome: answer.outcome,
            created_at: now.toISOString(),
          });
          if (order.status !== 'PENDING') {
            if (answer.outcome === 'SUCCESS') {
              if ((await settle(provider.name, answer)) === 'LATE_GRANTED') granted += 1;
            }
          } else if (answer.outcome === 'NOT_FOUND') {
            if (await expire(order, 'unknown to the gateway')) expired += 1;
          } else if (answer.outcome === 'PENDING') {
            if (
              now.getTime() > new Date(order.expires_at).getTime() + DAY_MS &&
              (await expire(order, 'pending a day'))
            ) {
              expired += 1;
            }
          } else if ((await settle(provider.name, answer)) === 'SETTLED') {
            settled += 1;
          }
        } catch {
          // The gateway did not answer: the next run asks again.
        }
      }
      return { checked: due.length, settled, expired, granted, refundDue: await repository.refundDue() };
    },
  };
  return service;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
