/**
 * Calendar arithmetic of the test schedule and the analytics, on dayjs with its isoWeek module:
 * weeks start on Monday, days are the browser's local days, written YYYY-MM-DD as the API takes
 * them.
 */
import dayjs, { type ConfigType, type Dayjs } from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';

dayjs.extend(isoWeek);

const DAY_FORMAT = 'YYYY-MM-DD';
export type CalendarView = 'month' | 'week';

/** Minutes east of UTC of the browser's zone now (Vietnam: 420), for the API's day counting. */
export function timezoneOffsetMinutes(date: Date = new Date()): number {
  return -date.getTimezoneOffset() || 0;
}

export const toDay = (value: ConfigType): string => dayjs(value).format(DAY_FORMAT);
export const parseDay = (day: string): Dayjs => dayjs(day, DAY_FORMAT);

/** The days shown for `cursor`: whole Monday–Sunday weeks covering its month, or its one week. */
export function visibleWeeks(cursor: string, view: CalendarView): string[][] {
  const at = parseDay(cursor);
  const first = view === 'month' ? at.startOf('month').startOf('isoWeek') : at.startOf('isoWeek');
  const last = view === 'month' ? at.endOf('month').endOf('isoWeek') : at.endOf('isoWeek');
  const weeks: string[][] = [];
  for (let day = first; !day.isAfter(last, 'day'); day = day.add(7, 'day')) {
    weeks.push(Array.from({ length: 7 }, (_, i) => day.add(i, 'day').format(DAY_FORMAT)));
  }
  return weeks;
}

/** The first and last day shown, for the calendar request. */
export function visibleRange(cursor: string, view: CalendarView): { from: string; to: string } {
  const weeks = visibleWeeks(cursor, view);
  const firstWeek = weeks[0] ?? [];
  const lastWeek = weeks[weeks.length - 1] ?? [];
  return { from: firstWeek[0] ?? cursor, to: lastWeek[6] ?? cursor };
}

/** The cursor one page earlier (-1) or later (+1): a month or a week. */
export function shiftCursor(cursor: string, view: CalendarView, step: -1 | 1): string {
  return parseDay(cursor).add(step, view).format(DAY_FORMAT);
}

/**
 * The day a key moves the focus to in the grid (the WAI-ARIA date-grid keys), or null for any
 * other key: arrows by a day or a week, Home/End to the week's ends, PageUp/PageDown by a month.
 */
export function dayAfterKey(day: string, key: string): string | null {
  const at = parseDay(day);
  switch (key) {
    case 'ArrowLeft':
      return at.subtract(1, 'day').format(DAY_FORMAT);
    case 'ArrowRight':
      return at.add(1, 'day').format(DAY_FORMAT);
    case 'ArrowUp':
      return at.subtract(7, 'day').format(DAY_FORMAT);
    case 'ArrowDown':
      return at.add(7, 'day').format(DAY_FORMAT);
    case 'Home':
      return at.startOf('isoWeek').format(DAY_FORMAT);
    case 'End':
      return at.endOf('isoWeek').format(DAY_FORMAT);
    case 'PageUp':
      return at.subtract(1, 'month').format(DAY_FORMAT);
    case 'PageDown':
      return at.add(1, 'month').format(DAY_FORMAT);
    default:
      return null;
  }
}

/** Whether `day` is shown by the page of `cursor`. */
export function isVisible(day: string, cursor: string, view: CalendarView): boolean {
  const { from, to } = visibleRange(cursor, view);
  return day >= from && day <= to;
}

/** The last `days` days up to and including `today`. */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return {
    from: parseDay(today)
      .subtract(days - 1, 'day')
      .format(DAY_FORMAT),
    to: today,
  };
}
