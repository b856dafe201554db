/** The enumerations and limits of practice-test events (no TypeBox: the web app loads it). */

/** Spec §5: an event's status, computed by the server from its window against the current time. */
export const EVENT_STATUSES = ['UPCOMING', 'ONGOING', 'ENDED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

export const EVENTS_PAGE_SIZE = { DEFAULT: 20, MAX: 50 } as const;

/** How many places an ended event's ranking shows. */
export const EVENT_RANKING_SIZE = 20;

/** The query parameter that opens a test page as part of an event (`/practice-test/{slug}?event=3`). */
export const EVENT_QUERY_PARAM = 'event';

/** Where a window puts an instant: before its start, inside it (start included), after its end. */
export function eventStatusAt(startsAt: string, endsAt: string, now: Date): EventStatus {
  const at = now.getTime();
  if (at < Date.parse(startsAt)) return 'UPCOMING';
  if (at < Date.parse(endsAt)) return 'ONGOING';
  return 'ENDED';
}
