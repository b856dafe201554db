/**
 * The Explore filters in their three forms: the state the page renders from, the URL query a
 * link or the address bar carries, and the API query (UnitTestListQuery) sent to
 * GET /itf/unit-tests. The URL is the single source of truth; these functions turn it into the
 * other two and back. Every value is validated against the contract's enumerations and an
 * unknown or malformed one is dropped, so a hand-edited or stale link never breaks the page.
 */
import {
  ACCESS_TIERS,
  CERTIFICATE_FAMILY_KEYS,
  EXAMS,
  PRACTICE_MODES,
  UNIT_TEST_PAGE_SIZE,
  UNIT_TEST_SORTS,
  certificateIdsOfFamily,
  findCertificate,
  type AccessTier,
  type CertificateFamilyKey,
  type UnitTestListQuery,
  type UnitTestSort,
} from '@contract/catalogue';
import {
  GRADES,
  SCHOOL_LEVELS,
  SKILLS,
  SUBJECTS,
  type SchoolLevel,
  type Skill,
  type Subject,
} from '@contract/constants';
import { editionGradeCode, gradeOfAnyCode } from '@contract/grade-editions';
import { env, type SiteEdition } from '@/config/env';

/** What a certificate filter names: a whole family (IELTS, KET…) or one certificate id. */
export type CertificateFilter = { kind: 'family'; family: CertificateFamilyKey } | { kind: 'id'; id: number };

export interface ExploreFilters {
  level?: SchoolLevel;
  /** Grade code, G1–G13. */
  grade?: string;
  subject?: Subject;
  /** Practice mode id (1, 2, 3). */
  mode?: number;
  /** School or national exam id. */
  exam?: number;
  certificate?: CertificateFilter;
  /** Tests that train any of these skills, in the order of SKILLS. */
  skills?: Skill[];
  access?: AccessTier;
  q?: string;
  sort?: UnitTestSort;
  /** 1-based; always present. */
  page: number;
}

/** The URL query keys, in the order they are written. */
const EXPLORE_QUERY_KEYS = [
  'level',
  'grade',
  'subject',
  'mode',
  'exam',
  'certificate',
  'skill',
  'access',
  'q',
  'sort',
  'page',
] as const;
type ExploreQueryKey = (typeof EXPLORE_QUERY_KEYS)[number];

/** The filters that narrow the result set (everything but search text, sort and page). */
const EXPLORE_FACET_KEYS = [
  'level',
  'grade',
  'subject',
  'mode',
  'exam',
  'certificate',
  'skills',
  'access',
] as const satisfies readonly (keyof ExploreFilters)[];
/** Sort used when the URL names none; it is never written to the URL. */
const DEFAULT_SORT: UnitTestSort = 'featured';
/** Longer search text is cut: it cannot match a test name anyway and keeps URLs sane. */
export const SEARCH_MAX_LENGTH = 100;
/** A page number beyond any real catalogue is treated as malformed. */
const PAGE_MAX = 10_000;

/** `router.query` or any record of query values (a repeated key gives an array). */
export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

function first(value: string | readonly string[] | undefined): string | undefined {
  if (typeof value === 'string') return value;
  return value?.[0];
}

function includesValue<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

function parseId(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return undefined;
  return Number(value.trim());
}

function parseLevel(value: string | undefined): SchoolLevel | undefined {
  const upper = value?.trim().toUpperCase() ?? '';
  return includesValue(SCHOOL_LEVELS, upper) ? upper : undefined;
}

/** Either edition's code, kept as the G code the API and the filters work with. */
function parseGrade(value: string | undefined): string | undefined {
  return value ? gradeOfAnyCode(value)?.code : undefined;
}

function parseSubject(value: string | undefined): Subject | undefined {
  const upper = value?.trim().toUpperCase() ?? '';
  return includesValue(SUBJECTS, upper) ? upper : undefined;
}

function parseMode(value: string | undefined): number | undefined {
  const id = parseId(value);
  return id !== undefined && PRACTICE_MODES.some((m) => m.id === id) ? id : undefined;
}

function parseExam(value: string | undefined): number | undefined {
  const id = parseId(value);
  return id !== undefined && EXAMS.some((e) => e.id === id) ? id : undefined;
}

/** 'IELTS', 'ielts', 'toefl_primary' → family; '30' → certificate id 30; anything else → none. */
export function parseCertificate(value: string | undefined): CertificateFilter | undefined {
  const text = value?.trim() ?? '';
  if (!text) return undefined;
  const id = parseId(text);
  if (id !== undefined) return findCertificate(id) ? { kind: 'id', id } : undefined;
  const upper = text.toUpperCase().replace(/[\s-]+/g, '_');
  return includesValue(CERTIFICATE_FAMILY_KEYS, upper) ? { kind: 'family', family: upper } : undefined;
}

/** 'LI,re' or ['LI', 'RE'] → ['LI', 'RE'] (known codes, no duplicates, in SKILLS order). */
function parseSkills(value: string | readonly string[] | undefined): Skill[] | undefined {
  if (value === undefined) return undefined;
  const parts = (typeof value === 'string' ? [value] : value)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toUpperCase());
  const skills = SKILLS.filter((s) => parts.includes(s));
  return skills.length > 0 ? skills : undefined;
}

function parseAccess(value: string | undefined): AccessTier | undefined {
  const upper = value?.trim().toUpperCase() ?? '';
  return includesValue(ACCESS_TIERS, upper) ? upper : undefined;
}

export function normaliseSearch(value: string | undefined): string | undefined {
  const text = value?.replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH).trim();
  return text ? text : undefined;
}

function parseSort(value: string | undefined): UnitTestSort | undefined {
  const lower = value?.trim().toLowerCase() ?? '';
  return includesValue(UNIT_TEST_SORTS, lower) && lower !== DEFAULT_SORT ? lower : undefined;
}

function parsePage(value: string | undefined): number {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return 1;
  const page = Number(text);
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** The grades of a school level (all grades when no level is given). */
export function gradeCodesOfLevel(level: SchoolLevel | undefined): string[] {
  return GRADES.filter((g) => !level || g.schoolLevel === level).map((g) => g.code);
}

/** Filters from a URL query. Invalid values are dropped; a grade outside the level is dropped. */
export function parseExploreQuery(query: RawQuery): ExploreFilters {
  const filters: ExploreFilters = { page: parsePage(first(query.page)) };
  const level = parseLevel(first(query.level));
  let grade = parseGrade(first(query.grade));
  if (level && grade && !gradeCodesOfLevel(level).includes(grade)) grade = undefined;
  const values: Omit<ExploreFilters, 'page'> = {
    level,
    grade,
    subject: parseSubject(first(query.subject)),
    mode: parseMode(first(query.mode)),
    exam: parseExam(first(query.exam)),
    certificate: parseCertificate(first(query.certificate)),
    skills: parseSkills(query.skill),
    access: parseAccess(first(query.access)),
    q: normaliseSearch(first(query.q)),
    sort: parseSort(first(query.sort)),
  };
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (filters as unknown as Record<string, unknown>)[key] = value;
  }
  return filters;
}

export function certificateToParam(certificate: CertificateFilter): string {
  return certificate.kind === 'family' ? certificate.family : String(certificate.id);
}

/**
 * The URL query of some filters, keys in EXPLORE_QUERY_KEYS order, defaults left out (page 1,
 * the default sort), so equal filters always give the same URL.
 */
export function exploreFiltersToQuery(
  filters: Partial<ExploreFilters>,
  edition: SiteEdition = env.siteEdition,
): Record<string, string> {
  const values: Record<ExploreQueryKey, string | undefined> = {
    level: filters.level,
    // The address bar speaks the edition's codes (Y7 on the international edition).
    grade: filters.grade && editionGradeCode(filters.grade, edition),
    subject: filters.subject,
    mode: filters.mode?.toString(),
    exam: filters.exam?.toString(),
    certificate: filters.certificate ? certificateToParam(filters.certificate) : undefined,
    skill: filters.skills?.length ? filters.skills.join(',') : undefined,
    access: filters.access,
    q: normaliseSearch(filters.q),
    sort: filters.sort && filters.sort !== DEFAULT_SORT ? filters.sort : undefined,
    page: filters.page && filters.page > 1 ? String(filters.page) : undefined,
  };
  const query: Record<string, string> = {};
  for (const key of EXPLORE_QUERY_KEYS) {
    const value = values[key];
    if (value !== undefined && value !== '') query[key] = value;
  }
  return query;
}

/** `/explore?…` for some filters (the path is passed in so lib does not depend on routing). */
export function exploreSearch(filters: Partial<ExploreFilters>): string {
  const search = new URLSearchParams(exploreFiltersToQuery(filters)).toString();
  return search ? `?${search}` : '';
}

/** The certificate ids a certificate filter covers (a family → all its ids). */
export function certificateFilterIds(certificate: CertificateFilter): number[] {
  return certificate.kind === 'family' ? certificateIdsOfFamily(certificate.family) : [certificate.id];
}

/** The API query for some filters; empty values are left out. */
export function toUnitTestListQuery(
  filters: ExploreFilters,
  pageSize: number = UNIT_TEST_PAGE_SIZE.DEFAULT,
): UnitTestListQuery {
  const query: UnitTestListQuery = {};
  if (filters.q) query.q = filters.q;
  if (filters.level) query.schoolLevel = filters.level;
  if (filters.grade) query.grade = filters.grade;
  if (filters.subject) query.subject = filters.subject;
  if (filters.mode !== undefined) query.practiceModeId = filters.mode;
  if (filters.exam !== undefined) query.examIds = String(filters.exam);
  if (filters.certificate) query.certificateIds = certificateFilterIds(filters.certificate).join(',');
  if (filters.skills?.length) query.skills = filters.skills.join(',');
  if (filters.access) query.accessTier = filters.access;
  query.sort = filters.sort ?? DEFAULT_SORT;
  query.page = filters.page;
  query.pageSize = pageSize;
  return query;
}

/**
 * The facets query for some filters: the filters and the search only, so paging or sorting
 * never asks for the counts again. Each facet is counted with the other filters (disjunctive).
 */
export function toFacetsQuery(filters: ExploreFilters): UnitTestListQuery {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...query } = toUnitTestListQuery(filters);
  return query;
}

/** How many facet filters are set (the "Filters (n)" button). */
export function countActiveFilters(filters: ExploreFilters): number {
  return EXPLORE_FACET_KEYS.reduce((n, key) => {
    const value = filters[key];
    if (Array.isArray(value)) return n + value.length;
    return value === undefined ? n : n + 1;
  }, 0);
}

/**
 * A filter change: the page goes back to 1 (the old page number means nothing for a different
 * result set) unless the change is the page itself. Undefined removes a filter.
 */
export function updateFilters(
  filters: ExploreFilters,
  patch: Partial<Omit<ExploreFilters, 'page'>> & { page?: number },
): ExploreFilters {
  const next: ExploreFilters = { ...filters, ...patch, page: patch.page ?? 1 };
  if (patch.level !== undefined && next.grade && !gradeCodesOfLevel(next.level).includes(next.grade)) {
    delete next.grade;
  }
  for (const key of Object.keys(next) as (keyof ExploreFilters)[]) {
    const value = next[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) delete next[key];
  }
  if (next.sort === DEFAULT_SORT) delete next.sort;
  const q = normaliseSearch(next.q);
  if (q) next.q = q;
  else delete next.q;
  return next;
}

/** Filters with every facet, the search and the page cleared (the sort is kept). */
export function clearFilters(filters: ExploreFilters): ExploreFilters {
  return filters.sort ? { page: 1, sort: filters.sort } : { page: 1 };
}
