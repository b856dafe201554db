import {
  CERTIFICATES,
  EXAMS,
  UNIT_TEST_PAGE_SIZE,
  type OwnedUnitTestDto,
  type UnitTestDetailDto,
  type UnitTestFacetsDto,
  type UnitTestListData,
  type UnitTestListQuery,
  type UnitTestSummaryDto,
  type UseUnitTestData,
} from '@contract/catalogue';
import { GRADES, SKILLS, type Skill } from '@contract/constants';
import { gradeOfAnyCode } from '@contract/grade-editions';
import { searchWords } from '../../content/derive';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import type { OpenWith } from '@contract/commerce-rules';
import type { OpenableTest } from '../memberships';
import { facetsOfCells, skillMaskOf, totalOfCells, type FacetCell } from './facet-cells';
import { Vocabulary } from './fuzzy';
import type { UnitTestFilters } from './filters';
import type { CatalogueRepository, PageCursor, UnitTestRow, Viewer } from './repository';

export type FacetsQuery = Omit<UnitTestListQuery, 'page' | 'pageSize' | 'sort'>;

const notFound = () => new AppError(404, 'NOT_FOUND', 'There is no such unit test.');

function idList(
  field: string,
  raw: string | undefined,
  known: ReadonlySet<number>,
  what: string,
): number[] | undefined {
  if (raw === undefined) return undefined;
  const ids = raw.split(',').map(Number);
  const unknown = ids.filter((id) => !known.has(id));
  if (unknown.length > 0) throw invalidField(field, `contains unknown ${what} id(s): ${unknown.join(', ')}`);
  return [...new Set(ids)];
}

const EXAM_IDS = new Set(EXAMS.map((exam) => exam.id));
const CERTIFICATE_IDS = new Set(CERTIFICATES.map((certificate) => certificate.id));

/** Turns a validated query into filters; list items the schema cannot check are checked here. */
function toFilters(query: FacetsQuery): UnitTestFilters {
  const skills = query.skills?.split(',');
  const unknownSkill = skills?.find((skill) => !(SKILLS as readonly string[]).includes(skill));
  if (unknownSkill !== undefined) throw invalidField('skills', `contains an unknown skill "${unknownSkill}"`);
  // Either edition's code names the same grade: links from the international edition carry Y7.
  const grade = query.grade === undefined ? undefined : gradeOfAnyCode(query.grade);
  if (query.grade !== undefined && !grade) throw invalidField('grade', `is not a grade code (G1–G13, Y2–Y13, UNI)`);
  return {
    words: searchWords(query.q ?? ''),
    schoolLevel: query.schoolLevel,
    gradeId: grade?.id,
    subject: query.subject,
    practiceModeId: query.practiceModeId,
    examIds: idList('examIds', query.examIds, EXAM_IDS, 'exam')?.sort((a, b) => a - b),
    certificateIds: idList('certificateIds', query.certificateIds, CERTIFICATE_IDS, 'certificate')?.sort(
      (a, b) => a - b,
    ),
    skills: skills ? SKILLS.filter((skill) => skills.includes(skill)) : undefined,
    unitType: query.unitType,
    scope: query.scope ?? 'ALL',
    testKind: query.testKind,
    accessTier: query.accessTier,
    featured: query.featured,
  };
}

function toSummary(row: UnitTestRow, grades: string[], skills: Skill[]): UnitTestSummaryDto {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    nameEn: row.name_en,
    scope: row.scope,
    labels: row.labels,
    testCount: row.test_count,
    isInternationalExam: row.is_international_exam === 1,
    unitTestType: row.unit_test_type,
    unitType: row.unit_type,
    testKind: row.test_kind,
    subject: row.subject,
    schoolLevel: row.school_level,
    grades,
    practiceModeId: row.practice_mode_id,
    examId: row.exam_id,
    certificateId: row.certificate_id,
    topic: row.topic_vi !== null && row.topic_en !== null ? { vi: row.topic_vi, en: row.topic_en } : null,
    unit:
      row.unit_number !== null && row.unit_title_vi !== null && row.unit_title_en !== null
        ? { number: row.unit_number, title: { vi: row.unit_title_vi, en: row.unit_title_en } }
        : null,
    skills,
    duration: row.duration,
    questionCount: row.question_count,
    accessTier: row.access_tier,
    price: row.price,
    featured: row.featured === 1,
    description: { vi: row.description_vi, en: row.description_en },
    createdAt: row.created_at,
  };
}

/** How a signed-in caller may open or buy a test they do not own (memberships and the cart). */
interface TestAccess {
  openWith(userId: number, test: OpenableTest): Promise<OpenWith | null>;
  open(userId: number, test: OpenableTest, useQuantity: boolean): Promise<Pick<UseUnitTestData, 'quantityUsed'>>;
  inCart(userId: number, unitTestId: number): Promise<boolean>;
  /** The caller's unpaid order that would grant the test. */
  pendingOrder(userId: number, unitTestId: number): Promise<{ transNo: string } | null>;
}

export interface CatalogueServiceDeps {
  repository: CatalogueRepository;
  clock: Clock;
  access: TestAccess;
  /** The signed-in user may take the test without owning it (one of their classes was assigned it). */
  grantsAccess?: (userId: number, unitTestId: number) => Promise<boolean>;
}

/** From how many matches a search's page walks the sort order rather than sorting its matches. */
const DENSE_MATCHES = 2000;

/** Answers kept per catalogue version (lists, facets, cells, search words resolved). */
const CACHE_ENTRIES = 1000;

/**
 * Answers by canonical query, all dropped when the catalogue's version moves (any write to a
 * test, its grades or skills bumps it, whichever process wrote). Least recently used goes first.
 */
class VersionedCache {
  private version = -1;
  private readonly entries = new Map<string, unknown>();

  at(version: number): this {
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    return this;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (this.entries.has(key)) {
      const value = this.entries.get(key) as T;
      this.entries.delete(key);
      this.entries.set(key, value);
      return value;
    }
    const version = this.version;
    const value = await compute();
    if (version === this.version) {
      this.entries.set(key, value);
      if (this.entries.size > CACHE_ENTRIES) this.entries.delete(this.entries.keys().next().value ?? '');
    }
    return value;
  }
}

/** The trigram FTS5 query of search words: each found anywhere in the search text. */
function substringQuery(words: string[]): string {
  return words
    .filter((word) => word.length >= 3)
    .map((word) => `"${word}"`)
    .join(' AND ');
}

function openable(row: UnitTestRow): OpenableTest {
  return { id: row.id, accessTier: row.access_tier, unitType: row.unit_type };
}

export function createCatalogueService({ repository, clock, access, grantsAccess }: CatalogueServiceDeps) {
  async function summaries(rows: UnitTestRow[]): Promise<UnitTestSummaryDto[]> {
    const ids = rows.map((row) => row.id);
    const [grades, skills] = await Promise.all([repository.gradesOf(ids), repository.skillsOf(ids)]);
    return rows.map((row) =>
      toSummary(
        row,
        grades.filter((grade) => grade.unit_test_id === row.id).map((grade) => grade.code),
        SKILLS.filter((skill) => skills.some((entry) => entry.unit_test_id === row.id && entry.skill === skill)),
      ),
    );
  }

  async function visibleById(unitTestId: number, viewer: Viewer): Promise<UnitTestRow> {
    const row = await repository.findVisible({ id: unitTestId }, viewer);
    if (!row) throw notFound();
    return row;
  }

  const cache = new VersionedCache();
  /** The answer cache at the catalogue's current version (one indexed read per request). */
  async function current(): Promise<VersionedCache> {
    return cache.at(await repository.version());
  }

  /** What makes two queries the same question: the resolved filters and who may see what. */
  function keyOf(filters: UnitTestFilters, viewer: Viewer): string {
    const who = viewer && filters.scope !== 'SYSTEM' ? `user ${viewer.userId}` : 'guest';
    const set = Object.entries(filters).filter(([, value]) => value !== undefined);
    return `${who} ${JSON.stringify(set.sort(([a], [b]) => a.localeCompare(b)))}`;
  }

  /**
   * The filters with the search words as an FTS5 query. When the words together find nothing,
   * each word is widened to the indexed words one typo away from it.
   */
  async function withMatch(cache: VersionedCache, filters: UnitTestFilters, viewer: Viewer): Promise<UnitTestFilters> {
    if (filters.words.length === 0) return filters;
    const words = filters.words;
    const match = await cache.get(`match ${keyOf({ words, scope: filters.scope }, viewer)}`, async () => {
      const exact = substringQuery(words);
      // Kept under the key the list's total uses, so a search without other filters counts once.
      const bare = { words, match: exact, scope: filters.scope };
      if ((await cache.get(`count ${keyOf(bare, viewer)}`, () => repository.count(bare, viewer))) > 0) return exact;
      const vocabulary = await cache.get('vocabulary', async () => new Vocabulary(await repository.vocabulary()));
      return words
        .filter((word) => word.length >= 3)
        .map((word) => {
          const near = vocabulary.near(word);
          return near.length === 0 ? `"${word}"` : `("${word}" OR ${near.map((term) => `"${term}"`).join(' OR ')})`;
        })
        .join(' AND ');
    });
    return { ...filters, match };
  }

  /** The facet cells a query counts over: a search's matches, or the catalogue (and own tests). */
  async function cellsFor(cache: VersionedCache, filters: UnitTestFilters, viewer: Viewer): Promise<FacetCell[]> {
    const scope = filters.scope;
    if (filters.match !== undefined) {
      return cache.get(`cells ${keyOf({ words: filters.words, match: filters.match, scope }, viewer)}`, () =>
        repository.cellsOf(filters, viewer),
      );
    }
    const system = scope === 'USER' ? [] : await cache.get('cells', () => repository.facetCells());
    if (scope === 'SYSTEM' || !viewer) return system;
    const own = await cache.get(`own cells ${viewer.userId}`, async () =>
      (await repository.hasOwnTests(viewer)) ? repository.cellsOf({ words: [], scope: 'USER' }, viewer) : [],
    );
    return own.length === 0 ? system : [...system, ...own];
  }

  /**
   * One page of a list. A search shows the tests whose name is exactly the query first. Other
   * lists page by keyset: the last row of every page served is remembered (per query, until the
   * catalogue changes), so the next page, or any later one, seeks from the nearest remembered
   * row; a page nearer the end than any such row is read backwards from the end.
   */
  async function pageRows(
    cache: VersionedCache,
    filters: UnitTestFilters,
    viewer: Viewer,
    sort: UnitTestListQuery['sort'],
    { page, pageSize, total }: { page: number; pageSize: number; total: number },
  ): Promise<UnitTestRow[]> {
    const offset = (page - 1) * pageSize;
    if (filters.match !== undefined && (sort ?? 'featured') === 'featured') {
      const folded = filters.words.join(' ');
      const exactIds = await cache.get(`exact ${keyOf(filters, viewer)}`, () =>
        repository.exactTitleIds(filters, viewer, folded),
      );
      const exact = exactIds.slice(offset, offset + pageSize);
      const rest = await repository.page({ ...filters, excludeIds: exactIds }, viewer, 'featured', {
        offset: Math.max(0, offset - exactIds.length),
        limit: pageSize - exact.length,
      });
      return [...(await repository.byIds(exact)), ...rest.rows];
    }
    const order = sort ?? 'featured';
    const memoKey = `cursors ${keyOf(filters, viewer)} ${order} ${pageSize}`;
    const cursors = await cache.get(memoKey, async () => new Map<number, PageCursor>());
    let known = 0;
    for (const [at] of cursors) if (at < page && at > known) known = at;
    const fromKnown = (page - 1 - known) * pageSize;
    const fromEnd = total - page * pageSize;
    const window =
      fromEnd < fromKnown && fromEnd < offset
        ? { offset: Math.max(0, fromEnd), limit: Math.min(pageSize, total - offset), reverse: true }
        : { offset: fromKnown, limit: pageSize, after: known > 0 ? cursors.get(known) : undefined };
    const { rows, cursors: rowCursors } = await repository.page(filters, viewer, order, window);
    const last = rowCursors[rowCursors.length - 1];
    if (last && rows.length === pageSize) cursors.set(page, last);
    return rows;
  }

  /** Without the search index (Postgres): one row per visible test a search matches. */
  async function legacyCells(filters: UnitTestFilters, viewer: Viewer): Promise<FacetCell[]> {
    const rows = await repository.facetRows(filters, viewer);
    const grades = new Map<number, number>();
    const skills = new Map<number, string[]>();
    for (let start = 0; start < rows.length; start += 500) {
      const ids = rows.slice(start, start + 500).map((row) => row.id);
      for (const grade of await repository.gradesOf(ids)) {
        const id = GRADES.find((candidate) => candidate.code === grade.code)?.id ?? 0;
        grades.set(grade.unit_test_id, (grades.get(grade.unit_test_id) ?? 0) | (1 << id));
      }
      for (const entry of await repository.skillsOf(ids)) {
        skills.set(entry.unit_test_id, [...(skills.get(entry.unit_test_id) ?? []), entry.skill]);
      }
    }
    return rows.map((row) => ({
      school_level: row.school_level ?? '',
      subject: row.subject,
      practice_mode_id: row.practice_mode_id ?? 0,
      exam_id: row.exam_id ?? 0,
      certificate_id: row.certificate_id ?? 0,
      access_tier: row.access_tier,
      unit_type: row.unit_type,
      test_kind: row.test_kind,
      featured: row.featured,
      grade_mask: grades.get(row.id) ?? 0,
      skill_mask: skillMaskOf(skills.get(row.id) ?? []),
      n: 1,
    }));
  }

  async function legacyList(
    filters: UnitTestFilters,
    viewer: Viewer,
    sort: NonNullable<UnitTestListQuery['sort']>,
    page: number,
    pageSize: number,
  ): Promise<UnitTestListData> {
    const total = await repository.count(filters, viewer);
    const offset = (page - 1) * pageSize;
    const rows = total > offset ? (await repository.page(filters, viewer, sort, { offset, limit: pageSize })).rows : [];
    return { items: await summaries(rows), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
  }

  return {
    async list(query: UnitTestListQuery, viewer: Viewer): Promise<UnitTestListData> {
      const filters = toFilters(query);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? UNIT_TEST_PAGE_SIZE.DEFAULT;
      if (!repository.indexed) return legacyList(filters, viewer, query.sort ?? 'featured', page, pageSize);
      const cache = await current();
      const key = `list ${keyOf(filters, viewer)} ${query.sort ?? ''} ${page} ${pageSize}`;
      return cache.get(key, async () => {
        const searched = await withMatch(cache, filters, viewer);
        const total =
          searched.match === undefined
            ? totalOfCells(await cellsFor(cache, searched, viewer), searched)
            : await cache.get(`count ${keyOf(searched, viewer)}`, () => repository.count(searched, viewer));
        const offset = (page - 1) * pageSize;
        const paged = { ...searched, dense: total > DENSE_MATCHES };
        const rows = total > offset ? await pageRows(cache, paged, viewer, query.sort, { page, pageSize, total }) : [];
        return { items: await summaries(rows), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
      });
    },

    async facets(query: FacetsQuery, viewer: Viewer): Promise<UnitTestFacetsDto> {
      const filters = toFilters(query);
      if (!repository.indexed) return facetsOfCells(await legacyCells(filters, viewer), filters);
      const cache = await current();
      return cache.get(`facets ${keyOf(filters, viewer)}`, async () => {
        const searched = await withMatch(cache, filters, viewer);
        return facetsOfCells(await cellsFor(cache, searched, viewer), searched);
      });
    },

    async detail(idOrSlug: string, viewer: Viewer): Promise<UnitTestDetailDto> {
      const key = /^\d{1,10}$/.test(idOrSlug) ? { id: Number(idOrSlug) } : { slug: idOrSlug };
      const row = await repository.findVisible(key, viewer);
      if (!row) throw notFound();
      const [summary] = await summaries([row]);
      if (!summary) throw notFound();
      const sections = await repository.sectionsOf(row.id);
      const owned = viewer ? (await repository.findOwnership(viewer.userId, row.id)) !== undefined : false;
      const openWith =
        viewer && !owned && row.access_tier !== 'FREE' ? await access.openWith(viewer.userId, openable(row)) : null;
      const inCart = viewer && row.access_tier === 'PAID' ? await access.inCart(viewer.userId, row.id) : false;
      const pendingOrder =
        viewer && !owned && row.access_tier === 'PAID' ? await access.pendingOrder(viewer.userId, row.id) : null;
      const assigned = viewer !== null && (await grantsAccess?.(viewer.userId, row.id)) === true;
      return {
        ...summary,
        sections: sections.map((section) => ({
          id: section.section_key,
          title: { vi: section.title_vi, en: section.title_en },
          skill: section.skill,
          questionCount: section.question_count,
        })),
        hasListening: row.has_listening === 1,
        hasSpeaking: row.has_speaking === 1,
        owned,
        // The same rule as starting an attempt: free, owned, or assigned to one of the viewer's classes.
        canTake: row.access_tier === 'FREE' || owned || assigned,
        assigned,
        openWith: assigned ? null : openWith,
        inCart,
        pendingOrder,
      };
    },

    /** Published tests by id as a guest sees them, in the order asked; a missing one is left out. */
    async summariesByIds(ids: readonly number[]): Promise<UnitTestSummaryDto[]> {
      const rows = await Promise.all(ids.map((id) => repository.findVisible({ id }, null)));
      return summaries(rows.filter((row): row is UnitTestRow => row !== undefined));
    },

    async owned(userId: number): Promise<OwnedUnitTestDto[]> {
      const rows = await repository.owned(userId);
      const tests = await summaries(rows);
      return rows.flatMap((row, index) => {
        const unitTest = tests[index];
        return unitTest ? [{ unitTest, source: row.source, acquiredAt: row.acquired_at }] : [];
      });
    },

    /**
     * Adds a test to the caller's library (idempotent): a free one as it is, a members' or paid
     * one with the membership or a quantity (see TestAccess.open). A test the caller already
     * owns answers the same and spends nothing; otherwise the refusal says why.
     */
    async use(userId: number, unitTestId: number, useQuantity = false): Promise<UseUnitTestData> {
      const row = await visibleById(unitTestId, { userId });
      let ownership = await repository.findOwnership(userId, row.id);
      let quantityUsed: UseUnitTestData['quantityUsed'] = null;
      if (!ownership) {
        if (row.access_tier === 'FREE') {
          await repository.addOwnership(userId, row.id, 'FREE', clock.now().toISOString());
        } else {
          ({ quantityUsed } = await access.open(userId, openable(row), useQuantity));
        }
        ownership = await repository.findOwnership(userId, row.id);
      }
      const [unitTest] = await summaries([row]);
      if (!ownership || !unitTest) throw notFound();
      return { unitTest, source: ownership.source, acquiredAt: ownership.acquired_at, quantityUsed };
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
