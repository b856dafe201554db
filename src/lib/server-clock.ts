/**
 * How far the server's clock is from this device's, measured once with `/api/time` and shared
 * by every countdown (the player's timer, the adaptive test's question clock, the events'
 * countdowns). The measure corrects for the round trip: the server read its clock, on average,
 * halfway between sending and receiving, so offset = serverTime − (sentAt + receivedAt) / 2.
 */
import { apiRoutes } from '@/config/paths';

/** One exchange with the time endpoint, in ms since the epoch. */
export interface ClockSample {
  /** The device's clock when the request left. */
  sentAt: number;
  /** The device's clock when the answer arrived. */
  receivedAt: number;
  /** The server's clock in the answer. */
  serverTime: number;
}

/** Milliseconds to add to the device's clock to read the server's. */
export function offsetOf({ sentAt, receivedAt, serverTime }: ClockSample): number {
  return serverTime - (sentAt + receivedAt) / 2;
}

/** The offset from a server time that came with another answer (no round-trip correction). */
export function offsetFromServerTime(serverNow: string, receivedAt = Date.now()): number {
  const server = Date.parse(serverNow);
  return Number.isFinite(server) ? server - receivedAt : 0;
}

/** A measure is kept this long; clocks drift slowly. */
const MEASURE_MAX_AGE_MS = 10 * 60_000;
/** Past this, the answer waited in some queue and halving the round trip says little. */
const MEASURE_TIMEOUT_MS = 4_000;

let measured: { offsetMs: number; at: number } | null = null;
let inFlight: Promise<number | null> | null = null;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** On this page's origin, like the API proxies: the site works at whatever address it is opened at. */
function timeUrl(): string {
  return typeof window === 'undefined' ? apiRoutes.time : new URL(apiRoutes.time, window.location.href).toString();
}

async function measure(fetchTime: Fetch, now: () => number): Promise<number | null> {
  try {
    const sentAt = now();
    const response = await fetchTime(timeUrl(), {
      cache: 'no-store',
      signal: AbortSignal.timeout(MEASURE_TIMEOUT_MS),
    });
    const receivedAt = now();
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: { epochMs?: unknown } };
    const serverTime = body.data?.epochMs;
    if (typeof serverTime !== 'number' || !Number.isFinite(serverTime)) return null;
    const offsetMs = offsetOf({ sentAt, receivedAt, serverTime });
    measured = { offsetMs, at: receivedAt };
    return offsetMs;
  } catch {
    return null;
  }
}

/**
 * The server clock's offset, measured now or recently; null when the endpoint cannot be reached
 * (the caller falls back on a server time it already has). Calls at the same time share one
 * request.
 */
export function measureServerOffset(
  fetchTime: Fetch = (input, init) => fetch(input, init),
  now: () => number = Date.now,
): Promise<number | null> {
  if (measured && now() - measured.at < MEASURE_MAX_AGE_MS) return Promise.resolve(measured.offsetMs);
  inFlight ??= measure(fetchTime, now).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The offset already measured, if any (for code that cannot wait). */
export function knownServerOffset(now: () => number = Date.now): number | null {
  return measured && now() - measured.at < MEASURE_MAX_AGE_MS ? measured.offsetMs : null;
}

/** Forgets the measure (tests). */
export function resetServerClock(): void {
  measured = null;
  inFlight = null;
}
