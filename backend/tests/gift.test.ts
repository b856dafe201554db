/**
 * The welcome gift (spec §3, §6, §9): a student claims it once, for a grade with a list; the
 * list's ten tests are in My tests at once and the profile says so. Two claims at once give one
 * gift; guests, teachers and grades without a list are refused.
 */
import { accountEndpoints } from '@contract/account';
import { giftEndpoints } from '@contract/gift';
import { notificationsEndpoints } from '@contract/notifications';
import { unitTestsEndpoints } from '@contract/unit-tests';
import { beforeAll, describe, expect, it } from 'vitest';
import { defaultContentDir } from '../src/content/paths';
import { loadContent } from '../src/content/check';
import { grantTest } from '../src/modules/catalogue';
import { markGiftReceived } from '../src/modules/account';
import { createGiftService, GIFT_TEST_COUNT, loadGiftLists, parseGiftLists } from '../src/modules/gift';
import { newStudent, teacherAuth } from './classes-fixtures';
import { createTestApp, failureOf, inject, type TestApp } from './helpers';

const G6 = 6;

async function claimRaw(app: TestApp, headers: Record<string, string> | undefined, body: unknown) {
  return app.api.inject({
    method: 'POST',
    url: '/student',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

describe('gift lists', () => {
  const lists = loadGiftLists(defaultContentDir());
  const content = loadContent(defaultContentDir());
  const authored = new Map(content.files.flatMap((file) => (file.test ? [[file.test.id, file.test] as const] : [])));

  it('has a list of ten authored tests for every grade from G1 to G12, of the kinds of §9', () => {
    expect([...lists.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const [gradeId, ids] of lists) {
      expect(ids).toHaveLength(GIFT_TEST_COUNT);
      const tests = ids.map((id) => authored.get(id));
      expect(tests.every(Boolean), `G${gradeId}: every id is an authored test`).toBe(true);
      const kinds = tests.map((test) => (test!.certificateId === 18 ? 'TOEIC' : test!.unitTestType));
      expect(kinds.filter((kind) => kind === 'TOEIC')).toHaveLength(1);
      expect(kinds.filter((kind) => kind === 'NATIONAL_EXAM')).toHaveLength(6);
      const periodic = tests.filter((test) =>
        ['REGULAR_EXAM', 'MID_TERM_EXAM', 'END_OF_TERM_EXAM'].includes(test!.unitTestType),
      );
      expect(periodic.map((test) => test!.duration ?? 0).sort((a, b) => a - b)).toEqual([15, 45, 60]);
      expect(periodic.every((test) => test!.grades.includes(`G${gradeId}`))).toBe(true);
    }
  });

  it('gives G11 and G12 one list, and G10 and G11 some tests in common', () => {
    expect(lists.get(11)).toEqual(lists.get(12));
    const shared = lists.get(10)!.filter((id) => lists.get(11)!.includes(id));
    expect(shared.length).toBeGreaterThan(0);
    expect(shared.length).toBeLessThan(GIFT_TEST_COUNT);
  });

  it('refuses a list that is not ten distinct tests of a grade from G1 to G12', () => {
    const ten = Array.from({ length: 10 }, (_, i) => 5001 + i);
    expect(parseGiftLists({ G3: ten }).get(3)).toEqual(ten);
    expect(() => parseGiftLists({ G13: ten })).toThrow(/G13/);
    expect(() => parseGiftLists({ G3: ten.slice(1) })).toThrow(/9 tests/);
    expect(() => parseGiftLists({ G3: [...ten.slice(1), 5002] })).toThrow(/twice/);
    expect(() => parseGiftLists({ G3: 'x' })).toThrow(/test ids/);
  });
});

describe('claiming the gift', () => {
  // The first app of a file migrates and seeds the template database: not part of any test's time.
  beforeAll(() => createTestApp({}, { scope: 'file' }), 60_000);

  it('grants the grade’s ten tests once: in My tests at once, and the profile says it was received', async () => {
    const app = await createTestApp();
    const { headers } = await newStudent(app, '0987000701');
    expect(await inject(app.api, giftEndpoints.options, { token: headers })).toMatchObject({
      data: { received: false, gradeIds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] },
    });
    const claimed = await inject(app.api, giftEndpoints.claim, { token: headers, body: { gradeId: G6 } });
    expect(claimed.data.gradeId).toBe(G6);
    expect(claimed.data.unitTestIds).toHaveLength(10);

    const owned = (await inject(app.api, unitTestsEndpoints.owned, { token: headers })).data;
    const gifts = owned.filter((test) => claimed.data.unitTestIds.includes(test.unitTest.id));
    expect(gifts).toHaveLength(10);
    expect(gifts.every((test) => test.source === 'GIFT')).toBe(true);
    expect((await inject(app.api, accountEndpoints.profile, { token: headers })).data.receivedGift).toBe(true);
    expect((await inject(app.api, giftEndpoints.options, { token: headers })).data.received).toBe(true);
    // The gift is announced in the student's notifications.
    expect((await inject(app.api, notificationsEndpoints.countUnseen, { token: headers })).data).toBe(1);

    // A second claim, for any grade, is refused and grants nothing more.
    const again = await claimRaw(app, headers, { gradeId: 3 });
    expect(again.statusCode).toBe(409);
    expect(failureOf(again)).toMatchObject({ result: false, code: 'GIFT_ALREADY_RECEIVED' });
    const after = (await inject(app.api, unitTestsEndpoints.owned, { token: headers })).data;
    expect(after).toHaveLength(owned.length);
  });

  it('gives one gift when two claims arrive at once (two clicks, two tabs)', async () => {
    const app = await createTestApp();
    const { id, headers } = await newStudent(app, '0987000702');
    const answers = await Promise.all([
      claimRaw(app, headers, { gradeId: G6 }),
      claimRaw(app, headers, { gradeId: 10 }),
      claimRaw(app, headers, { gradeId: G6 }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await app.db
      .selectFrom('user_unit_tests')
      .select('unit_test_id')
      .where('user_id', '=', id)
      .where('source', '=', 'GIFT')
      .execute();
    expect(rows).toHaveLength(10);
  });

  it('refuses guests, teachers and a grade without a list, keeping the gift for later', async () => {
    const app = await createTestApp();
    const guest = await claimRaw(app, undefined, { gradeId: G6 });
    expect(guest.statusCode).toBe(401);
    expect(failureOf(guest).code).toBe('UNAUTHORIZED');

    const teacher = await claimRaw(app, await teacherAuth(app), { gradeId: G6 });
    expect(teacher.statusCode).toBe(403);

    const { headers } = await newStudent(app, '0987000703');
    for (const body of [{ gradeId: 13 }, { gradeId: 0 }, { gradeId: 'G6' }, {}, { gradeId: G6, extra: 1 }]) {
      const answer = await claimRaw(app, headers, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(failureOf(answer)).toMatchObject({ result: false, code: 'VALIDATION_ERROR' });
    }
    expect((await inject(app.api, accountEndpoints.profile, { token: headers })).data.receivedGift).toBe(false);
    expect((await claimRaw(app, headers, { gradeId: G6 })).statusCode).toBe(200);
  });

  it('tells the claim hook who claimed and how many tests, and a failing hook does not undo the claim', async () => {
    const app = await createTestApp();
    const { id } = await newStudent(app, '0987000704');
    const { id: other } = await newStudent(app, '0987000705');
    const calls: [number, number][] = [];
    const base = {
      db: app.db,
      clock: app.clock,
      lists: loadGiftLists(defaultContentDir()),
      grantTest,
      markGiftReceived,
      receivedGift: async () => false,
    };
    const gift = createGiftService({ ...base, onGiftClaimed: (userId, count) => void calls.push([userId, count]) });
    await gift.claim(id, { gradeId: 1 });
    await expect(gift.claim(id, { gradeId: 1 })).rejects.toMatchObject({ code: 'GIFT_ALREADY_RECEIVED' });
    expect(calls).toEqual([[id, 10]]);

    const failing = createGiftService({
      ...base,
      onGiftClaimed: () => {
        throw new Error('unreachable listener');
      },
    });
    expect((await failing.claim(other, { gradeId: 12 })).unitTestIds).toHaveLength(10);
  });
});
