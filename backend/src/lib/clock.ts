/**
 * Time source for everything that compares against "now" (token expiry, session timestamps).
 * Injected so tests can move time forward instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ManualClock extends Clock {
  set(date: Date): void;
  advance(ms: number): void;
}

/** A clock that only moves when told to; used by tests and scripted scenarios. */
export function createManualClock(start: Date = new Date('2025-01-01T00:00:00.000Z')): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** Vietnam is GMT+7 all year (no daylight saving). */
export const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

/** The Vietnam calendar day (yyyy-MM-dd) of an instant: daily limits reset at midnight GMT+7. */
export function vietnamDay(date: Date): string {
  return new Date(date.getTime() + VIETNAM_OFFSET_MS).toISOString().slice(0, 10);
}
