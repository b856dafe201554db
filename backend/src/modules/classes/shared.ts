import { randomInt } from 'node:crypto';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_LENGTH,
  CLASS_RESERVED_SLUGS,
  DEFAULT_TIMEZONE_OFFSET_MINUTES,
  MAX_RANGE_DAYS,
  type AssignmentStatus,
  type AssignmentWindow,
} from '@contract/class-rules';
import type { ClassResultStatsDto } from '@contract/classes';
import { foldText } from '../../content/derive';
import { dayNumber, dayOfNumber } from '../../lib/days';
import { invalidField } from '../../lib/errors';

// The statistics read days and the streak from here; the daily goal shares the same helpers.
export { localDay, streakOf } from '../../lib/days';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A fresh join code: 6 characters without look-alikes (31^6 ≈ 887 million codes). */
export function generateJoinCode(): string {
  let code = '';
  for (let i = 0; i < CLASS_CODE_LENGTH; i += 1) code += CLASS_CODE_ALPHABET[randomInt(CLASS_CODE_ALPHABET.length)];
  return code;
}

/**
 * 'Tiếng Anh 6A2' → 'tieng-anh-6a2'. Never a page of /classes ('mine'…) and never all digits
 * (those are read as ids): such names get a 'lop-' prefix; empty ones are 'lop'.
 */
export function slugOf(name: string): string {
  const base = foldText(name)
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (base === '') return 'lop';
  if (/^\d+$/.test(base) || (CLASS_RESERVED_SLUGS as readonly string[]).includes(base)) return `lop-${base}`;
  return base;
}

/** `/student/classes/{id}`: digits are an id, anything else a slug. */
export function classKeyOf(key: string): { id: number } | { slug: string } {
  return /^\d{1,10}$/.test(key) ? { id: Number(key) } : { slug: key };
}

/**
 * An assignment due before the student joined its class was never theirs: it is not listed for
 * them, shown in their schedule or counted as missed.
 */
export function dueAfterJoining<T extends { class_id: number; due_at: string }>(
  rows: readonly T[],
  joinedAtByClass: ReadonlyMap<number, string>,
): T[] {
  return rows.filter((row) => {
    const joinedAt = joinedAtByClass.get(row.class_id);
    return joinedAt === undefined || row.due_at > joinedAt;
  });
}

export function windowOf(openAt: string, dueAt: string, now: Date): AssignmentWindow {
  const t = now.toISOString();
  if (t < openAt) return 'UPCOMING';
  if (t <= dueAt) return 'OPEN';
  return 'PAST_DUE';
}

/** The student's status on an assignment (see ASSIGNMENT_STATUSES). */
export function statusOf(input: {
  window: AssignmentWindow;
  attached: { late: boolean } | null;
  inProgress: boolean;
}): AssignmentStatus {
  if (input.attached) return input.attached.late ? 'LATE' : 'SUBMITTED';
  if (input.window === 'UPCOMING') return 'NOT_STARTED';
  if (input.inProgress) return 'IN_PROGRESS';
  return input.window === 'PAST_DUE' ? 'MISSED' : 'NOT_STARTED';
}

/** The class's results: each counted result's percent (null: nothing auto-scored) and score. */
export function classStats(
  memberCount: number,
  results: readonly { percent: number | null; score: number | null }[],
): ClassResultStatsDto {
  const percents = results.map((r) => r.percent).filter((p): p is number => p !== null);
  const scores = results.map((r) => r.score).filter((s): s is number => s !== null);
  const distribution = Array.from({ length: 10 }, (_, i) => ({
    from: i * 10,
    to: i === 9 ? 100 : i * 10 + 9,
    count: 0,
  }));
  for (const percent of percents) {
    const bucket = distribution[Math.min(9, Math.floor(percent / 10))];
    if (bucket) bucket.count += 1;
  }
  const mean = (values: number[]) =>
    values.length === 0 ? null : round1(values.reduce((sum, v) => sum + v, 0) / values.length);
  return {
    memberCount,
    submittedCount: results.length,
    averagePercent: mean(percents),
    averageScore: mean(scores),
    highestPercent: percents.length === 0 ? null : Math.max(...percents),
    lowestPercent: percents.length === 0 ? null : Math.min(...percents),
    distribution,
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Pearson's r, or null when there are fewer than two pairs or either side does not vary. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = xs.length;
  if (n < 2 || ys.length !== n) return null;
  const mx = xs.reduce((s, v) => s + v, 0) / n;
  const my = ys.reduce((s, v) => s + v, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i += 1) {
    const dx = (xs[i] ?? 0) - mx;
    const dy = (ys[i] ?? 0) - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return sxy / Math.sqrt(sxx * syy);
}

export interface ItemResponse {
  /** Points on the question. */
  points: number;
  /** Points on the whole test (auto-scored part). */
  total: number;
}

/**
 * Moodle's quiz statistics for one question over n results (one per student):
 * facility = 100 × mean(points / maxPoints); discrimination = 100 × r(points, total − points).
 */
export function itemStatistics(
  maxPoints: number,
  responses: readonly ItemResponse[],
): { averagePoints: number | null; facilityIndex: number | null; discriminationIndex: number | null } {
  if (responses.length === 0 || maxPoints <= 0) {
    return { averagePoints: null, facilityIndex: null, discriminationIndex: null };
  }
  const points = responses.map((r) => r.points);
  const rest = responses.map((r) => r.total - r.points);
  const average = points.reduce((s, v) => s + v, 0) / points.length;
  const r = pearson(points, rest);
  return {
    averagePoints: round1(average),
    facilityIndex: round1((100 * average) / maxPoints),
    discriminationIndex: r === null ? null : round1(100 * r),
  };
}

/** Days and time zones of the calendar and the statistics. */
export interface DayRange {
  /** First instant (inclusive), ISO. */
  start: string;
  /** Last instant (exclusive), ISO. */
  end: string;
  days: string[];
  offsetMinutes: number;
}

export function dayRange(from: string, to: string, offset: number | undefined): DayRange {
  const offsetMinutes = offset ?? DEFAULT_TIMEZONE_OFFSET_MINUTES;
  const a = dayNumber(from);
  const b = dayNumber(to);
  if (!Number.isFinite(a)) throw invalidField('from', 'is not a day');
  if (!Number.isFinite(b)) throw invalidField('to', 'is not a day');
  if (b < a) throw invalidField('to', 'must not be before from');
  if (b - a + 1 > MAX_RANGE_DAYS) throw invalidField('to', `must be at most ${MAX_RANGE_DAYS} days after from`);
  const shift = offsetMinutes * 60_000;
  return {
    start: new Date(a * DAY_MS - shift).toISOString(),
    end: new Date((b + 1) * DAY_MS - shift).toISOString(),
    days: Array.from({ length: b - a + 1 }, (_, i) => dayOfNumber(a + i)),
    offsetMinutes,
  };
}

/** The Monday on or before a day. */
export function weekStart(day: string): string {
  const n = dayNumber(day);
  // 1970-01-01 was a Thursday: (n + 3) % 7 is 0 on Mondays.
  return dayOfNumber(n - ((((n + 3) % 7) + 7) % 7));
}
