import { describe, expect, it } from 'vitest';
import { formatApiDateTime, formatDate, formatDateTime, formatMonthDay, formatTimeDate, parseDate } from '@/lib/dates';

// Local time, so the expectations hold in any time zone.
const date = new Date(2024, 0, 5, 9, 7, 3);

describe('date formats (spec §9)', () => {
  it('formats every format of the spec', () => {
    expect(formatDateTime(date)).toBe('05/01/2024 09:07');
    expect(formatTimeDate(date)).toBe('09:07 05/01/2024');
    expect(formatApiDateTime(date)).toBe('2024-01-05 09:07:03');
    expect(formatMonthDay(date)).toBe('01/05');
    expect(formatDate(date)).toBe('05/01/2024');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });

  it('parses strictly', () => {
    expect(parseDate('2024-01-05 09:07:03')?.toDate()).toEqual(date);
    expect(parseDate('05/01/2024', 'date')?.format('YYYY-MM-DD')).toBe('2024-01-05');
    expect(parseDate('2024-13-05 09:07:03')).toBeNull();
    expect(parseDate('5/1/2024', 'date')).toBeNull();
  });
});
