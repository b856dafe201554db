import { SKILL_STATUS_THRESHOLDS, type SkillStatus } from '@contract/class-rules';
import { SKILLS, type Skill } from '@contract/constants';
import type {
  CountByDateDto,
  CountMissionDto,
  CountMissionRequest,
  SkillsDataDto,
  SkillsRequest,
  StatisticRangeRequest,
} from '@contract/statistics';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { parseOutcome } from '../attempts';
import { isAutoScored, percentOf } from '../scoring';
import { createClassesRepository } from './repository';
import { dayRange, dueAfterJoining, localDay, streakOf, weekStart, windowOf } from './shared';
import { DEFAULT_TIMEZONE_OFFSET_MINUTES } from '@contract/class-rules';

function statusOfPercent(percent: number | null): SkillStatus {
  if (percent === null) return 'NONE';
  if (percent >= SKILL_STATUS_THRESHOLDS.GREEN) return 'GREEN';
  if (percent >= SKILL_STATUS_THRESHOLDS.AMBER) return 'AMBER';
  return 'RED';
}

interface Tally {
  correct: number;
  total: number;
  earnedPoints: number;
  maxPoints: number;
}
const emptyTally = (): Tally => ({ correct: 0, total: 0, earnedPoints: 0, maxPoints: 0 });
const round2 = (value: number) => Math.round(value * 100) / 100;

/** The student's analytics: completed results only (voided ones never count). */
export function createStatisticsService({ db, clock }: { db: Database; clock: Clock }) {
  const repo = createClassesRepository(db);

  function completedResults(userId: number, range?: { start: string; end: string }) {
    let query = db
      .selectFrom('unit_test_results')
      .select(['id', 'submitted_at', 'outcome_json'])
      .where('user_id', '=', userId)
      .where('status', '=', 'COMPLETED');
    if (range) query = query.where('submitted_at', '>=', range.start).where('submitted_at', '<', range.end);
    return query.execute();
  }

  return {
    async countByDate(userId: number, request: StatisticRangeRequest): Promise<CountByDateDto> {
      const range = dayRange(request.from, request.to, request.timezoneOffset);
      const counts = new Map<string, number>(range.days.map((day) => [day, 0]));
      const rows = await completedResults(userId, range);
      for (const row of rows) {
        const day = localDay(row.submitted_at, range.offsetMinutes);
        counts.set(day, (counts.get(day) ?? 0) + 1);
      }
      return { days: range.days.map((date) => ({ date, count: counts.get(date) ?? 0 })), total: rows.length };
    },

    async skills(userId: number, request: SkillsRequest): Promise<SkillsDataDto> {
      const range = dayRange(request.from, request.to, request.timezoneOffset);
      const bucket = request.bucket ?? 'week';
      const bucketOf = (day: string) => (bucket === 'week' ? weekStart(day) : day);
      const buckets = [...new Set(range.days.map(bucketOf))];
      const tally = new Map<Skill, Tally & { pending: number; by: Map<string, Tally> }>(
        SKILLS.map((skill) => [skill, { ...emptyTally(), pending: 0, by: new Map() }]),
      );
      for (const row of await completedResults(userId, range)) {
        const key = bucketOf(localDay(row.submitted_at, range.offsetMinutes));
        for (const question of parseOutcome(row).questions) {
          const skill = tally.get(question.skill);
          if (!skill) continue;
          // Writing or speaking handed in: not scored yet, but not "no answer" either.
          if (question.outcome === 'PENDING_REVIEW') skill.pending += 1;
          if (!isAutoScored(question.type) || question.outcome === 'PENDING_REVIEW' || question.outcome === 'UNSCORED')
            continue;
          const point = skill.by.get(key) ?? emptyTally();
          for (const totals of [skill, point]) {
            if (question.outcome === 'CORRECT') totals.correct += 1;
            totals.total += 1;
            totals.earnedPoints += question.earnedPoints;
            totals.maxPoints += question.maxPoints;
          }
          skill.by.set(key, point);
        }
      }
      return {
        bucket,
        skills: SKILLS.map((skill) => {
          const t = tally.get(skill) ?? { ...emptyTally(), pending: 0, by: new Map<string, Tally>() };
          const percent = percentOf(t.earnedPoints, t.maxPoints);
          return {
            skill,
            correct: t.correct,
            total: t.total,
            earnedPoints: round2(t.earnedPoints),
            maxPoints: round2(t.maxPoints),
            percent,
            status: statusOfPercent(percent),
            pending: t.pending,
            series: buckets.map((date) => {
              const point = t.by.get(date) ?? emptyTally();
              return {
                date,
                correct: point.correct,
                total: point.total,
                earnedPoints: round2(point.earnedPoints),
                maxPoints: round2(point.maxPoints),
                percent: percentOf(point.earnedPoints, point.maxPoints),
              };
            }),
          };
        }),
      };
    },

    async countMission(userId: number, request: CountMissionRequest): Promise<CountMissionDto> {
      const classes = await repo.classesOfStudent(userId);
      const classIds = classes
        .map((row) => row.id)
        .filter((id) => request.classId === undefined || id === request.classId);
      if (request.classId !== undefined && classIds.length === 0)
        throw new AppError(404, 'NOT_FOUND', 'There is no such class, or you are not a member of it.');
      const now = clock.now();
      const joinedAt = new Map(classes.map((row) => [row.id, row.joined_at]));
      const assignments = dueAfterJoining(await repo.assignmentsOfClasses(classIds), joinedAt);
      const attached = new Map(
        (
          await repo.attachedOf(
            assignments.map((a) => a.id),
            userId,
          )
        ).map((row) => [row.assignment_id, row]),
      );
      const counts = { assignedTotal: 0, assignedDone: 0, onTime: 0, late: 0, missed: 0, open: 0, upcoming: 0 };
      for (const assignment of assignments) {
        const window = windowOf(assignment.open_at, assignment.due_at, now);
        if (window === 'UPCOMING') {
          counts.upcoming += 1;
          continue;
        }
        counts.assignedTotal += 1;
        const mine = attached.get(assignment.id);
        if (mine) {
          counts.assignedDone += 1;
          if (mine.late === 1) counts.late += 1;
          else counts.onTime += 1;
        } else if (window === 'PAST_DUE') counts.missed += 1;
        else counts.open += 1;
      }
      const offset = request.timezoneOffset ?? DEFAULT_TIMEZONE_OFFSET_MINUTES;
      const days = new Set((await completedResults(userId)).map((row) => localDay(row.submitted_at, offset)));
      return { ...counts, streak: streakOf(days, localDay(now.toISOString(), offset)) };
    },
  };
}

export type StatisticsService = ReturnType<typeof createStatisticsService>;
