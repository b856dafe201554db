/** Submitting an attempt, results and their review, sharing and e-mailing them. */
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { SKILLS } from './constants';
import { QUESTION_TYPE_CODES } from './content';
import {
  AnswersSchema,
  AttemptIdParams,
  AttemptSecretField,
  IdField,
  listeningGroup,
  mixedGroup,
  PLAY_LEAF_SCHEMAS,
  PlayerAnswerSchema,
  sectionProperties,
  SecretHeaders,
  ShareCodeSchema,
  TestIdParams,
} from './attempts';
import { BEARER_AUTH, defineEndpoint, OPTIONAL_AUTH, STUDENT_AUTH } from './endpoint';
import { EmailField } from './fields';
import { Nullable, Paged, StringEnum, Success } from './http';
import { INTEGRITY_EVENT_KINDS, PLAYER_RULES, QUESTION_OUTCOMES } from './player-rules';
import { LocalizedTextSchema } from './unit-tests';

const SkillField = StringEnum(SKILLS);
const OutcomeField = StringEnum(QUESTION_OUTCOMES);

/**
 * POST submit / userSubmit. The same `idempotencyKey` always answers the same result; a submit
 * of an attempt that already has a result answers it with `alreadySubmitted: true`. `answers`
 * (the last draft when omitted) received after deadline + grace are ignored.
 */
const SubmitRequestSchema = Type.Object(
  {
    attemptId: IdField,
    attemptSecret: Type.Optional(AttemptSecretField),
    idempotencyKey: Type.String({
      pattern: PLAYER_RULES.IDEMPOTENCY_KEY_PATTERN,
      description: 'Made once per submit, reused on retries (a UUID)',
    }),
    answers: Type.Optional(AnswersSchema),
    currentQuestionId: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 100 }))),
    flags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 200 })),
    revision: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 2_147_483_647, description: 'The draft revision the answers correspond to' }),
    ),
  },
  { additionalProperties: false },
);
export type SubmitRequest = Static<typeof SubmitRequestSchema>;

const QuestionOutcomeSchema = Type.Object({
  questionId: Type.String(),
  number: Type.Integer(),
  type: StringEnum(QUESTION_TYPE_CODES),
  skill: SkillField,
  outcome: OutcomeField,
  earnedPoints: Type.Number({
    description: '0 and maxPoints for PENDING_REVIEW/UNSCORED, which are outside the score',
  }),
  maxPoints: Type.Number(),
  inScore: Type.Boolean({
    description: 'Auto-scored, so part of the score: false for speaking, writing (answered or not) and flashcards',
  }),
});
export type QuestionOutcomeDto = Static<typeof QuestionOutcomeSchema>;

const SkillBreakdownSchema = Type.Object({
  skill: SkillField,
  earnedPoints: Type.Number(),
  maxPoints: Type.Number(),
  percent: Nullable(Type.Integer(), { description: 'null when the skill has only reviewed or unscored questions' }),
  correctCount: Type.Integer(),
  questionCount: Type.Integer(),
  pendingReviewCount: Type.Integer(),
  unansweredCount: Type.Integer({ description: 'Questions left unanswered (never counted as pending)' }),
});
export type SkillBreakdownDto = Static<typeof SkillBreakdownSchema>;

/**
 * What to practise next. PRACTISE_SKILL: a skill under 80 %, weakest first (up to two).
 * KEEP_GOING: more tests of the same kind. `explore` is the /explore query in the web app's names.
 */
const RecommendationSchema = Type.Object({
  kind: StringEnum(['PRACTISE_SKILL', 'KEEP_GOING']),
  skill: Nullable(SkillField),
  percent: Nullable(Type.Integer()),
  explore: Type.Record(Type.String(), Type.String()),
});
export type RecommendationDto = Static<typeof RecommendationSchema>;

const summaryProperties = {
  id: Type.Integer(),
  attemptId: Type.Integer(),
  unitTest: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    nameEn: Nullable(Type.String()),
    scope: StringEnum(['SYSTEM', 'USER']),
    labels: Nullable(Type.String()),
    testCount: Nullable(Type.Integer()),
    isExam: Type.Boolean(),
  }),
  status: StringEnum(['COMPLETED', 'VOIDED'], { description: 'VOIDED by an integrity rule (voidReason) never counts' }),
  voidReason: Nullable(StringEnum(INTEGRITY_EVENT_KINDS)),
  closedBy: StringEnum(['USER', 'DEADLINE', 'INTEGRITY']),
  lateAnswersIgnored: Type.Boolean({
    description: 'The submit came after deadline + grace: the last draft was scored',
  }),
  reviewStatus: StringEnum(['COMPLETE', 'AWAITING_REVIEW']),
  score: Nullable(Type.Number(), { description: '0–10, one decimal; null when nothing is auto-scored' }),
  band: Nullable(Type.Number(), {
    description:
      'IELTS tests: the band (0–9, half bands) of the auto-marked part, from its share of marks; null otherwise. ' +
      'Such a result is reported as the band and the marks (earnedPoints of maxPoints), not as the score out of 10',
  }),
  percent: Nullable(Type.Integer(), { description: '0–100' }),
  earnedPoints: Type.Number(),
  maxPoints: Type.Number(),
  questionCount: Type.Integer(),
  scoredQuestionCount: Type.Integer({
    description: 'Questions inside the score (auto-scored): the denominator of correctCount beside the score',
  }),
  correctCount: Type.Integer(),
  partialCount: Type.Integer(),
  incorrectCount: Type.Integer(),
  unansweredCount: Type.Integer(),
  pendingReviewCount: Type.Integer(),
  unscoredCount: Type.Integer(),
  skills: Type.Array(SkillBreakdownSchema),
  recommendations: Type.Array(RecommendationSchema),
  startedAt: Type.String({ format: 'date-time' }),
  submittedAt: Type.String({ format: 'date-time' }),
  timeTakenSeconds: Type.Integer({ description: 'From start to submit, capped at the time limit' }),
  timeLimitSeconds: Type.Integer(),
};

/** One entry of `myResults` (no per-question details). */
export const ResultSummarySchema = Type.Object(summaryProperties);
export type ResultSummaryDto = Static<typeof ResultSummarySchema>;

/**
 * Speaking and writing questions are PENDING_REVIEW, counted in `pendingReviewCount` and left
 * out of the score's denominator; `reviewStatus` is AWAITING_REVIEW while any remain.
 */
const ResultSchema = Type.Object({ ...summaryProperties, questions: Type.Array(QuestionOutcomeSchema) });
export type ResultDto = Static<typeof ResultSchema>;

const SubmitResultSchema = Type.Object({
  result: ResultSchema,
  alreadySubmitted: Type.Boolean({ description: 'The attempt already had a result (double click, retry, second tab)' }),
});
export type SubmitResultData = Static<typeof SubmitResultSchema>;

const ResultListQuerySchema = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: PLAYER_RULES.RESULTS_PAGE_SIZE.MAX,
        default: PLAYER_RULES.RESULTS_PAGE_SIZE.DEFAULT,
      }),
    ),
    unitTestId: Type.Optional(IdField),
  },
  { additionalProperties: false },
);
export type ResultListQuery = Static<typeof ResultListQuerySchema>;

const ResultListDataSchema = Type.Object({
  items: Type.Array(ResultSummarySchema),
  page: Type.Integer(),
  pageSize: Type.Integer(),
  total: Type.Integer(),
  totalPages: Type.Integer(),
});
export type ResultListData = Static<typeof ResultListDataSchema>;

/** Per-part correctness for review: FB/SO gap ids, DD token ids, MG left ids, SL positions ("0", "1"…). */
const PartOutcomesSchema = Type.Record(Type.String(), Type.Boolean());

/**
 * The review of one question. `correctAnswer` uses the answer shapes (FB/SA/DS: the first
 * accepted answer; `acceptedAnswers` lists all); null for FC, SP and WR.
 */
export const QuestionReviewSchema = Type.Object({
  outcome: OutcomeField,
  earnedPoints: Type.Number(),
  maxPoints: Type.Number(),
  inScore: Type.Boolean({ description: 'Whether the question is part of the score (as in the result)' }),
  userAnswer: Nullable(PlayerAnswerSchema),
  correctAnswer: Nullable(PlayerAnswerSchema),
  acceptedAnswers: Nullable(Type.Record(Type.String(), Type.Array(Type.String())), {
    description: 'FB: gap id → accepted answers; SA/DS: under the key "text"',
  }),
  parts: Nullable(PartOutcomesSchema),
  explanation: LocalizedTextSchema,
  transcript: Nullable(Type.String(), { description: 'The question’s own audio transcript (listening)' }),
  sampleAnswer: Nullable(Type.String(), { description: 'SP/WR: what a good answer covers' }),
  recordingUrl: Nullable(Type.String(), { description: 'SP: the learner’s recording' }),
  wordCount: Nullable(Type.Integer(), { description: 'WR: words written' }),
});
export type QuestionReviewDto = Static<typeof QuestionReviewSchema>;

/** Each play family with its review: the play form plus `review`. */
const withReview = <T extends TSchema>(schema: T) =>
  Type.Composite([schema, Type.Object({ review: QuestionReviewSchema })]);
const ReviewLeafQuestionSchema = Type.Union(PLAY_LEAF_SCHEMAS.map(withReview));
export type ReviewLeafQuestion = Static<typeof ReviewLeafQuestionSchema>;
const ReviewListeningGroupSchema = Type.Composite([
  listeningGroup(ReviewLeafQuestionSchema),
  Type.Object({ transcript: Type.String() }),
]);
export type ReviewListeningGroup = Static<typeof ReviewListeningGroupSchema>;
const ReviewMixedGroupSchema = mixedGroup(ReviewLeafQuestionSchema);
const ReviewQuestionSchema = Type.Union([ReviewLeafQuestionSchema, ReviewListeningGroupSchema, ReviewMixedGroupSchema]);
export type ReviewQuestion = Static<typeof ReviewQuestionSchema>;

const ReviewSectionSchema = Type.Object({
  ...sectionProperties,
  transcript: Nullable(Type.String(), { description: 'The section audio’s transcript' }),
  questions: Type.Array(ReviewQuestionSchema),
});
export type ReviewSectionDto = Static<typeof ReviewSectionSchema>;

/**
 * GET result(id): the owner (token or secret header) gets the review; a visitor with a RESULT
 * `shareCode` gets the result only (`review: null`), so shared links never reveal answers.
 */
const ResultDetailSchema = Type.Object({
  result: ResultSchema,
  review: Nullable(Type.Array(ReviewSectionSchema)),
  isOwner: Type.Boolean(),
  sharedBy: Nullable(Type.String(), {
    description: 'For a share-code visitor: the owner’s name when the owner chose to show it; else null',
  }),
});
export type ResultDetailDto = Static<typeof ResultDetailSchema>;

/**
 * POST sendMail. The owner signed in may omit `email` (the account's address is used); a guest
 * gives `email` and `attemptSecret`. At most 5 mails per result per hour.
 */
const SendMailRequestSchema = Type.Object(
  {
    resultId: IdField,
    email: Type.Optional(EmailField),
    attemptSecret: Type.Optional(AttemptSecretField),
    locale: Type.Optional(StringEnum(['vi', 'en'], { default: 'vi' })),
  },
  { additionalProperties: false },
);
export type SendMailRequest = Static<typeof SendMailRequestSchema>;

const SendMailDataSchema = Type.Object({
  destination: Type.String({ description: 'Where it went, masked (e.g. "st****@example.com")' }),
});
export type SendMailData = Static<typeof SendMailDataSchema>;

const MailOutboxEntrySchema = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type MailOutboxEntry = Static<typeof MailOutboxEntrySchema>;

const ShareResultRequestSchema = Type.Object(
  {
    attemptSecret: Type.Optional(AttemptSecretField),
    showName: Type.Optional(
      Type.Boolean({ description: 'Name the owner on the shared page (kept until changed; off by default)' }),
    ),
  },
  { additionalProperties: false },
);

/**
 * POST claimAttempt: the attempt secret a guest was given proves the attempt theirs; signed in
 * now, they attach it (and its result, when submitted) to their account.
 */
const ClaimAttemptRequestSchema = Type.Object({ attemptSecret: AttemptSecretField }, { additionalProperties: false });
export type ClaimAttemptRequest = Static<typeof ClaimAttemptRequestSchema>;

const ClaimedAttemptSchema = Type.Object({
  attemptId: Type.Integer(),
  unitTestId: Type.Integer(),
  resultId: Nullable(Type.Integer(), { description: 'null while the attempt is still open' }),
  alreadyYours: Type.Boolean({ description: 'The attempt was already the caller’s: nothing changed' }),
});
export type ClaimedAttemptDto = Static<typeof ClaimedAttemptSchema>;

const BAD_TOKEN = 'UNAUTHORIZED: a bearer token was sent but is invalid or expired';
const NOT_OWNER = 'FORBIDDEN: neither the owner’s token nor the attempt secret';
const NO_RESULT = 'NOT_FOUND: no such attempt or result';
const SUBMIT_DESCRIPTION =
  'Idempotent by idempotencyKey: the same key answers the same result; an attempt with a result answers it ' +
  '(alreadySubmitted) whatever the key. Answers received after deadline + grace are ignored: the last draft is scored.';
const SUBMIT_ERRORS = {
  400: 'VALIDATION_ERROR: an answer names no question of the test or has the wrong shape for its family',
  404: NO_RESULT,
  409: 'IDEMPOTENCY_KEY_REUSED: the key was used for another attempt',
};

export const resultsEndpoints = {
  submit: defineEndpoint(
    'POST',
    '/itf/unit-tests-result/submit',
    {
      tags: ['player'],
      summary: 'Submit an attempt (signed-in students)',
      description: SUBMIT_DESCRIPTION,
      security: STUDENT_AUTH,
      body: SubmitRequestSchema,
      response: { 200: Success(SubmitResultSchema) },
    },
    { ...SUBMIT_ERRORS, 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student, or not the attempt’s owner' },
  ),
  userSubmit: defineEndpoint(
    'POST',
    '/itf/unit-tests-result/user-submit',
    {
      tags: ['player'],
      summary: 'Submit an attempt (guests, teachers, any owner)',
      description: SUBMIT_DESCRIPTION,
      security: OPTIONAL_AUTH,
      body: SubmitRequestSchema,
      response: { 200: Success(SubmitResultSchema) },
    },
    { ...SUBMIT_ERRORS, 401: BAD_TOKEN, 403: NOT_OWNER },
  ),
  claimAttempt: defineEndpoint(
    'POST',
    '/itf/unit-test-attempts/:id/claim',
    {
      tags: ['player'],
      summary: 'Attach an attempt made as a guest (and its result) to the signed-in account',
      description:
        'Called right after sign-in or registration for each guest attempt this browser kept. ' +
        'The attempt secret is the proof; an attempt already the caller’s answers alreadyYours.',
      security: BEARER_AUTH,
      params: AttemptIdParams,
      body: ClaimAttemptRequestSchema,
      response: { 200: Success(ClaimedAttemptSchema) },
    },
    {
      400: 'VALIDATION_ERROR',
      401: 'UNAUTHORIZED',
      403: 'FORBIDDEN: the attempt secret is wrong',
      404: 'NOT_FOUND: no such attempt',
      409: 'ATTEMPT_ALREADY_OWNED: the attempt belongs to another account',
    },
  ),
  mine: defineEndpoint(
    'GET',
    '/itf/unit-tests-result/mine',
    {
      tags: ['player'],
      summary: 'The caller’s results, newest first, one page at a time',
      security: BEARER_AUTH,
      querystring: ResultListQuerySchema,
      response: { 200: Paged(ResultListDataSchema) },
    },
    { 400: 'VALIDATION_ERROR', 401: 'UNAUTHORIZED' },
  ),
  detail: defineEndpoint(
    'GET',
    '/itf/unit-tests-result/:id',
    {
      tags: ['player'],
      summary: 'One result: with the review for its owner, without it for a share-code visitor',
      security: OPTIONAL_AUTH,
      params: AttemptIdParams,
      headers: SecretHeaders,
      querystring: Type.Object(
        {
          shareCode: Type.Optional(
            Type.String({ minLength: 1, maxLength: 100, description: 'A RESULT share code of this result' }),
          ),
        },
        { additionalProperties: false },
      ),
      response: { 200: Success(ResultDetailSchema) },
    },
    { 401: BAD_TOKEN, 403: 'FORBIDDEN: not the owner and no valid share code', 404: NO_RESULT },
  ),
  lastSubmitted: defineEndpoint(
    'GET',
    '/itf/unit-tests/:id/last-submitted',
    {
      tags: ['player'],
      summary: 'The caller’s latest result for a test (null when none)',
      security: BEARER_AUTH,
      params: TestIdParams,
      response: { 200: Success(Nullable(ResultSchema)) },
    },
    { 401: 'UNAUTHORIZED', 404: 'NOT_FOUND: no such test' },
  ),
  share: defineEndpoint(
    'POST',
    '/itf/unit-tests-result/:id/share',
    {
      tags: ['player'],
      summary: 'A share code that lets anyone with the link see this result (never its review)',
      security: OPTIONAL_AUTH,
      params: AttemptIdParams,
      body: ShareResultRequestSchema,
      response: { 200: Success(ShareCodeSchema) },
    },
    { 401: BAD_TOKEN, 403: NOT_OWNER, 404: NO_RESULT },
  ),
  sendMail: defineEndpoint(
    'POST',
    '/itf/unit-tests-result/send-mail',
    {
      tags: ['player'],
      summary: 'E-mail a result summary (to the given address, or the owner’s account address)',
      security: OPTIONAL_AUTH,
      body: SendMailRequestSchema,
      response: { 200: Success(SendMailDataSchema) },
    },
    {
      400: 'VALIDATION_ERROR: no e-mail given and the account has none',
      401: BAD_TOKEN,
      403: NOT_OWNER,
      404: NO_RESULT,
      429: 'TOO_MANY_REQUESTS: 5 mails per result per hour',
    },
  ),
  mailOutbox: defineEndpoint(
    'GET',
    '/dev/mail-outbox',
    {
      tags: ['dev'],
      summary: 'Development only: the e-mails the outbox mailer "sent", newest first',
      description: 'Not registered when NODE_ENV=production.',
      querystring: Type.Object(
        {
          to: Type.Optional({ ...EmailField, description: 'Only mails sent to this address (any case)' }),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
        },
        { additionalProperties: false },
      ),
      response: { 200: Success(Type.Array(MailOutboxEntrySchema)) },
    },
    { 400: 'VALIDATION_ERROR' },
  ),
};
