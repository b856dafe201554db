import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthoredUnitTest } from '@contract/content';
import { defaultContentDir } from '../src/content/paths';
import { CONTENT_SEED_STATE, ContentInvalidError, seedCatalogue } from '../src/content/seed-catalogue';
import { createSqliteDatabase, type Database } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { DEMO_USERS, seed } from '../src/db/seed';
import { createManualClock } from '../src/lib/clock';
import { TEST_HASH_COST } from './helpers';

const FIXTURES = join(__dirname, 'fixtures', 'content');
const UNIT_FILE = 'fixture-g6-unit-1-my-new-school.json';
const VSTEP_FILE = 'fixture-vstep-b1-reading-1.json';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A scratch copy of the fixture content (files are edited by the tests) and an empty database. */
async function scratch(): Promise<{ db: Database; contentDir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'content-seed-'));
  const contentDir = join(dir, 'content');
  cpSync(FIXTURES, contentDir, { recursive: true });
  const db = createSqliteDatabase(join(dir, 'test.db'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cleanups.push(() => db.destroy());
  await migrate(db);
  return { db, contentDir };
}

function edit(contentDir: string, file: string, change: (test: AuthoredUnitTest) => void): void {
  const path = join(contentDir, 'tests', file);
  const test = JSON.parse(readFileSync(path, 'utf8')) as AuthoredUnitTest;
  change(test);
  writeFileSync(path, JSON.stringify(test, null, 2));
}

async function questionIds(db: Database, unitTestId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('unit_test_questions')
    .select(['id', 'question_key'])
    .where('unit_test_id', '=', unitTestId)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.question_key, row.id]));
}

async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = [
    'unit_tests',
    'unit_test_grades',
    'unit_test_skills',
    'unit_test_sections',
    'unit_test_questions',
    'membership_packages',
    'sale_assets',
    'banners',
    'banner_items',
    'app_settings',
    'countries',
    'user_unit_tests',
  ] as const;
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describe('catalogue seed', () => {
  it('writes tests, sections, questions (answers kept), grades, skills and the content hash', async () => {
    const { db, contentDir } = await scratch();
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: false, contentDir, clock: createManualClock() });

    const tests = await db.selectFrom('unit_tests').selectAll().orderBy('id').execute();
    expect(tests.map((test) => [test.id, test.slug, test.question_count])).toEqual([
      // Its flashcard deck is not a question to answer.
      [900001, 'fixture-g6-unit-1-my-new-school', 14],
      [900002, 'fixture-vstep-b1-reading-1', 10],
      [900003, 'fixture-g7-mid-term-1', 12],
    ]);
    const unit = tests[0];
    expect(unit?.search_text).toContain('tieng anh 6');
    expect(unit?.search_text).toContain('truong moi cua em');
    expect(unit?.has_listening).toBe(1);
    expect(unit?.has_speaking).toBe(1);

    const skills = await db.selectFrom('unit_test_skills').select('skill').where('unit_test_id', '=', 900001).execute();
    expect(skills.map((row) => row.skill).sort()).toEqual(['GR', 'LI', 'SP', 'VO', 'WR']);
    const grades = await db
      .selectFrom('unit_test_grades')
      .select('grade_id')
      .where('unit_test_id', '=', 900001)
      .execute();
    expect(grades).toEqual([{ grade_id: 6 }]);

    // A listening group is one row holding its items; the authored answers are stored for scoring.
    const group = await db
      .selectFrom('unit_test_questions')
      .selectAll()
      .where('unit_test_id', '=', 900001)
      .where('question_key', '=', 'g1')
      .executeTakeFirstOrThrow();
    expect(group.type).toBe('LS');
    expect(group.leaf_count).toBe(2);
    expect(JSON.parse(group.content_json)).toMatchObject({ items: [{ id: 'q12', answer: 'A' }, { id: 'q13' }] });

    const state = await db
      .selectFrom('seed_state')
      .selectAll()
      .where('name', '=', CONTENT_SEED_STATE)
      .executeTakeFirst();
    expect(state?.hash).toMatch(/^[0-9a-f]{64}$/);

    // The PAID test is for sale beside the three plans.
    const assets = await db
      .selectFrom('sale_assets')
      .select(['asset_type', 'unit_test_id', 'membership_id', 'price'])
      .orderBy('id')
      .execute();
    expect(assets).toEqual([
      { asset_type: 'MEMBERSHIP', unit_test_id: null, membership_id: 1, price: 200_000 },
      { asset_type: 'MEMBERSHIP', unit_test_id: null, membership_id: 2, price: 400_000 },
      { asset_type: 'MEMBERSHIP', unit_test_id: null, membership_id: 3, price: 699_000 },
      { asset_type: 'UNIT_TEST', unit_test_id: 900002, membership_id: null, price: 49_000 },
    ]);
  });

  it('is idempotent: a second run with the same files rewrites nothing', async () => {
    const { db, contentDir } = await scratch();
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: true, contentDir, clock: createManualClock() });
    const before = await tableCounts(db);
    const ids = await questionIds(db, 900001);
    const updatedAt = await db
      .selectFrom('unit_tests')
      .select('updated_at')
      .where('id', '=', 900001)
      .executeTakeFirstOrThrow();

    const later = createManualClock(new Date('2025-02-01T00:00:00.000Z'));
    const again = await seedCatalogue(db, { contentDir, now: later.now() });
    expect(again).toEqual({ testsReseeded: false, testsWritten: 0, testCount: 3 });
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: true, contentDir, clock: later });

    expect(await tableCounts(db)).toEqual(before);
    expect(await questionIds(db, 900001)).toEqual(ids);
    expect(
      await db.selectFrom('unit_tests').select('updated_at').where('id', '=', 900001).executeTakeFirstOrThrow(),
    ).toEqual(updatedAt);
  });

  it('re-seeds when a file changes: only that test, row ids kept, removed questions gone', async () => {
    const { db, contentDir } = await scratch();
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: false, contentDir, clock: createManualClock() });
    const before = await questionIds(db, 900001);

    edit(contentDir, UNIT_FILE, (test) => {
      test.name = 'Tiếng Anh 6 – Bài 1: Ngôi trường mới';
      const vocabulary = test.sections[0];
      if (!vocabulary) throw new Error('fixture changed');
      vocabulary.questions = vocabulary.questions.filter((question) => question.id !== 'q6');
      const first = vocabulary.questions[0];
      if (first && 'prompt' in first) first.prompt = 'We use a ___ to add numbers.';
      const copy = { ...first, id: 'q16' } as (typeof vocabulary.questions)[number];
      vocabulary.questions.push(copy);
    });
    const result = await seedCatalogue(db, { contentDir, now: new Date('2025-03-01T00:00:00.000Z') });
    expect(result).toEqual({ testsReseeded: true, testsWritten: 1, testCount: 3 });

    const after = await questionIds(db, 900001);
    expect(after.q1).toBe(before.q1);
    expect(after.q7).toBe(before.q7);
    expect(after.q6).toBeUndefined();
    expect(after.q16).toBeGreaterThan(0);
    const q1 = await db
      .selectFrom('unit_test_questions')
      .select('content_json')
      .where('id', '=', after.q1 ?? -1)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(q1.content_json)).toMatchObject({ prompt: 'We use a ___ to add numbers.' });
    const unit = await db
      .selectFrom('unit_tests')
      .select(['name', 'search_text', 'updated_at'])
      .where('id', '=', 900001)
      .executeTakeFirstOrThrow();
    expect(unit.name).toBe('Tiếng Anh 6 – Bài 1: Ngôi trường mới');
    expect(unit.search_text).toContain('bai 1 ngoi truong moi');
    expect(unit.updated_at).toBe('2025-03-01T00:00:00.000Z');
    const untouched = await db
      .selectFrom('unit_tests')
      .select('updated_at')
      .where('id', '=', 900002)
      .executeTakeFirstOrThrow();
    expect(untouched.updated_at).toBe('2025-01-01T00:00:00.000Z');
  });

  it('retires a test whose file is gone (kept for owners, hidden, no longer for sale) and revives it when it returns', async () => {
    const { db, contentDir } = await scratch();
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: false, contentDir, clock: createManualClock() });
    const vstep = readFileSync(join(contentDir, 'tests', VSTEP_FILE));
    unlinkSync(join(contentDir, 'tests', VSTEP_FILE));
    await seedCatalogue(db, { contentDir, now: new Date('2025-03-01T00:00:00.000Z') });

    const retired = await db
      .selectFrom('unit_tests')
      .select(['retired_at', 'slug'])
      .where('id', '=', 900002)
      .executeTakeFirstOrThrow();
    expect(retired.retired_at).toBe('2025-03-01T00:00:00.000Z');
    expect(retired.slug).not.toBe('fixture-vstep-b1-reading-1');
    expect(await db.selectFrom('sale_assets').select('id').where('unit_test_id', '=', 900002).execute()).toEqual([]);

    writeFileSync(join(contentDir, 'tests', VSTEP_FILE), vstep);
    await seedCatalogue(db, { contentDir, now: new Date('2025-04-01T00:00:00.000Z') });
    const back = await db
      .selectFrom('unit_tests')
      .select(['retired_at', 'slug'])
      .where('id', '=', 900002)
      .executeTakeFirstOrThrow();
    expect(back).toEqual({ retired_at: null, slug: 'fixture-vstep-b1-reading-1' });
  });

  it('lets two tests swap slugs in one edit', async () => {
    const { db, contentDir } = await scratch();
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: false, contentDir, clock: createManualClock() });
    edit(contentDir, VSTEP_FILE, (test) => {
      test.slug = 'fixture-g7-mid-term-1';
    });
    edit(contentDir, 'fixture-g7-mid-term-1.json', (test) => {
      test.slug = 'fixture-vstep-b1-reading-1';
    });
    await seedCatalogue(db, { contentDir, now: new Date('2025-03-01T00:00:00.000Z') });
    const rows = await db
      .selectFrom('unit_tests')
      .select(['id', 'slug'])
      .where('id', 'in', [900002, 900003])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 900002, slug: 'fixture-g7-mid-term-1' },
      { id: 900003, slug: 'fixture-vstep-b1-reading-1' },
    ]);
  });

  it('refuses invalid content with every problem listed, and leaves the database as it was', async () => {
    const { db, contentDir } = await scratch();
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: false, contentDir, clock: createManualClock() });
    const before = await tableCounts(db);
    edit(contentDir, UNIT_FILE, (test) => {
      const first = test.sections[0]?.questions[0];
      if (first && 'answer' in first) (first as { answer: string }).answer = 'Z';
    });
    writeFileSync(join(contentDir, 'tests', 'broken.json'), '{ "id": ');

    const error = await seedCatalogue(db, { contentDir, now: new Date() }).then(
      () => null,
      (caught: unknown) => caught,
    );
    if (!(error instanceof ContentInvalidError)) throw new Error('expected ContentInvalidError');
    expect(error.problems).toHaveLength(2);
    expect(error.message).toContain(`${UNIT_FILE} $.sections[0].questions[0].answer: answer "Z" is not an option id`);
    expect(error.message).toContain('broken.json $: not valid JSON');
    expect(error.message).toContain('npm run content:check');
    expect(await tableCounts(db)).toEqual(before);
  });

  it('gives the demo student one free, one membership and one gift test, once', async () => {
    const { db, contentDir } = await scratch();
    const clock = createManualClock(new Date('2025-06-10T00:00:00.000Z'));
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: true, contentDir, clock });
    await seed(db, { passwordHashCost: TEST_HASH_COST, demoUsers: true, contentDir, clock });
    const student = await db
      .selectFrom('users')
      .select('id')
      .where('phone', '=', DEMO_USERS.student.phone)
      .executeTakeFirstOrThrow();
    const owned = await db
      .selectFrom('user_unit_tests')
      .innerJoin('unit_tests', 'unit_tests.id', 'user_unit_tests.unit_test_id')
      .select(['user_unit_tests.source', 'unit_tests.access_tier', 'user_unit_tests.acquired_at'])
      .where('user_id', '=', student.id)
      .orderBy('user_unit_tests.acquired_at', 'desc')
      .execute();
    expect(owned).toEqual([
      { source: 'FREE', access_tier: 'FREE', acquired_at: '2025-06-09T00:00:00.000Z' },
      { source: 'MEMBERSHIP', access_tier: 'MEMBERSHIP', acquired_at: '2025-06-05T00:00:00.000Z' },
      { source: 'GIFT', access_tier: 'PAID', acquired_at: '2025-05-31T00:00:00.000Z' },
    ]);
  });

  it('seeds the real content quickly', async () => {
    const { db } = await scratch();
    // Grades only (an empty content directory), then the real catalogue on its own.
    await seed(db, {
      passwordHashCost: TEST_HASH_COST,
      demoUsers: false,
      contentDir: join(tmpdir(), 'no-such-content-dir'),
      clock: createManualClock(),
    });
    const started = performance.now();
    const result = await seedCatalogue(db, { contentDir: defaultContentDir(), now: new Date() });
    const elapsed = performance.now() - started;
    expect(result.testCount).toBeGreaterThan(0);
    // About 0.3 s for ~70 tests on a laptop; the bound leaves room for a busy CI machine.
    expect(elapsed).toBeLessThan(3000);
  });
});
