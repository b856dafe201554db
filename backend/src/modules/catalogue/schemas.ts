import {
  ACCESS_TIERS,
  UNIT_TEST_PAGE_SIZE,
  UNIT_TEST_SORTS,
  UNIT_TEST_TYPES,
} from '@contract/catalogue';
import { PRACTICE_MODE, SCHOOL_LEVELS, SCOPES, SKILLS, SUBJECTS, TEST_KINDS, UNIT_TYPES } from '@contract/constants';
import { errorResponses, successSchema, type JsonSchema } from '../../lib/http-schemas';

export const localizedTextSchema = {
  type: 'object',
  required: ['vi', 'en'],
  properties: { vi: { type: 'string' }, en: { type: 'string' } },
} as const;

const nullableInteger = { type: 'integer', nullable: true } as const;

const ownedSources = ['FREE', 'MEMBERSHIP', 'PURCHASE', 'GIFT', 'ACTIVATION_CODE'] as const;

export const unitTestSummarySchema = {
  type: 'object',
  required: [
    'id', 'slug', 'name', 'nameEn', 'scope', 'labels', 'testCount', 'isInternationalExam', 'unitTestType', 'unitType',
    'testKind', 'subject', 'schoolLevel', 'grades', 'practiceModeId', 'examId', 'certificateId', 'topic', 'unit', 'skills',
    'duration', 'questionCount', 'accessTier', 'price', 'featured', 'description', 'createdAt',
  ],
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    name: { type: 'string' },
    nameEn: { type: 'string', nullable: true },
    scope: { type: 'string', enum: ['SYSTEM', 'USER'] },
    labels: { type: 'string', nullable: true, description: 'Shown instead of the name when set (spec §3 display rule)' },
    testCount: { ...nullableInteger, description: 'Shown as "Test {n}" when there are no labels' },
    isInternationalExam: { type: 'boolean' },
    unitTestType: { type: 'string', enum: [...UNIT_TEST_TYPES] },
    unitType: { type: 'string', enum: [...UNIT_TYPES] },
    testKind: { type: 'string', enum: [...TEST_KINDS] },
    subject: { type: 'string' },
    schoolLevel: { type: 'string', enum: [...SCHOOL_LEVELS], nullable: true },
    grades: { type: 'array', items: { type: 'string' }, description: 'Grade codes, e.g. ["G6"]' },
    practiceModeId: nullableInteger,
    examId: nullableInteger,
    certificateId: nullableInteger,
    topic: { ...localizedTextSchema, nullable: true },
    unit: {
      type: 'object',
      nullable: true,
      required: ['number', 'title'],
      properties: { number: { type: 'integer' }, title: localizedTextSchema },
    },
    skills: { type: 'array', items: { type: 'string', enum: [...SKILLS] } },
    duration: { ...nullableInteger, description: 'Minutes; null when the test sets none' },
    questionCount: { type: 'integer' },
    accessTier: { type: 'string', enum: [...ACCESS_TIERS] },
    price: { ...nullableInteger, description: 'VND, for PAID tests' },
    featured: { type: 'boolean' },
    description: localizedTextSchema,
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const satisfies JsonSchema;

const unitTestDetailSchema = {
  type: 'object',
  required: [...unitTestSummarySchema.required, 'sections', 'hasListening', 'hasSpeaking', 'owned', 'canTake'],
  properties: {
    ...unitTestSummarySchema.properties,
    sections: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'title', 'skill', 'questionCount'],
        properties: {
          id: { type: 'string' },
          title: localizedTextSchema,
          skill: { type: 'string', enum: [...SKILLS], nullable: true },
          questionCount: { type: 'integer' },
        },
      },
    },
    hasListening: { type: 'boolean' },
    hasSpeaking: { type: 'boolean' },
    owned: { type: 'boolean', description: 'Whether the caller owns the test (false for guests)' },
    canTake: { type: 'boolean', description: 'FREE tests for everyone; MEMBERSHIP and PAID tests once owned' },
  },
} as const satisfies JsonSchema;

const ownedUnitTestSchema = {
  type: 'object',
  required: ['unitTest', 'source', 'acquiredAt'],
  properties: {
    unitTest: unitTestSummarySchema,
    source: { type: 'string', enum: [...ownedSources] },
    acquiredAt: { type: 'string', format: 'date-time' },
  },
} as const satisfies JsonSchema;

const idListPattern = '^[0-9]{1,6}(,[0-9]{1,6}){0,49}$';
const skillListPattern = `^(${SKILLS.join('|')})(,(${SKILLS.join('|')})){0,6}$`;

/** Filters shared by the list and the facets; strict: an unknown parameter is a 400. */
const filterProperties = {
  q: { type: 'string', maxLength: 100, description: 'Words to find in the name, labels, topic or unit (any case, with or without Vietnamese diacritics)' },
  schoolLevel: { type: 'string', enum: [...SCHOOL_LEVELS] },
  grade: { type: 'string', pattern: '^G(1[0-3]|[1-9])$', description: 'A grade code, G1–G13' },
  subject: { type: 'string', enum: [...SUBJECTS] },
  practiceModeId: { type: 'integer', enum: Object.values(PRACTICE_MODE) },
  examIds: { type: 'string', pattern: idListPattern, description: 'Comma-separated exam ids (school 4, 6, 7; national 8, 9, 10, 51, 52, 53)' },
  certificateIds: { type: 'string', pattern: idListPattern, description: 'Comma-separated certificate ids (a family is sent as its ids)' },
  skills: { type: 'string', pattern: skillListPattern, description: 'Comma-separated skill codes: tests training any of them' },
  unitType: { type: 'string', enum: [...UNIT_TYPES] },
  scope: { type: 'string', enum: [...SCOPES], description: 'SYSTEM: the catalogue; USER: the caller’s own tests; ALL (default): both' },
  testKind: { type: 'string', enum: [...TEST_KINDS] },
  accessTier: { type: 'string', enum: [...ACCESS_TIERS] },
  featured: { type: 'boolean' },
} as const;

const optionalAuth: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

export const listUnitTestsSchema = {
  tags: ['catalogue'],
  summary: 'Search and filter the catalogue, one page at a time',
  description:
    'Guests see the SYSTEM catalogue; a signed-in caller also sees their own USER-scope tests. `total` (and `totalRecords`) ' +
    'counts every match; a page past the last answers no items with the same total.',
  security: optionalAuth,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ...filterProperties,
      sort: { type: 'string', enum: [...UNIT_TEST_SORTS], default: 'featured' },
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: UNIT_TEST_PAGE_SIZE.MAX, default: UNIT_TEST_PAGE_SIZE.DEFAULT },
    },
  },
  response: {
    200: successSchema(
      {
        type: 'object',
        required: ['items', 'page', 'pageSize', 'total', 'totalPages'],
        properties: {
          items: { type: 'array', items: unitTestSummarySchema },
          page: { type: 'integer' },
          pageSize: { type: 'integer' },
          total: { type: 'integer' },
          totalPages: { type: 'integer' },
        },
      },
      { totalRecords: true },
    ),
    ...errorResponses({ 400: 'VALIDATION_ERROR: an unknown parameter or a bad value', 401: 'UNAUTHORIZED: a bearer token was sent but is invalid or expired' }),
  },
};

const countsSchema = { type: 'object', additionalProperties: { type: 'integer' } } as const;

export const unitTestFacetsSchema = {
  tags: ['catalogue'],
  summary: 'How many tests each filter value holds, over the tests matching the query',
  security: optionalAuth,
  querystring: { type: 'object', additionalProperties: false, properties: filterProperties },
  response: {
    200: successSchema({
      type: 'object',
      required: ['total', 'schoolLevels', 'grades', 'practiceModes', 'exams', 'certificates', 'certificateFamilies', 'skills', 'accessTiers'],
      properties: {
        total: { type: 'integer' },
        schoolLevels: countsSchema,
        grades: countsSchema,
        practiceModes: countsSchema,
        exams: countsSchema,
        certificates: countsSchema,
        certificateFamilies: countsSchema,
        skills: countsSchema,
        accessTiers: countsSchema,
      },
    }),
    ...errorResponses({ 400: 'VALIDATION_ERROR: an unknown parameter or a bad value', 401: 'UNAUTHORIZED: a bearer token was sent but is invalid or expired' }),
  },
};

export const ownedUnitTestsSchema = {
  tags: ['catalogue'],
  summary: 'The tests the caller owns, newest first',
  security: [{ bearerAuth: [] }],
  response: {
    200: successSchema({ type: 'array', items: ownedUnitTestSchema }),
    ...errorResponses({ 401: 'UNAUTHORIZED' }),
  },
};

export const unitTestDetailSchemaRoute = {
  tags: ['catalogue'],
  summary: 'One test by id or slug: summary, section outline and what the caller may do (never questions or answers)',
  security: optionalAuth,
  params: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'string', minLength: 1, maxLength: 200, description: 'Numeric id or slug' } },
  },
  response: {
    200: successSchema(unitTestDetailSchema),
    ...errorResponses({ 401: 'UNAUTHORIZED: a bearer token was sent but is invalid or expired' }),
  },
};

export const useUnitTestSchema = {
  tags: ['catalogue'],
  summary: 'Add a test to the caller’s library (free tests; owned tests answer the same)',
  security: [{ bearerAuth: [] }],
  body: {
    type: 'object',
    required: ['unitTestId'],
    additionalProperties: false,
    properties: { unitTestId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  },
  response: {
    200: successSchema(ownedUnitTestSchema),
    ...errorResponses(
      {
        401: 'UNAUTHORIZED',
        403: 'MEMBERSHIP_REQUIRED (a members’ test) or PURCHASE_REQUIRED (a paid test) the caller does not own',
        404: 'NOT_FOUND: no such test',
      },
      { body: true },
    ),
  },
};
