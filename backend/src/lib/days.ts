/**
 * Calendar days (YYYY-MM-DD) of instants and streaks of days: shared by the class statistics
 * (days at a fixed UTC offset) and the daily goal (days in an IANA time zone).
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00.000Z`) / DAY_MS;
}

export function dayOfNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

function previousDay(day: string): string {
  return dayOfNumber(dayNumber(day) - 1);
}

/** The local day (YYYY-MM-DD) of an instant at an offset. */
export function localDay(iso: string, offsetMinutes: number): string {
  return new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Whether the runtime knows an IANA time zone ('Asia/Ho_Chi_Minh'). */
export function isTimeZone(timeZone: string): boolean {
  try {
    zoneFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** The calendar day (YYYY-MM-DD) of an instant in an IANA time zone, daylight saving included. */
export function dayInZone(iso: string, timeZone: string): string {
  const parts = zoneFormat(timeZone).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Consecutive days ending at `today` (or yesterday, when today has none) and the longest run. */
export function streakOf(
  activeDays: ReadonlySet<string>,
  today: string,
): { current: number; longest: number; todayDone: boolean; lastActiveDate: string | null } {
  const sorted = [...activeDays].sort();
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of sorted) {
    run = previous !== null && previousDay(day) === previous ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const todayDone = activeDays.has(today);
  let current = 0;
  let cursor = todayDone ? today : previousDay(today);
  while (activeDays.has(cursor)) {
    current += 1;
    cursor = previousDay(cursor);
  }
  return { current, longest, todayDone, lastActiveDate: sorted.at(-1) ?? null };
}
