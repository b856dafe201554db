import { INTEGRITY_VOID_AFTER, type IntegrityEventKind, type PlayerAnswer } from '@contract/player';
import type { Database } from '../../db/database';
import type { AttemptClock } from './clock';
import { isExamRow, type ContentStore } from './content';
import { attemptClosed } from './errors';
import { scoreAttempt, storedOutcomeOf } from './outcome';
import { createAttemptsRepository, type AttemptRow, type AttemptsRepository, type UnitTestRow } from './repository';
import { createResultsRepository, type ResultRow, type ResultsRepository } from './results-repository';

export interface CloseOptions {
  closedBy: 'USER' | 'DEADLINE' | 'INTEGRITY';
  voidReason?: IntegrityEventKind | null;
  /** The final answers of a submit received in time; the stored draft when omitted. */
  final?: {
    answers: Record<string, PlayerAnswer>;
    currentQuestionId: string | null;
    flags: string[];
    revision: number;
  } | null;
  lateAnswersIgnored?: boolean;
}

export interface CloseDeps {
  db: Database;
  attempts: AttemptsRepository;
  results: ResultsRepository;
  content: ContentStore;
  clock: AttemptClock;
  /** A result was just made (any status). Failures are ignored: the result stands. */
  resultCreated?: (row: ResultRow) => Promise<void>;
}

/** Closing attempts: submitted, past their deadline, or voided by integrity events. */
export function createClosing({ db, attempts, results, content, clock, resultCreated }: CloseDeps) {
  /**
   * Closes an open attempt and makes its result, once: the close, the draft read and the insert
   * are one transaction, so a concurrent close (a second submit, the deadline, a voiding event)
   * waits and then finds the result instead of making another. Answers whether this call made
   * the result (false: another close got there first).
   */
  async function closeOnce(
    attempt: AttemptRow,
    options: CloseOptions,
  ): Promise<{ result: ResultRow; created: boolean }> {
    const test = await content.testOf(attempt);
    const { content: authored } = await content.contentOf(test);
    const closedAt = clock.now();
    const voidReason = options.voidReason ?? null;
    const made = await db.transaction().execute(async (trx) => {
      const txAttempts = createAttemptsRepository(trx);
      const txResults = createResultsRepository(trx);
      const fresh = await txAttempts.findAttempt(attempt.id);
      if (!fresh || fresh.status !== 'OPEN') return undefined;
      const won = await txAttempts.closeAttempt(attempt.id, {
        status: voidReason === null ? 'SUBMITTED' : 'VOIDED',
        closed_at: closedAt.toISOString(),
        void_reason: voidReason,
      });
      if (!won) return undefined;
      const final = options.final ?? null;
      if (final !== null) {
        await txAttempts.updateAttempt(attempt.id, {
          answers_json: JSON.stringify(final.answers),
          current_question: final.currentQuestionId,
          flags_json: JSON.stringify(final.flags),
          draft_revision: Math.max(fresh.draft_revision, final.revision),
          draft_saved_at: closedAt.toISOString(),
        });
      }
      const answers = final?.answers ?? (JSON.parse(fresh.answers_json) as Record<string, PlayerAnswer>);
      const uploads = await txAttempts.uploadsOf(attempt.id);
      const scored = scoreAttempt({
        content: authored,
        seed: fresh.seed,
        answers,
        uploads: new Map(uploads.map((upload) => [upload.id, upload.question_key])),
        test,
      });
      const started = Date.parse(fresh.started_at);
      const limitSeconds = fresh.duration_minutes * 60;
      const ended = Math.min(closedAt.getTime(), Date.parse(fresh.deadline_at));
      return txResults.insert({
        attempt_id: attempt.id,
        unit_test_id: fresh.unit_test_id,
        user_id: fresh.user_id,
        status: voidReason === null ? 'COMPLETED' : 'VOIDED',
        void_reason: voidReason,
        closed_by: options.closedBy,
        late_answers_ignored: options.lateAnswersIgnored ? 1 : 0,
        review_status: scored.counts.PENDING_REVIEW > 0 ? 'AWAITING_REVIEW' : 'COMPLETE',
        score: scored.score,
        percent: scored.percent,
        earned_points: scored.earnedPoints,
        max_points: scored.maxPoints,
        question_count: scored.questions.length,
        correct_count: scored.counts.CORRECT,
        started_at: fresh.started_at,
        submitted_at: closedAt.toISOString(),
        time_taken_seconds: Math.min(limitSeconds, Math.max(0, Math.round((ended - started) / 1000))),
        time_limit_seconds: limitSeconds,
        answers_json: JSON.stringify(answers),
        outcome_json: JSON.stringify(storedOutcomeOf(scored)),
      });
    });
    if (made) {
      // A class's bookkeeping must never cost the learner their result (PUT …/results/add repairs it).
      await resultCreated?.(made).catch(() => undefined);
      return { result: made, created: true };
    }
    const existing = await results.findByAttempt(attempt.id);
    if (!existing) throw attemptClosed();
    return { result: existing, created: false };
  }

  /** As `closeOnce`, answering only the result. */
  async function close(attempt: AttemptRow, options: CloseOptions): Promise<ResultRow> {
    return (await closeOnce(attempt, options)).result;
  }

  return {
    close,
    closeOnce,

    /** An open attempt past deadline + grace is submitted from its last draft; answers its result then. */
    async settle(attempt: AttemptRow): Promise<{ attempt: AttemptRow; result: ResultRow | null }> {
      if (attempt.status === 'OPEN' && clock.pastGrace(attempt)) {
        const result = await close(attempt, { closedBy: 'DEADLINE' });
        return { attempt: (await attempts.findAttempt(attempt.id)) ?? attempt, result };
      }
      if (attempt.status !== 'OPEN') return { attempt, result: (await results.findByAttempt(attempt.id)) ?? null };
      return { attempt, result: null };
    },

    /**
     * Records an event and, on an exam, voids the attempt when its kind reached the limit. Answers
     * the result when the attempt was closed by it.
     */
    async recordEvent(
      attempt: AttemptRow,
      test: UnitTestRow,
      kind: IntegrityEventKind,
      source: 'CLIENT' | 'SERVER',
    ): Promise<ResultRow | null> {
      await attempts.addEvent(attempt.id, kind, source, clock.now().toISOString());
      if (!isExamRow(test)) return null;
      const counts = await attempts.eventCounts(attempt.id);
      if (counts[kind] < INTEGRITY_VOID_AFTER[kind]) return null;
      return close(attempt, { closedBy: 'INTEGRITY', voidReason: kind });
    },
  };
}

export type Closing = ReturnType<typeof createClosing>;
