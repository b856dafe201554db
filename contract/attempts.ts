/**
 * Taking a test: start or resume an attempt (the play payload, never answers), drafts, audio
 * plays and integrity events. Runtime values (paths, rules, limits) are in `player.ts`.
 */
import { Type, type Static, type TProperties } from '@sinclair/typebox';
import { SKILLS, UNIT_TEST_TYPES } from './constants';
import { HIGHLIGHT_COLOURS, SHAPES } from './content';
import { defineEndpoint, OPTIONAL_AUTH, STUDENT_AUTH, BEARER_AUTH } from './endpoint';
import { Nullable, StringEnum, Success } from './http';
import { ATTEMPT_SECRET_HEADER, INTEGRITY_EVENT_KINDS, PLAYER_RULES } from './player-rules';
import { LocalizedTextSchema } from './unit-tests';

const MAX_ID = 2_147_483_647;
export const IdField = Type.Integer({ minimum: 1, maximum: MAX_ID });
export const AttemptSecretField = Type.String({
  minLength: 1,
  maxLength: 200,
  description: 'The attempt secret from startAttempt (guests; owners signed in may omit it)',
});
const SkillField = StringEnum(SKILLS);
const IntegrityKindField = StringEnum(INTEGRITY_EVENT_KINDS);
const QuestionIdField = Type.String({ minLength: 1, maxLength: 100 });
const ShortText = Type.String({ maxLength: 100 });

// ------------------------------------------------------------------------------------------------
// Answers (keyed by leaf question id). Ids are those of the play payload.

/** MC1–MC11, TF (`'TRUE' | 'FALSE' | 'NOT_GIVEN'`). */
const ChoiceAnswerSchema = Type.Object({ choice: ShortText }, { additionalProperties: false });
/** MR. */
const ChoicesAnswerSchema = Type.Object(
  { choices: Type.Array(ShortText, { maxItems: 50 }) },
  { additionalProperties: false },
);
const TextRecord = (maxLength: number) =>
  Type.Record(Type.String(), Type.String({ maxLength }), {
    maxProperties: 100,
    propertyNames: { type: 'string', maxLength: 100 },
  });
/** FB1–FB8 (typed or bank word) and SO (the chosen option): gap id → text. */
const GapsAnswerSchema = Type.Object({ gaps: TextRecord(1000) }, { additionalProperties: false });
/** SA, DS, WR1. */
const TextAnswerSchema = Type.Object(
  { text: Type.String({ maxLength: PLAYER_RULES.TEXT_ANSWER_MAX_LENGTH }) },
  { additionalProperties: false },
);
/** SL: item ids in the learner's order (all of them). */
const OrderAnswerSchema = Type.Object(
  { order: Type.Array(ShortText, { maxItems: 100 }) },
  { additionalProperties: false },
);
/** DD: token id → target id. MG: left id → right id. */
const PairsAnswerSchema = Type.Object({ pairs: TextRecord(100) }, { additionalProperties: false });
/** SP1–SP4: the id returned by the speaking upload. */
const RecordingAnswerSchema = Type.Object({ uploadId: IdField }, { additionalProperties: false });
/** FC: cards flipped so far (kept for resume; never scored). */
const SeenAnswerSchema = Type.Object(
  { seen: Type.Array(ShortText, { maxItems: 200 }) },
  { additionalProperties: false },
);

export const PlayerAnswerSchema = Type.Union([
  ChoiceAnswerSchema,
  ChoicesAnswerSchema,
  GapsAnswerSchema,
  TextAnswerSchema,
  OrderAnswerSchema,
  PairsAnswerSchema,
  RecordingAnswerSchema,
  SeenAnswerSchema,
]);
export type ChoiceAnswer = Static<typeof ChoiceAnswerSchema>;
export type ChoicesAnswer = Static<typeof ChoicesAnswerSchema>;
export type GapsAnswer = Static<typeof GapsAnswerSchema>;
export type TextAnswer = Static<typeof TextAnswerSchema>;
export type OrderAnswer = Static<typeof OrderAnswerSchema>;
export type PairsAnswer = Static<typeof PairsAnswerSchema>;
export type RecordingAnswer = Static<typeof RecordingAnswerSchema>;
export type SeenAnswer = Static<typeof SeenAnswerSchema>;
export type PlayerAnswer = Static<typeof PlayerAnswerSchema>;

export const AnswersSchema = Type.Record(Type.String(), PlayerAnswerSchema, {
  maxProperties: 200,
  propertyNames: { type: 'string', minLength: 1, maxLength: 100 },
  description: 'Leaf question id → answer (PlayerAnswer)',
});

// ------------------------------------------------------------------------------------------------
// Attempt state

const ATTEMPT_STATUSES = ['OPEN', 'SUBMITTED', 'VOIDED'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

const AttemptSchema = Type.Object({
  id: Type.Integer(),
  unitTestId: Type.Integer(),
  status: StringEnum(ATTEMPT_STATUSES),
  secret: Type.String({
    description: 'Proof of ownership for guests (keep it with the local draft); never shown again',
  }),
  startedAt: Type.String({ format: 'date-time' }),
  deadline: Type.String({ format: 'date-time' }),
  now: Type.String({
    format: 'date-time',
    description: 'The server clock: compute remaining = deadline − now (offset-corrected)',
  }),
  durationMinutes: Type.Integer({ description: 'The test’s duration, or 90 when it sets none' }),
  defaultDuration: Type.Boolean({ description: 'The test sets no duration and the 90-minute default applies' }),
  audioPlays: Type.Record(Type.String(), Type.Integer(), {
    description: 'Plays used so far per audio id (absent = 0)',
  }),
  resultId: Nullable(Type.Integer(), { description: 'The result of a closed attempt (SUBMITTED or VOIDED)' }),
  voidReason: Nullable(IntegrityKindField),
});
export type AttemptDto = Static<typeof AttemptSchema>;

const countsByKind = Type.Object(
  Object.fromEntries(INTEGRITY_EVENT_KINDS.map((kind) => [kind, Type.Integer()])) as Record<
    (typeof INTEGRITY_EVENT_KINDS)[number],
    ReturnType<typeof Type.Integer>
  >,
);

const IntegrityStateSchema = Type.Object({
  isExam: Type.Boolean({ description: 'Only on exams do events void the attempt' }),
  counts: countsByKind,
  remaining: Nullable(countsByKind, {
    description: 'For exams: how many more events of each kind void the attempt (0 = voided by it)',
  }),
  voided: Type.Boolean(),
  voidReason: Nullable(IntegrityKindField),
  resultId: Nullable(Type.Integer(), { description: 'Set when the event closed the attempt' }),
});
export type IntegrityStateDto = Static<typeof IntegrityStateSchema>;

/** The test as the player shows it in the check phase and the header. */
const PlayTestSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: Type.String(),
  nameEn: Nullable(Type.String()),
  scope: StringEnum(['SYSTEM', 'USER']),
  labels: Nullable(Type.String()),
  testCount: Nullable(Type.Integer()),
  unitTestType: StringEnum(UNIT_TEST_TYPES),
  isInternationalExam: Type.Boolean(),
  isExam: Type.Boolean({ description: 'isExamTest(): exam warnings apply and integrity events void' }),
  duration: Nullable(Type.Integer()),
  questionCount: Type.Integer({
    description: 'Leaf questions that take an answer (group items one by one; flashcard decks are not counted)',
  }),
  skills: Type.Array(SkillField),
  hasListening: Type.Boolean(),
  hasSpeaking: Type.Boolean(),
  description: LocalizedTextSchema,
});

// ------------------------------------------------------------------------------------------------
// Play payload: questions without answers. Media paths are absolute URLs (…/media/…).

/**
 * An audio the player may play. `id` is stable within the test: `section:<sectionId>`,
 * `question:<questionOrGroupId>`, `option:<questionId>:<optionId>`, `card:<questionId>:<cardId>`.
 * With a `playLimit`, call `audioPlay` before each playback and play only on success.
 */
const PlayAudioRefSchema = Type.Object({
  id: Type.String(),
  url: Type.String(),
  playLimit: Nullable(Type.Integer()),
});
export type PlayAudioRef = Static<typeof PlayAudioRefSchema>;

const PlayOptionSchema = Type.Object({
  id: Type.String(),
  text: Type.Optional(Type.String()),
  image: Type.Optional(Type.String()),
  audio: Type.Optional(PlayAudioRefSchema),
  colour: Type.Optional(StringEnum(HIGHLIGHT_COLOURS)),
  shape: Type.Optional(StringEnum(SHAPES)),
});
export type PlayOption = Static<typeof PlayOptionSchema>;

const TypeId = Type.Integer({ description: 'QUESTION_TYPE_IDS[type]' });

/** What every leaf question has, then its family's own fields. */
function leaf<const C extends readonly string[], P extends TProperties>(codes: C, own: P, description: string) {
  return Type.Object(
    {
      id: Type.String(),
      type: StringEnum(codes),
      typeId: TypeId,
      skill: SkillField,
      number: Type.Integer({ description: '1-based number of the question in the test (group items one by one)' }),
      maxPoints: Type.Integer({
        description:
          'Points the question is worth (FB/SO, DD gaps: per gap; DD groups: per token, distractors included; MG: per pair). 0 for FC; SP/WR are reviewed',
      }),
      prompt: Type.Optional(Type.String()),
      instruction: Type.Optional(LocalizedTextSchema),
      image: Type.Optional(Type.String()),
      audio: Type.Optional(PlayAudioRefSchema),
      ...own,
    },
    { description },
  );
}

const MC_CODES = ['MC1', 'MC2', 'MC3', 'MC4', 'MC5', 'MC6', 'MC7', 'MC8', 'MC9', 'MC10', 'MC11'] as const;
const FB_CODES = ['FB1', 'FB2', 'FB3', 'FB4', 'FB5', 'FB6', 'FB7', 'FB8'] as const;
const TRUE_FALSE_CHOICES = ['TRUE', 'FALSE', 'NOT_GIVEN'] as const;
export type TrueFalseChoice = (typeof TRUE_FALSE_CHOICES)[number];
const Piece = Type.Object({
  id: Type.String(),
  text: Type.Optional(Type.String()),
  image: Type.Optional(Type.String()),
});

const PlayChoiceQuestionSchema = leaf(
  MC_CODES,
  { options: Type.Array(PlayOptionSchema) },
  'MC1–MC11: one option. Options keep their authored order (A, B, C… are labels)',
);
const PlayMultipleResponseQuestionSchema = leaf(
  ['MR'],
  { options: Type.Array(PlayOptionSchema), selectCount: Type.Integer() },
  'MR: choose all that apply; selectCount is how many are right',
);
const PlayTrueFalseQuestionSchema = leaf(
  ['TF'],
  {
    choices: Type.Array(StringEnum(TRUE_FALSE_CHOICES)),
    wording: Type.Optional(StringEnum(['TRUE_FALSE', 'YES_NO'] as const)),
  },
  'TF: choices is TRUE/FALSE, plus NOT_GIVEN when the item has it; wording, when set, is the exam words to show',
);
const PlayFillBlankQuestionSchema = leaf(
  FB_CODES,
  {
    text: Type.String(),
    gaps: Type.Array(Type.Object({ id: Type.String(), hint: Type.Optional(Type.String()) })),
    bank: Type.Optional(Type.Array(Type.String())),
  },
  'FB1–FB8: typed gaps [[id]] in text; FB2 has a word bank (shuffled, may hold extras)',
);
const PlaySelectOptionQuestionSchema = leaf(
  ['SO'],
  { text: Type.String(), gaps: Type.Array(Type.Object({ id: Type.String(), options: Type.Array(Type.String()) })) },
  'SO: a drop-down in each gap [[id]] of text',
);
const PlayShortAnswerQuestionSchema = leaf(['SA'], { maxLength: Type.Integer() }, 'SA: a short typed answer');
const PlayDictationQuestionSchema = leaf(
  ['DS'],
  { audio: PlayAudioRefSchema, maxLength: Type.Integer() },
  'DS: write what the recording says',
);
const PlaySortQuestionSchema = leaf(
  ['SL'],
  { items: Type.Array(Type.Object({ id: Type.String(), text: Type.String() })), joiner: Type.String() },
  'SL: put the items in order; they come shuffled (never in the right order) with ids made for this attempt',
);
const PlayDragDropQuestionSchema = leaf(
  ['DD'],
  {
    mode: StringEnum(['gaps', 'groups']),
    text: Type.Optional(Type.String()),
    targets: Type.Array(Type.Object({ id: Type.String(), label: Type.Optional(Type.String()) })),
    tokens: Type.Array(Piece),
  },
  'DD: place tokens on the gaps of text (one each) or in labelled groups; tokens shuffled, ids per attempt, some may be distractors',
);
const PlayMatchingQuestionSchema = leaf(
  ['MG'],
  { left: Type.Array(Piece), right: Type.Array(Piece) },
  'MG: match each left item to one right item; the right side is shuffled (ids per attempt) and may hold extras',
);
const PlayFlashcardQuestionSchema = leaf(
  ['FC'],
  {
    cards: Type.Array(
      Type.Object({
        id: Type.String(),
        front: Type.String(),
        back: LocalizedTextSchema,
        image: Type.Optional(Type.String()),
        audio: Type.Optional(PlayAudioRefSchema),
      }),
    ),
  },
  'FC: flashcards to flip through; never scored',
);
const PlaySpeakingQuestionSchema = leaf(
  ['SP1', 'SP2', 'SP3', 'SP4'],
  {
    text: Type.Optional(Type.String()),
    maxSeconds: Type.Integer(),
    uploadPath: StringEnum(['/itf/submit-speaking', '/itf/lc-speech/submit']),
  },
  'SP1 read aloud (text), SP2 listen and repeat (audio), SP3 answer a question, SP4 describe a picture (image); record up to maxSeconds, upload, answer { uploadId }',
);
const PlayWritingQuestionSchema = leaf(
  ['WR1'],
  { minWords: Type.Integer(), maxWords: Type.Integer() },
  'WR1: a written answer between minWords and maxWords',
);

export type PlayChoiceQuestion = Static<typeof PlayChoiceQuestionSchema>;
export type PlayMultipleResponseQuestion = Static<typeof PlayMultipleResponseQuestionSchema>;
export type PlayTrueFalseQuestion = Static<typeof PlayTrueFalseQuestionSchema>;
export type PlayFillBlankQuestion = Static<typeof PlayFillBlankQuestionSchema>;
export type PlaySelectOptionQuestion = Static<typeof PlaySelectOptionQuestionSchema>;
export type PlayShortAnswerQuestion = Static<typeof PlayShortAnswerQuestionSchema>;
export type PlayDictationQuestion = Static<typeof PlayDictationQuestionSchema>;
export type PlaySortQuestion = Static<typeof PlaySortQuestionSchema>;
export type PlayDragDropQuestion = Static<typeof PlayDragDropQuestionSchema>;
export type PlayMatchingQuestion = Static<typeof PlayMatchingQuestionSchema>;
export type PlayFlashcardQuestion = Static<typeof PlayFlashcardQuestionSchema>;
export type PlaySpeakingQuestion = Static<typeof PlaySpeakingQuestionSchema>;
export type PlayWritingQuestion = Static<typeof PlayWritingQuestionSchema>;

/** Every leaf family, in one list, so the review form is built from the same schemas. */
export const PLAY_LEAF_SCHEMAS = [
  PlayChoiceQuestionSchema,
  PlayMultipleResponseQuestionSchema,
  PlayTrueFalseQuestionSchema,
  PlayFillBlankQuestionSchema,
  PlaySelectOptionQuestionSchema,
  PlayShortAnswerQuestionSchema,
  PlayDictationQuestionSchema,
  PlaySortQuestionSchema,
  PlayDragDropQuestionSchema,
  PlayMatchingQuestionSchema,
  PlayFlashcardQuestionSchema,
  PlaySpeakingQuestionSchema,
  PlayWritingQuestionSchema,
] as const;

export const PlayLeafQuestionSchema = Type.Union([...PLAY_LEAF_SCHEMAS]);
export type PlayLeafQuestion = Static<typeof PlayLeafQuestionSchema>;

/** LS: one recording, several questions about it. */
export const listeningGroup = <I extends ReturnType<typeof Type.Union>>(items: I) =>
  Type.Object({
    id: Type.String(),
    type: StringEnum(['LS']),
    typeId: TypeId,
    skill: SkillField,
    audio: PlayAudioRefSchema,
    instruction: Type.Optional(LocalizedTextSchema),
    image: Type.Optional(Type.String()),
    items: Type.Array(items),
  });
/** MIX: one passage, sub-questions of different types (the passage gets the highlighter). */
export const mixedGroup = <I extends ReturnType<typeof Type.Union>>(items: I) =>
  Type.Object({
    id: Type.String(),
    type: StringEnum(['MIX']),
    typeId: TypeId,
    skill: SkillField,
    passage: Type.String(),
    title: Type.Optional(Type.String()),
    instruction: Type.Optional(LocalizedTextSchema),
    image: Type.Optional(Type.String()),
    items: Type.Array(items),
  });

const PlayListeningGroupSchema = listeningGroup(PlayLeafQuestionSchema);
const PlayMixedGroupSchema = mixedGroup(PlayLeafQuestionSchema);
export type PlayListeningGroup = Static<typeof PlayListeningGroupSchema>;
export type PlayMixedGroup = Static<typeof PlayMixedGroupSchema>;

const PlayQuestionSchema = Type.Union([PlayLeafQuestionSchema, PlayListeningGroupSchema, PlayMixedGroupSchema]);
export type PlayQuestion = Static<typeof PlayQuestionSchema>;

/** A section of the test; `questionCount` counts its leaf questions that take an answer (not flashcard decks). */
export const sectionProperties = {
  id: Type.String(),
  title: LocalizedTextSchema,
  instruction: Type.Optional(LocalizedTextSchema),
  passage: Type.Optional(Type.String()),
  audio: Type.Optional(PlayAudioRefSchema),
  image: Type.Optional(Type.String()),
  questionCount: Type.Integer(),
};
export const PlaySectionSchema = Type.Object({ ...sectionProperties, questions: Type.Array(PlayQuestionSchema) });
export type PlaySectionDto = Static<typeof PlaySectionSchema>;

// ------------------------------------------------------------------------------------------------
// Drafts

const DraftStateSchema = Type.Object({
  answers: Type.Record(Type.String(), PlayerAnswerSchema),
  currentQuestionId: Nullable(Type.String()),
  flags: Type.Array(Type.String()),
  revision: Type.Integer({ description: '0 before the first save' }),
  savedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type DraftStateDto = Static<typeof DraftStateSchema>;

/** POST startAttempt(testId) → the attempt, the test and its questions, the saved draft. */
const PlayPayloadSchema = Type.Object({
  attempt: AttemptSchema,
  test: PlayTestSchema,
  sections: Type.Array(PlaySectionSchema),
  questionOrder: Type.Array(Type.String(), { description: 'Every leaf question id in play order, for the navigator' }),
  draft: Nullable(DraftStateSchema, { description: 'The saved draft (null on a fresh attempt)' }),
  integrity: IntegrityStateSchema,
  closedAttempt: Nullable(Type.Object({ attemptId: Type.Integer(), resultId: Type.Integer() }), {
    description: 'An earlier open attempt of the caller that this call closed (its deadline had passed)',
  }),
});
export type PlayPayload = Static<typeof PlayPayloadSchema>;

/**
 * POST startAttempt(testId). All optional. Without `attemptId`: a signed-in caller resumes their
 * open attempt of this test if there is one, else a new attempt starts; a guest always starts a
 * new one. With `attemptId` (+ `attemptSecret` for guests): that attempt, whatever its state.
 */
const StartAttemptRequestSchema = Type.Object(
  {
    attemptId: Type.Optional(IdField),
    attemptSecret: Type.Optional(AttemptSecretField),
    shareCode: Type.Optional(
      Type.String({ minLength: 1, maxLength: 100, description: 'A TEST share code of this test' }),
    ),
    deviceId: Type.Optional(
      Type.String({ pattern: PLAYER_RULES.DEVICE_ID_PATTERN, description: 'A random id the browser keeps' }),
    ),
    eventId: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: MAX_ID,
        description:
          'Taken as part of this event: refused unless the event is ONGOING, holds the test and the caller joined it',
      }),
    ),
    resume: Type.Optional(
      Type.Boolean({
        description:
          'Only continue the caller’s open attempt: 409 NO_OPEN_ATTEMPT when there is none (a page reloaded after ' +
          'the attempt ended never starts a new one)',
      }),
    ),
    restoredByBrowser: Type.Optional(
      Type.Boolean({
        description:
          'The browser itself reloaded this page after discarding it in the background (a phone short of memory): ' +
          'an exam counts that as time away from the test (TAB_SWITCH), not as the learner reloading (RELOAD)',
      }),
    ),
  },
  { additionalProperties: false },
);
export type StartAttemptRequest = Static<typeof StartAttemptRequestSchema>;

const FlagsField = Type.Array(QuestionIdField, { maxItems: 200, description: 'Questions flagged for review' });
const CurrentQuestionField = Nullable(QuestionIdField);

/**
 * POST draftSubmit / draftUserSubmit: the whole draft every time. The server keeps the highest
 * `revision` it has seen, so a slow request arriving after a newer one never overwrites it.
 */
const DraftSaveRequestSchema = Type.Object(
  {
    attemptId: IdField,
    attemptSecret: Type.Optional(AttemptSecretField),
    answers: AnswersSchema,
    currentQuestionId: CurrentQuestionField,
    flags: FlagsField,
    revision: Type.Integer({ minimum: 1, maximum: MAX_ID, description: 'Increases with every change on the client' }),
  },
  { additionalProperties: false },
);
export type DraftSaveRequest = Static<typeof DraftSaveRequestSchema>;

const DraftSavedSchema = Type.Object({
  attemptId: Type.Integer(),
  revision: Type.Integer({ description: 'The revision the server now holds' }),
  stored: Type.Boolean({ description: 'False when the request’s revision was not newer than the stored one' }),
  savedAt: Type.String({ format: 'date-time' }),
  deadline: Type.String({ format: 'date-time' }),
  now: Type.String({ format: 'date-time' }),
});
export type DraftSavedDto = Static<typeof DraftSavedSchema>;

/** GET draftDetail(attemptId) (the live draft) and draftOfResult(resultId) (the draft a result was scored from). */
const AttemptDraftSchema = Type.Object({ attempt: AttemptSchema, draft: DraftStateSchema });
export type AttemptDraftDto = Static<typeof AttemptDraftSchema>;

const AudioPlayRequestSchema = Type.Object(
  { attemptSecret: Type.Optional(AttemptSecretField), audioId: Type.String({ minLength: 1, maxLength: 250 }) },
  { additionalProperties: false },
);

const AudioPlaySchema = Type.Object({
  audioId: Type.String(),
  playsUsed: Type.Integer(),
  playLimit: Nullable(Type.Integer()),
  remaining: Nullable(Type.Integer(), { description: 'null when unlimited' }),
});
export type AudioPlayDto = Static<typeof AudioPlaySchema>;

const IntegrityEventRequestSchema = Type.Object(
  { attemptSecret: Type.Optional(AttemptSecretField), kind: IntegrityKindField },
  { additionalProperties: false },
);

/** An attempt the signed-in student can continue (home page): open, with time left. */
const OpenAttemptSchema = Type.Object({
  attemptId: Type.Integer(),
  unitTest: Type.Object({
    id: Type.Integer(),
    slug: Type.String(),
    name: Type.String(),
    nameEn: Nullable(Type.String()),
    isExam: Type.Boolean(),
  }),
  answeredCount: Type.Integer({ description: 'Scored questions with an answer (flashcards are not counted)' }),
  questionCount: Type.Integer({ description: 'Questions that take an answer (flashcards are not counted)' }),
  startedAt: Type.String({ format: 'date-time' }),
  savedAt: Nullable(Type.String({ format: 'date-time' })),
  deadlineAt: Type.String({ format: 'date-time' }),
  remainingSeconds: Type.Integer({
    minimum: 0,
    description: 'Time left by the server’s clock when answered (count down from the moment it arrives)',
  }),
});
export type OpenAttemptDto = Static<typeof OpenAttemptSchema>;

const OpenAttemptsQuerySchema = Type.Object(
  { unitTestId: Type.Optional(IdField) },
  { additionalProperties: false, description: 'unitTestId: only the open attempt of that test (its page)' },
);

export const ShareCodeSchema = Type.Object({
  code: Type.String({ description: '22 characters of [A-Za-z0-9_-]; the second value of the encoded link' }),
  kind: StringEnum(['TEST', 'RESULT']),
  unitTestId: Type.Integer(),
  resultId: Nullable(Type.Integer()),
  showName: Type.Boolean({ description: 'RESULT links: the shared page names the owner' }),
});
export type ShareCodeDto = Static<typeof ShareCodeSchema>;

export const TestIdParams = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 200, description: 'Numeric test id or slug' }) },
  { additionalProperties: false },
);
export const AttemptIdParams = Type.Object({ id: IdField }, { additionalProperties: false });
export const SecretHeaders = Type.Object({
  [ATTEMPT_SECRET_HEADER.toLowerCase()]: Type.Optional(
    Type.String({ maxLength: 200, description: 'The attempt secret (guests)' }),
  ),
});

const BAD_TOKEN = 'UNAUTHORIZED: a bearer token was sent but is invalid or expired';
const NOT_OWNER = 'FORBIDDEN: neither the owner’s token nor the attempt secret';
const DRAFT_DESCRIPTION =
  'The whole draft each time. Only a revision newer than the stored one is kept (stored: false otherwise). Refused ' +
  'after deadline + 10 s (409 ATTEMPT_EXPIRED) and once the attempt is closed (409 ATTEMPT_CLOSED).';
const DRAFT_ERRORS = {
  400: 'VALIDATION_ERROR: an answer names no question of the test or has the wrong shape for its family',
  404: 'NOT_FOUND: no such attempt',
  409: 'ATTEMPT_EXPIRED (after deadline + grace) or ATTEMPT_CLOSED (submitted or voided)',
};

export const attemptsEndpoints = {
  start: defineEndpoint(
    'POST',
    '/itf/unit-tests/:id/attempts',
    {
      tags: ['player'],
      summary: 'Start a new attempt of a test, or resume one: the play payload (never answers)',
      description:
        'Without attemptId: a signed-in caller resumes their open attempt of the test, else a new one starts (guests ' +
        'always start a new one). With attemptId (+ attemptSecret for guests): that attempt, whatever its state. ' +
        'Resuming an open attempt records RELOAD (or SECOND_DEVICE from another deviceId); on an exam that voids it. ' +
        'Access: FREE for everyone; MEMBERSHIP/PAID for owners or with a TEST share code.',
      security: OPTIONAL_AUTH,
      params: TestIdParams,
      body: StartAttemptRequestSchema,
      response: { 200: Success(PlayPayloadSchema) },
    },
    {
      401: BAD_TOKEN,
      403:
        'MEMBERSHIP_REQUIRED / PURCHASE_REQUIRED (no access to the test), FORBIDDEN (not the attempt’s owner), ' +
        'or with eventId: EVENT_NOT_STARTED, EVENT_ENDED, EVENT_NOT_JOINED',
      404: 'NOT_FOUND: no such test or attempt; EVENT_NOT_FOUND: no such event, or the test is not one of its tests',
      409: 'NO_OPEN_ATTEMPT: resume was asked and the caller has no open attempt of the test',
    },
  ),
  shareTest: defineEndpoint(
    'POST',
    '/itf/unit-tests/:id/share',
    {
      tags: ['player'],
      summary:
        'A share code that lets anyone with the link take this test (the caller must be able to take it; no body)',
      security: BEARER_AUTH,
      params: TestIdParams,
      response: { 200: Success(ShareCodeSchema) },
    },
    { 401: 'UNAUTHORIZED', 403: 'MEMBERSHIP_REQUIRED / PURCHASE_REQUIRED', 404: 'NOT_FOUND: no such test' },
  ),
  saveDraft: defineEndpoint(
    'POST',
    '/itf/unit-tests-result-temporary/submit',
    {
      tags: ['player'],
      summary: 'Save the draft of an attempt (signed-in students)',
      description: DRAFT_DESCRIPTION,
      security: STUDENT_AUTH,
      body: DraftSaveRequestSchema,
      response: { 200: Success(DraftSavedSchema) },
    },
    { ...DRAFT_ERRORS, 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student, or not the attempt’s owner' },
  ),
  saveDraftUser: defineEndpoint(
    'POST',
    '/itf/unit-tests-result-temporary/user-submit',
    {
      tags: ['player'],
      summary: 'Save the draft of an attempt (guests, teachers, any owner)',
      description: DRAFT_DESCRIPTION,
      security: OPTIONAL_AUTH,
      body: DraftSaveRequestSchema,
      response: { 200: Success(DraftSavedSchema) },
    },
    { ...DRAFT_ERRORS, 401: BAD_TOKEN, 403: NOT_OWNER },
  ),
  draftDetail: defineEndpoint(
    'GET',
    '/itf/unit-tests-result-temporary/get-detail/:id',
    {
      tags: ['player'],
      summary: 'The live draft of an attempt, by ATTEMPT id (resume); an expired attempt is submitted first',
      security: OPTIONAL_AUTH,
      params: AttemptIdParams,
      headers: SecretHeaders,
      response: { 200: Success(AttemptDraftSchema) },
    },
    { 401: BAD_TOKEN, 403: NOT_OWNER, 404: 'NOT_FOUND: no such attempt' },
  ),
  draftOfResult: defineEndpoint(
    'GET',
    '/itf/unit-tests-result-temporary/result/:id',
    {
      tags: ['player'],
      summary: 'The draft a result was scored from, by RESULT id (read-only)',
      security: OPTIONAL_AUTH,
      params: AttemptIdParams,
      headers: SecretHeaders,
      response: { 200: Success(AttemptDraftSchema) },
    },
    { 401: BAD_TOKEN, 403: NOT_OWNER, 404: 'NOT_FOUND: no such result' },
  ),
  audioPlay: defineEndpoint(
    'POST',
    '/itf/unit-test-attempts/:id/audio-plays',
    {
      tags: ['player'],
      summary: 'Count one playback of an audio (call before playing; play only on success)',
      security: OPTIONAL_AUTH,
      params: AttemptIdParams,
      body: AudioPlayRequestSchema,
      response: { 200: Success(AudioPlaySchema) },
    },
    {
      400: 'VALIDATION_ERROR: not an audio of this test',
      401: BAD_TOKEN,
      403: NOT_OWNER,
      404: 'NOT_FOUND: no such attempt',
      409: 'PLAY_LIMIT_REACHED, ATTEMPT_EXPIRED or ATTEMPT_CLOSED',
    },
  ),
  integrityEvent: defineEndpoint(
    'POST',
    '/itf/unit-test-attempts/:id/integrity-events',
    {
      tags: ['player'],
      summary:
        'Record an integrity event; on an exam, the Nth event of a kind voids the attempt (INTEGRITY_VOID_AFTER)',
      security: OPTIONAL_AUTH,
      params: AttemptIdParams,
      body: IntegrityEventRequestSchema,
      response: { 200: Success(IntegrityStateSchema) },
    },
    { 401: BAD_TOKEN, 403: NOT_OWNER, 404: 'NOT_FOUND: no such attempt', 409: 'ATTEMPT_CLOSED' },
  ),
  openAttempts: defineEndpoint(
    'GET',
    '/itf/unit-test-attempts/open',
    {
      tags: ['player'],
      summary: 'The signed-in student’s open attempts with time left, most recently worked on first (at most 3)',
      security: STUDENT_AUTH,
      querystring: OpenAttemptsQuerySchema,
      response: { 200: Success(Type.Array(OpenAttemptSchema)) },
    },
    { 400: 'VALIDATION_ERROR: unitTestId is not an id', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN: not a student' },
  ),
};
