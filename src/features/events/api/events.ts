/** POST /itf/user-event and /itf/user-event/join: the events (with the caller's joined flag) and joining one. */
import { eventsApi } from '@contract/client-api';
import type { EventStatus } from '@contract/event-rules';
import type { EventListData, EventMembershipDto } from '@contract/events';
import useSWR from 'swr';
import { call, keyOf } from '@/lib/api/call';

const PAGE_SIZE = 50;

const bodyOf = (status: EventStatus | undefined) => ({ pageSize: PAGE_SIZE, ...(status ? { status } : {}) });

const eventKeys = {
  /** One list per status filter and per viewer (the joined flags differ). */
  list: (status: EventStatus | undefined, signedIn: boolean) =>
    keyOf(eventsApi.list, { body: bodyOf(status) }, { viewer: signedIn ? 'me' : 'guest' }),
} as const;

/** The list, and the server's clock minus the device's when it arrived (countdowns follow the server). */
export interface EventsRead {
  list: EventListData;
  offsetMs: number;
}

async function getEvents(status: EventStatus | undefined): Promise<EventsRead> {
  // Loaded with the first read, not with the page: the page's first-load JavaScript is at its budget.
  const clock = import('@/lib/server-clock');
  const [list, offsetMs] = await Promise.all([
    call(eventsApi.list, { body: bodyOf(status) }),
    clock.then(({ measureServerOffset }) => measureServerOffset()),
  ]);
  return { list, offsetMs: offsetMs ?? (await clock).offsetFromServerTime(list.now) };
}

/** The events of a status (all when omitted), read again every minute and on focus. */
export function useEvents(status: EventStatus | undefined, signedIn: boolean) {
  return useSWR(eventKeys.list(status, signedIn), () => getEvents(status), {
    refreshInterval: 60_000,
    revalidateOnFocus: true,
    keepPreviousData: true,
  });
}

export function joinEvent(eventId: number): Promise<EventMembershipDto> {
  return call(eventsApi.join, { body: { eventId } });
}
