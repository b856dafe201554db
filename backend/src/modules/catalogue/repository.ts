import { PostgresAdapter, sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { AccessTier, UnitTestSort } from '@contract/catalogue';
import type { SchoolLevel, Skill } from '@contract/constants';
import type { Database } from '../../db/database';
import type { DatabaseSchema, UnitTestsTable, UserUnitTestsTable } from '../../db/schema';
import { skillMaskOf, type FacetCell } from './facet-cells';
import type { UnitTestFilters } from './filters';
import { grantTest } from './ownership';

export type UnitTestRow = Selectable<UnitTestsTable>;

/** Who is asking: USER-scope tests are visible to their owner only. */
export type Viewer = { userId: number } | null;

type UnitTestsEb = ExpressionBuilder<DatabaseSchema, 'unit_tests'>;

function visibility(
  eb: UnitTestsEb,
  scope: UnitTestFilters['scope'],
  viewer: Viewer,
  indexed = false,
): Expression<SqlBool> {
  // With the sort indexes, `+` keeps SQLite from reading by scope and sorting afterwards.
  const system = indexed ? eb(sql`+unit_tests.scope`, '=', 'SYSTEM') : eb('unit_tests.scope', '=', 'SYSTEM');
  const own = viewer
    ? eb.and([eb('unit_tests.scope', '=', 'USER'), eb('unit_tests.owner_user_id', '=', viewer.userId)])
    : eb.lit(false);
  const allowed = scope === 'SYSTEM' ? system : scope === 'USER' ? own : eb.or([system, own]);
  return eb.and([eb('unit_tests.retired_at', 'is', null), allowed]);
}

/** Grades and skills through the masks the search-index migration keeps (SQLite). */
function maskConditions(eb: UnitTestsEb, filters: UnitTestFilters): Expression<SqlBool>[] {
  const all: Expression<SqlBool>[] = [];
  if (filters.schoolLevel) all.push(eb('unit_tests.school_level', '=', filters.schoolLevel));
  if (filters.gradeId !== undefined) all.push(sql<SqlBool>`(unit_tests.grade_mask & ${1 << filters.gradeId}) != 0`);
  if (filters.subject) all.push(eb('unit_tests.subject', '=', filters.subject));
  if (filters.practiceModeId !== undefined) all.push(eb('unit_tests.practice_mode_id', '=', filters.practiceModeId));
  if (filters.examIds) all.push(eb('unit_tests.exam_id', 'in', filters.examIds));
  if (filters.certificateIds) all.push(eb('unit_tests.certificate_id', 'in', filters.certificateIds));
  if (filters.skills) all.push(sql<SqlBool>`(unit_tests.skill_mask & ${skillMaskOf(filters.skills)}) != 0`);
  if (filters.unitType) all.push(eb('unit_tests.unit_type', '=', filters.unitType));
  if (filters.testKind) all.push(eb('unit_tests.test_kind', '=', filters.testKind as UnitTestRow['test_kind']));
  if (filters.accessTier) all.push(eb('unit_tests.access_tier', '=', filters.accessTier));
  if (filters.featured !== undefined) all.push(eb('unit_tests.featured', '=', filters.featured ? 1 : 0));
  return all;
}

function conditions(eb: UnitTestsEb, filters: UnitTestFilters, viewer: Viewer, indexed: boolean): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [visibility(eb, filters.scope, viewer)];
  if (filters.match !== undefined && filters.match !== '') {
    all.push(
      sql<SqlBool>`unit_tests.id in (select rowid from unit_tests_fts where unit_tests_fts match ${filters.match})`,
    );
  }
  for (const word of filters.words) {
    if (filters.match === undefined || word.length < 3) all.push(eb('unit_tests.search_text', 'like', `%${word}%`));
  }
  if (filters.excludeIds && filters.excludeIds.length > 0) all.push(eb('unit_tests.id', 'not in', filters.excludeIds));
  if (indexed) return eb.and([...all, ...maskConditions(eb, filters)]);
  if (filters.schoolLevel) all.push(eb('unit_tests.school_level', '=', filters.schoolLevel));
  if (filters.gradeId !== undefined) {
    const gradeId = filters.gradeId;
    all.push(
      eb.exists(
        eb
          .selectFrom('unit_test_grades')
          .select('unit_test_grades.unit_test_id')
          .whereRef('unit_test_grades.unit_test_id', '=', 'unit_tests.id')
          .where('unit_test_grades.grade_id', '=', gradeId),
      ),
    );
  }
  if (filters.subject) all.push(eb('unit_tests.subject', '=', filters.subject));
  if (filters.practiceModeId !== undefined) all.push(eb('unit_tests.practice_mode_id', '=', filters.practiceModeId));
  if (filters.examIds) all.push(eb('unit_tests.exam_id', 'in', filters.examIds));
  if (filters.certificateIds) all.push(eb('unit_tests.certificate_id', 'in', filters.certificateIds));
  if (filters.skills) {
    const skills = filters.skills;
    all.push(
      eb.exists(
        eb
          .selectFrom('unit_test_skills')
          .select('unit_test_skills.unit_test_id')
          .whereRef('unit_test_skills.unit_test_id', '=', 'unit_tests.id')
          .where('unit_test_skills.skill', 'in', skills),
      ),
    );
  }
  if (filters.unitType) all.push(eb('unit_tests.unit_type', '=', filters.unitType));
  if (filters.testKind) all.push(eb('unit_tests.test_kind', '=', filters.testKind as UnitTestRow['test_kind']));
  if (filters.accessTier) all.push(eb('unit_tests.access_tier', '=', filters.accessTier));
  if (filters.featured !== undefined) all.push(eb('unit_tests.featured', '=', filters.featured ? 1 : 0));
  return eb.and(all);
}

export interface FacetRow {
  id: number;
  school_level: SchoolLevel | null;
  subject: string;
  practice_mode_id: number | null;
  exam_id: number | null;
  certificate_id: number | null;
  access_tier: AccessTier;
  unit_type: UnitTestRow['unit_type'];
  test_kind: UnitTestRow['test_kind'];
  featured: number;
}

/**
 * Each sort as one key and the id, both in one direction, so a page after a known row is a seek
 * along the matching index of the search-index migration (keyset paging, decision 0028).
 * Featured first is ascending on featured_rank (-featured); tests without a time limit sort
 * last (duration_rank).
 */
const SORT_KEYS: Record<UnitTestSort, { key: string; direction: 'asc' | 'desc' }> = {
  featured: { key: 'unit_tests.featured_rank', direction: 'asc' },
  newest: { key: 'unit_tests.created_at', direction: 'desc' },
  name: { key: 'unit_tests.name_sort', direction: 'asc' },
  duration: { key: 'unit_tests.duration_rank', direction: 'asc' },
  questions: { key: 'unit_tests.question_count', direction: 'asc' },
};

/** The sort position of a row: its sort key and id. */
export type PageCursor = [string | number, number];

interface PageWindow {
  offset: number;
  limit: number;
  /** Start after this row (keyset). */
  after?: PageCursor;
  /** Walk the order backwards (a page near the end); rows come back in the forward order. */
  reverse?: boolean;
}

const CELL_COLUMNS = [
  'school_level',
  'subject',
  'practice_mode_id',
  'exam_id',
  'certificate_id',
  'access_tier',
  'unit_type',
  'test_kind',
  'featured',
  'grade_mask',
  'skill_mask',
] as const;

/** The columns of a facet cell, from the tests themselves (the own tests, or a search's matches). */
const CELL_SELECT = sql.raw(
  "coalesce(unit_tests.school_level, '') as school_level, unit_tests.subject, " +
    'coalesce(unit_tests.practice_mode_id, 0) as practice_mode_id, coalesce(unit_tests.exam_id, 0) as exam_id, ' +
    'coalesce(unit_tests.certificate_id, 0) as certificate_id, unit_tests.access_tier, unit_tests.unit_type, ' +
    'unit_tests.test_kind, unit_tests.featured, unit_tests.grade_mask, unit_tests.skill_mask, count(*) as n',
);

export function createCatalogueRepository(db: Database) {
  /** The search index, facet cells and sort indexes exist (SQLite; decision 0028). */
  const indexed = !(db.getExecutor().adapter instanceof PostgresAdapter);
  const matching = (filters: UnitTestFilters, viewer: Viewer) =>
    db.selectFrom('unit_tests').where((eb) => conditions(eb, filters, viewer, indexed));

  /** The page query before the search index (Postgres): offset paging with the original orders. */
  const legacyPage = (
    filters: UnitTestFilters,
    viewer: Viewer,
    sort: UnitTestSort,
    offset: number,
    limit: number,
  ): Promise<UnitTestRow[]> => {
    let query = matching(filters, viewer).selectAll('unit_tests');
    switch (sort) {
      case 'featured':
        query = query.orderBy('unit_tests.featured', 'desc').orderBy('unit_tests.id', 'asc');
        break;
      case 'newest':
        query = query.orderBy('unit_tests.created_at', 'desc').orderBy('unit_tests.id', 'desc');
        break;
      case 'name':
        query = query.orderBy('unit_tests.name_sort', 'asc').orderBy('unit_tests.id', 'asc');
        break;
      case 'duration':
        // Tests without a time limit last, on SQLite and Postgres alike.
        query = query
          .orderBy(sql`case when unit_tests.duration is null then 1 else 0 end`)
          .orderBy('unit_tests.duration', 'asc')
          .orderBy('unit_tests.id', 'asc');
        break;
      case 'questions':
        query = query.orderBy('unit_tests.question_count', 'asc').orderBy('unit_tests.id', 'asc');
        break;
    }
    return query.limit(limit).offset(offset).execute();
  };

  return {
    indexed,

    async count(filters: UnitTestFilters, viewer: Viewer): Promise<number> {
      const row = await matching(filters, viewer)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    /** One page in the sort's order, each row with its cursor. */
    async page(
      filters: UnitTestFilters,
      viewer: Viewer,
      sort: UnitTestSort,
      window: PageWindow,
    ): Promise<{ rows: UnitTestRow[]; cursors: PageCursor[] }> {
      if (!indexed) {
        const rows = await legacyPage(filters, viewer, sort, window.offset, window.limit);
        return { rows, cursors: [] };
      }
      const { key, direction: forward } = SORT_KEYS[sort];
      const direction = window.reverse ? (forward === 'asc' ? 'desc' : 'asc') : forward;
      let query = matching(filters, viewer)
        .selectAll('unit_tests')
        .select(sql<string | number>`${sql.raw(key)}`.as('sort_key'));
      if (window.after) {
        const [value, id] = window.after;
        const operator = sql.raw(direction === 'asc' ? '>' : '<');
        query = query.where(sql<SqlBool>`(${sql.raw(key)}, unit_tests.id) ${operator} (${value}, ${id})`);
      }
      const found = await query
        .orderBy(sql.raw(`${key} ${direction}`))
        .orderBy(sql.raw(`unit_tests.id ${direction}`))
        .limit(window.limit)
        .offset(window.offset)
        .execute();
      if (window.reverse) found.reverse();
      return {
        rows: found.map(({ sort_key: _key, ...row }) => row),
        cursors: found.map((row) => [row.sort_key, row.id]),
      };
    },

    /** The catalogue's version: bumped by every write to a test, its grades or skills (SQLite). */
    async version(): Promise<number> {
      const row = await db.selectFrom('catalogue_state').select('version').where('id', '=', 1).executeTakeFirst();
      return row?.version ?? 0;
    },

    /** Every facet cell of the visible SYSTEM catalogue. */
    facetCells(): Promise<FacetCell[]> {
      return db
        .selectFrom('unit_test_facet_cells')
        .select([...CELL_COLUMNS, 'n'])
        .execute();
    },

    /** Cells of the tests a search matches, or of the viewer's own tests (`filters.scope` USER). */
    async cellsOf(filters: UnitTestFilters, viewer: Viewer): Promise<FacetCell[]> {
      const ids = matching({ words: filters.words, match: filters.match, scope: filters.scope }, viewer).select(
        'unit_tests.id',
      );
      const rows = await sql<FacetCell>`select ${CELL_SELECT} from unit_tests where unit_tests.id in (${ids})
        group by ${sql.raw(CELL_COLUMNS.join(', '))}`.execute(db);
      return rows.rows.map((row) => ({ ...row, n: Number(row.n) }));
    },

    /** Whether the viewer owns any USER-scope test (they then need their own counts). */
    async hasOwnTests(viewer: Viewer): Promise<boolean> {
      if (!viewer) return false;
      const row = await db
        .selectFrom('unit_tests')
        .select('id')
        .where('scope', '=', 'USER')
        .where('owner_user_id', '=', viewer.userId)
        .where('retired_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Tests whose folded name or English name is exactly the query, among the matches. */
    async exactTitleIds(filters: UnitTestFilters, viewer: Viewer, folded: string): Promise<number[]> {
      const rows = await matching({ ...filters, match: undefined, words: [] }, viewer)
        .select('unit_tests.id')
        .where((eb) =>
          eb.or([eb('unit_tests.name_sort', '=', folded), eb(sql`lower(unit_tests.name_en)`, '=', folded)]),
        )
        .orderBy('unit_tests.id')
        .limit(24)
        .execute();
      return rows.map((row) => row.id);
    },

    /** The words of the search index (SQLite), for the typo-tolerant fallback. */
    async vocabulary(): Promise<string[]> {
      const rows = await db.selectFrom('unit_test_words').select('word').execute();
      return rows.map((row) => row.word);
    },

    /** Without the search index (Postgres): the visible tests a search matches, one row each. */
    facetRows(filters: UnitTestFilters, viewer: Viewer): Promise<FacetRow[]> {
      return matching({ words: filters.words, scope: filters.scope }, viewer)
        .select([
          'unit_tests.id',
          'unit_tests.school_level',
          'unit_tests.subject',
          'unit_tests.practice_mode_id',
          'unit_tests.exam_id',
          'unit_tests.certificate_id',
          'unit_tests.access_tier',
          'unit_tests.unit_type',
          'unit_tests.test_kind',
          'unit_tests.featured',
        ])
        .execute();
    },

    /** Rows of these tests, in the order of `ids`. */
    async byIds(ids: number[]): Promise<UnitTestRow[]> {
      if (ids.length === 0) return [];
      const rows = await db.selectFrom('unit_tests').selectAll().where('id', 'in', ids).execute();
      return ids.flatMap((id) => rows.filter((row) => row.id === id));
    },

    async gradesOf(ids: number[]): Promise<{ unit_test_id: number; code: string }[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('unit_test_grades')
        .innerJoin('grades', 'grades.id', 'unit_test_grades.grade_id')
        .select(['unit_test_grades.unit_test_id', 'grades.code'])
        .where('unit_test_grades.unit_test_id', 'in', ids)
        .orderBy('grades.id')
        .execute();
    },

    async skillsOf(ids: number[]): Promise<{ unit_test_id: number; skill: Skill }[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('unit_test_skills')
        .select(['unit_test_id', 'skill'])
        .where('unit_test_id', 'in', ids)
        .execute();
    },

    /** A test the viewer may see, by numeric id or slug. */
    findVisible(key: { id: number } | { slug: string }, viewer: Viewer): Promise<UnitTestRow | undefined> {
      return db
        .selectFrom('unit_tests')
        .selectAll('unit_tests')
        .where((eb) =>
          eb.and([
            visibility(eb, 'ALL', viewer),
            'id' in key ? eb('unit_tests.id', '=', key.id) : eb('unit_tests.slug', '=', key.slug),
          ]),
        )
        .executeTakeFirst();
    },

    sectionsOf(unitTestId: number) {
      return db
        .selectFrom('unit_test_sections')
        .select(['section_key', 'title_vi', 'title_en', 'skill', 'question_count'])
        .where('unit_test_id', '=', unitTestId)
        .orderBy('position')
        .execute();
    },

    findOwnership(userId: number, unitTestId: number): Promise<Selectable<UserUnitTestsTable> | undefined> {
      return db
        .selectFrom('user_unit_tests')
        .selectAll()
        .where('user_id', '=', userId)
        .where('unit_test_id', '=', unitTestId)
        .executeTakeFirst();
    },

    async addOwnership(
      userId: number,
      unitTestId: number,
      source: UserUnitTestsTable['source'],
      acquiredAt: string,
    ): Promise<void> {
      await grantTest(db, { userId, unitTestId, source, at: acquiredAt });
    },

    /** The user's tests, newest first; retired tests are left out. */
    owned(userId: number) {
      return db
        .selectFrom('user_unit_tests')
        .innerJoin('unit_tests', 'unit_tests.id', 'user_unit_tests.unit_test_id')
        .selectAll('unit_tests')
        .select(['user_unit_tests.source', 'user_unit_tests.acquired_at', 'user_unit_tests.id as ownership_id'])
        .where('user_unit_tests.user_id', '=', userId)
        .where('unit_tests.retired_at', 'is', null)
        .orderBy('user_unit_tests.acquired_at', 'desc')
        .orderBy('user_unit_tests.id', 'desc')
        .execute();
    },
  };
}

export type CatalogueRepository = ReturnType<typeof createCatalogueRepository>;
