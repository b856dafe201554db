import type {
  BreakdownDto,
  ExamPackageDto,
  OrderDto,
  OrderListData,
  OrderListQuery,
  PurchaseDto,
} from '@contract/commerce';
import {
  ORDERS_PAGE_SIZE,
  PAYMENT_LIMITS,
  PAYMENT_RESULT_CODES,
  PAYMENT_RESULT_STATUS_OF,
  type OrderItemKind,
  type PaymentResultCode,
} from '@contract/commerce-rules';
import type { LocalizedText } from '@contract/catalogue';
import type { PAYMENT_METHODS } from '@contract/constants';
import type { Transaction } from 'kysely';
import type { DatabaseSchema } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import type { CartReader } from '../cart';
import type { VoucherApplication, VouchersService } from '../vouchers';
import type { OrderItemRow, OrderRow, OrdersRepository } from './repository';

type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One line of a purchase, priced, with what it grants. */
interface PurchaseLine {
  kind: OrderItemKind;
  refId: number;
  name: LocalizedText;
  price: number;
  /** Tests the line gives (UNIT_TEST, EXAM_PACKAGE). */
  unitTestIds: number[];
}

export interface ResolvedPurchase {
  purchase: PurchaseDto;
  lines: PurchaseLine[];
  skippedOwned: number[];
}

/** The adaptive tests on sale (the adaptive module's prices) and whether a student has one's right. */
interface AdaptiveOffers {
  offer(id: number): { key: string; name: { vi: string; en: string }; price: number } | null;
  has(userId: number, key: string, executor?: Transaction<DatabaseSchema>): Promise<boolean>;
}

export interface OrdersServiceDeps {
  repository: OrdersRepository;
  cart: CartReader;
  vouchers: VouchersService;
  clock: Clock;
  adaptive: AdaptiveOffers;
}

const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `There is no such ${what}.`);
const nothingToBuy = () => new AppError(409, 'NOTHING_TO_BUY', 'You already own everything in this purchase.');

/** The payment methods a total allows. */
function methodsFor(total: number): PaymentMethod[] {
  if (total === 0) return ['GIFT'];
  const methods: PaymentMethod[] = [];
  if (total >= PAYMENT_LIMITS.VNPAY_MIN && total <= PAYMENT_LIMITS.VNPAY_MAX) methods.push('VNPAY');
  if (total >= PAYMENT_LIMITS.MOMO_MIN && total <= PAYMENT_LIMITS.MOMO_MAX) methods.push('MOMO');
  return methods;
}

export function breakdownOf(resolved: ResolvedPurchase, voucher: VoucherApplication | null): BreakdownDto {
  const subtotal = resolved.lines.reduce((sum, line) => sum + line.price, 0);
  const discount = voucher?.discount ?? 0;
  const total = subtotal - discount;
  return {
    purchase: resolved.purchase,
    lines: resolved.lines.map((line, i) => ({
      kind: line.kind,
      refId: line.refId,
      name: line.name,
      price: line.price,
      discount: voucher?.discounts[i] ?? 0,
    })),
    skippedOwned: resolved.skippedOwned,
    subtotal,
    discount,
    total,
    voucher: voucher?.applied ?? null,
    methods: methodsFor(total),
  };
}

function toOrderDto(order: OrderRow, items: OrderItemRow[], slugs: Map<number, string>): OrderDto {
  const resultCode = (PAYMENT_RESULT_CODES as readonly string[]).includes(order.result_code ?? '')
    ? (order.result_code as PaymentResultCode)
    : null;
  return {
    transNo: order.trans_no,
    status: order.status,
    resultStatus: PAYMENT_RESULT_STATUS_OF[order.status],
    resultCode,
    providerCode: order.provider_code,
    method: order.method,
    purchaseType: order.purchase_type,
    items: items.map((item) => ({
      kind: item.kind,
      refId: item.ref_id,
      name: { vi: item.name_vi, en: item.name_en },
      price: item.price,
      discount: item.discount,
      slug: item.kind === 'UNIT_TEST' ? (slugs.get(item.ref_id) ?? null) : null,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    total: order.total,
    voucherCode: order.voucher_code,
    createdAt: order.created_at,
    expiresAt: order.expires_at,
    paidAt: order.paid_at,
    paymentUrl: order.status === 'PENDING' ? order.payment_url : null,
  };
}

/**
 * Prices and orders: what a purchase is and costs (always computed here, never by the web),
 * the voucher check, the exam packages, and the caller's orders.
 */
export function createOrdersService({ repository, cart, vouchers, clock, adaptive }: OrdersServiceDeps) {
  async function resolve(
    userId: number | null,
    purchase: PurchaseDto,
    executor?: Transaction<DatabaseSchema>,
  ): Promise<ResolvedPurchase> {
    const needId = () => {
      if (purchase.id === undefined) throw invalidField('purchase.id', `is required for ${purchase.type}`);
      return purchase.id;
    };
    const owned = async (ids: number[]) =>
      userId === null ? new Set<number>() : cart.ownedAmong(userId, ids, executor);
    const clean: PurchaseDto = purchase.type === 'CART' ? { type: 'CART' } : { type: purchase.type, id: needId() };

    switch (purchase.type) {
      case 'CART': {
        if (userId === null) throw new AppError(401, 'UNAUTHORIZED', 'Sign in to check out your cart.');
        const items = await cart.items(userId);
        if (items.length === 0) throw new AppError(409, 'CART_EMPTY', 'Your cart is empty.');
        const mine = await owned(items.map((item) => item.unit_test_id));
        const lines = items
          .filter((item) => !mine.has(item.unit_test_id))
          .map((item) => ({
            kind: 'UNIT_TEST' as const,
            refId: item.unit_test_id,
            name: { vi: item.name, en: item.name_en ?? item.name },
            price: item.price ?? 0,
            unitTestIds: [item.unit_test_id],
          }));
        if (lines.length === 0) throw nothingToBuy();
        return { purchase: clean, lines, skippedOwned: items.map((i) => i.unit_test_id).filter((id) => mine.has(id)) };
      }
      case 'UNIT_TEST': {
        const id = needId();
        const [test] = await cart.tests([id], executor);
        if (!test) throw notFound('unit test');
        if (test.access_tier !== 'PAID' || test.price === null) {
          throw new AppError(
            422,
            'NOT_FOR_SALE',
            'Only paid tests are sold one by one; members’ tests come with a plan.',
          );
        }
        if ((await owned([id])).has(id)) throw new AppError(409, 'ALREADY_OWNED', 'You already own this test.');
        const line = {
          kind: 'UNIT_TEST' as const,
          refId: id,
          name: { vi: test.name, en: test.name_en ?? test.name },
          price: test.price,
          unitTestIds: [id],
        };
        return { purchase: clean, lines: [line], skippedOwned: [] };
      }
      case 'MEMBERSHIP': {
        const plan = await repository.plan(needId(), executor);
        if (!plan) throw notFound('membership plan');
        if (plan.role_code !== 'STUDENT') throw new AppError(422, 'NOT_FOR_SALE', 'This plan is not on sale.');
        const line = {
          kind: 'MEMBERSHIP' as const,
          refId: plan.id,
          name: { vi: plan.name_vi, en: plan.name_en },
          price: plan.price,
          unitTestIds: [],
        };
        return { purchase: clean, lines: [line], skippedOwned: [] };
      }
      case 'EXAM_PACKAGE': {
        const pack = await repository.examPackage(needId(), executor);
        if (!pack) throw notFound('exam package');
        const tests = await repository.packageTests([pack.id], executor);
        const mine = await owned(tests.map((test) => test.id));
        const rest = tests.filter((test) => !mine.has(test.id));
        if (rest.length === 0) throw nothingToBuy();
        // Owning part of a package: it costs at most what its other tests cost one by one.
        const price = Math.min(
          pack.price,
          rest.reduce((sum, test) => sum + (test.price ?? 0), 0),
        );
        const line = {
          kind: 'EXAM_PACKAGE' as const,
          refId: pack.id,
          name: { vi: pack.name_vi, en: pack.name_en },
          price,
          unitTestIds: rest.map((test) => test.id),
        };
        return { purchase: clean, lines: [line], skippedOwned: tests.filter((t) => mine.has(t.id)).map((t) => t.id) };
      }
      case 'ADAPTIVE_TEST': {
        const offer = adaptive.offer(needId());
        if (!offer) throw notFound('adaptive test');
        if (userId !== null && (await adaptive.has(userId, offer.key, executor))) {
          throw new AppError(409, 'ALREADY_OWNED', 'This test is unlocked for you already.');
        }
        const line = {
          kind: 'ADAPTIVE_TEST' as const,
          refId: needId(),
          name: offer.name,
          price: offer.price,
          unitTestIds: [],
        };
        return { purchase: clean, lines: [line], skippedOwned: [] };
      }
    }
  }

  async function ordersWithItems(orders: OrderRow[]): Promise<OrderDto[]> {
    const items = await repository.items(orders.map((order) => order.id));
    const slugs = new Map(
      (await repository.slugs(items.filter((i) => i.kind === 'UNIT_TEST').map((i) => i.ref_id))).map((row) => [
        row.id,
        row.slug,
      ]),
    );
    return orders.map((order) =>
      toOrderDto(
        order,
        items.filter((item) => item.order_id === order.id),
        slugs,
      ),
    );
  }

  /**
   * The caller's unpaid orders a new checkout of this purchase would cancel (decision 0023): those
   * of the same purchase, and those that would grant one of the same tests.
   */
  async function supersededBy(
    userId: number,
    resolved: Pick<ResolvedPurchase, 'purchase'> & { lines: readonly { unitTestIds: number[] }[] },
  ): Promise<OrderRow[]> {
    const refId = resolved.purchase.id ?? null;
    const tests = new Set(resolved.lines.flatMap((line) => line.unitTestIds));
    const superseded: OrderRow[] = [];
    for (const order of await repository.pendingOf(userId)) {
      if (order.purchase_type === resolved.purchase.type && order.purchase_ref_id === refId) {
        superseded.push(order);
        continue;
      }
      if (tests.size === 0) continue;
      const items = await repository.items([order.id]);
      const granted = items.filter((item) => item.kind === 'UNIT_TEST').map((item) => item.ref_id);
      const packages = items.filter((item) => item.kind === 'EXAM_PACKAGE').map((item) => item.ref_id);
      for (const test of await repository.packageTests(packages)) granted.push(test.id);
      if (granted.some((id) => tests.has(id))) superseded.push(order);
    }
    return superseded;
  }

  return {
    resolve,
    supersededBy,

    /** The caller's unpaid order that would grant this test, if any (the test page waits for it). */
    pendingOrderFor: async (userId: number, unitTestId: number) => {
      const transNo = await repository.pendingWithTest(userId, unitTestId);
      return transNo === null ? null : { transNo };
    },

    async quote(userId: number | null, purchase: PurchaseDto): Promise<BreakdownDto> {
      const resolved = await resolve(userId, purchase);
      const replaced = userId === null ? [] : await supersededBy(userId, resolved);
      return { ...breakdownOf(resolved, null), replacesUnpaid: replaced.map((order) => order.trans_no) };
    },

    async validateVoucher(userId: number | null, code: string, purchase: PurchaseDto): Promise<BreakdownDto> {
      // The code's own questions come first (missing code, login needed), then what is bought.
      if (code.trim() === '') await vouchers.apply(code, userId, [], clock.now());
      if (userId === null) await vouchers.apply(code, null, [], clock.now());
      const resolved = await resolve(userId, purchase);
      // Uses held by unpaid orders this checkout would cancel are as good as free.
      const releasable = userId === null ? [] : await supersededBy(userId, resolved);
      const applied = await vouchers.apply(code, userId, resolved.lines, clock.now(), undefined, {
        releasable: new Set(releasable.map((order) => order.trans_no)),
      });
      return { ...breakdownOf(resolved, applied), replacesUnpaid: releasable.map((order) => order.trans_no) };
    },

    async list(userId: number, query: OrderListQuery): Promise<OrderListData> {
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? ORDERS_PAGE_SIZE.DEFAULT;
      const total = await repository.countOf(userId, query.status);
      const rows =
        total > (page - 1) * pageSize
          ? await repository.pageOf(userId, (page - 1) * pageSize, pageSize, query.status)
          : [];
      return { items: await ordersWithItems(rows), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },

    /** One order by transaction number; someone else's reads as missing. */
    async detail(userId: number | null, transNo: string): Promise<OrderDto> {
      const order = await repository.byTransNo(transNo);
      if (!order || (userId !== null && order.user_id !== userId)) throw notFound('order');
      const [dto] = await ordersWithItems([order]);
      if (!dto) throw notFound('order');
      return dto;
    },

    async examPackages(userId: number | null): Promise<ExamPackageDto[]> {
      const packs = await repository.examPackages();
      const tests = await repository.packageTests(packs.map((pack) => pack.id));
      const mine =
        userId === null
          ? new Set<number>()
          : await cart.ownedAmong(
              userId,
              tests.map((test) => test.id),
            );
      return packs.map((pack) => {
        const own = tests.filter((test) => test.package_id === pack.id);
        return {
          id: pack.id,
          code: pack.code,
          name: { vi: pack.name_vi, en: pack.name_en },
          description: { vi: pack.description_vi, en: pack.description_en },
          certificateFamily: pack.certificate_family,
          price: pack.price,
          originalPrice: own.reduce((sum, test) => sum + (test.price ?? 0), 0),
          unitTests: own.map((test) => ({
            id: test.id,
            slug: test.slug,
            name: test.name,
            nameEn: test.name_en,
            price: test.price ?? 0,
            owned: mine.has(test.id),
          })),
          ownedAll: own.length > 0 && own.every((test) => mine.has(test.id)),
        };
      });
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
