/**
 * Commerce: the cart, prices and vouchers, payment (VNPAY, MoMo, GIFT), orders, memberships,
 * exam packages and quantity use. Every amount is an integer number of VND computed by the API;
 * the web app shows the breakdown and never computes money.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  ORDER_ITEM_KINDS,
  ORDER_STATUSES,
  ORDERS_PAGE_SIZE,
  PAYMENT_RESULT_CODES,
  PURCHASE_TYPES,
} from './commerce-rules';
import { LOCALES, PAYMENT_METHODS, PAYMENT_RESULT_STATUSES, QUANTITY_KINDS } from './constants';
import { BEARER_AUTH, defineEndpoint, OPTIONAL_AUTH } from './endpoint';
import { Nullable, Paged, StringEnum, Success } from './http';
import { LocalizedTextSchema } from './unit-tests';

const Vnd = (description = 'VND, an integer') => Type.Integer({ minimum: 0, description });
const BAD_TOKEN = 'UNAUTHORIZED: no bearer token, or an invalid or expired one';
const OPTIONAL_TOKEN = 'UNAUTHORIZED: a bearer token was sent but is invalid or expired';

// ─── Cart ──────────────────────────────────────────────────────────────────────────────────

const CartItemSchema = Type.Object({
  id: Nullable(Type.Integer(), { description: 'The cart line; null in a guest preview (nothing stored)' }),
  unitTestId: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  price: Vnd(),
  owned: Type.Boolean({
    description:
      'The caller already owns this test: it is never sold again, not counted in total and skipped at checkout',
  }),
  addedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type CartItemDto = Static<typeof CartItemSchema>;

const CartSchema = Type.Object({
  items: Type.Array(CartItemSchema, { description: 'Oldest first' }),
  count: Type.Integer({ description: 'Items, owned ones included (the header badge)' }),
  total: Vnd('Sum of the prices of the items not owned, before any voucher'),
});
export type CartDto = Static<typeof CartSchema>;

const CartQuerySchema = Type.Object(
  {
    unitTestIds: Type.Optional(
      Type.String({
        pattern: '^[0-9]{1,9}(,[0-9]{1,9}){0,49}$',
        description:
          'Comma-separated test ids from a guest’s local cart. Signed in: merged into the stored cart (tests that are ' +
          'not for sale, unknown or already owned are dropped). As a guest: answered as a preview, nothing stored.',
      }),
    ),
  },
  { additionalProperties: false },
);

const CartItemParams = Type.Object(
  { id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'The unit test id' }) },
  { additionalProperties: false },
);

// ─── What is bought, and its price ──────────────────────────────────────────────────────────

const PurchaseSchema = Type.Object(
  {
    type: StringEnum(PURCHASE_TYPES),
    id: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 2_147_483_647,
        description:
          'UNIT_TEST: the test id; MEMBERSHIP: the plan id; EXAM_PACKAGE: the package id; ' +
          'ADAPTIVE_TEST: the adaptive test’s offer id (600 the level test); CART: omitted',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PurchaseDto = Static<typeof PurchaseSchema>;

const PriceLineSchema = Type.Object({
  kind: StringEnum(ORDER_ITEM_KINDS),
  refId: Type.Integer({ description: 'Test, plan or package id' }),
  name: LocalizedTextSchema,
  price: Vnd('Price of the line before the voucher'),
  discount: Vnd('The voucher’s share on this line'),
});

const AppliedVoucherSchema = Type.Object({
  code: Type.String(),
  description: LocalizedTextSchema,
  percentOff: Type.Integer({ minimum: 1, maximum: 100 }),
  maxDiscount: Nullable(Vnd('Cap of the discount, when the voucher has one')),
});
export type AppliedVoucherDto = Static<typeof AppliedVoucherSchema>;

/** The server-computed price of a purchase: what /checkout shows. */
const BreakdownSchema = Type.Object({
  purchase: PurchaseSchema,
  lines: Type.Array(PriceLineSchema, { description: 'Owned tests are left out' }),
  skippedOwned: Type.Array(Type.Integer(), {
    description: 'Tests of a CART or EXAM_PACKAGE purchase the caller already owns, left out of lines',
  }),
  subtotal: Vnd(),
  discount: Vnd(),
  total: Vnd('subtotal − discount; 0 means the order completes without a gateway (GIFT)'),
  voucher: Nullable(AppliedVoucherSchema),
  methods: Type.Array(StringEnum(PAYMENT_METHODS), {
    description:
      'Payment methods this total allows: GIFT alone when total is 0; VNPAY within its limits; MOMO for 1,000–50,000,000',
  }),
  replacesUnpaid: Type.Optional(
    Type.Array(Type.String(), {
      description:
        "Quote and voucher check only: the caller's unpaid orders (transNo) of the same purchase or tests, which paying here cancels",
    }),
  ),
});
export type BreakdownDto = Static<typeof BreakdownSchema>;

const QuoteRequestSchema = Type.Object({ purchase: PurchaseSchema }, { additionalProperties: false });

const VoucherValidateRequestSchema = Type.Object(
  {
    voucherCode: Type.String({
      maxLength: 40,
      description: 'Any case; surrounding spaces ignored. Blank answers VOUCHER_CODE_REQUIRED',
    }),
    purchase: PurchaseSchema,
  },
  { additionalProperties: false },
);

// ─── Orders ────────────────────────────────────────────────────────────────────────────────

const OrderItemSchema = Type.Object({
  kind: StringEnum(ORDER_ITEM_KINDS),
  refId: Type.Integer(),
  name: LocalizedTextSchema,
  price: Vnd(),
  discount: Vnd(),
  /** For UNIT_TEST lines: the test's slug, to link to it. */
  slug: Nullable(Type.String()),
});

const OrderSchema = Type.Object({
  transNo: Type.String({ description: 'Unique transaction reference (vnp_TxnRef / MoMo orderId)' }),
  status: StringEnum(ORDER_STATUSES),
  resultStatus: StringEnum(PAYMENT_RESULT_STATUSES, {
    description: 'SUCCESS, FAIL (FAILED or EXPIRED), CANCELLED, or PROCESSING while PENDING',
  }),
  resultCode: Nullable(StringEnum(PAYMENT_RESULT_CODES), {
    description: 'The payment result code (spec §8) once the provider answered; null while pending',
  }),
  providerCode: Nullable(Type.String({ description: 'The provider’s own code (vnp_ResponseCode or MoMo resultCode)' })),
  method: StringEnum(PAYMENT_METHODS),
  purchaseType: StringEnum(PURCHASE_TYPES),
  items: Type.Array(OrderItemSchema),
  subtotal: Vnd(),
  discount: Vnd(),
  total: Vnd(),
  voucherCode: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time', description: 'A PENDING order not paid by then expires' }),
  paidAt: Nullable(Type.String({ format: 'date-time' })),
  paymentUrl: Nullable(Type.String({ description: 'While PENDING: the gateway page to (re)open' })),
});
export type OrderDto = Static<typeof OrderSchema>;

const OrderListDataSchema = Type.Object({
  items: Type.Array(OrderSchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type OrderListData = Static<typeof OrderListDataSchema>;

const OrderListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: ORDERS_PAGE_SIZE.MAX, default: ORDERS_PAGE_SIZE.DEFAULT }),
    ),
    status: Type.Optional(StringEnum(ORDER_STATUSES)),
  },
  { additionalProperties: false },
);
export type OrderListQuery = Static<typeof OrderListQuerySchema>;

// ─── Payment ───────────────────────────────────────────────────────────────────────────────

const PaymentCreateRequestSchema = Type.Object(
  {
    purchase: PurchaseSchema,
    method: StringEnum(PAYMENT_METHODS, {
      description: 'GIFT only for a total of 0 (a 100 % voucher or a free order); any method completes a free order',
    }),
    voucherCode: Type.Optional(Type.String({ maxLength: 40, description: 'Blank or omitted: no voucher' })),
    locale: StringEnum(LOCALES, { description: 'Language of the gateway page (vnp_Locale vn/en, MoMo lang)' }),
    returnUrl: Type.Optional(
      Type.String({
        maxLength: 500,
        description:
          'Where the gateway sends the payer back (the web’s /checkout/result, absolute). Its origin must be a configured ' +
          'web origin (CORS_ORIGINS, WEB_PUBLIC_URL; any localhost port outside production). Default: WEB_PUBLIC_URL/checkout/result',
      }),
    ),
  },
  { additionalProperties: false },
);
export type PaymentCreateRequest = Static<typeof PaymentCreateRequestSchema>;

const PaymentCreateDataSchema = Type.Object({
  transNo: Type.String(),
  status: StringEnum(ORDER_STATUSES, { description: 'PENDING (go to paymentUrl) or SUCCESS (free/GIFT, fulfilled)' }),
  total: Vnd(),
  paymentUrl: Nullable(Type.String({ description: 'The gateway page for PENDING; null when already SUCCESS' })),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type PaymentCreateData = Static<typeof PaymentCreateDataSchema>;

const ReturnParams = Type.Record(Type.String(), Type.String(), {
  description: 'Every query parameter the gateway put on the return URL, as received',
});

const PaymentReturnRequestSchema = Type.Object(
  {
    provider: StringEnum(['VNPAY', 'MOMO'] as const, {
      description: 'VNPAY when the query has vnp_ parameters, MOMO when it has partnerCode/orderId/signature',
    }),
    params: ReturnParams,
  },
  { additionalProperties: false },
);
export type PaymentReturnRequest = Static<typeof PaymentReturnRequestSchema>;

const PaymentReturnDataSchema = Type.Object({
  order: OrderSchema,
  gatewayCode: Type.String({
    description:
      'The code the return URL carried (vnp_ResponseCode / MoMo resultCode): what the payer was told; order.status is the truth',
  }),
});
export type PaymentReturnData = Static<typeof PaymentReturnDataSchema>;

/** VNPAY's IPN answer: exactly these two fields. */
const VnpayIpnAnswerSchema = Type.Object({
  RspCode: StringEnum(['00', '01', '02', '04', '97', '99'] as const),
  Message: Type.String(),
});
export type VnpayIpnAnswer = Static<typeof VnpayIpnAnswerSchema>;

const MomoIpnBodySchema = Type.Object(
  {
    partnerCode: Type.String({ maxLength: 50 }),
    orderId: Type.String({ maxLength: 200 }),
    requestId: Type.String({ maxLength: 200 }),
    amount: Type.Integer(),
    orderInfo: Type.String({ maxLength: 1000 }),
    orderType: Type.String({ maxLength: 50 }),
    transId: Type.Integer(),
    resultCode: Type.Integer(),
    message: Type.String({ maxLength: 1000 }),
    payType: Type.String({ maxLength: 50 }),
    responseTime: Type.Integer(),
    extraData: Type.String({ maxLength: 2000 }),
    signature: Type.String({ maxLength: 200 }),
  },
  { additionalProperties: true },
);
export type MomoIpnBody = Static<typeof MomoIpnBodySchema>;

// ─── Memberships, quantities, exam packages ────────────────────────────────────────────────

const MembershipStateSchema = Type.Object({
  active: Type.Boolean(),
  plan: Nullable(Type.Object({ id: Type.Integer(), code: Type.String(), name: LocalizedTextSchema }), {
    description: 'The running plan; with none running, the last one',
  }),
  startsAt: Nullable(Type.String({ format: 'date-time', description: 'When that plan started' })),
  expiresAt: Nullable(
    Type.String({ format: 'date-time', description: 'When membership ends: the end of the last plan (plans stack)' }),
  ),
});
export type MembershipStateDto = Static<typeof MembershipStateSchema>;

const QuantityBalanceSchema = Type.Object({
  kind: StringEnum(QUANTITY_KINDS),
  granted: Type.Integer({ description: 'Total granted by active plans (for _LIMIT kinds: per day)' }),
  used: Type.Integer({ description: 'Used of it (for _LIMIT kinds: today)' }),
  left: Type.Integer({ minimum: 0 }),
  expiresAt: Nullable(Type.String({ format: 'date-time', description: 'When the last active grant ends' })),
});
export type QuantityBalanceDto = Static<typeof QuantityBalanceSchema>;

const QuantityHistoryEntrySchema = Type.Object({
  id: Type.Integer(),
  kind: StringEnum(QUANTITY_KINDS),
  change: Type.Integer({ description: 'Positive for a grant, −1 for a use' }),
  reason: StringEnum(['GRANT', 'USE'] as const),
  unitTest: Nullable(
    Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), nameEn: Nullable(Type.String()) }),
  ),
  transNo: Nullable(Type.String({ description: 'The order a grant came from' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export type QuantityHistoryEntryDto = Static<typeof QuantityHistoryEntrySchema>;

const QuantityUseSchema = Type.Object({
  membership: MembershipStateSchema,
  balances: Type.Array(QuantityBalanceSchema, { description: 'Always the four kinds, in QUANTITY_KINDS order' }),
  history: Type.Array(QuantityHistoryEntrySchema, { description: 'Newest first, at most 100' }),
});
export type QuantityUseDto = Static<typeof QuantityUseSchema>;

const ExamPackageSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  certificateFamily: Nullable(
    Type.String({ description: 'CERTIFICATE_FAMILY_KEYS value, or null for national exams' }),
  ),
  price: Vnd('Package price'),
  originalPrice: Vnd('Sum of the tests bought one by one'),
  unitTests: Type.Array(
    Type.Object({
      id: Type.Integer(),
      slug: Type.String(),
      name: Type.String(),
      nameEn: Nullable(Type.String()),
      price: Vnd(),
      owned: Type.Boolean(),
    }),
  ),
  ownedAll: Type.Boolean({ description: 'The caller owns every test of it: not for sale to them' }),
});
export type ExamPackageDto = Static<typeof ExamPackageSchema>;

// ─── Endpoints ─────────────────────────────────────────────────────────────────────────────

const CART_ERRORS = {
  401: BAD_TOKEN,
  404: 'NOT_FOUND: no such test',
  409: 'ALREADY_OWNED: the caller owns the test; CART_FULL: 50 items already',
  422: 'NOT_FOR_SALE: a FREE or MEMBERSHIP test (members’ tests come with a plan)',
};

const PURCHASE_ERRORS =
  'NOT_FOUND (no such test, plan or package); NOT_FOR_SALE; CART_EMPTY; NOTHING_TO_BUY (everything is owned); ' +
  'VALIDATION_ERROR (id missing for UNIT_TEST, MEMBERSHIP, EXAM_PACKAGE)';

const VOUCHER_ERRORS =
  'VOUCHER_CODE_REQUIRED (400, blank code); VOUCHER_LOGIN_REQUIRED (403, guest); VOUCHER_NOT_FOUND (404); ' +
  'VOUCHER_EXPIRED, VOUCHER_USED_UP, VOUCHER_USER_LIMIT_REACHED (409); VOUCHER_HELD_BY_UNPAID_ORDER (409, the ' +
  'per-user uses are held by unpaid orders, named in details as { field: "heldByOrder", message: transNo }); ' +
  'VOUCHER_NOT_APPLICABLE (422)';

export const commerceEndpoints = {
  cart: defineEndpoint(
    'GET',
    '/itf/cart',
    {
      tags: ['commerce'],
      summary: 'The cart: the signed-in caller’s (merging a guest’s local ids), or a guest preview of local ids',
      security: OPTIONAL_AUTH,
      querystring: CartQuerySchema,
      response: { 200: Success(CartSchema) },
    },
    { 401: OPTIONAL_TOKEN },
  ),
  addCartItem: defineEndpoint(
    'POST',
    '/itf/cart/items/:id',
    {
      tags: ['commerce'],
      summary: 'Add a paid test to the cart (adding it twice is harmless); answers the cart',
      security: BEARER_AUTH,
      params: CartItemParams,
      response: { 200: Success(CartSchema) },
    },
    CART_ERRORS,
  ),
  removeCartItem: defineEndpoint(
    'DELETE',
    '/itf/cart/items/:id',
    {
      tags: ['commerce'],
      summary: 'Remove a test from the cart (removing a missing one is harmless); answers the cart',
      security: BEARER_AUTH,
      params: CartItemParams,
      response: { 200: Success(CartSchema) },
    },
    { 401: BAD_TOKEN },
  ),
  quote: defineEndpoint(
    'POST',
    '/itf/checkout/quote',
    {
      tags: ['commerce'],
      summary: 'The price of a purchase without a voucher (lines, subtotal, total, allowed methods)',
      description: 'A guest may quote a plan, a test or a package; CART needs a signed-in caller.',
      security: OPTIONAL_AUTH,
      body: QuoteRequestSchema,
      response: { 200: Success(BreakdownSchema) },
    },
    {
      401: `${OPTIONAL_TOKEN}; UNAUTHORIZED for CART as a guest`,
      404: PURCHASE_ERRORS,
      409: PURCHASE_ERRORS,
      422: PURCHASE_ERRORS,
    },
  ),
  voucherValidate: defineEndpoint(
    'POST',
    '/itf/voucher/validate',
    {
      tags: ['commerce'],
      summary: 'Check a voucher against a purchase and answer the discounted price',
      security: OPTIONAL_AUTH,
      body: VoucherValidateRequestSchema,
      response: { 200: Success(BreakdownSchema) },
    },
    {
      400: VOUCHER_ERRORS,
      401: OPTIONAL_TOKEN,
      403: VOUCHER_ERRORS,
      404: VOUCHER_ERRORS,
      409: VOUCHER_ERRORS,
      422: VOUCHER_ERRORS,
    },
  ),
  paymentCreate: defineEndpoint(
    'POST',
    '/payment/create',
    {
      tags: ['commerce'],
      summary: 'Create an order for a purchase and answer the gateway URL (or complete a free one)',
      description:
        'Prices, the voucher and the owned tests are checked again here. VNPAY/MOMO: a PENDING order with a unique ' +
        'transNo that expires after ORDER_TTL_MINUTES; the payer is sent to paymentUrl. A total of 0 completes at ' +
        'once (status SUCCESS, method GIFT).',
      security: BEARER_AUTH,
      body: PaymentCreateRequestSchema,
      response: { 200: Success(PaymentCreateDataSchema) },
    },
    {
      400: `${VOUCHER_ERRORS}; VALIDATION_ERROR (returnUrl origin not allowed)`,
      401: BAD_TOKEN,
      403: 'TEACHER_NOT_ALLOWED',
      404: `${PURCHASE_ERRORS}; ${VOUCHER_ERRORS}`,
      409: `${PURCHASE_ERRORS}; ${VOUCHER_ERRORS}`,
      422: `${PURCHASE_ERRORS}; ${VOUCHER_ERRORS}; PAYMENT_METHOD_NOT_ALLOWED (GIFT with a total above 0, MOMO/VNPAY out of their amount limits)`,
    },
  ),
  paymentReturn: defineEndpoint(
    'POST',
    '/payment/return',
    {
      tags: ['commerce'],
      summary: 'Verify a gateway’s return parameters and answer the order’s real state (changes nothing)',
      description:
        'For /checkout/result: hand over the return query. The signature is checked first; then the order is read. ' +
        'Only the IPN changes an order: poll while order.resultStatus is PROCESSING.',
      security: OPTIONAL_AUTH,
      body: PaymentReturnRequestSchema,
      response: { 200: Success(PaymentReturnDataSchema) },
    },
    {
      400: 'PAYMENT_SIGNATURE_INVALID: the parameters are not signed by the gateway',
      401: OPTIONAL_TOKEN,
      404: 'NOT_FOUND: no such order',
    },
  ),
  vnpayIpn: defineEndpoint('GET', '/payment/vnpay/ipn', {
    tags: ['payment gateways'],
    summary: 'VNPAY IPN (server to server): verify, settle the order once, answer {RspCode, Message}',
    description:
      'Checks in order: 97 bad checksum, 01 order not found, 04 amount differs, 02 already settled, 00 recorded (success or failure), 99 anything else.',
    querystring: Type.Record(Type.String(), Type.String()),
    response: { 200: VnpayIpnAnswerSchema },
  }),
  momoIpn: defineEndpoint(
    'POST',
    '/payment/momo/ipn',
    {
      tags: ['payment gateways'],
      summary: 'MoMo IPN (server to server, JSON): verify the signature, settle the order once, answer 204',
      body: MomoIpnBodySchema,
      response: { 204: Type.Null({ description: 'Received' }) },
    },
    { 400: 'PAYMENT_SIGNATURE_INVALID or VALIDATION_ERROR' },
  ),
  orders: defineEndpoint(
    'GET',
    '/itf/orders',
    {
      tags: ['commerce'],
      summary: 'The caller’s orders, newest first, one page at a time',
      security: BEARER_AUTH,
      querystring: OrderListQuerySchema,
      response: { 200: Paged(OrderListDataSchema) },
    },
    { 401: BAD_TOKEN },
  ),
  orderDetail: defineEndpoint(
    'GET',
    '/itf/orders/detail/:transNo',
    {
      tags: ['commerce'],
      summary: 'One of the caller’s orders by its transaction number',
      security: BEARER_AUTH,
      params: Type.Object({ transNo: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
      response: { 200: Success(OrderSchema) },
    },
    { 401: BAD_TOKEN, 404: 'NOT_FOUND: no such order of the caller' },
  ),
  orderCancel: defineEndpoint(
    'POST',
    '/itf/orders/:transNo/cancel',
    {
      tags: ['commerce'],
      summary: 'Cancel one of the caller’s unpaid (PENDING) orders; its voucher is free again',
      description: 'The order becomes CANCELLED (code 24); its gateway page paid later changes nothing.',
      security: BEARER_AUTH,
      params: Type.Object({ transNo: Type.String({ minLength: 1, maxLength: 64 }) }, { additionalProperties: false }),
      response: { 200: Success(OrderSchema) },
    },
    {
      401: BAD_TOKEN,
      404: 'NOT_FOUND: no such order of the caller',
      409: 'ORDER_NOT_PENDING: the order was already paid, failed, expired or cancelled',
    },
  ),
  quantityUse: defineEndpoint(
    'GET',
    '/account/quantity-use',
    {
      tags: ['commerce'],
      summary: 'The caller’s membership, what each quantity kind grants and has left, and the history of uses',
      security: BEARER_AUTH,
      response: { 200: Success(QuantityUseSchema) },
    },
    { 401: BAD_TOKEN },
  ),
  membership: defineEndpoint(
    'GET',
    '/account/membership',
    {
      tags: ['commerce'],
      summary: 'The caller’s membership: active plan and expiry',
      security: BEARER_AUTH,
      response: { 200: Success(MembershipStateSchema) },
    },
    { 401: BAD_TOKEN },
  ),
  examPackages: defineEndpoint(
    'GET',
    '/itf/exam-packages',
    {
      tags: ['commerce'],
      summary: 'Exam and certificate packages (/checkout/exam): each bundles the paid tests of a family',
      security: OPTIONAL_AUTH,
      response: { 200: Success(Type.Array(ExamPackageSchema)) },
    },
    { 401: OPTIONAL_TOKEN },
  ),
};
