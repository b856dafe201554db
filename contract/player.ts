/**
 * The test player contract (issue 5): starting or resuming an attempt, the play payload, drafts,
 * audio play limits, integrity events, submitting, results, review, speaking uploads, sharing and
 * result e-mails. The server is the authority on time, correctness and limits: nothing the
 * browser says about the clock or the answers is trusted.
 *
 * Lifecycle of an attempt
 * 1. `POST startAttempt(testId)` → {@link PlayPayload}: the questions WITHOUT answers, accepted
 *    lists, explanations, transcripts or sample answers; the server clock (`now`) and the
 *    `deadline`; plays used per audio; the saved draft when resuming.
 * 2. While playing: `POST draftSubmit` (students) / `draftUserSubmit` (everyone else) every few
 *    seconds and when the page is hidden; `POST audioPlay` before each playback of a limited
 *    audio; `POST integrityEvent` for exam warnings; speaking recordings go to `submitSpeaking` or
 *    `lcSpeechSubmit` (multipart) and the returned `uploadId` is the answer.
 * 3. `POST submit` (students) / `userSubmit` (everyone else) with an idempotency key →
 *    {@link SubmitResultData}. One attempt has at most one result, whatever is sent after.
 * 4. `GET result(id)` → result + review; `GET lastSubmitted(testId)`; `GET myResults`.
 *
 * Who may act on an attempt ("proof of ownership")
 * - A signed-in caller whose token belongs to the attempt's user, OR
 * - anyone presenting the attempt's `attemptSecret` (returned once by startAttempt, also to
 *   signed-in users): in the JSON body as `attemptSecret` on POST routes (so `fetch(…, {keepalive})`
 *   and sendBeacon-like calls need no custom header), as the form field `attemptSecret` on
 *   multipart uploads, and in the {@link ATTEMPT_SECRET_HEADER} header on GET routes.
 * A missing or wrong proof answers 403 FORBIDDEN (401 UNAUTHORIZED when a route needs a token).
 * A bearer token, when sent, must be valid (401 otherwise, even with a good secret): the client
 * refreshes it as usual, or drops the header and relies on the secret.
 *
 * Students vs the "user" variant (spec §6): `draftSubmit` and `submit` require a signed-in
 * STUDENT (401 without a token, 403 FORBIDDEN for a teacher). `draftUserSubmit` and `userSubmit`
 * take any proof of ownership (guests with the secret, teachers, and students too, so a student
 * whose session just expired never loses a submission).
 *
 * Access (checked at start): FREE tests for everyone, guests included. MEMBERSHIP and PAID tests
 * need the caller to own the test (403 MEMBERSHIP_REQUIRED / PURCHASE_REQUIRED, as issue 4), or
 * a share code of that test ({@link StartAttemptRequest.shareCode}). Starting a FREE test while
 * signed in adds it to the caller's library (GET /itf/unit-tests/owned, source FREE), like
 * POST /itf/unit-tests/use. Results are listed by `myResults`, not by the owned list.
 *
 * Shared links (spec §2 encoded link): the web app encrypts two values with crypto-js and its
 * own key; the server never decrypts. A test link carries (test id, share code id) where the
 * second value is `0` when there is no grant (FREE tests need none); a result link carries
 * (`result` prefix, result id, share code). The server checks the code on every use: the
 * encryption is not the security. Create codes with `shareTest` / `shareResult`.
 */
import type { LocalizedText, UnitTestType } from './catalogue';
import type { Skill } from './constants';
import type { HighlightColour, QuestionTypeCode, Shape } from './content';

// ------------------------------------------------------------------------------------------------
// Paths

export const PLAYER_PATHS = {
  /** POST: start a new attempt or resume one. `id` is the numeric test id or its slug. */
  startAttempt: (unitTestId: number | string) => `/itf/unit-tests/${unitTestId}/attempts`,
  /** POST (signed-in STUDENT): save the draft of an attempt. */
  draftSubmit: '/itf/unit-tests-result-temporary/submit',
  /** POST (guests with the secret, teachers, anyone owning the attempt): save the draft. */
  draftUserSubmit: '/itf/unit-tests-result-temporary/user-submit',
  /** GET: the live draft of an attempt, by ATTEMPT id (resume after a reload). */
  draftDetail: (attemptId: number | string) => `/itf/unit-tests-result-temporary/get-detail/${attemptId}`,
  /** GET: the draft a result was scored from, by RESULT id (read-only; "retry" prefills from it). */
  draftOfResult: (resultId: number | string) => `/itf/unit-tests-result-temporary/result/${resultId}`,
  /** POST: count one playback of a limited audio; refused beyond its limit. */
  audioPlay: (attemptId: number | string) => `/itf/unit-test-attempts/${attemptId}/audio-plays`,
  /** POST: record an integrity event (exam warnings). */
  integrityEvent: (attemptId: number | string) => `/itf/unit-test-attempts/${attemptId}/integrity-events`,
  /** POST (signed-in STUDENT): submit an attempt. */
  submit: '/itf/unit-tests-result/submit',
  /** POST (guests with the secret, teachers, anyone owning the attempt): submit an attempt. */
  userSubmit: '/itf/unit-tests-result/user-submit',
  /** GET: the signed-in user's results, newest first, paginated. */
  myResults: '/itf/unit-tests-result/mine',
  /** GET: one result with its review (owner) or without it (share-code visitor). */
  result: (resultId: number | string) => `/itf/unit-tests-result/${resultId}`,
  /** GET (signed in): the caller's latest result for a test, or null. */
  lastSubmitted: (unitTestId: number | string) => `/itf/unit-tests/${unitTestId}/last-submitted`,
  /** POST: e-mail a result summary. */
  sendMail: '/itf/unit-tests-result/send-mail',
  /** POST (multipart): a recording for SP1, SP3, SP4 questions. */
  submitSpeaking: '/itf/submit-speaking',
  /** POST (multipart): a recording for SP2 (listen and repeat) questions. */
  lcSpeechSubmit: '/itf/lc-speech/submit',
  /** POST: ask the scoring provider to score an uploaded recording. */
  rightEduSubmit: '/itf/right-edu/submit',
  /** POST: a share code that lets others take the test (needs the caller to be able to take it). */
  shareTest: (unitTestId: number | string) => `/itf/unit-tests/${unitTestId}/share`,
  /** POST: a share code that lets others see a result (summary only, never the review). */
  shareResult: (resultId: number | string) => `/itf/unit-tests-result/${resultId}/share`,
  /** GET (not in production): the e-mails the development mailer "sent". */
  mailOutbox: '/dev/mail-outbox',
} as const;

/** Header carrying the attempt secret on GET routes (POST routes take it in the body). */
export const ATTEMPT_SECRET_HEADER = 'X-Attempt-Secret';

/** Rules of the player, shared so the web app shows the same numbers the server enforces. */
export const PLAYER_RULES = {
  /** Minutes on the clock when a test sets no duration (spec §9: 5400000 ms). */
  DEFAULT_DURATION_MINUTES: 90,
  /** Remaining time under which the clock turns orange (spec §9: 300000 ms). */
  WARNING_MS: 300_000,
  /**
   * Drafts and plays are accepted until `deadline` + this many seconds (network latency of an
   * auto-submit at zero). A submit arriving later still closes the attempt, but its answers are
   * ignored and the last draft saved in time is scored.
   */
  DEADLINE_GRACE_SECONDS: 10,
  /** Client guidance: save the draft at most this often while answering, and on page hide. */
  DRAFT_SAVE_INTERVAL_MS: 3_000,
  /** Longest text answer the API accepts (writing included). */
  TEXT_ANSWER_MAX_LENGTH: 10_000,
  /** Default longest short answer (SA) when the question sets none; DS takes up to 500. */
  SHORT_ANSWER_MAX_LENGTH: 100,
  DICTATION_MAX_LENGTH: 500,
  /** Idempotency keys: 8–100 characters of [A-Za-z0-9_-] (a UUID fits). */
  IDEMPOTENCY_KEY_PATTERN: '^[A-Za-z0-9_-]{8,100}$',
  /** Device ids sent at start: 8–100 characters of [A-Za-z0-9_-]. */
  DEVICE_ID_PATTERN: '^[A-Za-z0-9_-]{8,100}$',
  /** A score is out of 10 with one decimal; percent is a whole number. */
  SCORE_SCALE: 10,
  /** Skills under this percent are recommended for practice. */
  RECOMMEND_BELOW_PERCENT: 80,
  RESULTS_PAGE_SIZE: { DEFAULT: 10, MAX: 50 },
} as const;

/** Speaking uploads: the type is decided by the file's first bytes (magic bytes), never its name. */
export const SPEAKING_UPLOAD = {
  /** Multipart fields: `attemptId`, `questionId`, optional `attemptSecret`, then the file. */
  FILE_FIELD: 'file',
  MAX_BYTES: 8 * 1024 * 1024,
  /** What MediaRecorder produces in Chromium/Firefox (webm, ogg) and Safari (mp4/m4a), plus wav and mp3. */
  MIME_TYPES: ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/wav', 'audio/mpeg'],
} as const;
export type SpeakingMimeType = (typeof SPEAKING_UPLOAD.MIME_TYPES)[number];

// ------------------------------------------------------------------------------------------------
// Integrity (exams)

/**
 * SECOND_DEVICE: the attempt was resumed from another device (server-detected from `deviceId`,
 * or reported). RELOAD: the page was reloaded or reopened (the server records one whenever an
 * open attempt is resumed, except a retried start from the same device before any draft was
 * saved). LEAVE: the page was left (pagehide / navigation away). TAB_SWITCH: the tab or window
 * lost visibility/focus.
 */
export const INTEGRITY_EVENT_KINDS = ['SECOND_DEVICE', 'RELOAD', 'LEAVE', 'TAB_SWITCH'] as const;
export type IntegrityEventKind = (typeof INTEGRITY_EVENT_KINDS)[number];

/**
 * On a test that counts as an exam (`isExamTest`, contract/catalogue.ts), the Nth event of a
 * kind voids the attempt: it is closed at once with a VOIDED result (answers kept, reason
 * given). Second device, reload and leaving void on the first event, as the spec's warnings
 * say; a tab switch gets two warnings and voids on the third. Practice tests only record events.
 */
export const INTEGRITY_VOID_AFTER: Record<IntegrityEventKind, number> = {
  SECOND_DEVICE: 1,
  RELOAD: 1,
  LEAVE: 1,
  TAB_SWITCH: 3,
};

// ------------------------------------------------------------------------------------------------
// Start / resume

/**
 * POST startAttempt(testId). All fields optional.
 * - Without `attemptId`: a signed-in caller resumes their open attempt of this test if there is
 *   one, else a new attempt starts; a guest always starts a new attempt. An open attempt whose
 *   deadline has passed is first submitted automatically from its last draft and named in
 *   `closedAttempt`.
 * - With `attemptId` (+ `attemptSecret` for guests): that attempt is returned whatever its
 *   state — OPEN (resumed), or SUBMITTED/VOIDED with its `resultId` (an expired one is
 *   submitted now). Use this on reload, from the locally stored draft.
 */
export interface StartAttemptRequest {
  attemptId?: number;
  attemptSecret?: string;
  /** A TEST share code of this test: grants MEMBERSHIP/PAID tests to whoever holds the link. */
  shareCode?: string;
  /** A random id the browser keeps (localStorage); a resume from another id is SECOND_DEVICE. */
  deviceId?: string;
}

export type AttemptStatus = 'OPEN' | 'SUBMITTED' | 'VOIDED';

export interface AttemptDto {
  id: number;
  unitTestId: number;
  status: AttemptStatus;
  /** Proof of ownership for guests (keep it with the local draft). Never shown again elsewhere. */
  secret: string;
  /** ISO times from the server clock. */
  startedAt: string;
  deadline: string;
  /** The server's clock when this answer was made: compute remaining = deadline − now (offset-corrected). */
  now: string;
  /** Minutes on the clock: the test's duration, or 90 when it sets none. */
  durationMinutes: number;
  /** True when the test sets no duration and the 90-minute default applies. */
  defaultDuration: boolean;
  /** Plays used so far per audio id (absent = 0). */
  audioPlays: Record<string, number>;
  /** The result of a closed attempt (SUBMITTED or VOIDED). */
  resultId: number | null;
  voidReason: IntegrityEventKind | null;
}

export interface IntegrityStateDto {
  /** Whether the test counts as an exam: only then do events void the attempt. */
  isExam: boolean;
  /** Events recorded so far per kind. */
  counts: Record<IntegrityEventKind, number>;
  /** For exams: how many more events of each kind void the attempt (0 = voided by it). */
  remaining: Record<IntegrityEventKind, number> | null;
  voided: boolean;
  voidReason: IntegrityEventKind | null;
  /** Set when the event closed the attempt. */
  resultId: number | null;
}

/** The test as the player shows it in the check phase and the header. */
export interface PlayTestDto {
  id: number;
  slug: string;
  name: string;
  nameEn: string | null;
  scope: 'SYSTEM' | 'USER';
  labels: string | null;
  testCount: number | null;
  unitTestType: UnitTestType;
  isInternationalExam: boolean;
  /** isExamTest(): exam warnings apply and integrity events void. */
  isExam: boolean;
  duration: number | null;
  /** Leaf questions (group items one by one). */
  questionCount: number;
  skills: Skill[];
  hasListening: boolean;
  hasSpeaking: boolean;
  description: LocalizedText;
}

/** POST startAttempt(testId) → ApiSuccess<PlayPayload>. */
export interface PlayPayload {
  attempt: AttemptDto;
  test: PlayTestDto;
  sections: PlaySectionDto[];
  /** Every question (leaf) id in play order, for the navigator. */
  questionOrder: string[];
  /** The saved draft (null on a fresh attempt). */
  draft: DraftStateDto | null;
  integrity: IntegrityStateDto;
  /** An earlier open attempt of the caller that was closed automatically (deadline) by this call. */
  closedAttempt: { attemptId: number; resultId: number } | null;
}

// ------------------------------------------------------------------------------------------------
// Play payload: questions without answers. Media paths are absolute URLs (…/media/…).

/**
 * An audio the player may play. `id` is stable within the test: `section:<sectionId>`,
 * `question:<questionOrGroupId>`, `option:<questionId>:<optionId>`, `card:<questionId>:<cardId>`.
 * With a `playLimit`, call `audioPlay` before each playback and play only on success; plays
 * used are in `attempt.audioPlays[id]`. Without a limit, play freely (no call needed).
 */
export interface PlayAudioRef {
  id: string;
  url: string;
  playLimit: number | null;
}

interface PlayQuestionBase {
  id: string;
  type: QuestionTypeCode;
  /** QUESTION_TYPE_IDS[type]. */
  typeId: number;
  skill: Skill;
  /** 1-based number of the question in the test (group items numbered one by one). */
  number: number;
  /** Points the question is worth (FB/SO, DD gaps: per gap × gaps; DD groups: per token, distractors included; MG: per pair). 0 for FC; SP/WR are reviewed. */
  maxPoints: number;
  prompt?: string;
  instruction?: LocalizedText;
  image?: string;
  audio?: PlayAudioRef;
}

export interface PlayOption {
  id: string;
  text?: string;
  image?: string;
  audio?: PlayAudioRef;
  colour?: HighlightColour;
  shape?: Shape;
}

/** MC1–MC11: one option. Options keep their authored order (A, B, C… are labels). */
export interface PlayChoiceQuestion extends PlayQuestionBase {
  type: 'MC1' | 'MC2' | 'MC3' | 'MC4' | 'MC5' | 'MC6' | 'MC7' | 'MC8' | 'MC9' | 'MC10' | 'MC11';
  options: PlayOption[];
}

/** MR: choose all that apply; `selectCount` is how many are right ("Choose TWO"). */
export interface PlayMultipleResponseQuestion extends PlayQuestionBase {
  type: 'MR';
  options: PlayOption[];
  selectCount: number;
}

export type TrueFalseChoice = 'TRUE' | 'FALSE' | 'NOT_GIVEN';

/** TF: `choices` is TRUE/FALSE, plus NOT_GIVEN when the item has it. */
export interface PlayTrueFalseQuestion extends PlayQuestionBase {
  type: 'TF';
  choices: TrueFalseChoice[];
}

/** FB1–FB8: typed gaps [[id]] in `text`; FB2 has a word `bank` (shuffled, may hold extras). */
export interface PlayFillBlankQuestion extends PlayQuestionBase {
  type: 'FB1' | 'FB2' | 'FB3' | 'FB4' | 'FB5' | 'FB6' | 'FB7' | 'FB8';
  text: string;
  gaps: { id: string; hint?: string }[];
  bank?: string[];
}

/** SO: a drop-down in each gap [[id]] of `text`. */
export interface PlaySelectOptionQuestion extends PlayQuestionBase {
  type: 'SO';
  text: string;
  gaps: { id: string; options: string[] }[];
}

export interface PlayShortAnswerQuestion extends PlayQuestionBase {
  type: 'SA';
  maxLength: number;
}

export interface PlayDictationQuestion extends PlayQuestionBase {
  type: 'DS';
  audio: PlayAudioRef;
  maxLength: number;
}

/**
 * SL: put the items in order. Items come shuffled (never in the right order) with ids made for
 * this attempt, so neither the order nor the ids give the answer away.
 */
export interface PlaySortQuestion extends PlayQuestionBase {
  type: 'SL';
  items: { id: string; text: string }[];
  joiner: string;
}

/**
 * DD: place tokens on targets. `gaps` mode: targets are the [[id]] gaps of `text`, one token per
 * gap. `groups` mode: labelled groups, any number of tokens each. Tokens are shuffled, with ids
 * made for this attempt; some may be distractors.
 */
export interface PlayDragDropQuestion extends PlayQuestionBase {
  type: 'DD';
  mode: 'gaps' | 'groups';
  text?: string;
  targets: { id: string; label?: string }[];
  tokens: { id: string; text?: string; image?: string }[];
}

/** MG: match each left item to one right item; the right side is shuffled (ids made per attempt) and may hold extras. */
export interface PlayMatchingQuestion extends PlayQuestionBase {
  type: 'MG';
  left: { id: string; text?: string; image?: string }[];
  right: { id: string; text?: string; image?: string }[];
}

/** FC: flashcards to flip through; never scored (the back is the card's other side, not an answer). */
export interface PlayFlashcardQuestion extends PlayQuestionBase {
  type: 'FC';
  cards: { id: string; front: string; back: LocalizedText; image?: string; audio?: PlayAudioRef }[];
}

/**
 * SP1 read aloud (`text`), SP2 listen and repeat (`audio`), SP3 answer a question, SP4 describe
 * a picture (`image`). Record up to `maxSeconds`, upload to `uploadPath`, answer `{ uploadId }`.
 */
export interface PlaySpeakingQuestion extends PlayQuestionBase {
  type: 'SP1' | 'SP2' | 'SP3' | 'SP4';
  text?: string;
  maxSeconds: number;
  uploadPath: '/itf/submit-speaking' | '/itf/lc-speech/submit';
}

export interface PlayWritingQuestion extends PlayQuestionBase {
  type: 'WR1';
  minWords: number;
  maxWords: number;
}

export type PlayLeafQuestion =
  | PlayChoiceQuestion
  | PlayMultipleResponseQuestion
  | PlayTrueFalseQuestion
  | PlayFillBlankQuestion
  | PlaySelectOptionQuestion
  | PlayShortAnswerQuestion
  | PlayDictationQuestion
  | PlaySortQuestion
  | PlayDragDropQuestion
  | PlayMatchingQuestion
  | PlayFlashcardQuestion
  | PlaySpeakingQuestion
  | PlayWritingQuestion;

/** LS: one recording, several questions about it. */
export interface PlayListeningGroup {
  id: string;
  type: 'LS';
  typeId: number;
  skill: Skill;
  audio: PlayAudioRef;
  instruction?: LocalizedText;
  image?: string;
  items: PlayLeafQuestion[];
}

/** MIX: one passage, sub-questions of different types (the passage gets the highlighter). */
export interface PlayMixedGroup {
  id: string;
  type: 'MIX';
  typeId: number;
  skill: Skill;
  passage: string;
  title?: string;
  instruction?: LocalizedText;
  image?: string;
  items: PlayLeafQuestion[];
}

export type PlayQuestion = PlayLeafQuestion | PlayListeningGroup | PlayMixedGroup;

export interface PlaySectionDto {
  id: string;
  title: LocalizedText;
  instruction?: LocalizedText;
  passage?: string;
  audio?: PlayAudioRef;
  image?: string;
  /** Leaf questions in the section. */
  questionCount: number;
  questions: PlayQuestion[];
}

// ------------------------------------------------------------------------------------------------
// Answers (keyed by leaf question id). Ids are those of the play payload.

/** MC1–MC11, TF (`'TRUE' | 'FALSE' | 'NOT_GIVEN'`). */
export interface ChoiceAnswer { choice: string }
/** MR. */
export interface ChoicesAnswer { choices: string[] }
/** FB1–FB8 (typed or bank word) and SO (the chosen option): gap id → text. */
export interface GapsAnswer { gaps: Record<string, string> }
/** SA, DS, WR1. */
export interface TextAnswer { text: string }
/** SL: item ids in the learner's order (all of them). */
export interface OrderAnswer { order: string[] }
/** DD: token id → target id. MG: left id → right id. */
export interface PairsAnswer { pairs: Record<string, string> }
/** SP1–SP4: the id returned by the speaking upload. */
export interface RecordingAnswer { uploadId: number }
/** FC: cards flipped so far (kept for resume; never scored). */
export interface SeenAnswer { seen: string[] }

export type PlayerAnswer =
  | ChoiceAnswer
  | ChoicesAnswer
  | GapsAnswer
  | TextAnswer
  | OrderAnswer
  | PairsAnswer
  | RecordingAnswer
  | SeenAnswer;

/** Which answer shape each family takes. */
export const ANSWER_SHAPE_OF_FAMILY = {
  MC: 'choice',
  TF: 'choice',
  MR: 'choices',
  FB: 'gaps',
  SO: 'gaps',
  SA: 'text',
  DS: 'text',
  WR: 'text',
  SL: 'order',
  DD: 'pairs',
  MG: 'pairs',
  SP: 'uploadId',
  FC: 'seen',
} as const;

// ------------------------------------------------------------------------------------------------
// Drafts

/**
 * POST draftSubmit / draftUserSubmit. The whole draft every time (not a patch). `revision` is a
 * number the client increases with every change: the server keeps the highest revision it has
 * seen, so a slow request arriving after a newer one never overwrites it (the answer then says
 * `stored: false`). Limits: ≤ 200 answers, ids ≤ 100 chars, text ≤ 10 000 chars.
 */
export interface DraftSaveRequest {
  attemptId: number;
  attemptSecret?: string;
  answers: Record<string, PlayerAnswer>;
  currentQuestionId: string | null;
  /** Questions flagged for review. */
  flags: string[];
  /** ≥ 1; higher than the previous save's. */
  revision: number;
}

/**
 * → ApiSuccess<DraftSavedDto>. Refused with 409 ATTEMPT_EXPIRED after deadline + grace, and
 * 409 ATTEMPT_CLOSED once the attempt was submitted or voided.
 */
export interface DraftSavedDto {
  attemptId: number;
  /** The revision the server now holds. */
  revision: number;
  /** False when the request's revision was not newer than the stored one (nothing changed). */
  stored: boolean;
  savedAt: string;
  deadline: string;
  now: string;
}

export interface DraftStateDto {
  answers: Record<string, PlayerAnswer>;
  currentQuestionId: string | null;
  flags: string[];
  /** 0 before the first save. */
  revision: number;
  savedAt: string | null;
}

/**
 * GET draftDetail(attemptId) (by attempt id: the live draft, to resume) and GET
 * draftOfResult(resultId) (by result id: the final draft the result was scored from, read-only).
 * Owner token or the {@link ATTEMPT_SECRET_HEADER}.
 */
export interface AttemptDraftDto {
  attempt: AttemptDto;
  draft: DraftStateDto;
}

// ------------------------------------------------------------------------------------------------
// Audio plays and integrity events

/** POST audioPlay(attemptId). */
export interface AudioPlayRequest {
  attemptSecret?: string;
  audioId: string;
}

/**
 * → ApiSuccess<AudioPlayDto>: the play is counted; start playback. Beyond the limit: 409
 * PLAY_LIMIT_REACHED (nothing counted). Unknown audio: 400 VALIDATION_ERROR.
 */
export interface AudioPlayDto {
  audioId: string;
  playsUsed: number;
  playLimit: number | null;
  /** null when unlimited. */
  remaining: number | null;
}

/** POST integrityEvent(attemptId) → ApiSuccess<IntegrityStateDto>. */
export interface IntegrityEventRequest {
  attemptSecret?: string;
  kind: IntegrityEventKind;
}

// ------------------------------------------------------------------------------------------------
// Submit

/**
 * POST submit / userSubmit. `idempotencyKey` (body field; a UUID made once per submit intent and
 * reused on every retry): the same key always answers the same result. A submit of an attempt
 * that already has a result — any key — answers that result with `alreadySubmitted: true`; two
 * concurrent submits with different keys still make exactly one result. A key already used for
 * another attempt: 409 IDEMPOTENCY_KEY_REUSED.
 *
 * `answers` (optional; the last draft when omitted) are the final answers. Deadline rule: a
 * submit received by deadline + grace is scored from its `answers`; a later one (the browser's
 * auto-submit after a lost connection, say) still closes the attempt, but its answers are
 * ignored and the last draft saved in time is scored (`lateAnswersIgnored: true`).
 */
export interface SubmitRequest {
  attemptId: number;
  attemptSecret?: string;
  idempotencyKey: string;
  answers?: Record<string, PlayerAnswer>;
  currentQuestionId?: string | null;
  flags?: string[];
  /** The draft revision the answers correspond to (as in drafts). */
  revision?: number;
}

export interface SubmitResultData {
  result: ResultDto;
  /** True when the attempt already had a result (double click, retry, second tab). */
  alreadySubmitted: boolean;
}

// ------------------------------------------------------------------------------------------------
// Results

/**
 * CORRECT: full points. PARTIAL: some points (MR, FB/SO gaps, DD/MG pairs, DS words).
 * INCORRECT: answered, no points. UNANSWERED: no answer (or one of the wrong shape).
 * PENDING_REVIEW: SP/WR answers, stored for a teacher or a scoring provider, never auto-scored.
 * UNSCORED: FC.
 */
export const QUESTION_OUTCOMES = ['CORRECT', 'PARTIAL', 'INCORRECT', 'UNANSWERED', 'PENDING_REVIEW', 'UNSCORED'] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];

export interface QuestionOutcomeDto {
  questionId: string;
  number: number;
  type: QuestionTypeCode;
  skill: Skill;
  outcome: QuestionOutcome;
  /** 0 and maxPoints for PENDING_REVIEW/UNSCORED, which are outside the score. */
  earnedPoints: number;
  maxPoints: number;
}

export interface SkillBreakdownDto {
  skill: Skill;
  earnedPoints: number;
  maxPoints: number;
  /** null when the skill has only reviewed (SP/WR) or unscored questions. */
  percent: number | null;
  correctCount: number;
  questionCount: number;
  pendingReviewCount: number;
}

/**
 * What to practise next. PRACTISE_SKILL: a skill under 80 %, weakest first (up to two).
 * KEEP_GOING: nothing under 80 %: more tests of the same kind. `explore` is the /explore URL
 * query in the web app's parameter names (skill, grade, exam, certificate, mode).
 */
export interface RecommendationDto {
  kind: 'PRACTISE_SKILL' | 'KEEP_GOING';
  skill: Skill | null;
  percent: number | null;
  explore: Record<string, string>;
}

/**
 * How a result shows speaking and writing: their questions are PENDING_REVIEW, counted in
 * `pendingReviewCount`, and left out of the score's denominator (`maxPoints`). `reviewStatus`
 * is AWAITING_REVIEW while any remain; `score`/`percent` are null when nothing in the test is
 * auto-scored (e.g. a speaking-only test).
 */
export interface ResultDto {
  id: number;
  attemptId: number;
  unitTest: {
    id: number;
    slug: string;
    name: string;
    nameEn: string | null;
    scope: 'SYSTEM' | 'USER';
    labels: string | null;
    testCount: number | null;
    isExam: boolean;
  };
  /** COMPLETED, or VOIDED by an integrity rule (`voidReason`) — a voided result never counts. */
  status: 'COMPLETED' | 'VOIDED';
  voidReason: IntegrityEventKind | null;
  /** USER: submitted by the learner; DEADLINE: closed after time ran out; INTEGRITY: voided. */
  closedBy: 'USER' | 'DEADLINE' | 'INTEGRITY';
  /** The submit came after deadline + grace: its answers were ignored (last draft scored). */
  lateAnswersIgnored: boolean;
  reviewStatus: 'COMPLETE' | 'AWAITING_REVIEW';
  /** 0–10, one decimal. */
  score: number | null;
  /** 0–100, whole number. */
  percent: number | null;
  earnedPoints: number;
  maxPoints: number;
  questionCount: number;
  correctCount: number;
  partialCount: number;
  incorrectCount: number;
  unansweredCount: number;
  pendingReviewCount: number;
  unscoredCount: number;
  skills: SkillBreakdownDto[];
  questions: QuestionOutcomeDto[];
  recommendations: RecommendationDto[];
  startedAt: string;
  submittedAt: string;
  /** From start to submit, capped at the time limit. */
  timeTakenSeconds: number;
  timeLimitSeconds: number;
}

/** One entry of `myResults` (no per-question details). */
export type ResultSummaryDto = Omit<ResultDto, 'questions'>;

/** GET myResults?page&pageSize → ApiSuccess<ResultListData> (totalRecords = total). */
export interface ResultListQuery {
  page?: number;
  pageSize?: number;
  /** Only the results of one test. */
  unitTestId?: number;
}

export interface ResultListData {
  items: ResultSummaryDto[];
  page: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Per-part correctness for review: FB/SO gap ids, DD token ids, MG left ids, SL positions ("0", "1"…). */
export type PartOutcomes = Record<string, boolean>;

/**
 * The review of one question. `correctAnswer` uses the answer shapes above (FB/SA/DS: the first
 * accepted answer; `acceptedAnswers` lists all); null for FC, SP and WR.
 */
export interface QuestionReviewDto {
  outcome: QuestionOutcome;
  earnedPoints: number;
  maxPoints: number;
  userAnswer: PlayerAnswer | null;
  correctAnswer: PlayerAnswer | null;
  /** FB: gap id → accepted answers; SA/DS: under the key "text". */
  acceptedAnswers: Record<string, string[]> | null;
  parts: PartOutcomes | null;
  explanation: LocalizedText;
  /** The question's own audio transcript (listening). */
  transcript: string | null;
  /** SP/WR: what a good answer covers. */
  sampleAnswer: string | null;
  /** SP: the learner's recording. */
  recordingUrl: string | null;
  /** WR: words written. */
  wordCount: number | null;
}

export type ReviewLeafQuestion = PlayLeafQuestion & { review: QuestionReviewDto };
export type ReviewListeningGroup = Omit<PlayListeningGroup, 'items'> & { transcript: string; items: ReviewLeafQuestion[] };
export type ReviewMixedGroup = Omit<PlayMixedGroup, 'items'> & { items: ReviewLeafQuestion[] };
export type ReviewQuestion = ReviewLeafQuestion | ReviewListeningGroup | ReviewMixedGroup;

export interface ReviewSectionDto extends Omit<PlaySectionDto, 'questions'> {
  /** The section audio's transcript. */
  transcript: string | null;
  questions: ReviewQuestion[];
}

/**
 * GET result(id) → ApiSuccess<ResultDetailDto>. The owner (token or
 * {@link ATTEMPT_SECRET_HEADER}) gets the review; a visitor with `?shareCode=` of a RESULT
 * share gets the result only (`review: null`), so shared links never reveal answers.
 */
export interface ResultDetailDto {
  result: ResultDto;
  review: ReviewSectionDto[] | null;
  /** Whether the caller is the result's owner. */
  isOwner: boolean;
}

/** GET lastSubmitted(testId) → ApiSuccess<ResultDto | null> (signed in; 401 otherwise). */
export type LastSubmittedData = ResultDto | null;

// ------------------------------------------------------------------------------------------------
// Mail, sharing, speaking

/**
 * POST sendMail → ApiSuccess<SendMailData>. The owner signed in may omit `email` (the account's
 * address is used); a guest gives `email` and `attemptSecret`. At most 5 mails per result per
 * hour (429 TOO_MANY_REQUESTS). Locale picks the mail language (default vi).
 */
export interface SendMailRequest {
  resultId: number;
  email?: string;
  attemptSecret?: string;
  locale?: 'vi' | 'en';
}

export interface SendMailData {
  /** Where it went, masked (e.g. "st****@example.com"). */
  destination: string;
}

/** GET mailOutbox?to&limit (not in production). */
export interface MailOutboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** POST shareTest(testId) {} (signed in, able to take the test) / shareResult(resultId) { attemptSecret? }. */
export interface ShareResultRequest {
  attemptSecret?: string;
}

export interface ShareCodeDto {
  /** 22 characters of [A-Za-z0-9_-]; the second value of the encoded link. */
  code: string;
  kind: 'TEST' | 'RESULT';
  unitTestId: number;
  resultId: number | null;
}

/**
 * Multipart POST submitSpeaking / lcSpeechSubmit: fields `attemptId`, `questionId` (an SP
 * question of the attempt), optional `attemptSecret`, and `file` (≤ 8 MB; webm, ogg, mp4/m4a,
 * wav or mp3 by magic bytes). → ApiSuccess<SpeakingUploadDto>; then save `{ uploadId }` as the
 * question's answer. 413 PAYLOAD_TOO_LARGE, 415 UNSUPPORTED_MEDIA_TYPE, 409 ATTEMPT_EXPIRED /
 * ATTEMPT_CLOSED like drafts.
 */
export interface SpeakingUploadDto {
  uploadId: number;
  questionId: string;
  mimeType: SpeakingMimeType;
  sizeBytes: number;
  url: string;
  status: 'AWAITING_REVIEW';
}

/** POST rightEduSubmit { uploadId, attemptSecret? } → ApiSuccess<SpeakingScoreDto>. */
export interface RightEduSubmitRequest {
  uploadId: number;
  attemptSecret?: string;
}

/**
 * What a scoring provider answered. The built-in local provider never invents a score: it
 * answers AWAITING_REVIEW with score null.
 */
export interface SpeakingScoreDto {
  uploadId: number;
  provider: string;
  status: 'AWAITING_REVIEW' | 'SCORED';
  /** 0–10 when SCORED. */
  score: number | null;
  feedback: string | null;
}
