/** The catalogue of unit tests: search, facets, one test's page, and the caller's library. */
import { Type, type Static } from '@sinclair/typebox';
import { OPEN_WITH } from './commerce-rules';
import { ANY_GRADE_CODE_SOURCE } from './patterns';
import {
  ACCESS_TIERS,
  PRACTICE_MODE,
  SCHOOL_LEVELS,
  SCOPES,
  SKILLS,
  SUBJECTS,
  TEST_KINDS,
  UNIT_TEST_PAGE_SIZE,
  UNIT_TEST_SORTS,
  UNIT_TEST_TYPES,
  UNIT_TYPES,
} from './constants';
import { defineEndpoint, OPTIONAL_AUTH } from './endpoint';
import { Nullable, Paged, StringEnum, Success } from './http';

export const LocalizedTextSchema = Type.Object({ vi: Type.String(), en: Type.String() });
export type LocalizedText = Static<typeof LocalizedTextSchema>;

const SkillField = StringEnum(SKILLS);

export const UnitTestSummarySchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  scope: StringEnum(['SYSTEM', 'USER']),
  labels: Nullable(Type.String(), { description: 'Shown instead of the name when set (spec §3 display rule)' }),
  testCount: Nullable(Type.Integer(), { description: 'Shown as "Test {n}" when there are no labels' }),
  isInternationalExam: Type.Boolean(),
  unitTestType: StringEnum(UNIT_TEST_TYPES),
  unitType: StringEnum(UNIT_TYPES),
  testKind: StringEnum(TEST_KINDS),
  subject: Type.String(),
  schoolLevel: Nullable(StringEnum(SCHOOL_LEVELS)),
  grades: Type.Array(Type.String(), { description: 'Grade codes, e.g. ["G6"]' }),
  practiceModeId: Nullable(Type.Integer()),
  examId: Nullable(Type.Integer()),
  certificateId: Nullable(Type.Integer()),
  topic: Nullable(LocalizedTextSchema),
  unit: Nullable(Type.Object({ number: Type.Integer(), title: LocalizedTextSchema })),
  skills: Type.Array(SkillField),
  duration: Nullable(Type.Integer(), {
    description: 'Minutes; null when the test sets none (the player then uses the 90-minute clock)',
  }),
  questionCount: Type.Integer(),
  accessTier: StringEnum(ACCESS_TIERS),
  price: Nullable(Type.Integer(), { description: 'VND, for PAID tests' }),
  featured: Type.Boolean(),
  description: LocalizedTextSchema,
  createdAt: Type.String({ format: 'date-time' }),
});
export type UnitTestSummaryDto = Static<typeof UnitTestSummarySchema>;

const UnitTestSectionOutlineSchema = Type.Object({
  id: Type.String(),
  title: LocalizedTextSchema,
  skill: Nullable(SkillField),
  questionCount: Type.Integer(),
});

/** GET /itf/unit-tests/{id}: the summary plus the outline and what the caller may do. */
export const UnitTestDetailSchema = Type.Composite([
  UnitTestSummarySchema,
  Type.Object({
    sections: Type.Array(UnitTestSectionOutlineSchema),
    hasListening: Type.Boolean(),
    hasSpeaking: Type.Boolean(),
    owned: Type.Boolean({ description: 'Whether the caller owns the test (false for guests)' }),
    canTake: Type.Boolean({
      description:
        'FREE tests for everyone; MEMBERSHIP and PAID tests once owned, or while one of the viewer’s classes has an ' +
        'opened assignment of the test',
    }),
    openWith: Nullable(StringEnum(OPEN_WITH), {
      description:
        'For a signed-in caller who does not own the test: how POST /itf/unit-tests/use would open it now. ' +
        'MEMBERSHIP: included in the active plan (members’ practice); QUANTITY_SILVER: uses one silver opening ' +
        '(members’ mock exam); QUANTITY_GOLD: uses one gold opening (a PAID test; needs useQuantity: true). ' +
        'null: owned, free, a guest, or nothing to open it with (buy it or get a plan)',
    }),
    inCart: Type.Boolean({ description: 'The test is in the signed-in caller’s cart (false for guests)' }),
    pendingOrder: Nullable(Type.Object({ transNo: Type.String() }), {
      description:
        'The signed-in caller’s unpaid (PENDING) order that would grant this PAID test, alone or in a package: ' +
        'its payment is under way, so the page offers that order instead of another purchase. null otherwise',
    }),
    assigned: Type.Boolean({
      description: 'One of the signed-in caller’s classes has an opened assignment of the test (false for guests)',
    }),
  }),
]);
export type UnitTestDetailDto = Static<typeof UnitTestDetailSchema>;

const UnitTestListDataSchema = Type.Object({
  items: Type.Array(UnitTestSummarySchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type UnitTestListData = Static<typeof UnitTestListDataSchema>;

const Counts = Type.Record(Type.String(), Type.Integer());
/**
 * GET /itf/unit-tests/facets: how many tests each filter value holds. Disjunctive: each facet is
 * counted over the tests matching every other filter of the query (its own filter left out), so
 * the other values of a chosen filter keep their counts; `total` applies every filter. Values
 * without tests are left out. Keys are ids or codes as strings; certificateFamilies sums each
 * family's ids.
 */
const UnitTestFacetsSchema = Type.Object({
  total: Type.Integer(),
  schoolLevels: Counts,
  grades: Counts,
  practiceModes: Counts,
  exams: Counts,
  certificates: Counts,
  certificateFamilies: Counts,
  skills: Counts,
  accessTiers: Counts,
  subjects: Counts,
});
export type UnitTestFacetsDto = Static<typeof UnitTestFacetsSchema>;

const OWNED_SOURCES = ['FREE', 'MEMBERSHIP', 'PURCHASE', 'GIFT', 'ACTIVATION_CODE'] as const;

const OwnedUnitTestSchema = Type.Object({
  unitTest: UnitTestSummarySchema,
  source: StringEnum(OWNED_SOURCES, { description: 'How the user got the test' }),
  acquiredAt: Type.String({ format: 'date-time' }),
});
export type OwnedUnitTestDto = Static<typeof OwnedUnitTestSchema>;

const UseUnitTestRequestSchema = Type.Object(
  {
    unitTestId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    useQuantity: Type.Optional(
      Type.Boolean({
        description:
          'Consent to spend a QUANTITY_GOLD opening on a PAID test the caller does not own. Members’ tests use the ' +
          'plan (and a QUANTITY_SILVER opening for a mock exam) without it.',
      }),
    ),
  },
  { additionalProperties: false },
);
/** POST /itf/unit-tests/use */
export type UseUnitTestRequest = Static<typeof UseUnitTestRequestSchema>;

const UseUnitTestDataSchema = Type.Composite([
  OwnedUnitTestSchema,
  Type.Object({
    quantityUsed: Nullable(
      Type.Object({
        kind: StringEnum(['QUANTITY_SILVER', 'QUANTITY_GOLD'] as const),
        left: Type.Integer({ minimum: 0, description: 'Openings of that kind left after this one' }),
      }),
      { description: 'The quantity this call spent; null when none was (free, owned, members’ practice)' },
    ),
  }),
]);
export type UseUnitTestData = Static<typeof UseUnitTestDataSchema>;

const ID_LIST = '^[0-9]{1,6}(,[0-9]{1,6}){0,49}$';
const SKILL_LIST = `^(${SKILLS.join('|')})(,(${SKILLS.join('|')})){0,6}$`;
const practiceModeIds = Object.values(PRACTICE_MODE);

/** Filters shared by the list and the facets; strict: an unknown parameter is a 400. */
const filters = {
  q: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Words to find in the name, labels, topic or unit (any case, with or without Vietnamese diacritics)',
    }),
  ),
  schoolLevel: Type.Optional(StringEnum(SCHOOL_LEVELS)),
  grade: Type.Optional(
    Type.String({
      pattern: ANY_GRADE_CODE_SOURCE,
      description: 'A grade code, G1–G13, or its international-edition code, Y2–Y13 or UNI',
    }),
  ),
  subject: Type.Optional(StringEnum(SUBJECTS)),
  practiceModeId: Type.Optional(Type.Unsafe<number>({ type: 'integer', enum: practiceModeIds })),
  examIds: Type.Optional(
    Type.String({
      pattern: ID_LIST,
      description: 'Comma-separated exam ids (school 4, 6, 7; national 8, 9, 10, 51, 52, 53)',
    }),
  ),
  certificateIds: Type.Optional(
    Type.String({ pattern: ID_LIST, description: 'Comma-separated certificate ids (a family is sent as its ids)' }),
  ),
  skills: Type.Optional(
    Type.String({ pattern: SKILL_LIST, description: 'Comma-separated skill codes: tests training any of them' }),
  ),
  unitType: Type.Optional(StringEnum(UNIT_TYPES)),
  scope: Type.Optional(
    StringEnum(SCOPES, { description: 'SYSTEM: the catalogue; USER: the caller’s own tests; ALL (default): both' }),
  ),
  testKind: Type.Optional(StringEnum(TEST_KINDS)),
  accessTier: Type.Optional(StringEnum(ACCESS_TIERS)),
  featured: Type.Optional(Type.Boolean()),
};

const UnitTestFacetsQuerySchema = Type.Object(filters, { additionalProperties: false });

const UnitTestListQuerySchema = Type.Object(
  {
    ...filters,
    sort: Type.Optional(StringEnum(UNIT_TEST_SORTS, { default: 'featured' })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: UNIT_TEST_PAGE_SIZE.MAX, default: UNIT_TEST_PAGE_SIZE.DEFAULT }),
    ),
  },
  { additionalProperties: false },
);
/** GET /itf/unit-tests query. Lists are comma-separated in the query string. */
export type UnitTestListQuery = Static<typeof UnitTestListQuerySchema>;

const BAD_QUERY = 'VALIDATION_ERROR: an unknown parameter or a bad value';
const BAD_TOKEN = 'UNAUTHORIZED: a bearer token was sent but is invalid or expired';

export const unitTestsEndpoints = {
  list: defineEndpoint(
    'GET',
    '/itf/unit-tests',
    {
      tags: ['catalogue'],
      summary: 'Search and filter the catalogue, one page at a time',
      description:
        'Guests see the SYSTEM catalogue; a signed-in caller also sees their own USER-scope tests. `total` (and ' +
        '`totalRecords`) counts every match; a page past the last answers no items with the same total.',
      security: OPTIONAL_AUTH,
      querystring: UnitTestListQuerySchema,
      response: { 200: Paged(UnitTestListDataSchema) },
    },
    { 400: BAD_QUERY, 401: BAD_TOKEN },
  ),
  facets: defineEndpoint(
    'GET',
    '/itf/unit-tests/facets',
    {
      tags: ['catalogue'],
      summary: 'How many tests each filter value holds, over the tests matching the query',
      security: OPTIONAL_AUTH,
      querystring: UnitTestFacetsQuerySchema,
      response: { 200: Success(UnitTestFacetsSchema) },
    },
    { 400: BAD_QUERY, 401: BAD_TOKEN },
  ),
  owned: defineEndpoint(
    'GET',
    '/itf/unit-tests/owned',
    {
      tags: ['catalogue'],
      summary: 'The tests the caller owns, newest first',
      security: [{ bearerAuth: [] }],
      response: { 200: Success(Type.Array(OwnedUnitTestSchema)) },
    },
    { 401: 'UNAUTHORIZED' },
  ),
  use: defineEndpoint(
    'POST',
    '/itf/unit-tests/use',
    {
      tags: ['catalogue'],
      summary: 'Add a test to the caller’s library: free, with the membership, or with a quantity (owned: same answer)',
      description:
        'FREE tests: added. MEMBERSHIP tests: need an active plan; practice opens with it, a mock exam (unit type TEST) ' +
        'spends one QUANTITY_SILVER (and counts toward QUANTITY_SILVER_LIMIT today). PAID tests: bought, or opened ' +
        'with useQuantity: true spending one QUANTITY_GOLD (and QUANTITY_GOLD_LIMIT today). A quantity never goes ' +
        'below zero, also under concurrent calls; an owned test never spends one.',
      security: [{ bearerAuth: [] }],
      body: UseUnitTestRequestSchema,
      response: { 200: Success(UseUnitTestDataSchema) },
    },
    {
      401: 'UNAUTHORIZED',
      403: 'MEMBERSHIP_REQUIRED (a members’ test, no active plan) or PURCHASE_REQUIRED (a paid test, not bought, no useQuantity)',
      404: 'NOT_FOUND: no such test',
      409: 'QUANTITY_EXHAUSTED (none of the needed kind left) or DAILY_LIMIT_REACHED (today’s openings used)',
    },
  ),
  detail: defineEndpoint(
    'GET',
    '/itf/unit-tests/:id',
    {
      tags: ['catalogue'],
      summary:
        'One test by id or slug: summary, section outline and what the caller may do (never questions or answers)',
      security: OPTIONAL_AUTH,
      params: Type.Object(
        { id: Type.String({ minLength: 1, maxLength: 200, description: 'Numeric id or slug' }) },
        { additionalProperties: false },
      ),
      response: { 200: Success(UnitTestDetailSchema) },
    },
    { 401: BAD_TOKEN },
  ),
};
