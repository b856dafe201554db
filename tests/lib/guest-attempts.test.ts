import { beforeEach, describe, expect, it } from 'vitest';
import {
  latestGuestCancellationOf,
  latestGuestResultOf,
  readGuestAttempts,
  rememberGuestAttempt,
} from '@/lib/results/guest-attempts';

describe('guest attempts in this browser', () => {
  beforeEach(() => window.localStorage.clear());

  it('remembers the result of a submitted attempt, so its test page can open it again', () => {
    rememberGuestAttempt(7, 'secret-7');
    expect(latestGuestResultOf(5)).toBeNull();
    rememberGuestAttempt(7, 'secret-7', { unitTestId: 5, resultId: 70 });
    expect(latestGuestResultOf(5)).toBe('70:secret-7');
    // Seen again without its result (the result screen re-renders): the result is kept.
    rememberGuestAttempt(7, 'secret-7');
    expect(readGuestAttempts()).toEqual([expect.objectContaining({ attemptId: 7, unitTestId: 5, resultId: 70 })]);
  });

  it('gives the latest result of that test, never one of another test', () => {
    rememberGuestAttempt(1, 'a', { unitTestId: 5, resultId: 10 });
    rememberGuestAttempt(2, 'b', { unitTestId: 6, resultId: 20 });
    rememberGuestAttempt(3, 'c:with-colon', { unitTestId: 5, resultId: 30 });
    expect(latestGuestResultOf(5)).toBe('30:c:with-colon');
    expect(latestGuestResultOf(6)).toBe('20:b');
    expect(latestGuestResultOf(9)).toBeNull();
  });

  it('knows when the latest result of a test is a cancellation, until a later result replaces it', () => {
    const at = '2026-11-25T07:30:00.000Z';
    rememberGuestAttempt(1, 'a', { unitTestId: 5, resultId: 10, cancelled: { reason: 'LEAVE', at } });
    expect(latestGuestCancellationOf(5)).toBe(`LEAVE|${at}`);
    // Seen again without its result: still the cancellation it was.
    rememberGuestAttempt(1, 'a');
    expect(latestGuestCancellationOf(5)).toBe(`LEAVE|${at}`);
    expect(latestGuestCancellationOf(6)).toBeNull();
    rememberGuestAttempt(2, 'b', { unitTestId: 5, resultId: 20 });
    expect(latestGuestCancellationOf(5)).toBeNull();
  });
});
