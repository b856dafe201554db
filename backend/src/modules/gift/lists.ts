import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GRADES } from '@contract/constants';

/** How many tests each gift list holds (spec §9: 1 TOEIC, 3 periodic, 6 competency tests). */
export const GIFT_TEST_COUNT = 10;
/** The grades a gift list may be configured for (spec §3: G1 to G12). */
const GIFT_GRADE_CODES = GRADES.map((grade) => grade.code).filter((code) => code !== 'G13');

/** Grade id → the ten test ids its gift gives. Grades without a list are absent. */
export type GiftLists = ReadonlyMap<number, readonly number[]>;

/** Where the lists are kept: `<contentDir>/gift/gift-lists.json`, `{ "G1": [10 test ids], … }`. */
function giftListsFile(contentDir: string): string {
  return join(contentDir, 'gift', 'gift-lists.json');
}

/**
 * Reads and checks the lists: only G1–G12, each exactly ten distinct test ids. A list that breaks
 * a rule is a configuration error, reported with the grade it belongs to. No file: no gift grades.
 */
export function parseGiftLists(data: unknown): GiftLists {
  if (data === null || typeof data !== 'object' || Array.isArray(data))
    throw new Error('gift lists: expected an object of grade code → test ids');
  const lists = new Map<number, readonly number[]>();
  for (const [code, ids] of Object.entries(data as Record<string, unknown>)) {
    if (code === '$comment') continue;
    const grade = GRADES.find((candidate) => candidate.code === code);
    if (!grade || !GIFT_GRADE_CODES.includes(code))
      throw new Error(`gift lists: ${code} is not a grade from G1 to G12`);
    if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && (id as number) > 0))
      throw new Error(`gift lists: ${code} must be a list of test ids`);
    if (ids.length !== GIFT_TEST_COUNT)
      throw new Error(`gift lists: ${code} has ${ids.length} tests, not ${GIFT_TEST_COUNT}`);
    if (new Set(ids).size !== ids.length) throw new Error(`gift lists: ${code} names a test twice`);
    lists.set(grade.id, ids as number[]);
  }
  return new Map([...lists].sort(([a], [b]) => a - b));
}

export function loadGiftLists(contentDir: string): GiftLists {
  const file = giftListsFile(contentDir);
  if (!existsSync(file)) return new Map();
  return parseGiftLists(JSON.parse(readFileSync(file, 'utf8')) as unknown);
}
