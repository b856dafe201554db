/**
 * Commerce values the web app and the API share: order and payment states, the payment
 * result codes of spec §8 and the limits. TypeBox-free, so the web bundle may import it.
 */

/** What an order buys: the cart, one test, a membership plan, an exam package or an adaptive test's right. */
export const PURCHASE_TYPES = ['CART', 'UNIT_TEST', 'MEMBERSHIP', 'EXAM_PACKAGE', 'ADAPTIVE_TEST'] as const;
export type PurchaseType = (typeof PURCHASE_TYPES)[number];

/** What one order line is. */
export const ORDER_ITEM_KINDS = ['UNIT_TEST', 'MEMBERSHIP', 'EXAM_PACKAGE', 'ADAPTIVE_TEST'] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];

/**
 * An order's own state. EXPIRED: still unpaid at its expiry (or settled as unpaid by reconciliation).
 * REFUND_DUE: the gateway took the money after the order was closed and what it bought can no
 * longer be sold (decision 0032); the money goes back to the payer.
 */
export const ORDER_STATUSES = ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'EXPIRED', 'REFUND_DUE'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Payment result status shown by /checkout/result (spec §4), derived from the order status. */
export const PAYMENT_RESULT_STATUS_OF: Record<OrderStatus, 'SUCCESS' | 'FAIL' | 'CANCELLED' | 'PROCESSING'> = {
  PENDING: 'PROCESSING',
  SUCCESS: 'SUCCESS',
  FAILED: 'FAIL',
  CANCELLED: 'CANCELLED',
  EXPIRED: 'FAIL',
  REFUND_DUE: 'FAIL',
};

/**
 * The payment result codes of spec §8 (VNPAY's vnp_ResponseCode values). A MoMo resultCode is
 * translated to the nearest of these (see `resultCode` on an order); anything else reads '99'.
 *   00 success · 07 success but flagged as suspicious · 09 card/account not registered for
 *   internet banking · 10 wrong card/account details 3 times · 11 payment window expired ·
 *   12 card/account locked · 13 wrong OTP · 24 cancelled by the payer · 51 insufficient funds ·
 *   65 over the daily limit · 75 bank under maintenance · 79 wrong payment password too many times ·
 *   99 other error.
 */
export const PAYMENT_RESULT_CODES = [
  '00',
  '07',
  '09',
  '10',
  '11',
  '12',
  '13',
  '24',
  '51',
  '65',
  '75',
  '79',
  '99',
] as const;
export type PaymentResultCode = (typeof PAYMENT_RESULT_CODES)[number];

export const PAYMENT_LIMITS = {
  /** MoMo captureWallet accepts 1,000–50,000,000 VND. */
  MOMO_MIN: 1_000,
  MOMO_MAX: 50_000_000,
  /** VNPAY refuses less than 5,000 VND and more than 1,000,000,000 VND. */
  VNPAY_MIN: 5_000,
  VNPAY_MAX: 1_000_000_000,
  /** A pending order may be paid for this many minutes (vnp_ExpireDate / MoMo's window). */
  ORDER_TTL_MINUTES: 15,
} as const;

export const CART_MAX_ITEMS = 50;
export const ORDERS_PAGE_SIZE = { DEFAULT: 10, MAX: 50 } as const;

/**
 * Quantity kinds (spec §3): QUANTITY_SILVER opens a members' mock exam (a MEMBERSHIP test of
 * unit type TEST), QUANTITY_GOLD opens a PAID test; the _LIMIT kinds cap how many of each may be
 * opened per day (Vietnam time). Members' practice (unit type PRACTICE) opens with the plan alone.
 */

/** How a test not yet owned can be opened by POST /itf/unit-tests/use (UnitTestDetail.openWith). */
export const OPEN_WITH = ['MEMBERSHIP', 'QUANTITY_SILVER', 'QUANTITY_GOLD'] as const;
export type OpenWith = (typeof OPEN_WITH)[number];
