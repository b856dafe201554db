import { randomBytes } from 'node:crypto';
import type { CheckMistakeDto, MistakeItemDto, MistakesRoundDto, MistakesSummaryDto } from '@contract/mistakes';
import { MISTAKES_RULES } from '@contract/mistakes-rules';
import type { PlayerAnswer, QuestionOutcome } from '@contract/player';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { dayInZone } from '../../lib/days';
import { AppError } from '../../lib/errors';
import { parseOutcome, type SingleQuestions } from '../attempts';
import { afterAnswer, isDue, isMistake, parseDays } from './rules';
import { mistakesDatabase } from './tables';

/** What the review set needs of a result the lifecycle just made. */
export interface MadeResult {
  user_id: number | null;
  unit_test_id: number;
  status: string;
  outcome_json: string;
}

export interface MistakesServiceOptions {
  db: Database;
  clock: Clock;
  /** The lifecycle's single questions: the play form and the check of one question. */
  questions: Pick<SingleQuestions, 'view' | 'check'>;
  /** The IANA time zone the student's days are counted in (the daily goal's). */
  timeZoneOf: (userId: number) => Promise<string>;
}

const notFound = () => new AppError(404, 'MISTAKE_NOT_FOUND', 'This question is not in your review set (any more).');

/**
 * "Practise my mistakes": the caller's review set. A submitted test (not a cancelled exam) adds
 * every question answered wrong and counts a right answer to a question already in the set; a
 * round serves the questions due today; a check scores one answer on the server and applies the
 * spaced rule (rules.ts) in the student's time zone.
 */
export function createMistakesService({ db: plainDb, clock, questions, timeZoneOf }: MistakesServiceOptions) {
  const db = mistakesDatabase(plainDb);

  async function todayOf(userId: number): Promise<string> {
    return dayInZone(clock.now().toISOString(), await timeZoneOf(userId));
  }

  async function rowsOf(userId: number) {
    return db
      .selectFrom('mistakes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('wrong_count', 'desc')
      .orderBy('entered_at', 'asc')
      .orderBy('id', 'asc')
      .execute();
  }

  async function summaryOf(userId: number, today?: string): Promise<MistakesSummaryDto> {
    const day = today ?? (await todayOf(userId));
    const rows = await db.selectFrom('mistakes').select('right_days_json').where('user_id', '=', userId).execute();
    return {
      count: rows.length,
      dueCount: rows.filter((row) => isDue(parseDays(row.right_days_json), day)).length,
      today: day,
    };
  }

  /** Applies one answer's outcome to a question of the set; answers where it stands. */
  async function record(id: number, rightDaysJson: string, outcome: QuestionOutcome, day: string, at: string) {
    const next = afterAnswer(parseDays(rightDaysJson), outcome, day);
    if (next.status === 'CLEARED') {
      await db.deleteFrom('mistakes').where('id', '=', id).execute();
    } else if (next.status === 'RESET') {
      await db
        .updateTable('mistakes')
        .set((eb) => ({
          right_days_json: '[]',
          wrong_count: eb('wrong_count', '+', 1),
          last_wrong_at: at,
          last_seen_at: at,
        }))
        .where('id', '=', id)
        .execute();
    } else {
      await db
        .updateTable('mistakes')
        .set({ right_days_json: JSON.stringify(next.rightDays), last_seen_at: at })
        .where('id', '=', id)
        .execute();
    }
    return next;
  }

  return {
    summary: (userId: number) => summaryOf(userId),

    /**
     * The lifecycle's `resultCreated` hook: a completed result of a signed-in student adds its
     * wrong questions to the set (again: one more miss, back to zero right days) and counts its
     * right answers to questions already there. Voided results measured nothing.
     */
    async resultCreated(result: MadeResult): Promise<void> {
      const userId = result.user_id;
      if (userId === null || result.status !== 'COMPLETED') return;
      const outcomes = parseOutcome(result).questions;
      if (outcomes.length === 0) return;
      const at = clock.now().toISOString();
      const day = await todayOf(userId);
      const existing = new Map(
        (
          await db
            .selectFrom('mistakes')
            .select(['id', 'question_id', 'right_days_json'])
            .where('user_id', '=', userId)
            .where('unit_test_id', '=', result.unit_test_id)
            .execute()
        ).map((row) => [row.question_id, row]),
      );
      for (const { questionId, outcome } of outcomes) {
        const row = existing.get(questionId);
        if (row) {
          if (outcome === 'CORRECT' || isMistake(outcome)) await record(row.id, row.right_days_json, outcome, day, at);
        } else if (isMistake(outcome)) {
          try {
            await db
              .insertInto('mistakes')
              .values({
                user_id: userId,
                unit_test_id: result.unit_test_id,
                question_id: questionId,
                seed: randomBytes(8).toString('hex'),
                wrong_count: 1,
                right_days_json: '[]',
                entered_at: at,
                last_wrong_at: at,
                last_seen_at: null,
              })
              .execute();
          } catch (error) {
            // Two results of the same test at once: the other one added it.
            if (!isUniqueViolation(error)) throw error;
          }
        }
      }
    },

    /** Up to ROUND_SIZE questions due today, most-missed then oldest first. */
    async practice(userId: number): Promise<MistakesRoundDto> {
      const today = await todayOf(userId);
      const items: MistakeItemDto[] = [];
      for (const row of await rowsOf(userId)) {
        if (items.length >= MISTAKES_RULES.ROUND_SIZE) break;
        const rightDays = parseDays(row.right_days_json);
        if (!isDue(rightDays, today)) continue;
        const view = await questions.view(row.unit_test_id, row.question_id, row.seed);
        if (!view) {
          // The test's new version no longer has the question: nothing left to practise.
          await db.deleteFrom('mistakes').where('id', '=', row.id).execute();
          continue;
        }
        items.push({
          id: row.id,
          unitTest: view.unitTest,
          wrongCount: row.wrong_count,
          rightDays: rightDays.length,
          enteredAt: row.entered_at,
          section: view.section,
        });
      }
      return { items, summary: await summaryOf(userId, today) };
    },

    /** Scores one answer to a question of the caller's set and applies the spaced rule. */
    async check(userId: number, id: number, answer: PlayerAnswer): Promise<CheckMistakeDto> {
      const row = await db
        .selectFrom('mistakes')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) throw notFound();
      const checked = await questions.check(row.unit_test_id, row.question_id, row.seed, answer);
      if (!checked) {
        await db.deleteFrom('mistakes').where('id', '=', row.id).execute();
        throw notFound();
      }
      const today = await todayOf(userId);
      const next = await record(row.id, row.right_days_json, checked.outcome, today, clock.now().toISOString());
      return {
        review: checked.review,
        groupTranscript: checked.groupTranscript,
        sectionTranscript: checked.sectionTranscript,
        status: next.status,
        rightDays: next.rightDays.length,
        summary: await summaryOf(userId, today),
      };
    },
  };
}

export type MistakesService = ReturnType<typeof createMistakesService>;
