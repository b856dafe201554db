import { isExamTest } from '@contract/catalogue';
import type { LeafQuestion } from '@contract/content';
import { leavesOf, type AuthoredTestContent } from './attempt-view';
import { attemptNotFound } from './errors';
import type { Database } from '../../db/database';
import { createAttemptsRepository, type AttemptRow, type AttemptsRepository, type UnitTestRow } from './repository';

export function isExamRow(test: Pick<UnitTestRow, 'is_international_exam' | 'unit_test_type'>): boolean {
  return isExamTest({ isInternationalExam: test.is_international_exam === 1, unitTestType: test.unit_test_type });
}

export interface TestContent {
  hash: string;
  content: AuthoredTestContent;
  /** The answerable questions, by id. */
  leaves: Map<string, LeafQuestion>;
}

/**
 * The test of an attempt and its authored content. Drafts are saved every few seconds and each
 * one is checked against the test's question ids, so the parsed content of a test version is
 * kept while its hash is unchanged.
 */
export function createContentStore(attempts: AttemptsRepository) {
  const cache = new Map<number, TestContent>();

  async function contentOf(test: UnitTestRow): Promise<TestContent> {
    const cached = cache.get(test.id);
    if (cached && cached.hash === test.content_hash) return cached;
    const content = await attempts.content(test.id);
    const entry = {
      hash: test.content_hash,
      content,
      leaves: new Map(leavesOf(content).map((leaf) => [leaf.question.id, leaf.question])),
    };
    cache.set(test.id, entry);
    return entry;
  }

  async function testOf(attempt: AttemptRow): Promise<UnitTestRow> {
    const test = await attempts.findTest(attempt.unit_test_id);
    if (!test) throw attemptNotFound();
    return test;
  }

  return { contentOf, testOf };
}

export type ContentStore = ReturnType<typeof createContentStore>;

/** The authored content of a test, read once (the demo seeds build results from it). */
export function readTestContent(db: Database, unitTestId: number): Promise<AuthoredTestContent> {
  return createAttemptsRepository(db).content(unitTestId);
}
