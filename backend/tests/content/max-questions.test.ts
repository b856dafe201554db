import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthoredUnitTest } from '@contract/content';
import { ConfigError, loadConfig, loadContentSettings } from '../../src/config';
import { checkFile, loadContent, MAX_LEAF_QUESTIONS, mediaIndex, type CheckContext } from '../../src/content/check';
import { ContentInvalidError } from '../../src/content/seed-catalogue';
import { createSqliteDatabase } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { seed } from '../../src/db/seed';
import { createManualClock } from '../../src/lib/clock';
import { TEST_HASH_COST } from '../helpers';

/**
 * CONTENT_MAX_QUESTIONS: authored tests stay capped at 40 questions; the cap can be raised for
 * generated content (the player benchmark seeds a 100-question test) through config and seed.
 */

const FIXTURES = join(__dirname, '..', 'fixtures', 'content');
const VSTEP_FILE = 'fixture-vstep-b1-reading-1.json';
const media = mediaIndex(join(FIXTURES, 'media'));
const context: CheckContext = { mediaExists: (path) => media.has(path) };
const tooMany = (count: number, max = 40) =>
  `$.sections: a test has 10–${max} questions (group items count one by one); this one has ${count}`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The 10-question VSTEP fixture grown to `total` questions by copying its first one. */
function grownFixture(total: number): AuthoredUnitTest {
  const test = JSON.parse(readFileSync(join(FIXTURES, 'tests', VSTEP_FILE), 'utf8')) as AuthoredUnitTest;
  const section = test.sections[0];
  const first = section?.questions[0];
  if (!section || !first) throw new Error('fixture changed');
  for (let i = 11; i <= total; i += 1) section.questions.push({ ...first, id: `extra-${i}` } as typeof first);
  return test;
}

/** A copy of the fixture content whose VSTEP test has `total` questions. */
function scratchContent(total: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-max-'));
  dirs.push(dir);
  const contentDir = join(dir, 'content');
  cpSync(FIXTURES, contentDir, { recursive: true });
  writeFileSync(join(contentDir, 'tests', VSTEP_FILE), JSON.stringify(grownFixture(total), null, 2));
  return contentDir;
}

const errors = (problems: { severity: string; path: string; message: string }[]) =>
  problems.filter((p) => p.severity === 'error').map((p) => `${p.path}: ${p.message}`);

describe('question cap: checker', () => {
  it('refuses a 41-question test by default and accepts it with maxQuestions 41', () => {
    expect(MAX_LEAF_QUESTIONS).toBe(40);
    const data = grownFixture(41);
    expect(errors(checkFile({ file: VSTEP_FILE, data }, context).problems)).toContain(tooMany(41));

    const raised = checkFile({ file: VSTEP_FILE, data }, { ...context, maxQuestions: 41 });
    expect(errors(raised.problems)).toEqual([]);
    expect(raised.leafCount).toBe(41);
    expect(raised.test?.id).toBe(data.id);
  });

  it('still refuses more than the raised cap, naming it', () => {
    const result = checkFile({ file: VSTEP_FILE, data: grownFixture(101) }, { ...context, maxQuestions: 100 });
    expect(errors(result.problems)).toContain(tooMany(101, 100));
  });

  it('loadContent takes the cap as an option', () => {
    const contentDir = scratchContent(41);
    const byDefault = loadContent(contentDir);
    expect(byDefault.errorCount).toBe(1);
    expect(errors(byDefault.problems)).toEqual([tooMany(41)]);

    const raised = loadContent(contentDir, { maxQuestions: 100 });
    expect(raised.errorCount).toBe(0);
    expect(raised.tests.map((test) => test.id)).toEqual([900001, 900002, 900003]);
  });
});

describe('question cap: config and seed', () => {
  it('reads CONTENT_MAX_QUESTIONS (default 40) beside CONTENT_DIR', () => {
    const contentDir = scratchContent(41);
    expect(loadConfig({}, '/repo').contentMaxQuestions).toBe(40);
    const config = loadConfig({ CONTENT_DIR: contentDir, CONTENT_MAX_QUESTIONS: '100' }, '/repo');
    expect(config.contentDir).toBe(contentDir);
    expect(config.contentMaxQuestions).toBe(100);
    expect(loadContentSettings({ CONTENT_DIR: contentDir, CONTENT_MAX_QUESTIONS: ' 55 ' }, '/repo')).toEqual({
      contentDir,
      contentMaxQuestions: 55,
    });
  });

  it.each(['0', '-5', '9', '201', '1.5', '40abc', 'many'])('refuses CONTENT_MAX_QUESTIONS=%s', (value) => {
    expect(() => loadConfig({ CONTENT_MAX_QUESTIONS: value }, '/repo')).toThrow(
      `CONTENT_MAX_QUESTIONS must be an integer between 10 and 200 (got "${value.trim()}")`,
    );
    expect(() => loadContentSettings({ CONTENT_MAX_QUESTIONS: value }, '/repo')).toThrow(ConfigError);
  });

  it('seeds a 41-question test only when the cap allows it', async () => {
    const contentDir = scratchContent(41);
    const db = createSqliteDatabase(join(contentDir, '..', 'test.db'));
    try {
      await migrate(db);
      const options = { passwordHashCost: TEST_HASH_COST, demoUsers: false, contentDir, clock: createManualClock() };
      const refused = await seed(db, options).then(
        () => null,
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(ContentInvalidError);
      expect((refused as ContentInvalidError).problems).toEqual([`ERROR ${VSTEP_FILE} ${tooMany(41)}`]);

      await seed(db, { ...options, contentMaxQuestions: 41 });
      const row = await db
        .selectFrom('unit_tests')
        .select(['question_count'])
        .where('id', '=', 900002)
        .executeTakeFirstOrThrow();
      expect(row.question_count).toBe(41);
      const questions = await db
        .selectFrom('unit_test_questions')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('unit_test_id', '=', 900002)
        .executeTakeFirstOrThrow();
      expect(Number(questions.n)).toBe(41);
    } finally {
      await db.destroy();
    }
  });
});
