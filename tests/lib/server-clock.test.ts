import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  knownServerOffset,
  measureServerOffset,
  offsetFromServerTime,
  offsetOf,
  resetServerClock,
} from '@/lib/server-clock';
import { server } from '../msw/server';

const TIME_URL = 'http://localhost:3000/api/time';

afterEach(() => resetServerClock());

/** A device clock that reads the given instants, one per call. */
function deviceClock(...readings: number[]): () => number {
  let index = 0;
  return () => readings[Math.min(index++, readings.length - 1)] ?? 0;
}

function answerTime(epochMs: number) {
  server.use(http.get(TIME_URL, () => HttpResponse.json({ result: true, data: { now: '', epochMs } })));
}

describe('offsetOf', () => {
  it('takes the server to have read its clock halfway through the round trip', () => {
    // Sent at 1000, back at 1400: the server's 5200 was read at the device's 1200.
    expect(offsetOf({ sentAt: 1_000, receivedAt: 1_400, serverTime: 5_200 })).toBe(4_000);
    // A device ahead of the server gives a negative offset.
    expect(offsetOf({ sentAt: 10_000, receivedAt: 10_100, serverTime: 7_050 })).toBe(-3_000);
  });

  it('is the plain difference when the answer is instant', () => {
    expect(offsetOf({ sentAt: 2_000, receivedAt: 2_000, serverTime: 2_500 })).toBe(500);
  });
});

describe('offsetFromServerTime', () => {
  it('is the server time minus the arrival, and 0 for a time that does not parse', () => {
    expect(offsetFromServerTime('1970-01-01T00:00:05.000Z', 3_000)).toBe(2_000);
    expect(offsetFromServerTime('not a time', 3_000)).toBe(0);
  });
});

describe('measureServerOffset', () => {
  it('measures with the time endpoint, corrected for the round trip, and keeps the measure', async () => {
    answerTime(60_300);
    expect(await measureServerOffset(undefined, deviceClock(10_000, 10_600))).toBe(50_000);
    expect(knownServerOffset(() => 10_700)).toBe(50_000);
    // Within ten minutes the measure is reused: the endpoint is not asked again.
    answerTime(0);
    expect(await measureServerOffset(undefined, () => 20_000)).toBe(50_000);
  });

  it('measures again once the measure is old', async () => {
    answerTime(60_300);
    await measureServerOffset(undefined, deviceClock(10_000, 10_600));
    answerTime(1_000_100);
    expect(await measureServerOffset(undefined, deviceClock(700_000, 700_000, 700_200))).toBe(300_000);
  });

  it('shares one request between callers at the same time', async () => {
    let calls = 0;
    server.use(
      http.get(TIME_URL, () => {
        calls += 1;
        return HttpResponse.json({ result: true, data: { now: '', epochMs: 5_000 } });
      }),
    );
    const clock = () => 1_000;
    const both = await Promise.all([measureServerOffset(undefined, clock), measureServerOffset(undefined, clock)]);
    expect(both).toEqual([4_000, 4_000]);
    expect(calls).toBe(1);
  });

  it('answers null when the endpoint fails or answers no time, so the caller falls back', async () => {
    server.use(http.get(TIME_URL, () => HttpResponse.json({ result: false }, { status: 500 })));
    expect(await measureServerOffset()).toBeNull();
    server.use(http.get(TIME_URL, () => HttpResponse.json({ result: true, data: { epochMs: 'soon' } })));
    expect(await measureServerOffset()).toBeNull();
    server.use(http.get(TIME_URL, () => HttpResponse.error()));
    expect(await measureServerOffset()).toBeNull();
    expect(knownServerOffset()).toBeNull();
  });
});
