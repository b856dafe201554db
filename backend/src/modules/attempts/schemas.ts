import { SKILLS } from '@contract/constants';
import { QUESTION_TYPE_CODES } from '@contract/content';
import { ATTEMPT_SECRET_HEADER, INTEGRITY_EVENT_KINDS, PLAYER_RULES } from '@contract/player';
import { UNIT_TEST_TYPES } from '@contract/catalogue';
import { errorResponses, successSchema, type JsonSchema } from '../../lib/http-schemas';
import { LocalizedTextSchema as localizedTextSchema } from '@contract/unit-tests';

/** JSON schemas of the player routes: request validation and the OpenAPI document in one. */

export const optionalAuthSecurity: Record<string, string[]>[] = [{}, { bearerAuth: [] }];

export const idField = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
export const attemptSecretField = {
  type: 'string',
  minLength: 1,
  maxLength: 200,
  description: 'The attempt secret from startAttempt (guests; owners signed in may omit it)',
} as const;
const questionIdField = { type: 'string', minLength: 1, maxLength: 100 } as const;
const shortText = { type: 'string', maxLength: 100 } as const;

/** One answer: exactly one of the shapes of contract/player.ts (the family's shape is checked by the service). */
const answerSchema = {
  type: 'object',
  minProperties: 1,
  maxProperties: 1,
  additionalProperties: false,
  properties: {
    choice: shortText,
    choices: { type: 'array', maxItems: 50, items: shortText },
    gaps: { type: 'object', maxProperties: 100, propertyNames: { type: 'string', maxLength: 100 }, additionalProperties: { type: 'string', maxLength: 1000 } },
    text: { type: 'string', maxLength: PLAYER_RULES.TEXT_ANSWER_MAX_LENGTH },
    order: { type: 'array', maxItems: 100, items: shortText },
    pairs: { type: 'object', maxProperties: 100, propertyNames: { type: 'string', maxLength: 100 }, additionalProperties: shortText },
    uploadId: idField,
    seen: { type: 'array', maxItems: 200, items: shortText },
  },
} as const;

export const answersSchema = {
  type: 'object',
  maxProperties: 200,
  propertyNames: { type: 'string', minLength: 1, maxLength: 100 },
  additionalProperties: answerSchema,
  description: 'Leaf question id → answer (PlayerAnswer)',
} as const;

export const flagsSchema = { type: 'array', maxItems: 200, items: questionIdField, description: 'Questions flagged for review' } as const;
export const currentQuestionSchema = { ...questionIdField, nullable: true } as const;
export const revisionField = { type: 'integer', minimum: 0, maximum: 2_147_483_647, description: 'Increases with every change on the client' } as const;

const countsByKind = {
  type: 'object',
  required: [...INTEGRITY_EVENT_KINDS],
  properties: Object.fromEntries(INTEGRITY_EVENT_KINDS.map((kind) => [kind, { type: 'integer' }])),
} as const;

export const integrityStateSchema = {
  type: 'object',
  required: ['isExam', 'counts', 'remaining', 'voided', 'voidReason', 'resultId'],
  properties: {
    isExam: { type: 'boolean' },
    counts: countsByKind,
    remaining: { ...countsByKind, nullable: true },
    voided: { type: 'boolean' },
    voidReason: { type: 'string', enum: [...INTEGRITY_EVENT_KINDS], nullable: true },
    resultId: { type: 'integer', nullable: true },
  },
} as const satisfies JsonSchema;

export const attemptSchema = {
  type: 'object',
  required: ['id', 'unitTestId', 'status', 'secret', 'startedAt', 'deadline', 'now', 'durationMinutes', 'defaultDuration', 'audioPlays', 'resultId', 'voidReason'],
  properties: {
    id: { type: 'integer' },
    unitTestId: { type: 'integer' },
    status: { type: 'string', enum: ['OPEN', 'SUBMITTED', 'VOIDED'] },
    secret: { type: 'string' },
    startedAt: { type: 'string', format: 'date-time' },
    deadline: { type: 'string', format: 'date-time' },
    now: { type: 'string', format: 'date-time', description: 'The server clock' },
    durationMinutes: { type: 'integer' },
    defaultDuration: { type: 'boolean' },
    audioPlays: { type: 'object', additionalProperties: { type: 'integer' } },
    resultId: { type: 'integer', nullable: true },
    voidReason: { type: 'string', enum: [...INTEGRITY_EVENT_KINDS], nullable: true },
  },
} as const satisfies JsonSchema;

/** Answers are echoed as stored: any of the answer shapes. */
const storedAnswers = { type: 'object', additionalProperties: { type: 'object', additionalProperties: true } } as const;

export const draftStateSchema = {
  type: 'object',
  required: ['answers', 'currentQuestionId', 'flags', 'revision', 'savedAt'],
  properties: {
    answers: storedAnswers,
    currentQuestionId: { type: 'string', nullable: true },
    flags: { type: 'array', items: { type: 'string' } },
    revision: { type: 'integer' },
    savedAt: { type: 'string', format: 'date-time', nullable: true },
  },
} as const satisfies JsonSchema;

const audioRefSchema = {
  type: 'object',
  required: ['id', 'url', 'playLimit'],
  properties: { id: { type: 'string' }, url: { type: 'string' }, playLimit: { type: 'integer', nullable: true } },
} as const;

/** A question of the play form; its fields depend on the family (PlayQuestion, contract/player.ts). */
export const playQuestionSchema = {
  type: 'object',
  additionalProperties: true,
  required: ['id', 'type', 'typeId', 'skill'],
  properties: {
    id: { type: 'string' },
    type: { type: 'string', enum: [...QUESTION_TYPE_CODES] },
    typeId: { type: 'integer' },
    skill: { type: 'string', enum: [...SKILLS] },
  },
  description: 'PlayQuestion: a leaf question or an LS/MIX group (items), never with answers, explanations or transcripts',
} as const;

export function sectionSchema(question: JsonSchema, extra: Record<string, JsonSchema> = {}): JsonSchema {
  return {
    type: 'object',
    required: ['id', 'title', 'questionCount', 'questions', ...Object.keys(extra)],
    properties: {
      id: { type: 'string' },
      title: localizedTextSchema,
      instruction: localizedTextSchema,
      passage: { type: 'string' },
      audio: audioRefSchema,
      image: { type: 'string' },
      questionCount: { type: 'integer' },
      questions: { type: 'array', items: question },
      ...extra,
    },
  };
}

const playPayloadSchema = {
  type: 'object',
  required: ['attempt', 'test', 'sections', 'questionOrder', 'draft', 'integrity', 'closedAttempt'],
  properties: {
    attempt: attemptSchema,
    test: {
      type: 'object',
      required: [
        'id', 'slug', 'name', 'nameEn', 'scope', 'labels', 'testCount', 'unitTestType', 'isInternationalExam', 'isExam',
        'duration', 'questionCount', 'skills', 'hasListening', 'hasSpeaking', 'description',
      ],
      properties: {
        id: { type: 'integer' },
        slug: { type: 'string' },
        name: { type: 'string' },
        nameEn: { type: 'string', nullable: true },
        scope: { type: 'string', enum: ['SYSTEM', 'USER'] },
        labels: { type: 'string', nullable: true },
        testCount: { type: 'integer', nullable: true },
        unitTestType: { type: 'string', enum: [...UNIT_TEST_TYPES] },
        isInternationalExam: { type: 'boolean' },
        isExam: { type: 'boolean' },
        duration: { type: 'integer', nullable: true },
        questionCount: { type: 'integer' },
        skills: { type: 'array', items: { type: 'string', enum: [...SKILLS] } },
        hasListening: { type: 'boolean' },
        hasSpeaking: { type: 'boolean' },
        description: localizedTextSchema,
      },
    },
    sections: { type: 'array', items: sectionSchema(playQuestionSchema) },
    questionOrder: { type: 'array', items: { type: 'string' } },
    draft: { ...draftStateSchema, nullable: true },
    integrity: integrityStateSchema,
    closedAttempt: {
      type: 'object',
      nullable: true,
      required: ['attemptId', 'resultId'],
      properties: { attemptId: { type: 'integer' }, resultId: { type: 'integer' } },
    },
  },
} as const satisfies JsonSchema;

const attemptIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idField },
} as const;

export const secretHeaders = {
  type: 'object',
  properties: { [ATTEMPT_SECRET_HEADER.toLowerCase()]: { type: 'string', maxLength: 200, description: 'The attempt secret (guests)' } },
} as const;

const proofErrors = {
  401: 'UNAUTHORIZED: a bearer token was sent but is invalid or expired',
  403: 'FORBIDDEN: neither the owner’s token nor the attempt secret',
  404: 'NOT_FOUND: no such attempt',
};

export const startAttemptSchema = {
  tags: ['player'],
  summary: 'Start a new attempt of a test, or resume one: the play payload (never answers)',
  description:
    'Without attemptId: a signed-in caller resumes their open attempt of the test, else a new one starts (guests always ' +
    'start a new one). With attemptId (+ attemptSecret for guests): that attempt, whatever its state. Resuming an open ' +
    'attempt records RELOAD (or SECOND_DEVICE from another deviceId); on an exam that voids it. Access: FREE for everyone; ' +
    'MEMBERSHIP/PAID for owners or with a TEST share code.',
  security: optionalAuthSecurity,
  params: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'string', minLength: 1, maxLength: 200, description: 'Numeric test id or slug' } },
  },
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      attemptId: idField,
      attemptSecret: attemptSecretField,
      shareCode: { type: 'string', minLength: 1, maxLength: 100, description: 'A TEST share code of this test' },
      deviceId: { type: 'string', pattern: PLAYER_RULES.DEVICE_ID_PATTERN, description: 'A random id the browser keeps' },
    },
  },
  response: {
    200: successSchema(playPayloadSchema),
    ...errorResponses(
      {
        ...proofErrors,
        403: 'MEMBERSHIP_REQUIRED / PURCHASE_REQUIRED (no access to the test), or FORBIDDEN (not the attempt’s owner)',
        404: 'NOT_FOUND: no such test or attempt',
      },
      { body: true },
    ),
  },
};

const draftBody = {
  type: 'object',
  required: ['attemptId', 'answers', 'currentQuestionId', 'flags', 'revision'],
  additionalProperties: false,
  properties: {
    attemptId: idField,
    attemptSecret: attemptSecretField,
    answers: answersSchema,
    currentQuestionId: currentQuestionSchema,
    flags: flagsSchema,
    revision: { ...revisionField, minimum: 1 },
  },
} as const;

export function draftSaveSchema(variant: 'student' | 'user') {
  return {
    tags: ['player'],
    summary: variant === 'student' ? 'Save the draft of an attempt (signed-in students)' : 'Save the draft of an attempt (guests, teachers, any owner)',
    description:
      'The whole draft each time. Only a revision newer than the stored one is kept (stored: false otherwise). Refused after ' +
      `deadline + ${PLAYER_RULES.DEADLINE_GRACE_SECONDS} s (409 ATTEMPT_EXPIRED) and once the attempt is closed (409 ATTEMPT_CLOSED).`,
    security: variant === 'student' ? [{ bearerAuth: [] }] : optionalAuthSecurity,
    body: draftBody,
    response: {
      200: successSchema({
        type: 'object',
        required: ['attemptId', 'revision', 'stored', 'savedAt', 'deadline', 'now'],
        properties: {
          attemptId: { type: 'integer' },
          revision: { type: 'integer' },
          stored: { type: 'boolean' },
          savedAt: { type: 'string', format: 'date-time' },
          deadline: { type: 'string', format: 'date-time' },
          now: { type: 'string', format: 'date-time' },
        },
      }),
      ...errorResponses(
        {
          ...proofErrors,
          ...(variant === 'student' ? { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student, or not the attempt’s owner' } : {}),
          400: 'VALIDATION_ERROR: an answer names no question of the test or has the wrong shape for its family',
          409: 'ATTEMPT_EXPIRED (after deadline + grace) or ATTEMPT_CLOSED (submitted or voided)',
        },
        { body: true },
      ),
    },
  };
}

const attemptDraftSchema = {
  type: 'object',
  required: ['attempt', 'draft'],
  properties: { attempt: attemptSchema, draft: draftStateSchema },
} as const;

export const draftDetailSchema = {
  tags: ['player'],
  summary: 'The live draft of an attempt, by ATTEMPT id (resume); an expired attempt is submitted first',
  security: optionalAuthSecurity,
  params: attemptIdParams,
  headers: secretHeaders,
  response: { 200: successSchema(attemptDraftSchema), ...errorResponses(proofErrors) },
};

export const draftOfResultSchema = {
  tags: ['player'],
  summary: 'The draft a result was scored from, by RESULT id (read-only)',
  security: optionalAuthSecurity,
  params: attemptIdParams,
  headers: secretHeaders,
  response: { 200: successSchema(attemptDraftSchema), ...errorResponses({ ...proofErrors, 404: 'NOT_FOUND: no such result' }) },
};

export const audioPlaySchema = {
  tags: ['player'],
  summary: 'Count one playback of an audio (call before playing; play only on success)',
  security: optionalAuthSecurity,
  params: attemptIdParams,
  body: {
    type: 'object',
    required: ['audioId'],
    additionalProperties: false,
    properties: { attemptSecret: attemptSecretField, audioId: { type: 'string', minLength: 1, maxLength: 250 } },
  },
  response: {
    200: successSchema({
      type: 'object',
      required: ['audioId', 'playsUsed', 'playLimit', 'remaining'],
      properties: {
        audioId: { type: 'string' },
        playsUsed: { type: 'integer' },
        playLimit: { type: 'integer', nullable: true },
        remaining: { type: 'integer', nullable: true },
      },
    }),
    ...errorResponses(
      {
        ...proofErrors,
        400: 'VALIDATION_ERROR: not an audio of this test',
        409: 'PLAY_LIMIT_REACHED, ATTEMPT_EXPIRED or ATTEMPT_CLOSED',
      },
      { body: true },
    ),
  },
};

export const integrityEventSchema = {
  tags: ['player'],
  summary: 'Record an integrity event; on an exam, the Nth event of a kind voids the attempt (INTEGRITY_VOID_AFTER)',
  security: optionalAuthSecurity,
  params: attemptIdParams,
  body: {
    type: 'object',
    required: ['kind'],
    additionalProperties: false,
    properties: { attemptSecret: attemptSecretField, kind: { type: 'string', enum: [...INTEGRITY_EVENT_KINDS] } },
  },
  response: {
    200: successSchema(integrityStateSchema),
    ...errorResponses({ ...proofErrors, 409: 'ATTEMPT_CLOSED' }, { body: true }),
  },
};

export const shareCodeSchema = {
  type: 'object',
  required: ['code', 'kind', 'unitTestId', 'resultId'],
  properties: {
    code: { type: 'string' },
    kind: { type: 'string', enum: ['TEST', 'RESULT'] },
    unitTestId: { type: 'integer' },
    resultId: { type: 'integer', nullable: true },
  },
} as const;

export const shareTestSchema = {
  tags: ['player'],
  summary: 'A share code that lets anyone with the link take this test (the caller must be able to take it; no body)',
  security: [{ bearerAuth: [] }],
  params: {
    type: 'object',
    required: ['id'],
    additionalProperties: false,
    properties: { id: { type: 'string', minLength: 1, maxLength: 200, description: 'Numeric test id or slug' } },
  },
  response: {
    200: successSchema(shareCodeSchema),
    ...errorResponses({ 401: 'UNAUTHORIZED', 403: 'MEMBERSHIP_REQUIRED / PURCHASE_REQUIRED', 404: 'NOT_FOUND: no such test' }),
  },
};
