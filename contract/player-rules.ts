/**
 * The player's runtime values — header, rules, limits and enumerations — without TypeBox,
 * so the web app can import them. The request and response shapes are schemas in
 * `attempts.ts`, `results.ts` and `speaking.ts`.
 */

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
  /**
   * On an exam, a page hidden for less than this (a glance at the notification shade, a
   * dismissed call) is not counted as leaving the test; longer absences are, when it returns.
   */
  HIDDEN_GRACE_MS: 5_000,
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

/**
 * CORRECT: full points. PARTIAL: some points (MR, FB/SO gaps, DD/MG pairs, DS words).
 * INCORRECT: answered, no points. UNANSWERED: no answer (or one of the wrong shape).
 * PENDING_REVIEW: SP/WR answers, stored for a teacher or a scoring provider, never auto-scored.
 * UNSCORED: FC.
 */
export const QUESTION_OUTCOMES = [
  'CORRECT',
  'PARTIAL',
  'INCORRECT',
  'UNANSWERED',
  'PENDING_REVIEW',
  'UNSCORED',
] as const;
export type QuestionOutcome = (typeof QUESTION_OUTCOMES)[number];
