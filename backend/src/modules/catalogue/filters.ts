import type { AccessTier } from '@contract/catalogue';
import type { SchoolLevel, Skill } from '@contract/constants';

/** Filters already checked and resolved (grade code → id, lists split) by the service. */
export interface UnitTestFilters {
  /** Folded search words; every one must occur in the search text. */
  words: string[];
  /**
   * The trigram FTS5 query of the words of 3 letters or more (SQLite, decision 0028); shorter
   * words are still matched as substrings of the search text, among the index's matches.
   */
  match?: string;
  /** The match holds many tests (a page then walks the sort order instead of sorting them). */
  dense?: boolean;
  /** Tests left out (the exact title matches a search shows first). */
  excludeIds?: number[];
  schoolLevel?: SchoolLevel;
  gradeId?: number;
  subject?: string;
  practiceModeId?: number;
  examIds?: number[];
  certificateIds?: number[];
  skills?: Skill[];
  unitType?: 'PRACTICE' | 'TEST';
  scope: 'SYSTEM' | 'USER' | 'ALL';
  testKind?: string;
  accessTier?: AccessTier;
  featured?: boolean;
}
