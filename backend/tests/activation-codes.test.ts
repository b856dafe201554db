/**
 * Activation codes (/itf/active-codes/*): each kind of grant, the refusals (expired, used up,
 * per-user rule, another site, malformed), the guessing limits per account and per address, and
 * uses under concurrency, never past a code's limit.
 */
import { type ActivationGrantDto, activationEndpoints } from '@contract/activation';
import { commerceEndpoints } from '@contract/commerce';
import { notificationsEndpoints } from '@contract/notifications';
import { describe, expect, it } from 'vitest';
import { grantTest } from '../src/modules/catalogue';
import { adaptiveTestOf } from '../src/modules/adaptive';
import {
  codeKeyOf,
  createActivationService,
  createCodes,
  DEMO_ACTIVATION_CODES as DEMO,
  type CodeBatch,
} from '../src/modules/activation-codes';
import { newStudent } from './classes-fixtures';
import { answerOf, createTestApp, failureOf, inject, type TestApp } from './helpers';

const SITE = 'ENGLAB';
const DEMO_TEST_ID = 3013; // cam-cpe-1
const DAY_MS = 24 * 60 * 60 * 1000;

function use(
  app: TestApp,
  headers: Record<string, string>,
  code: string,
  { site = SITE, path = 'active', ip = '127.0.0.1' }: { site?: string; path?: string; ip?: string } = {},
) {
  return app.api.inject({
    method: 'POST',
    url: `/itf/active-codes/${path}`,
    remoteAddress: ip,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ code, site }),
  });
}

const codeOf = (response: Awaited<ReturnType<typeof use>>) => [response.statusCode, failureOf(response).code];

async function owned(app: TestApp, userId: number, unitTestId: number) {
  return app.db
    .selectFrom('user_unit_tests')
    .select('source')
    .where('user_id', '=', userId)
    .where('unit_test_id', '=', unitTestId)
    .executeTakeFirst();
}

function batch(app: TestApp, overrides: Partial<CodeBatch> = {}): CodeBatch {
  return {
    batch: 'test',
    site: SITE,
    kind: 'TEST',
    unitTestId: DEMO_TEST_ID,
    maxUses: 1,
    perUserLimit: 1,
    expiresAt: new Date(app.clock.now().getTime() + DAY_MS).toISOString(),
    ...overrides,
  };
}

const keyOf = (app: TestApp) => codeKeyOf(app.config);

describe('activation codes', { timeout: 60_000 }, () => {
  it('a test code puts the test in My tests, from the code as typed in any case and grouping', async () => {
    const app = await createTestApp();
    const { id, headers } = await newStudent(app, '0987100001');
    const checked = answerOf(
      activationEndpoints.validate,
      await use(app, headers, DEMO.test.code, { path: 'validate' }),
    ).data;
    expect(checked.kind).toBe('TEST');
    expect(await owned(app, id, DEMO_TEST_ID)).toBeUndefined();
    const grant = answerOf(activationEndpoints.activate, await use(app, headers, ' test dems2345 '.trim())).data;
    expect(grant).toMatchObject({ kind: 'TEST', unitTest: { id: DEMO_TEST_ID, slug: 'cam-cpe-1' }, quantity: null });
    expect(await owned(app, id, DEMO_TEST_ID)).toEqual({ source: 'ACTIVATION_CODE' });
    // The activation, not the check before it, is announced in the student's notifications.
    expect((await inject(app.api, notificationsEndpoints.countUnseen, { token: headers })).data).toBe(1);
    // The code's use is this student's: a second one is refused and changes nothing.
    expect(codeOf(await use(app, headers, DEMO.test.code))).toEqual([409, 'ACTIVATION_CODE_USER_LIMIT_REACHED']);
  });

  it('a quantity code grants openings that show in the credits', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987100002');
    const grant = answerOf(activationEndpoints.activate, await use(app, headers, DEMO.quantity.code)).data;
    const expiresAt = new Date(app.clock.now().getTime() + 30 * DAY_MS).toISOString();
    expect(grant).toMatchObject({ kind: 'QUANTITY', quantity: { kind: 'QUANTITY_GOLD', amount: 3, expiresAt } });
    const credits = (await inject(app.api, commerceEndpoints.quantityUse, { token: headers })).data;
    expect(credits.balances.find((b) => b.kind === 'QUANTITY_GOLD')).toMatchObject({ granted: 3, left: 3 });
  });

  it('an adaptive test code grants the right to the test, through either call; other kinds are refused unused', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987100003');
    expect(codeOf(await use(app, headers, DEMO.test.code, { path: 'active-adaptive-test' }))).toEqual([
      409,
      'ACTIVATION_CODE_WRONG_KIND',
    ]);
    const level = answerOf(
      activationEndpoints.activateAdaptiveTest,
      await use(app, headers, DEMO.adaptive.code, { path: 'active-adaptive-test' }),
    ).data;
    expect(level.adaptiveTest).toEqual({ key: 'level', name: adaptiveTestOf('level')?.name });
    answerOf(activationEndpoints.activate, await use(app, headers, DEMO.placement.code));
    const rights = (await inject(app.api, activationEndpoints.userAdaptiveTests, { token: headers })).data;
    expect(rights.map((right) => right.key).sort()).toEqual(['61', 'level']);
    // The test code was not used by the refused call.
    answerOf(activationEndpoints.activate, await use(app, headers, DEMO.test.code));
  });

  it('refuses expired, used-up, malformed codes and codes of another site', async () => {
    const app = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
    const { headers } = await newStudent(app, '0987100004');
    expect(codeOf(await use(app, headers, DEMO.expired.code))).toEqual([409, 'ACTIVATION_CODE_EXPIRED']);
    expect(codeOf(await use(app, headers, DEMO.usedUp.code))).toEqual([409, 'ACTIVATION_CODE_USED_UP']);
    expect(codeOf(await use(app, headers, 'TEST-DEMO-2345'))).toEqual([404, 'ACTIVATION_CODE_INVALID']); // O is not in the alphabet
    expect(codeOf(await use(app, headers, 'ABC'))).toEqual([404, 'ACTIVATION_CODE_INVALID']);
    expect(codeOf(await use(app, headers, 'ZZZZ-ZZZZ-ZZZZ'))).toEqual([404, 'ACTIVATION_CODE_INVALID']);
    expect(codeOf(await use(app, headers, DEMO.test.code, { site: 'ENGLAB_INTERNATIONAL' }))).toEqual([
      404,
      'ACTIVATION_CODE_INVALID',
    ]);
    expect(codeOf(await use(app, headers, ''))).toEqual([400, 'VALIDATION_ERROR']);
    expect(codeOf(await use(app, headers, DEMO.test.code, { site: 'ELSEWHERE' }))).toEqual([400, 'VALIDATION_ERROR']);
    // A code expires at its time even when uses are left.
    const inAMinute = new Date(app.clock.now().getTime() + 60_000).toISOString();
    const [soon] = await createCodes(app.db, keyOf(app), batch(app, { maxUses: 5, expiresAt: inAMinute }), 1, {
      now: app.clock.now(),
    });
    app.clock.advance(2 * 60_000);
    expect(codeOf(await use(app, headers, soon ?? ''))).toEqual([409, 'ACTIVATION_CODE_EXPIRED']);
  });

  it('a code may allow a student several uses (per-user rule) and many students up to its number of uses', async () => {
    const app = await createTestApp();
    const a = await newStudent(app, '0987100005');
    const b = await newStudent(app, '0987100006');
    const c = await newStudent(app, '0987100007');
    const [code = ''] = await createCodes(
      app.db,
      keyOf(app),
      batch(app, {
        kind: 'QUANTITY',
        unitTestId: null,
        quantity: { kind: 'QUANTITY_SILVER', amount: 2, days: 7 },
        maxUses: 3,
        perUserLimit: 2,
      }),
      1,
      { now: app.clock.now() },
    );
    answerOf(activationEndpoints.activate, await use(app, a.headers, code));
    answerOf(activationEndpoints.activate, await use(app, a.headers, code));
    expect(codeOf(await use(app, a.headers, code))).toEqual([409, 'ACTIVATION_CODE_USER_LIMIT_REACHED']);
    answerOf(activationEndpoints.activate, await use(app, b.headers, code));
    expect(codeOf(await use(app, c.headers, code))).toEqual([409, 'ACTIVATION_CODE_USED_UP']);
    const credits = (await inject(app.api, commerceEndpoints.quantityUse, { token: a.headers })).data;
    expect(credits.balances.find((x) => x.kind === 'QUANTITY_SILVER')).toMatchObject({ granted: 4, left: 4 });
  });

  it('a test the student already has is refused and the use is kept', async () => {
    const app = await createTestApp();
    const { id, headers } = await newStudent(app, '0987100008');
    await grantTest(app.db, {
      userId: id,
      unitTestId: DEMO_TEST_ID,
      source: 'PURCHASE',
      at: app.clock.now().toISOString(),
    });
    const [code = ''] = await createCodes(app.db, keyOf(app), batch(app), 1, { now: app.clock.now() });
    expect(codeOf(await use(app, headers, code))).toEqual([409, 'ACTIVATION_CODE_ALREADY_OWNED']);
    const other = await newStudent(app, '0987100009');
    answerOf(activationEndpoints.activate, await use(app, other.headers, code));
  });

  it('under concurrency the last use goes to one caller only, and one student cannot use a code twice at once', async () => {
    const app = await createTestApp();
    const students = await Promise.all(
      ['0987100010', '0987100011', '0987100012', '0987100013', '0987100014'].map((phone) => newStudent(app, phone)),
    );
    const [last = ''] = await createCodes(app.db, keyOf(app), batch(app), 1, { now: app.clock.now() });
    const answers = await Promise.all(students.map((s) => use(app, s.headers, last)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => failureOf(r).code)).toEqual(
      Array(4).fill('ACTIVATION_CODE_USED_UP'),
    );
    const owners = await app.db
      .selectFrom('user_unit_tests')
      .select('user_id')
      .where('unit_test_id', '=', DEMO_TEST_ID)
      .where('source', '=', 'ACTIVATION_CODE')
      .execute();
    expect(owners).toHaveLength(1);

    const [shared = ''] = await createCodes(
      app.db,
      keyOf(app),
      batch(app, { kind: 'ADAPTIVE_TEST', unitTestId: null, adaptiveTestKey: '60', maxUses: 10 }),
      1,
      { now: app.clock.now() },
    );
    const twoTabs = await Promise.all([use(app, students[1]!.headers, shared), use(app, students[1]!.headers, shared)]);
    expect(twoTabs.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('wrong codes are limited per account and per address; right codes never count', async () => {
    const app = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
    const a = await newStudent(app, '0987100020');
    answerOf(activationEndpoints.activate, await use(app, a.headers, DEMO.test.code));
    for (let i = 0; i < 10; i += 1)
      expect(codeOf(await use(app, a.headers, `ZZZZ-ZZZZ-ZZ${i + 2}Z`))[1]).toBe('ACTIVATION_CODE_INVALID');
    const limited = await use(app, a.headers, DEMO.quantity.code);
    expect(codeOf(limited)).toEqual([429, 'TOO_MANY_REQUESTS']);
    // The window passes: the account may try again.
    app.clock.advance(15 * 60_000);
    answerOf(activationEndpoints.activate, await use(app, a.headers, DEMO.quantity.code));

    // Per address: 60 wrong codes from one address, spread over accounts, close it to everybody.
    const ip = '203.0.113.7';
    for (let n = 0; n < 6; n += 1) {
      const s = await newStudent(app, `09871001${30 + n}`);
      for (let i = 0; i < 10; i += 1) await use(app, s.headers, `YYYY-YYYY-YY${i + 2}Y`, { ip });
    }
    const fresh = await newStudent(app, '0987100140');
    expect(codeOf(await use(app, fresh.headers, DEMO.test.code, { ip }))).toEqual([429, 'TOO_MANY_REQUESTS']);
    answerOf(activationEndpoints.activate, await use(app, fresh.headers, DEMO.test.code, { ip: '198.51.100.1' }));
  });

  it('the limits follow RATE_LIMIT_MULTIPLIER', async () => {
    const app = await createTestApp({ RATE_LIMIT_MULTIPLIER: '2' });
    const { headers } = await newStudent(app, '0987100050');
    for (let i = 0; i < 20; i += 1) await use(app, headers, `ZZZZ-ZZZZ-ZZ${(i % 8) + 2}Z`);
    expect(codeOf(await use(app, headers, 'ZZZZ-ZZZZ-ZZZZ'))).toEqual([429, 'TOO_MANY_REQUESTS']);
  });

  it('tells onCodeActivated of each grant, after it is stored; its failure does not undo the grant', async () => {
    const app = await createTestApp();
    const { id } = await newStudent(app, '0987100060');
    const heard: [number, ActivationGrantDto][] = [];
    const service = createActivationService({
      db: app.db,
      clock: app.clock,
      limiter: app.services.limiter,
      codeKey: keyOf(app),
      findTest: async () => undefined,
      grantTest,
      grantQuantity: app.services.memberships.grantQuantity,
      adaptiveTestOf,
      onCodeActivated: (userId, grant) => {
        heard.push([userId, grant]);
        throw new Error('listener down');
      },
    });
    const grant = await service.activate(id, '127.0.0.1', { code: DEMO.quantity.code, site: SITE });
    expect(heard).toEqual([[id, grant]]);
    expect(grant.kind).toBe('QUANTITY');
  });
});
