import { SKILLS } from '@contract/constants';
import { QUESTION_TYPE_CODES } from '@contract/content';
import { INTEGRITY_EVENT_KINDS, PLAYER_RULES, QUESTION_OUTCOMES } from '@contract/player';
import { emailField } from '../../lib/field-schemas';
import { errorResponses, successSchema, type JsonSchema } from '../../lib/http-schemas';
import {
  answersSchema,
  attemptSecretField,
  currentQuestionSchema,
  flagsSchema,
  idField,
  optionalAuthSecurity,
  playQuestionSchema,
  revisionField,
  secretHeaders,
  sectionSchema,
  shareCodeSchema,
} from '../attempts/schemas';

const skillBreakdownSchema = {
  type: 'object',
  required: ['skill', 'earnedPoints', 'maxPoints', 'percent', 'correctCount', 'questionCount', 'pendingReviewCount'],
  properties: {
    skill: { type: 'string', enum: [...SKILLS] },
    earnedPoints: { type: 'number' },
    maxPoints: { type: 'number' },
    percent: { type: 'integer', nullable: true },
    correctCount: { type: 'integer' },
    questionCount: { type: 'integer' },
    pendingReviewCount: { type: 'integer' },
  },
} as const;

const questionOutcomeSchema = {
  type: 'object',
  required: ['questionId', 'number', 'type', 'skill', 'outcome', 'earnedPoints', 'maxPoints'],
  properties: {
    questionId: { type: 'string' },
    number: { type: 'integer' },
    type: { type: 'string', enum: [...QUESTION_TYPE_CODES] },
    skill: { type: 'string', enum: [...SKILLS] },
    outcome: { type: 'string', enum: [...QUESTION_OUTCOMES] },
    earnedPoints: { type: 'number' },
    maxPoints: { type: 'number' },
  },
} as const;

const recommendationSchema = {
  type: 'object',
  required: ['kind', 'skill', 'percent', 'explore'],
  properties: {
    kind: { type: 'string', enum: ['PRACTISE_SKILL', 'KEEP_GOING'] },
    skill: { type: 'string', enum: [...SKILLS], nullable: true },
    percent: { type: 'integer', nullable: true },
    explore: { type: 'object', additionalProperties: { type: 'string' }, description: '/explore query (web parameter names)' },
  },
} as const;

const summaryProperties = {
  id: { type: 'integer' },
  attemptId: { type: 'integer' },
  unitTest: {
    type: 'object',
    required: ['id', 'slug', 'name', 'nameEn', 'scope', 'labels', 'testCount', 'isExam'],
    properties: {
      id: { type: 'integer' },
      slug: { type: 'string' },
      name: { type: 'string' },
      nameEn: { type: 'string', nullable: true },
      scope: { type: 'string', enum: ['SYSTEM', 'USER'] },
      labels: { type: 'string', nullable: true },
      testCount: { type: 'integer', nullable: true },
      isExam: { type: 'boolean' },
    },
  },
  status: { type: 'string', enum: ['COMPLETED', 'VOIDED'] },
  voidReason: { type: 'string', enum: [...INTEGRITY_EVENT_KINDS], nullable: true },
  closedBy: { type: 'string', enum: ['USER', 'DEADLINE', 'INTEGRITY'] },
  lateAnswersIgnored: { type: 'boolean' },
  reviewStatus: { type: 'string', enum: ['COMPLETE', 'AWAITING_REVIEW'] },
  score: { type: 'number', nullable: true, description: '0–10, one decimal; null when nothing is auto-scored' },
  percent: { type: 'integer', nullable: true },
  earnedPoints: { type: 'number' },
  maxPoints: { type: 'number', description: 'Speaking and writing (pending review) are outside it' },
  questionCount: { type: 'integer' },
  correctCount: { type: 'integer' },
  partialCount: { type: 'integer' },
  incorrectCount: { type: 'integer' },
  unansweredCount: { type: 'integer' },
  pendingReviewCount: { type: 'integer' },
  unscoredCount: { type: 'integer' },
  skills: { type: 'array', items: skillBreakdownSchema },
  recommendations: { type: 'array', items: recommendationSchema },
  startedAt: { type: 'string', format: 'date-time' },
  submittedAt: { type: 'string', format: 'date-time' },
  timeTakenSeconds: { type: 'integer' },
  timeLimitSeconds: { type: 'integer' },
} as const;

export const resultSummarySchema = {
  type: 'object',
  required: Object.keys(summaryProperties),
  properties: summaryProperties,
} as const satisfies JsonSchema;

export const resultSchema = {
  type: 'object',
  required: [...Object.keys(summaryProperties), 'questions'],
  properties: { ...summaryProperties, questions: { type: 'array', items: questionOutcomeSchema } },
} as const satisfies JsonSchema;

const resultIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idField },
} as const;

const proofErrors = {
  401: 'UNAUTHORIZED: a bearer token was sent but is invalid or expired',
  403: 'FORBIDDEN: neither the owner’s token nor the attempt secret',
  404: 'NOT_FOUND: no such attempt or result',
};

export function submitSchema(variant: 'student' | 'user') {
  return {
    tags: ['player'],
    summary: variant === 'student' ? 'Submit an attempt (signed-in students)' : 'Submit an attempt (guests, teachers, any owner)',
    description:
      'Idempotent by idempotencyKey: the same key answers the same result; an attempt with a result answers it ' +
      '(alreadySubmitted) whatever the key. Answers received after deadline + grace are ignored: the last draft is scored.',
    security: variant === 'student' ? [{ bearerAuth: [] }] : optionalAuthSecurity,
    body: {
      type: 'object',
      required: ['attemptId', 'idempotencyKey'],
      additionalProperties: false,
      properties: {
        attemptId: idField,
        attemptSecret: attemptSecretField,
        idempotencyKey: { type: 'string', pattern: PLAYER_RULES.IDEMPOTENCY_KEY_PATTERN, description: 'Made once per submit, reused on retries (a UUID)' },
        answers: answersSchema,
        currentQuestionId: currentQuestionSchema,
        flags: flagsSchema,
        revision: revisionField,
      },
    },
    response: {
      200: successSchema({
        type: 'object',
        required: ['result', 'alreadySubmitted'],
        properties: { result: resultSchema, alreadySubmitted: { type: 'boolean' } },
      }),
      ...errorResponses(
        {
          ...proofErrors,
          ...(variant === 'student' ? { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student, or not the attempt’s owner' } : {}),
          400: 'VALIDATION_ERROR: an answer names no question of the test or has the wrong shape for its family',
          409: 'IDEMPOTENCY_KEY_REUSED: the key was used for another attempt',
        },
        { body: true },
      ),
    },
  };
}

const reviewQuestionSchema = {
  ...playQuestionSchema,
  description:
    'ReviewQuestion: the play form plus `review` (outcome, points, userAnswer, correctAnswer, acceptedAnswers, parts, ' +
    'explanation, transcript, sampleAnswer, recordingUrl, wordCount); LS groups add `transcript`',
} as const;

export const resultDetailSchema = {
  tags: ['player'],
  summary: 'One result: with the review for its owner, without it for a share-code visitor',
  security: optionalAuthSecurity,
  params: resultIdParams,
  headers: secretHeaders,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { shareCode: { type: 'string', minLength: 1, maxLength: 100, description: 'A RESULT share code of this result' } },
  },
  response: {
    200: successSchema({
      type: 'object',
      required: ['result', 'review', 'isOwner'],
      properties: {
        result: resultSchema,
        review: {
          type: 'array',
          nullable: true,
          items: sectionSchema(reviewQuestionSchema, { transcript: { type: 'string', nullable: true } }),
        },
        isOwner: { type: 'boolean' },
      },
    }),
    ...errorResponses({ ...proofErrors, 403: 'FORBIDDEN: not the owner and no valid share code' }),
  },
};

export const myResultsSchema = {
  tags: ['player'],
  summary: 'The caller’s results, newest first, one page at a time',
  security: [{ bearerAuth: [] }],
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      pageSize: { type: 'integer', minimum: 1, maximum: PLAYER_RULES.RESULTS_PAGE_SIZE.MAX, default: PLAYER_RULES.RESULTS_PAGE_SIZE.DEFAULT },
      unitTestId: idField,
    },
  },
  response: {
    200: successSchema(
      {
        type: 'object',
        required: ['items', 'page', 'pageSize', 'total', 'totalPages'],
        properties: {
          items: { type: 'array', items: resultSummarySchema },
          page: { type: 'integer' },
          pageSize: { type: 'integer' },
          total: { type: 'integer' },
          totalPages: { type: 'integer' },
        },
      },
      { totalRecords: true },
    ),
    ...errorResponses({ 400: 'VALIDATION_ERROR', 401: 'UNAUTHORIZED' }),
  },
};

export const lastSubmittedSchema = {
  tags: ['player'],
  summary: 'The caller’s latest result for a test (null when none)',
  security: [{ bearerAuth: [] }],
  params: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'string', minLength: 1, maxLength: 200, description: 'Numeric test id or slug' } },
  },
  response: {
    200: successSchema({ ...resultSchema, nullable: true }),
    ...errorResponses({ 401: 'UNAUTHORIZED', 404: 'NOT_FOUND: no such test' }),
  },
};

export const shareResultSchema = {
  tags: ['player'],
  summary: 'A share code that lets anyone with the link see this result (never its review)',
  security: optionalAuthSecurity,
  params: resultIdParams,
  body: { type: 'object', additionalProperties: false, properties: { attemptSecret: attemptSecretField } },
  response: { 200: successSchema(shareCodeSchema), ...errorResponses(proofErrors, { body: true }) },
};

export const sendMailSchema = {
  tags: ['player'],
  summary: 'E-mail a result summary (to the given address, or the owner’s account address)',
  security: optionalAuthSecurity,
  body: {
    type: 'object',
    required: ['resultId'],
    additionalProperties: false,
    properties: {
      resultId: idField,
      email: emailField,
      attemptSecret: attemptSecretField,
      locale: { type: 'string', enum: ['vi', 'en'], default: 'vi' },
    },
  },
  response: {
    200: successSchema({
      type: 'object',
      required: ['destination'],
      properties: { destination: { type: 'string', description: 'Where the mail went, masked' } },
    }),
    ...errorResponses(
      {
        ...proofErrors,
        400: 'VALIDATION_ERROR: no e-mail given and the account has none',
        429: 'TOO_MANY_REQUESTS: 5 mails per result per hour',
      },
      { body: true },
    ),
  },
};
