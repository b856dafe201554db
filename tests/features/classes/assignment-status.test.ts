import { describe, expect, it } from 'vitest';
import { assignmentHref } from '@/features/classes/components/assignment-item';
import { assignmentView, dueNext, findAssignment } from '@/features/classes/utils/assignment-status';
import { assignment } from './fixtures';

const NOW = Date.parse('2026-11-26T03:00:00.000Z');
const HOUR = 3_600_000;
const result = { resultId: 55, score: 8.5, percent: 85, submittedAt: '2026-11-25T03:00:00.000Z', late: false };

describe('assignment status mapping', () => {
  it.each([
    [{ window: 'UPCOMING', myStatus: 'NOT_STARTED', canStart: false }, 'UPCOMING', 'neutral', 'none'],
    [{ window: 'OPEN', myStatus: 'NOT_STARTED', canStart: true }, 'NOT_STARTED', 'info', 'start'],
    [{ window: 'OPEN', myStatus: 'IN_PROGRESS', canStart: true }, 'IN_PROGRESS', 'warning', 'continue'],
    [{ window: 'OPEN', myStatus: 'SUBMITTED', canStart: true, myResult: result }, 'SUBMITTED', 'success', 'result'],
    [
      { window: 'PAST_DUE', myStatus: 'LATE', canStart: true, myResult: { ...result, late: true } },
      'LATE',
      'warning',
      'result',
    ],
    [{ window: 'PAST_DUE', myStatus: 'MISSED', canStart: true }, 'MISSED', 'danger', 'startLate'],
    [{ window: 'PAST_DUE', myStatus: 'MISSED', canStart: false }, 'MISSED', 'danger', 'none'],
    [{ window: 'PAST_DUE', myStatus: 'IN_PROGRESS', canStart: true }, 'IN_PROGRESS', 'warning', 'continue'],
  ] as const)('%o → %s, %s, %s', (facts, label, tone, action) => {
    const view = assignmentView(assignment(facts), NOW);
    expect(view).toMatchObject({ label, tone, action });
  });

  it('due soon: open, not done, due within 72 hours and not past', () => {
    const dueIn = (hours: number) => new Date(NOW + hours * HOUR).toISOString();
    expect(assignmentView(assignment({ dueAt: dueIn(71) }), NOW).dueSoon).toBe(true);
    expect(assignmentView(assignment({ dueAt: dueIn(73) }), NOW).dueSoon).toBe(false);
    expect(assignmentView(assignment({ dueAt: dueIn(2), myStatus: 'IN_PROGRESS' }), NOW).dueSoon).toBe(true);
    expect(assignmentView(assignment({ dueAt: dueIn(2), myStatus: 'SUBMITTED', myResult: result }), NOW).dueSoon).toBe(
      false,
    );
    expect(assignmentView(assignment({ dueAt: dueIn(-1), window: 'PAST_DUE', myStatus: 'MISSED' }), NOW).dueSoon).toBe(
      false,
    );
  });

  it('start and continue open the existing player on the test; a result opens the class result page', () => {
    const item = assignment();
    expect(assignmentHref(item, 'start')).toBe('/practice-test/kiem-tra-15-phut-unit-3');
    expect(assignmentHref(item, 'continue')).toBe('/practice-test/kiem-tra-15-phut-unit-3?resume=1');
    expect(assignmentHref(item, 'result')).toBe('/classes/tieng-anh-6a2/unit-test-results/kiem-tra-15-phut-unit-3');
  });

  it('a results link finds its assignment by the test slug, preferring one with a result', () => {
    const a = assignment({ id: 1, dueAt: '2026-11-30T00:00:00Z' });
    const b = assignment({ id: 2, dueAt: '2026-11-10T00:00:00Z', myStatus: 'SUBMITTED', myResult: result });
    const other = assignment({ id: 3, unitTest: { ...a.unitTest, slug: 'another' } });
    expect(findAssignment([a, b, other], 'kiem-tra-15-phut-unit-3')?.id).toBe(2);
    expect(findAssignment([a, other], 'kiem-tra-15-phut-unit-3')?.id).toBe(1);
    expect(findAssignment([a], 'missing')).toBeUndefined();
  });

  it('"due next" keeps open and upcoming tests not done yet, nearest due first', () => {
    const items = [
      assignment({ id: 1, dueAt: new Date(NOW + 50 * HOUR).toISOString() }),
      assignment({ id: 2, dueAt: new Date(NOW + 5 * HOUR).toISOString(), window: 'UPCOMING' }),
      assignment({ id: 3, dueAt: new Date(NOW + 1 * HOUR).toISOString(), myStatus: 'SUBMITTED', myResult: result }),
      assignment({ id: 4, dueAt: new Date(NOW - 1 * HOUR).toISOString(), window: 'PAST_DUE', myStatus: 'MISSED' }),
    ];
    expect(dueNext(items, NOW).map((item) => item.id)).toEqual([2, 1]);
  });
});
