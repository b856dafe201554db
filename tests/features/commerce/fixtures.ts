import type { BreakdownDto, CartDto, CartItemDto, OrderDto, PurchaseDto } from '@contract/commerce';

export function makeCartItem(overrides: Partial<CartItemDto> = {}): CartItemDto {
  const unitTestId = overrides.unitTestId ?? 3011;
  return {
    id: 501,
    unitTestId,
    slug: `de-${unitTestId}`,
    name: `Đề ${unitTestId}`,
    nameEn: `Test ${unitTestId}`,
    price: 99_000,
    owned: false,
    addedAt: '2026-11-26T07:00:00.000Z',
    ...overrides,
  };
}

/** A cart as the server answers it: count and total are the server's (never computed here). */
export function makeCart(items: CartItemDto[], total: number): CartDto {
  return { items, count: items.length, total };
}

export function makeBreakdown(overrides: Partial<BreakdownDto> = {}): BreakdownDto {
  const purchase: PurchaseDto = overrides.purchase ?? { type: 'MEMBERSHIP', id: 2 };
  return {
    purchase,
    lines: [{ kind: 'MEMBERSHIP', refId: 2, name: { vi: 'Gói Vàng', en: 'Gold' }, price: 400_000, discount: 0 }],
    skippedOwned: [],
    subtotal: 400_000,
    discount: 0,
    total: 400_000,
    voucher: null,
    methods: ['VNPAY', 'MOMO'],
    ...overrides,
  };
}

export function makeOrder(overrides: Partial<OrderDto> = {}): OrderDto {
  return {
    transNo: 'EL2611260001',
    status: 'SUCCESS',
    resultStatus: 'SUCCESS',
    resultCode: '00',
    providerCode: '00',
    method: 'VNPAY',
    purchaseType: 'UNIT_TEST',
    items: [
      {
        kind: 'UNIT_TEST',
        refId: 3011,
        name: { vi: 'Đề FCE số 1', en: 'FCE test 1' },
        price: 99_000,
        discount: 0,
        slug: 'fce-1',
      },
    ],
    subtotal: 99_000,
    discount: 0,
    total: 99_000,
    voucherCode: null,
    createdAt: '2026-11-26T07:00:00.000Z',
    expiresAt: '2026-11-26T07:15:00.000Z',
    paidAt: '2026-11-26T07:02:00.000Z',
    paymentUrl: null,
    ...overrides,
  };
}

export const ok = <T>(data: T) => ({ result: true as const, data });
export const fail = (code: string) => ({ result: false as const, code, message: code });
