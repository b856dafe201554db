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
import { searchWords } from '../../content/derive';
import type { Clock } from '../../lib/clock';
import { AppError, invalidField } from '../../lib/errors';
import type { OpenWith } from '@contract/commerce-rules';
import type { OpenableTest } from '../memberships';
import type { CatalogueRepository, UnitTestFilters, UnitTestRow, Viewer } from './repository';

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
  const grade = query.grade === undefined ? undefined : GRADES.find((candidate) => candidate.code === query.grade);
  if (query.grade !== undefined && !grade) throw invalidField('grade', `is not a grade code (G1–G13)`);
  return {
    words: searchWords(query.q ?? ''),
    schoolLevel: query.schoolLevel,
    gradeId: grade?.id,
    subject: query.subject,
    practiceModeId: query.practiceModeId,
    examIds: idList('examIds', query.examIds, EXAM_IDS, 'exam'),
    certificateIds: idList('certificateIds', query.certificateIds, CERTIFICATE_IDS, 'certificate'),
    skills: skills ? ([...new Set(skills)] as Skill[]) : undefined,
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

function countBy<T>(rows: T[], key: (row: T) => string | number | null): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const row of rows) {
    const value = key(row);
    if (value === null) continue;
    counts[String(value)] = (counts[String(value)] ?? 0) + 1;
  }
  return counts;
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

  return {
    async list(query: UnitTestListQuery, viewer: Viewer): Promise<UnitTestListData> {
      const filters = toFilters(query);
      const page = query.page ?? 1;
      const pageSize = query.pageSize ?? UNIT_TEST_PAGE_SIZE.DEFAULT;
      const total = await repository.count(filters, viewer);
      const rows =
        total > (page - 1) * pageSize
          ? await repository.page(filters, viewer, query.sort ?? 'featured', (page - 1) * pageSize, pageSize)
          : [];
      return { items: await summaries(rows), page, pageSize, total, totalPages: Math.ceil(total / pageSize) };
    },

    async facets(query: FacetsQuery, viewer: Viewer): Promise<UnitTestFacetsDto> {
      const filters = toFilters(query);
      const rows = await repository.facetRows(filters, viewer);
      const ids = rows.map((row) => row.id);
      const [grades, skills] = await Promise.all([repository.gradesOf(ids), repository.skillsOf(ids)]);
      const certificates = countBy(rows, (row) => row.certificate_id);
      const certificateFamilies: Record<string, number> = {};
      for (const [id, count] of Object.entries(certificates)) {
        const family = CERTIFICATES.find((certificate) => certificate.id === Number(id))?.family;
        if (family) certificateFamilies[family] = (certificateFamilies[family] ?? 0) + count;
      }
      return {
        total: rows.length,
        schoolLevels: countBy(rows, (row) => row.school_level),
        grades: countBy(grades, (grade) => grade.code),
        practiceModes: countBy(rows, (row) => row.practice_mode_id),
        exams: countBy(rows, (row) => row.exam_id),
        certificates,
        certificateFamilies,
        skills: countBy(skills, (entry) => entry.skill),
        accessTiers: countBy(rows, (row) => row.access_tier),
      };
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
