import { describe, expect, it } from 'vitest';
import { createManualClock } from '../src/lib/clock';
import { AppError } from '../src/lib/errors';
import { createRateLimiter, RATE_LIMITS, SIGN_IN_BACKOFF, type RateLimitRule } from '../src/lib/rate-limit';
import { createTestApp, failureOf, loginOk, postJson, STUDENT } from './helpers';

const rule: RateLimitRule = { name: 'test', limit: 3, windowMs: 60_000, message: 'Slow down.' };

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('createRateLimiter (fixed window)', () => {
  it('allows `limit` requests per window per key, then refuses with the seconds left', () => {
    const clock = createManualClock();
    const limiter = createRateLimiter({ clock });
    for (let i = 0; i < 3; i += 1) limiter.consume(rule, 'a');
    clock.advance(10_400);
    const error = refusal(() => limiter.consume(rule, 'a'));
    expect(error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Slow down.', retryAfter: 50 });
    // Other keys and other rules have their own budget.
    limiter.consume(rule, 'b');
    limiter.consume({ ...rule, name: 'other' }, 'a');
  });

  it('opens a new window once the old one is over (not a sliding window)', () => {
    const clock = createManualClock();
    const limiter = createRateLimiter({ clock });
    limiter.consume(rule, 'a');
    clock.advance(59_999);
    limiter.consume(rule, 'a');
    limiter.consume(rule, 'a');
    expect(limiter.retryAfter(rule, 'a')).toBe(1);
    clock.advance(1);
    expect(limiter.retryAfter(rule, 'a')).toBe(0);
    for (let i = 0; i < 3; i += 1) limiter.consume(rule, 'a');
    expect(limiter.retryAfter(rule, 'a')).toBe(60);
  });

  it('assertAllowed counts nothing; record counts without checking', () => {
    const limiter = createRateLimiter({ clock: createManualClock() });
    for (let i = 0; i < 10; i += 1) limiter.assertAllowed(rule, 'a');
    for (let i = 0; i < 3; i += 1) limiter.record(rule, 'a');
    expect(() => limiter.assertAllowed(rule, 'a')).toThrow(AppError);
  });

  it('scales limits by the multiplier, never below 1', () => {
    const clock = createManualClock();
    const raised = createRateLimiter({ clock, multiplier: 2.5 });
    for (let i = 0; i < 7; i += 1) raised.consume(rule, 'a');
    expect(() => raised.consume(rule, 'a')).toThrow(AppError);
    const lowered = createRateLimiter({ clock, multiplier: 0.01 });
    lowered.consume(rule, 'a');
    expect(() => lowered.consume(rule, 'a')).toThrow(AppError);
  });

  it('keeps memory bounded: expired buckets are swept, then the oldest dropped', () => {
    const clock = createManualClock();
    const limiter = createRateLimiter({ clock, maxBuckets: 10 });
    for (let i = 0; i < 10; i += 1) limiter.record(rule, `old-${i}`);
    clock.advance(60_000);
    limiter.record(rule, 'new');
    expect(limiter.size()).toBe(1);
    for (let i = 0; i < 30; i += 1) limiter.record(rule, `live-${i}`);
    expect(limiter.size()).toBeLessThanOrEqual(10);
  });

  it('documents the product limits', () => {
    expect(RATE_LIMITS.loginPerIp).toMatchObject({ limit: 300, windowMs: 15 * 60_000 });
    expect(SIGN_IN_BACKOFF.perAccountAddress).toMatchObject({ free: 5, maxDelayMs: 15 * 60_000 });
    expect(SIGN_IN_BACKOFF.perAccount).toMatchObject({ free: 20, maxDelayMs: 15 * 60_000 });
    expect(RATE_LIMITS.otpSendPerDestination).toMatchObject({ limit: 5, windowMs: 60 * 60_000 });
    expect(RATE_LIMITS.userExistPerIp).toMatchObject({ limit: 30, windowMs: 60_000 });
  });
});

describe('sign-in rate limits', () => {
  const attempt = (
    app: Awaited<ReturnType<typeof createTestApp>>,
    username: string,
    password: string,
    remoteAddress = '127.0.0.1',
  ) => app.api.inject({ method: 'POST', url: '/auth/login', remoteAddress, payload: { username, password } });

  it('an account failed from one address waits there, with the seconds to wait, until the failures are forgotten', async () => {
    const app = await createTestApp();
    for (let i = 0; i < 5; i += 1) {
      expect(failureOf(await attempt(app, STUDENT.phone, `Wrong@${i}000`, '10.0.0.1')).code).toBe('INCORRECT_PASSWORD');
    }
    const blocked = await attempt(app, STUDENT.phone, STUDENT.password, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(failureOf(blocked)).toMatchObject({
      result: false,
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many failed sign-in attempts for this account. Please wait a moment and try again.',
      retryAfter: 1,
    });
    expect(blocked.headers['retry-after']).toBe('1');
    app.clock.advance(1_000);
    expect((await attempt(app, STUDENT.phone, STUDENT.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('successful sign-ins do not count', async () => {
    const app = await createTestApp({ MAX_DEVICES: '100' });
    for (let i = 0; i < 12; i += 1) await loginOk(app.api);
    expect((await attempt(app, STUDENT.phone, STUDENT.password)).statusCode).toBe(200);
  });

  it('300 failed sign-ins per IP address in 15 minutes, whatever the account', async () => {
    const app = await createTestApp({ RATE_LIMIT_MULTIPLIER: '0.1' });
    for (let i = 0; i < 30; i += 1) {
      const username = `08${String(i).padStart(8, '0')}`;
      expect(failureOf(await attempt(app, username, 'Whatever@1')).code).toBe('INCORRECT_PASSWORD');
    }
    const blocked = await attempt(app, STUDENT.phone, STUDENT.password);
    expect(blocked.statusCode).toBe(429);
    expect(failureOf(blocked)).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: 900 });
    // Another address is fine.
    expect((await attempt(app, STUDENT.phone, STUDENT.password, '10.0.0.1')).statusCode).toBe(200);
  });

  it('the two listeners share one budget', async () => {
    const app = await createTestApp();
    for (let i = 0; i < 5; i += 1)
      await postJson(i % 2 ? app.api : app.auth, '/auth/login', { username: STUDENT.phone, password: 'Wrong@1234' });
    const blocked = await postJson(app.auth, '/auth/login', { username: STUDENT.phone, password: STUDENT.password });
    expect(blocked.statusCode).toBe(429);
  });

  it('RATE_LIMIT_MULTIPLIER raises the sign-in limits', async () => {
    const app = await createTestApp({ RATE_LIMIT_MULTIPLIER: '2' });
    for (let i = 0; i < 9; i += 1) await attempt(app, STUDENT.phone, 'Wrong@1234', '10.0.0.1');
    expect((await attempt(app, STUDENT.phone, 'Wrong@1234', '10.0.0.1')).statusCode).toBe(400);
    expect((await attempt(app, STUDENT.phone, STUDENT.password, '10.0.0.1')).statusCode).toBe(429);
  });
});
