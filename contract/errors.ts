/** Every `code` an API failure can carry (TypeBox-free, so the web app can import it). */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_JSON',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_REFRESH_TOKEN',
  'INCORRECT_PASSWORD',
  'ACCOUNT_LOCKED',
  'ACCOUNT_INACTIVE',
  'TOO_MANY_REQUESTS',
  'USER_NOT_FOUND',
  'INVALID_OTP',
  'OTP_EXPIRED',
  'ALREADY_REGISTERED',
  'TEACHER_NOT_ALLOWED',
  'DEVICE_LIMIT_REACHED',
  'OTP_ATTEMPTS_EXCEEDED',
  'INVALID_VERIFICATION_TOKEN',
  'DUPLICATE_PASSWORD',
  'WRONG_OLD_PASSWORD',
  'SAME_OLD_PASSWORD',
  'OLD_PASS_INCORRECT',
  /** POST /itf/unit-tests/use: the test needs a membership the caller does not have. */
  'MEMBERSHIP_REQUIRED',
  /** POST /itf/unit-tests/use: the test is sold on its own and the caller has not bought it. */
  'PURCHASE_REQUIRED',
  /** Player: a draft, play or upload arrived after the attempt's deadline (+ grace). */
  'ATTEMPT_EXPIRED',
  /** Player: the attempt was already submitted or voided; read its result instead. */
  'ATTEMPT_CLOSED',
  /** Player: a resume-only start found no open attempt (it was submitted, voided or timed out). */
  'NO_OPEN_ATTEMPT',
  /** Player: the audio was already played as many times as the question allows. */
  'PLAY_LIMIT_REACHED',
  /** Player: the submit's idempotency key was already used for another attempt. */
  'IDEMPOTENCY_KEY_REUSED',
  /** Player: a guest attempt being claimed already belongs to another account. */
  'ATTEMPT_ALREADY_OWNED',
  /** Adaptive tests: the answer is for a question other than the one on screen (already answered, or stale). */
  'ADAPTIVE_ITEM_MISMATCH',
  /** Adaptive tests: the result was asked for before the test ended. */
  'ADAPTIVE_NOT_FINISHED',
  /** Adaptive tests: the test needs its right (an activation code or a purchase), which the caller lacks. */
  'ADAPTIVE_TEST_LOCKED',
  /** POST /itf/join_class_request: no class has this join code ("Class code does not exist!"). */
  'CLASS_CODE_NOT_FOUND',
  /** POST /itf/join_class_request: the caller is already a member. */
  'JOINED_CLASS',
  /** POST /itf/join_class_request: the caller's request is already pending. */
  'REQUESTED_JOIN_CLASS',
  /** Joining or accepting: the class has reached its capacity (at most 60). */
  'REACH_LIMIT_STUDENT_PER_CLASS',
  /** A join request was already accepted or rejected. */
  'JOIN_REQUEST_DECIDED',
  /** PUT /student/unit-tests/results/add: no assignment of the caller's classes can take the result. */
  'NO_MATCHING_ASSIGNMENT',
  /** PUT /teacher/classes/{id}: the capacity asked for is below the member count. */
  'CAPACITY_BELOW_MEMBERS',
  /** POST /student: the caller already claimed the gift (once per student). */
  'GIFT_ALREADY_RECEIVED',
  /** Commerce: the caller already owns the test (never sold twice). */
  'ALREADY_OWNED',
  /** Commerce: the cart holds the most items it may. */
  'CART_FULL',
  /** Commerce: a FREE or MEMBERSHIP test, or a plan or package not on sale. */
  'NOT_FOR_SALE',
  /** Commerce: checkout of an empty cart. */
  'CART_EMPTY',
  /** Commerce: every test of the purchase is already owned. */
  'NOTHING_TO_BUY',
  /** Voucher (spec §8): missing voucherCode. */
  'VOUCHER_CODE_REQUIRED',
  /** Voucher (spec §8): login needed. */
  'VOUCHER_LOGIN_REQUIRED',
  /** Voucher (spec §8): does not exist. */
  'VOUCHER_NOT_FOUND',
  /** Voucher: outside its validity dates. */
  'VOUCHER_EXPIRED',
  /** Voucher (spec §8): used up. */
  'VOUCHER_USED_UP',
  /** Voucher (spec §8): the caller reached the per-user limit. */
  'VOUCHER_USER_LIMIT_REACHED',
  /** Voucher (spec §8): not applicable to these products. */
  'VOUCHER_NOT_APPLICABLE',
  /**
   * Voucher: the caller's per-user uses are all held by unpaid (PENDING) orders; `details` carries
   * `{ field: 'heldByOrder', message: <transNo> }` for each, so the payer can pay or cancel it.
   */
  'VOUCHER_HELD_BY_UNPAID_ORDER',
  /** POST /itf/orders/{transNo}/cancel: the order is no longer waiting for payment. */
  'ORDER_NOT_PENDING',
  /** Payment: the method cannot pay this total (GIFT above 0, MoMo/VNPAY amount limits). */
  'PAYMENT_METHOD_NOT_ALLOWED',
  /** Payment: return or IPN parameters not signed by the gateway. */
  'PAYMENT_SIGNATURE_INVALID',
  /** POST /itf/unit-tests/use: no quantity of the needed kind left. */
  'QUANTITY_EXHAUSTED',
  /** POST /itf/unit-tests/use: today's openings of that kind are used up (a _LIMIT kind). */
  'DAILY_LIMIT_REACHED',
  /** /itf/active-codes/*: no such code on this site, or not a code at all. */
  'ACTIVATION_CODE_INVALID',
  'ACTIVATION_CODE_EXPIRED',
  'ACTIVATION_CODE_USED_UP',
  /** /itf/active-codes/*: this student has used the code as often as its per-user rule allows. */
  'ACTIVATION_CODE_USER_LIMIT_REACHED',
  /** /itf/active-codes/*: the student already has the test the code grants. */
  'ACTIVATION_CODE_ALREADY_OWNED',
  /** /itf/active-codes/active-adaptive-test: the code grants something else. */
  'ACTIVATION_CODE_WRONG_KIND',
  /** Events: no such event (or, starting a test, the test is not one of the event's). */
  'EVENT_NOT_FOUND',
  /** Events: the event has not started; its tests open at its start. */
  'EVENT_NOT_STARTED',
  /** Events: the event is over (joining, or taking its test as part of it). */
  'EVENT_ENDED',
  /** Events: taking a test as part of an event needs the caller to have joined it. */
  'EVENT_NOT_JOINED',
  /** /zalo/callback: the linking state is forged, malformed or another user's. */
  'MESSAGING_STATE_INVALID',
  /** /zalo/callback: the linking state is past its expiry. */
  'MESSAGING_STATE_EXPIRED',
  /** /zalo/callback: the linking state was used already (each is single-use). */
  'MESSAGING_STATE_USED',
  /** /zalo/callback: the provider's payload is not signed by the provider. */
  'MESSAGING_SIGNATURE_INVALID',
  /** /zalo/*: the caller's account is linked already (unlink first). */
  'MESSAGING_ALREADY_LINKED',
  /** /zalo/callback: that messaging account is linked to another user. */
  'MESSAGING_ACCOUNT_TAKEN',
  /** DELETE /zalo/link: nothing to unlink. */
  'MESSAGING_NOT_LINKED',
  /** /zalo/*: no messaging provider is configured. */
  'MESSAGING_UNAVAILABLE',
  /** /itf/mistakes/:id/check: no such question in the caller's review set (cleared, or another student's). */
  'MISTAKE_NOT_FOUND',
  /** /itf/partners/*: no such partner. */
  'PARTNER_NOT_FOUND',
  /** /itf/partners/{slug}/pages/{subSlug}: no such partner or page, or it maps a test that is gone. */
  'PARTNER_PAGE_NOT_FOUND',
  /** POST /itf/partners/session: the assertion is not signed by the partner, or its issuer, audience or claims are wrong. */
  'PARTNER_ASSERTION_INVALID',
  /** POST /itf/partners/session: the assertion has expired, is issued in the future, or lives too long. */
  'PARTNER_ASSERTION_EXPIRED',
  /** POST /itf/partners/session: the assertion's jti was used already. */
  'PARTNER_ASSERTION_REPLAYED',
  /** GET /itf/partners/account: the token is not an embed session's. */
  'EMBED_SESSION_REQUIRED',
  /** An embed session's token on a route outside the embed (only the player, results and the partner page take it). */
  'EMBED_SCOPE_FORBIDDEN',
  'MAINTENANCE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
