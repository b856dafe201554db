/**
 * Adaptive and placement tests (issue 22): one item at a time from the server, chosen by an
 * IRT engine; the result is a CEFR level with its uncertainty. Placement tests open by their
 * query key (60 primary, 61 general); `level` is the adaptive level test (signed-in learners).
 * Items come in the play form of the player (never answers); an answer is saved before the next
 * item is chosen, and a reload shows the same item again.
 */
import { Type, type Static } from '@sinclair/typebox';
import { SKILLS } from './constants';
import { defineEndpoint, OPTIONAL_AUTH } from './endpoint';
import { AttemptSecretField, IdField, PlayerAnswerSchema, PlayLeafQuestionSchema } from './attempts';
import { Nullable, StringEnum, Success } from './http';
import { LocalizedTextSchema } from './unit-tests';

export const ADAPTIVE_TEST_KEYS = ['60', '61', 'level'] as const;
export type AdaptiveTestKey = (typeof ADAPTIVE_TEST_KEYS)[number];
const CEFR_LEVEL_CODES = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
const ADAPTIVE_STOP_REASONS = ['PRECISION', 'MAX_LENGTH', 'CLASSIFIED', 'BANK_EXHAUSTED', 'TIME_LIMIT'] as const;
const CefrField = StringEnum(CEFR_LEVEL_CODES);

const AdaptiveTestSchema = Type.Object({
  key: StringEnum(ADAPTIVE_TEST_KEYS),
  kind: StringEnum(['PLACEMENT', 'ADAPTIVE'] as const),
  name: LocalizedTextSchema,
  minLength: Type.Integer(),
  maxLength: Type.Integer(),
  /** The test stops once the standard error of θ is at or below this (after minLength). */
  seThreshold: Type.Number(),
  /** Minutes from the start; null when the test has no time limit. */
  timeLimitMinutes: Nullable(Type.Integer()),
  /** Whether taking it needs the right to it (an activation code or a purchase); placement tests are open to all. */
  rightRequired: Type.Boolean(),
});
export type AdaptiveTestDto = Static<typeof AdaptiveTestSchema>;

const AdaptiveResultSchema = Type.Object({
  /** The ability estimate (EAP) on the θ scale, its standard error and 95 % interval. */
  theta: Type.Number(),
  se: Type.Number(),
  interval: Type.Tuple([Type.Number(), Type.Number()]),
  /** The reported scale (0–100) and the interval on it. */
  score: Type.Integer(),
  scoreInterval: Type.Tuple([Type.Integer(), Type.Integer()]),
  scale: Type.Object({
    name: Type.String(),
    min: Type.Integer(),
    max: Type.Integer(),
    /** Each level from its lowest score, ascending: where to draw the bands. */
    bands: Type.Array(Type.Object({ level: CefrField, from: Type.Integer() })),
    source: Type.String(),
    date: Type.String(),
  }),
  level: CefrField,
  /** Posterior probability of each level, in level order; they sum to 1. */
  levels: Type.Array(Type.Object({ level: CefrField, probability: Type.Number() })),
  skills: Type.Array(
    Type.Object({
      skill: StringEnum(SKILLS),
      items: Type.Integer(),
      theta: Type.Number(),
      se: Type.Number(),
      level: CefrField,
    }),
  ),
  items: Type.Integer({ description: 'Questions answered' }),
  stopReason: StringEnum(ADAPTIVE_STOP_REASONS),
});
export type AdaptiveResultDto = Static<typeof AdaptiveResultSchema>;

const AdaptiveAttemptSchema = Type.Object({
  attemptId: IdField,
  /** Keep it to resume or read the result as a guest (header X-Attempt-Secret or the body). */
  attemptSecret: Type.String(),
  test: AdaptiveTestSchema,
  status: StringEnum(['OPEN', 'FINISHED'] as const),
  /** Questions answered so far. */
  answered: Type.Integer(),
  /** 1-based number of the question on screen (answered + 1 while open). */
  questionNumber: Type.Integer(),
  /** How many more questions the test will likely need (an estimate) and at most. */
  remaining: Type.Object({ estimate: Type.Integer(), max: Type.Integer() }),
  startedAt: Type.String({ format: 'date-time' }),
  /** When a timed test ends (the server's clock); null without a time limit. */
  endsAt: Nullable(Type.String({ format: 'date-time' })),
  /** The server's clock when it answered: the player counts down from endsAt against it. */
  serverTime: Type.String({ format: 'date-time' }),
  /** The question on screen; null once finished. Never carries its answer. */
  item: Nullable(PlayLeafQuestionSchema),
  result: Nullable(AdaptiveResultSchema),
});
export type AdaptiveAttemptDto = Static<typeof AdaptiveAttemptSchema>;

const AdaptiveAnswerRequestSchema = Type.Object(
  {
    /** The questionNumber being answered: guards against answering a stale screen twice. */
    questionNumber: Type.Integer({ minimum: 1, maximum: 1000 }),
    /** The player's answer to the item (ids of the play form); an empty answer counts wrong. */
    answer: PlayerAnswerSchema,
    attemptSecret: Type.Optional(AttemptSecretField),
  },
  { additionalProperties: false },
);
export type AdaptiveAnswerRequest = Static<typeof AdaptiveAnswerRequestSchema>;

const KeyParams = Type.Object({ key: StringEnum(ADAPTIVE_TEST_KEYS) });
const AttemptParams = Type.Object({ id: IdField });
const BAD_TOKEN = 'UNAUTHORIZED: a bearer token was sent but is invalid or expired';
const NOT_OWNER = 'FORBIDDEN: neither the owner’s token nor the attempt secret';

export const adaptiveEndpoints = {
  start: defineEndpoint(
    'POST',
    '/itf/adaptive-tests/:key/attempts',
    {
      tags: ['adaptive'],
      summary: 'Start an adaptive or placement test, or resume the caller’s open attempt of it: the first question',
      description:
        'Keys: 60 primary placement, 61 general placement (guests welcome), level the adaptive level test ' +
        '(signed in). A signed-in caller with an open attempt of the same test gets it back, on the same question.',
      security: OPTIONAL_AUTH,
      params: KeyParams,
      response: { 200: Success(AdaptiveAttemptSchema) },
    },
    {
      401: `${BAD_TOKEN}; or none sent for the level test`,
      403: 'ADAPTIVE_TEST_LOCKED: the level test needs its right (an activation code or a purchase)',
    },
  ),
  current: defineEndpoint(
    'GET',
    '/itf/adaptive-attempts/:id',
    {
      tags: ['adaptive'],
      summary: 'The attempt as it stands: the same question on screen after a reload, or the result',
      security: OPTIONAL_AUTH,
      params: AttemptParams,
      response: { 200: Success(AdaptiveAttemptSchema) },
    },
    { 401: BAD_TOKEN, 403: NOT_OWNER, 404: 'NOT_FOUND: no such attempt' },
  ),
  answer: defineEndpoint(
    'POST',
    '/itf/adaptive-attempts/:id/answers',
    {
      tags: ['adaptive'],
      summary: 'Answer the question on screen: saved, then the next question is chosen (or the test ends)',
      security: OPTIONAL_AUTH,
      params: AttemptParams,
      body: AdaptiveAnswerRequestSchema,
      response: { 200: Success(AdaptiveAttemptSchema) },
    },
    {
      401: BAD_TOKEN,
      403: NOT_OWNER,
      404: 'NOT_FOUND: no such attempt',
      409:
        'ADAPTIVE_ITEM_MISMATCH (questionNumber is not the one on screen) or ATTEMPT_CLOSED (finished, or ' +
        'its time ran out more than the grace ago: the answer is not counted)',
    },
  ),
  result: defineEndpoint(
    'GET',
    '/itf/adaptive-attempts/:id/result',
    {
      tags: ['adaptive'],
      summary: 'The result of a finished attempt: CEFR level, interval, level probabilities, skills',
      security: OPTIONAL_AUTH,
      params: AttemptParams,
      response: { 200: Success(AdaptiveResultSchema) },
    },
    {
      401: BAD_TOKEN,
      403: NOT_OWNER,
      404: 'NOT_FOUND: no such attempt',
      409: 'ADAPTIVE_NOT_FINISHED',
    },
  ),
};
