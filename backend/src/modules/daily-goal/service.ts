import {
  DAILY_GOAL_CHOICES,
  DEFAULT_DAILY_GOAL,
  DEFAULT_DAILY_GOAL_TIME_ZONE,
  type DailyGoalChoice,
} from '@contract/daily-goal-rules';
import type { DailyGoalDto, SetDailyGoalRequest } from '@contract/daily-goal';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { dayInZone, isTimeZone, streakOf } from '../../lib/days';
import { invalidField } from '../../lib/errors';
import { parseOutcome } from '../attempts';

const isChoice = (goal: number): goal is DailyGoalChoice => (DAILY_GOAL_CHOICES as readonly number[]).includes(goal);

/**
 * A student's daily goal: questions answered in submitted tests per local day. The streak is
 * the class statistics' streak over the days the (current) goal was met.
 */
export function createDailyGoalService({ db, clock }: { db: Database; clock: Clock }) {
  async function settingsOf(userId: number): Promise<{ goal: DailyGoalChoice; timeZone: string }> {
    const row = await db
      .selectFrom('daily_goals')
      .select(['goal', 'time_zone'])
      .where('user_id', '=', userId)
      .executeTakeFirst();
    return {
      goal: row && isChoice(row.goal) ? row.goal : DEFAULT_DAILY_GOAL,
      timeZone: row && isTimeZone(row.time_zone) ? row.time_zone : DEFAULT_DAILY_GOAL_TIME_ZONE,
    };
  }

  /** Answered questions per local day; blanks and voided results never count. */
  async function answeredByDay(userId: number, timeZone: string): Promise<Map<string, number>> {
    const rows = await db
      .selectFrom('unit_test_results')
      .select(['submitted_at', 'outcome_json'])
      .where('user_id', '=', userId)
      .where('status', '=', 'COMPLETED')
      .execute();
    const counts = new Map<string, number>();
    for (const row of rows) {
      const answered = parseOutcome(row).questions.filter((q) => q.outcome !== 'UNANSWERED').length;
      if (answered === 0) continue;
      const day = dayInZone(row.submitted_at, timeZone);
      counts.set(day, (counts.get(day) ?? 0) + answered);
    }
    return counts;
  }

  async function stateOf(userId: number): Promise<DailyGoalDto> {
    const { goal, timeZone } = await settingsOf(userId);
    const counts = await answeredByDay(userId, timeZone);
    const today = dayInZone(clock.now().toISOString(), timeZone);
    const metDays = new Set([...counts].filter(([, answered]) => answered >= goal).map(([day]) => day));
    return { goal, timeZone, today, answeredToday: counts.get(today) ?? 0, streak: streakOf(metDays, today) };
  }

  return {
    get: stateOf,

    /** The IANA time zone the student's days are counted in (other day-based features count in it too). */
    timeZoneOf: async (userId: number): Promise<string> => (await settingsOf(userId)).timeZone,

    async set(userId: number, request: SetDailyGoalRequest): Promise<DailyGoalDto> {
      if (request.timeZone !== undefined && !isTimeZone(request.timeZone))
        throw invalidField('timeZone', 'is not a known IANA time zone');
      const timeZone = request.timeZone ?? (await settingsOf(userId)).timeZone;
      const updatedAt = clock.now().toISOString();
      await db
        .insertInto('daily_goals')
        .values({ user_id: userId, goal: request.goal, time_zone: timeZone, updated_at: updatedAt })
        .onConflict((oc) =>
          oc.column('user_id').doUpdateSet({ goal: request.goal, time_zone: timeZone, updated_at: updatedAt }),
        )
        .execute();
      return stateOf(userId);
    },
  };
}

export type DailyGoalService = ReturnType<typeof createDailyGoalService>;
