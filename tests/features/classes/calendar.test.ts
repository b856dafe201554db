import { describe, expect, it } from 'vitest';
import {
  dayAfterKey,
  isVisible,
  lastDays,
  shiftCursor,
  visibleRange,
  visibleWeeks,
} from '@/features/classes/utils/days';
import { eventsByDay } from '@/features/classes/utils/schedule';
import { assignment } from './fixtures';

describe('calendar days (Monday-first weeks, dayjs isoWeek)', () => {
  it('a month page is whole weeks from the Monday before the 1st to the Sunday after the last day', () => {
    // November 2026: Sunday the 1st, Monday the 30th.
    const weeks = visibleWeeks('2026-11-18', 'month');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.[0]).toBe('2026-10-26');
    expect(weeks[0]?.[6]).toBe('2026-11-01');
    expect(weeks[5]?.[0]).toBe('2026-11-30');
    expect(weeks[5]?.[6]).toBe('2026-12-06');
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(visibleRange('2026-11-18', 'month')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
  });

  it('February 2027 starts on a Monday and fits four weeks', () => {
    const weeks = visibleWeeks('2027-02-10', 'month');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toBe('2027-02-01');
    expect(weeks[3]?.[6]).toBe('2027-02-28');
  });

  it('a week page is Monday to Sunday around the day, a Sunday belonging to the week before', () => {
    expect(visibleWeeks('2026-11-26', 'week')).toEqual([
      ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'],
    ]);
    expect(visibleRange('2026-11-29', 'week')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });

  it('pages by a month or a week, across years', () => {
    expect(shiftCursor('2026-12-15', 'month', 1)).toBe('2027-01-15');
    expect(shiftCursor('2026-03-31', 'month', -1)).toBe('2026-02-28');
    expect(shiftCursor('2026-12-30', 'week', 1)).toBe('2027-01-06');
  });

  it('moves the focus with the date-grid keys', () => {
    expect(dayAfterKey('2026-11-01', 'ArrowLeft')).toBe('2026-10-31');
    expect(dayAfterKey('2026-11-30', 'ArrowRight')).toBe('2026-12-01');
    expect(dayAfterKey('2026-11-26', 'ArrowUp')).toBe('2026-11-19');
    expect(dayAfterKey('2026-11-26', 'ArrowDown')).toBe('2026-12-03');
    expect(dayAfterKey('2026-11-26', 'Home')).toBe('2026-11-23');
    expect(dayAfterKey('2026-11-26', 'End')).toBe('2026-11-29');
    expect(dayAfterKey('2026-01-31', 'PageDown')).toBe('2026-02-28');
    expect(dayAfterKey('2026-11-26', 'PageUp')).toBe('2026-10-26');
    expect(dayAfterKey('2026-11-26', 'Enter')).toBeNull();
    expect(dayAfterKey('2026-11-26', 'a')).toBeNull();
  });

  it('knows which days a page shows', () => {
    expect(isVisible('2026-12-06', '2026-11-10', 'month')).toBe(true);
    expect(isVisible('2026-12-07', '2026-11-10', 'month')).toBe(false);
    expect(isVisible('2026-11-22', '2026-11-26', 'week')).toBe(false);
  });

  it('the last n days end today', () => {
    expect(lastDays('2026-11-26', 30)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(lastDays('2026-11-26', 1)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
  });
});

describe('schedule events', () => {
  it('puts a test on the day it opens and the day it is due, in local days, ordered by time', () => {
    const early = assignment({ id: 1, openAt: '2026-11-23T02:00:00', dueAt: '2026-11-26T10:00:00' });
    const late = assignment({ id: 2, openAt: '2026-11-25T08:00:00', dueAt: '2026-11-26T08:00:00' });
    const sameDay = assignment({ id: 3, openAt: '2026-11-27T07:00:00', dueAt: '2026-11-27T09:00:00' });
    const events = eventsByDay([early, late, sameDay]);
    expect(events.get('2026-11-23')?.map((e) => [e.kind, e.assignment.id])).toEqual([['opens', 1]]);
    expect(events.get('2026-11-25')?.map((e) => [e.kind, e.assignment.id])).toEqual([['opens', 2]]);
    expect(events.get('2026-11-26')?.map((e) => [e.kind, e.assignment.id])).toEqual([
      ['due', 2],
      ['due', 1],
    ]);
    expect(events.get('2026-11-27')?.map((e) => [e.kind, e.assignment.id])).toEqual([['due', 3]]);
    expect(events.has('2026-11-24')).toBe(false);
  });
});
