import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { AccessTier, UnitTestSort } from '@contract/catalogue';
import type { SchoolLevel, Skill } from '@contract/constants';
import type { Database } from '../../db/database';
import type { DatabaseSchema, UnitTestsTable, UserUnitTestsTable } from '../../db/schema';
import { grantTest } from './ownership';

export type UnitTestRow = Selectable<UnitTestsTable>;

/** Filters already checked and resolved (grade code → id, lists split) by the service. */
export interface UnitTestFilters {
  /** Folded search words; every one must occur in the search text. */
  words: string[];
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

/** Who is asking: USER-scope tests are visible to their owner only. */
export type Viewer = { userId: number } | null;

type UnitTestsEb = ExpressionBuilder<DatabaseSchema, 'unit_tests'>;

function visibility(eb: UnitTestsEb, scope: UnitTestFilters['scope'], viewer: Viewer): Expression<SqlBool> {
  const system = eb('unit_tests.scope', '=', 'SYSTEM');
  const own = viewer
    ? eb.and([eb('unit_tests.scope', '=', 'USER'), eb('unit_tests.owner_user_id', '=', viewer.userId)])
    : eb.lit(false);
  const allowed = scope === 'SYSTEM' ? system : scope === 'USER' ? own : eb.or([system, own]);
  return eb.and([eb('unit_tests.retired_at', 'is', null), allowed]);
}

function conditions(eb: UnitTestsEb, filters: UnitTestFilters, viewer: Viewer): Expression<SqlBool> {
  const all: Expression<SqlBool>[] = [visibility(eb, filters.scope, viewer)];
  for (const word of filters.words) all.push(eb('unit_tests.search_text', 'like', `%${word}%`));
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
  practice_mode_id: number | null;
  exam_id: number | null;
  certificate_id: number | null;
  access_tier: AccessTier;
}

export function createCatalogueRepository(db: Database) {
  const matching = (filters: UnitTestFilters, viewer: Viewer) =>
    db.selectFrom('unit_tests').where((eb) => conditions(eb, filters, viewer));

  return {
    async count(filters: UnitTestFilters, viewer: Viewer): Promise<number> {
      const row = await matching(filters, viewer)
        .select((eb) => eb.fn.countAll<number | string>().as('total'))
        .executeTakeFirst();
      return Number(row?.total ?? 0);
    },

    async page(
      filters: UnitTestFilters,
      viewer: Viewer,
      sort: UnitTestSort,
      offset: number,
      limit: number,
    ): Promise<UnitTestRow[]> {
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
    },

    facetRows(filters: UnitTestFilters, viewer: Viewer): Promise<FacetRow[]> {
      return matching(filters, viewer)
        .select([
          'unit_tests.id',
          'unit_tests.school_level',
          'unit_tests.practice_mode_id',
          'unit_tests.exam_id',
          'unit_tests.certificate_id',
          'unit_tests.access_tier',
        ])
        .execute();
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
