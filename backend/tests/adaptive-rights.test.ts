/**
 * The adaptive level test behind its right: unlocked by a code through
 * POST /itf/active-codes/active-adaptive-test (every refusal of that call), listed by
 * /user-active-adaptive-test; its time limit on the server's clock; and misfitting items never
 * chosen once calibration has flagged them.
 */
import { activationEndpoints } from '@contract/activation';
import { commerceEndpoints } from '@contract/commerce';
import { adaptiveEndpoints } from '@contract/adaptive';
import { ADAPTIVE_ANSWER_GRACE_MS } from '@contract/adaptive-rules';
import { describe, expect, it } from 'vitest';
import { codeKeyOf, createCodes, DEMO_ACTIVATION_CODES as DEMO, type CodeBatch } from '../src/modules/activation-codes';
import { createAdaptiveService } from '../src/modules/adaptive';
import { adaptiveDatabase } from '../src/modules/adaptive/tables';
import { newStudent, teacherAuth } from './classes-fixtures';
import { createPayment, orderOf, payOnGateway } from './commerce-fixtures';
import { answerOf, type BodyOf, createTestApp, failureOf, inject, injectRaw, type TestApp } from './helpers';

const SITE = 'ENGLAB' as const;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60_000;
/** Sessions that outlast the test's 40 minutes on the manual clock. */
const LONG_SESSION = { ACCESS_TOKEN_TTL_SECONDS: '86400' };

function post(app: TestApp, url: string, headers: Record<string, string>, body?: unknown) {
  return app.api.inject({
    method: 'POST',
    url,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

const activateAdaptive = (app: TestApp, headers: Record<string, string>, code: string) =>
  injectRaw(app.api, activationEndpoints.activateAdaptiveTest, { body: { code, site: SITE }, token: headers });
const rightsOf = (app: TestApp, headers: Record<string, string>) =>
  injectRaw(app.api, activationEndpoints.userAdaptiveTests, { token: headers });
const startLevel = (app: TestApp, headers: Record<string, string>) =>
  injectRaw(app.api, adaptiveEndpoints.start, { params: { key: 'level' }, token: headers });
const current = (app: TestApp, headers: Record<string, string>, id: number) =>
  injectRaw(app.api, adaptiveEndpoints.current, { params: { id }, token: headers });

const codeOf = (response: { statusCode: number; body: string }) => [
  response.statusCode,
  failureOf(response as never).code,
];

async function levelCode(app: TestApp, overrides: Partial<CodeBatch> = {}): Promise<string> {
  const [code = ''] = await createCodes(
    app.db,
    codeKeyOf(app.config),
    {
      batch: 'adaptive',
      site: SITE,
      kind: 'ADAPTIVE_TEST',
      unitTestId: null,
      adaptiveTestKey: 'level',
      maxUses: 1,
      perUserLimit: 1,
      expiresAt: new Date(app.clock.now().getTime() + DAY_MS).toISOString(),
      ...overrides,
    },
    1,
    { now: app.clock.now() },
  );
  return code;
}

/** Any answer of the player's form: counted wrong unless it happens to be right. */
const ANY_ANSWER = { choice: 'x' };

describe('POST /itf/active-codes/active-adaptive-test and /user-active-adaptive-test', { timeout: 60_000 }, () => {
  it('a level-test code unlocks the level test for its student only, and lists it', async () => {
    const app = await createTestApp();
    const student = await newStudent(app, '0987200001');
    const other = await newStudent(app, '0987200002');
    expect(answerOf(activationEndpoints.userAdaptiveTests, await rightsOf(app, student.headers)).data).toEqual([]);
    expect(codeOf(await startLevel(app, student.headers))).toEqual([403, 'ADAPTIVE_TEST_LOCKED']);

    // Checking a code does not unlock anything.
    await inject(app.api, activationEndpoints.validate, {
      body: { code: DEMO.adaptive.code, site: SITE },
      token: student.headers,
    });
    expect(codeOf(await startLevel(app, student.headers))).toEqual([403, 'ADAPTIVE_TEST_LOCKED']);

    const grant = answerOf(
      activationEndpoints.activateAdaptiveTest,
      await activateAdaptive(app, student.headers, DEMO.adaptive.code),
    ).data;
    expect(grant).toMatchObject({ kind: 'ADAPTIVE_TEST', adaptiveTest: { key: 'level' }, unitTest: null });
    const rights = answerOf(activationEndpoints.userAdaptiveTests, await rightsOf(app, student.headers)).data;
    expect(rights).toEqual([
      { key: 'level', name: grant.adaptiveTest?.name, grantedAt: app.clock.now().toISOString() },
    ]);
    const attempt = answerOf(adaptiveEndpoints.start, await startLevel(app, student.headers)).data;
    expect(attempt.test).toMatchObject({ key: 'level', rightRequired: true, timeLimitMinutes: 40 });
    expect(attempt.item).not.toBeNull();

    expect(answerOf(activationEndpoints.userAdaptiveTests, await rightsOf(app, other.headers)).data).toEqual([]);
    expect(codeOf(await startLevel(app, other.headers))).toEqual([403, 'ADAPTIVE_TEST_LOCKED']);
  });

  it('placement tests need no right, for guests and students alike', async () => {
    const app = await createTestApp();
    const student = await newStudent(app, '0987200003');
    for (const key of ['60', '61'] as const) {
      const guest = (await inject(app.api, adaptiveEndpoints.start, { params: { key }, headers: {} })).data;
      expect(guest.test).toMatchObject({ rightRequired: false, timeLimitMinutes: null });
      expect(guest.endsAt).toBeNull();
      await inject(app.api, adaptiveEndpoints.start, { params: { key }, token: student.headers });
    }
  });

  it('refuses, without using the code: no session, a teacher, a blank code, an unknown code, another kind', async () => {
    const app = await createTestApp();
    const student = await newStudent(app, '0987200004');
    const teacher = await teacherAuth(app);
    expect(codeOf(await activateAdaptive(app, {}, DEMO.adaptive.code))).toEqual([401, 'UNAUTHORIZED']);
    expect(codeOf(await activateAdaptive(app, teacher, DEMO.adaptive.code))).toEqual([403, 'FORBIDDEN']);
    expect(codeOf(await activateAdaptive(app, student.headers, ''))).toEqual([400, 'VALIDATION_ERROR']);
    // A site the contract does not know: sent raw, as the typed call cannot name it.
    const elsewhere = { code: DEMO.adaptive.code, site: 'ELSEWHERE' };
    expect(codeOf(await post(app, '/itf/active-codes/active-adaptive-test', student.headers, elsewhere))).toEqual([
      400,
      'VALIDATION_ERROR',
    ]);
    expect(codeOf(await activateAdaptive(app, student.headers, 'ZZZZ-ZZZZ-ZZZZ'))).toEqual([
      404,
      'ACTIVATION_CODE_INVALID',
    ]);
    expect(codeOf(await activateAdaptive(app, student.headers, DEMO.quantity.code))).toEqual([
      409,
      'ACTIVATION_CODE_WRONG_KIND',
    ]);
    expect(codeOf(await rightsOf(app, {}))).toEqual([401, 'UNAUTHORIZED']);
    expect(codeOf(await rightsOf(app, teacher))).toEqual([403, 'FORBIDDEN']);
    // None of the refusals above used the level code.
    answerOf(
      activationEndpoints.activateAdaptiveTest,
      await activateAdaptive(app, student.headers, DEMO.adaptive.code),
    );
  });

  it('refuses an expired code, a used-up one, one already used by the student and a test already unlocked', async () => {
    const app = await createTestApp();
    const student = await newStudent(app, '0987200005');
    const other = await newStudent(app, '0987200006');
    const expired = await levelCode(app, { expiresAt: new Date(app.clock.now().getTime() + MINUTE_MS).toISOString() });
    const single = await levelCode(app);
    const twice = await levelCode(app, { maxUses: 5, perUserLimit: 1 });
    app.clock.advance(2 * MINUTE_MS);

    expect(codeOf(await activateAdaptive(app, student.headers, expired))).toEqual([409, 'ACTIVATION_CODE_EXPIRED']);
    answerOf(activationEndpoints.activateAdaptiveTest, await activateAdaptive(app, other.headers, single));
    expect(codeOf(await activateAdaptive(app, student.headers, single))).toEqual([409, 'ACTIVATION_CODE_USED_UP']);
    answerOf(activationEndpoints.activateAdaptiveTest, await activateAdaptive(app, student.headers, twice));
    expect(codeOf(await activateAdaptive(app, student.headers, twice))).toEqual([
      409,
      'ACTIVATION_CODE_USER_LIMIT_REACHED',
    ]);
    // The level test is the student's already: another code for it is refused and kept.
    expect(codeOf(await activateAdaptive(app, student.headers, DEMO.adaptive.code))).toEqual([
      409,
      'ACTIVATION_CODE_ALREADY_OWNED',
    ]);
    expect(answerOf(activationEndpoints.userAdaptiveTests, await rightsOf(app, student.headers)).data).toHaveLength(1);
  });

  it('counts wrong codes against the student (429 with its own code)', async () => {
    const app = await createTestApp();
    const student = await newStudent(app, '0987200007');
    for (let i = 0; i < 10; i += 1) await activateAdaptive(app, student.headers, 'ZZZZ-ZZZZ-ZZZZ');
    expect(codeOf(await activateAdaptive(app, student.headers, DEMO.adaptive.code))).toEqual([
      429,
      'TOO_MANY_REQUESTS',
    ]);
  });
});

describe('the level test’s time limit', { timeout: 60_000 }, () => {
  async function unlockedStudent(app: TestApp, phone: string) {
    const student = await newStudent(app, phone);
    answerOf(
      activationEndpoints.activateAdaptiveTest,
      await activateAdaptive(app, student.headers, await levelCode(app)),
    );
    return student;
  }

  it('ends on the server’s clock: an answer inside the grace counts and is the last; the result stands', async () => {
    const app = await createTestApp(LONG_SESSION);
    const { headers } = await unlockedStudent(app, '0987200010');
    const attempt = answerOf(adaptiveEndpoints.start, await startLevel(app, headers)).data;
    expect(Date.parse(attempt.endsAt ?? '') - Date.parse(attempt.startedAt)).toBe(40 * MINUTE_MS);
    expect(attempt.serverTime).toBe(app.clock.now().toISOString());

    app.clock.advance(40 * MINUTE_MS + ADAPTIVE_ANSWER_GRACE_MS - 1_000);
    const last = (
      await inject(app.api, adaptiveEndpoints.answer, {
        params: { id: attempt.attemptId },
        body: {
          questionNumber: 1,
          answer: ANY_ANSWER,
        },
        token: headers,
      })
    ).data;
    expect(last).toMatchObject({ status: 'FINISHED', answered: 1, item: null });
    expect(last.result).toMatchObject({ stopReason: 'TIME_LIMIT', items: 1 });
  });

  it('an attempt left past its time is finished on its next read, and a late answer is refused, not counted', async () => {
    const app = await createTestApp(LONG_SESSION);
    const { headers } = await unlockedStudent(app, '0987200011');
    const attempt = answerOf(adaptiveEndpoints.start, await startLevel(app, headers)).data;
    app.clock.advance(40 * MINUTE_MS + ADAPTIVE_ANSWER_GRACE_MS + 1_000);
    const late = await injectRaw(app.api, adaptiveEndpoints.answer, {
      params: { id: attempt.attemptId },
      body: { questionNumber: 1, answer: ANY_ANSWER },
      token: headers,
    });
    expect(codeOf(late)).toEqual([409, 'ATTEMPT_CLOSED']);
    const read = answerOf(adaptiveEndpoints.current, await current(app, headers, attempt.attemptId)).data;
    expect(read).toMatchObject({ status: 'FINISHED', answered: 0, item: null });
    expect(read.result?.stopReason).toBe('TIME_LIMIT');
    // Starting again begins a new attempt with a fresh clock.
    const again = answerOf(adaptiveEndpoints.start, await startLevel(app, headers)).data;
    expect(again.status).toBe('OPEN');
    expect(again.attemptId).not.toBe(attempt.attemptId);
    expect(again.endsAt).toBe(new Date(app.clock.now().getTime() + 40 * MINUTE_MS).toISOString());
  });
});

describe('misfitting items', { timeout: 60_000 }, () => {
  it('are never chosen once calibration has flagged them', async () => {
    const app = await createTestApp();
    // The bank is loaded on first use: a first attempt fills it.
    const first = (await inject(app.api, adaptiveEndpoints.start, { params: { key: 61 }, headers: {} })).data;
    expect(first.item).not.toBeNull();
    const db = adaptiveDatabase(app.db);
    const items = await db.selectFrom('adaptive_items').select(['id', 'level']).orderBy('id').execute();
    // Flag every item but the C1 ones: wrong answers would otherwise draw easy ones.
    const kept = new Set(items.filter((item) => item.level === 'C1').map((item) => item.id));
    expect(kept.size).toBeGreaterThan(0);
    await db.updateTable('adaptive_items').set({ misfit: 1 }).where('level', '!=', 'C1').execute();

    // A freshly started API reads the flags when it loads the bank.
    const fresh = createAdaptiveService({
      db: app.db,
      clock: app.clock,
      contentDir: app.config.contentDir,
      publicApiUrl: app.config.publicApiUrl,
      hasRight: async () => false,
    });
    let attempt = await fresh.start('61', null);
    const seen: string[] = [];
    while (attempt.status === 'OPEN') {
      const row = await db
        .selectFrom('adaptive_attempts')
        .select('current_item_id')
        .where('id', '=', attempt.attemptId)
        .executeTakeFirstOrThrow();
      seen.push(row.current_item_id ?? '');
      attempt = await fresh.answer(
        attempt.attemptId,
        { questionNumber: attempt.questionNumber, answer: ANY_ANSWER, attemptSecret: attempt.attemptSecret },
        null,
        undefined,
      );
    }
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((id) => kept.has(id))).toBe(true);
  });
});

describe('buying the level test (purchase type ADAPTIVE_TEST)', { timeout: 60_000 }, () => {
  const LEVEL_OFFER = 600;
  const quote = (
    app: TestApp,
    headers: Record<string, string>,
    purchase: BodyOf<typeof commerceEndpoints.quote>['purchase'],
  ) => injectRaw(app.api, commerceEndpoints.quote, { body: { purchase }, token: headers });

  it('is priced by the server, and a paid order unlocks the test', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987200020');
    const priced = answerOf(
      commerceEndpoints.quote,
      await quote(app, headers, { type: 'ADAPTIVE_TEST', id: LEVEL_OFFER }),
    ).data;
    expect(priced.lines).toEqual([
      expect.objectContaining({ kind: 'ADAPTIVE_TEST', refId: LEVEL_OFFER, price: 99_000 }),
    ]);
    expect(priced.total).toBe(99_000);
    // A guest may see the price, as for any single test.
    expect(
      answerOf(commerceEndpoints.quote, await quote(app, {}, { type: 'ADAPTIVE_TEST', id: LEVEL_OFFER })).data.total,
    ).toBe(99_000);

    const created = await createPayment(app, headers, {
      purchase: { type: 'ADAPTIVE_TEST', id: LEVEL_OFFER },
      method: 'VNPAY',
    });
    expect(created).toMatchObject({ status: 'PENDING', total: 99_000 });
    expect(codeOf(await startLevel(app, headers))).toEqual([403, 'ADAPTIVE_TEST_LOCKED']);
    await payOnGateway(app, created.paymentUrl ?? '', '00');
    expect((await orderOf(app, headers, created.transNo)).status).toBe('SUCCESS');
    expect(
      answerOf(activationEndpoints.userAdaptiveTests, await rightsOf(app, headers)).data.map((right) => right.key),
    ).toEqual(['level']);
    answerOf(adaptiveEndpoints.start, await startLevel(app, headers));
    // Bought once: not sold again, and a code for it is refused and kept.
    expect(codeOf(await quote(app, headers, { type: 'ADAPTIVE_TEST', id: LEVEL_OFFER }))).toEqual([
      409,
      'ALREADY_OWNED',
    ]);
    expect(codeOf(await activateAdaptive(app, headers, DEMO.adaptive.code))).toEqual([
      409,
      'ACTIVATION_CODE_ALREADY_OWNED',
    ]);
  });

  it('an order paid after a code unlocked the test is marked for refund, not charged for a right held', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987200022');
    const created = await createPayment(app, headers, {
      purchase: { type: 'ADAPTIVE_TEST', id: LEVEL_OFFER },
      method: 'VNPAY',
    });
    answerOf(activationEndpoints.activateAdaptiveTest, await activateAdaptive(app, headers, await levelCode(app)));
    await payOnGateway(app, created.paymentUrl ?? '', '00');
    expect(await orderOf(app, headers, created.transNo)).toMatchObject({ status: 'REFUND_DUE' });
    expect((await app.services.payments.reconcile()).refundDue).toEqual([created.transNo]);
    expect(
      answerOf(activationEndpoints.userAdaptiveTests, await rightsOf(app, headers)).data.map((right) => right.key),
    ).toEqual(['level']);
  });

  it('a failed payment unlocks nothing; an unknown offer or a missing id is refused', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987200021');
    const created = await createPayment(app, headers, {
      purchase: { type: 'ADAPTIVE_TEST', id: LEVEL_OFFER },
      method: 'VNPAY',
    });
    await payOnGateway(app, created.paymentUrl ?? '', '24');
    expect(answerOf(activationEndpoints.userAdaptiveTests, await rightsOf(app, headers)).data).toEqual([]);
    expect(codeOf(await quote(app, headers, { type: 'ADAPTIVE_TEST', id: 61 }))).toEqual([404, 'NOT_FOUND']);
    expect(codeOf(await quote(app, headers, { type: 'ADAPTIVE_TEST' }))).toEqual([400, 'VALIDATION_ERROR']);
  });
});
