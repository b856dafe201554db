import type { Clock } from './clock';
import { tooManyRequests } from './errors';

/**
 * In-memory fixed-window rate limiting. Each (rule, key) pair gets a window that opens at its
 * first counted request and lasts `windowMs`; once `limit` requests were counted in it, further
 * ones are refused until it closes. Memory stays per process: good enough for one API process,
 * and it needs no extra service or dependency. Time comes from the injected clock so tests move
 * it instead of sleeping.
 */

export interface RateLimitRule {
  /** Stable name, part of the bucket key. */
  name: string;
  limit: number;
  windowMs: number;
  /** Shown to the caller when the limit is hit. */
  message: string;
}

/**
 * Growing delays after failures: the first `free` failures of a key cost nothing, then each
 * further try waits `baseDelayMs`, doubled per failure up to `maxDelayMs`, after the last failure.
 * A key forgets its failures `forgetAfterMs` after the last one.
 */
export interface BackoffRule {
  name: string;
  free: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  message: string;
}

const MINUTE = 60_000;

/**
 * Sign-in failures (decision 0033): by account (its id, so its phone and e-mail share one budget;
 * the typed string for a phone or e-mail with no account, so both answer alike) and address, and
 * by account from every address. The account-wide delay holds only for addresses that have failed
 * that account themselves: its owner, signing in from elsewhere, is never locked out.
 */
export const SIGN_IN_BACKOFF = {
  perAccountAddress: {
    name: 'login-account-address',
    free: 5,
    baseDelayMs: 1_000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
    message: 'Too many failed sign-in attempts for this account. Please wait a moment and try again.',
  },
  perAccount: {
    name: 'login-account',
    free: 20,
    baseDelayMs: 1_000,
    maxDelayMs: 15 * MINUTE,
    forgetAfterMs: 60 * MINUTE,
    message: 'Too many failed sign-in attempts for this account. Please wait a moment and try again.',
  },
} as const satisfies Record<string, BackoffRule>;

/** The documented limits (decision 0005), before RATE_LIMIT_MULTIPLIER. */
export const RATE_LIMITS = {
  /**
   * Failed sign-ins from one IP address, whatever the account: only a ceiling against spraying
   * many accounts, high enough for a whole school behind one address (decision 0033).
   */
  loginPerIp: {
    name: 'login-ip',
    limit: 300,
    windowMs: 15 * MINUTE,
    message: 'Too many failed sign-in attempts. Please try again later.',
  },
  /** Codes actually sent to one phone number or e-mail address. */
  otpSendPerDestination: {
    name: 'otp-send-destination',
    limit: 5,
    windowMs: 60 * MINUTE,
    message: 'Too many codes were sent to this phone number or e-mail. Please try again later.',
  },
  /** "Send a code" calls from one IP address. */
  otpSendPerIp: {
    name: 'otp-send-ip',
    limit: 20,
    windowMs: 60 * MINUTE,
    message: 'Too many code requests. Please try again later.',
  },
  /** "Check a code" calls from one IP address (each code also allows only 5 wrong tries). */
  otpVerifyPerIp: {
    name: 'otp-verify-ip',
    limit: 60,
    windowMs: 15 * MINUTE,
    message: 'Too many verification attempts. Please try again later.',
  },
  userExistPerIp: {
    name: 'user-exist-ip',
    limit: 30,
    windowMs: MINUTE,
    message: 'Too many requests. Please try again later.',
  },
  /** Password changes (each checks the old password) by one account. */
  changePasswordPerUser: {
    name: 'change-password-user',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many password change attempts. Please try again later.',
  },
  /** Unknown class codes tried by one account: joining is not a way to guess other classes' codes. */
  joinCodePerUser: {
    name: 'join-code-user',
    limit: 20,
    windowMs: 15 * MINUTE,
    message: 'Too many wrong class codes. Please check the code with your teacher and try again later.',
  },
  /** Speaking recordings sent for one attempt: a whole test's takes and retakes, not a flood. */
  speakingUploadPerAttempt: {
    name: 'speaking-upload-attempt',
    limit: 60,
    windowMs: 15 * MINUTE,
    message: 'Too many recordings for this test. Please wait a few minutes before recording again.',
  },
  /** Recordings sent by guests from one address, across attempts (a class of guests included). */
  guestSpeakingUploadPerIp: {
    name: 'speaking-upload-guest-ip',
    limit: 600,
    windowMs: 60 * MINUTE,
    message: 'Too many recordings from this network. Please sign in, or try again later.',
  },
  /**
   * Activation codes that failed (unknown, malformed, expired, used up…) for one account, and
   * from one address: using codes one has is never slowed down, guessing them is.
   */
  activationCodePerUser: {
    name: 'activation-code-user',
    limit: 10,
    windowMs: 15 * MINUTE,
    message: 'Too many wrong activation codes. Please check the code and try again later.',
  },
  activationCodePerIp: {
    name: 'activation-code-ip',
    limit: 60,
    windowMs: 15 * MINUTE,
    message: 'Too many wrong activation codes. Please check the code and try again later.',
  },
} as const satisfies Record<string, RateLimitRule>;

export interface RateLimiterOptions {
  clock: Clock;
  /** RATE_LIMIT_MULTIPLIER: scales every limit (never below 1). */
  multiplier?: number;
  /** Buckets kept before expired ones are swept; bounds memory under a flood of keys. */
  maxBuckets?: number;
}

interface Bucket {
  windowEnd: number;
  count: number;
}

interface Failures {
  count: number;
  last: number;
}

export function createRateLimiter({ clock, multiplier = 1, maxBuckets = 50_000 }: RateLimiterOptions) {
  const buckets = new Map<string, Bucket>();
  const failures = new Map<string, Failures>();

  const limitOf = (rule: RateLimitRule) => Math.max(1, Math.floor(rule.limit * multiplier));
  const bucketKey = (rule: { name: string }, key: string) => `${rule.name}\u0000${key}`;

  function sweep(now: number): void {
    for (const [key, bucket] of buckets) {
      if (bucket.windowEnd <= now) buckets.delete(key);
    }
    // Still full of live buckets: drop the oldest (Map keeps insertion order) rather than grow.
    for (const key of buckets.keys()) {
      if (buckets.size < maxBuckets) break;
      buckets.delete(key);
    }
  }

  function liveBucket(rule: RateLimitRule, key: string, now: number): Bucket | undefined {
    const id = bucketKey(rule, key);
    const bucket = buckets.get(id);
    if (bucket && bucket.windowEnd <= now) {
      buckets.delete(id);
      return undefined;
    }
    return bucket;
  }

  /** Seconds until the rule allows `key` again, or 0 when it is allowed now. */
  function retryAfter(rule: RateLimitRule, key: string): number {
    const now = clock.now().getTime();
    const bucket = liveBucket(rule, key, now);
    if (!bucket || bucket.count < limitOf(rule)) return 0;
    return Math.max(1, Math.ceil((bucket.windowEnd - now) / 1000));
  }

  /** Throws 429 TOO_MANY_REQUESTS (with retryAfter) when the limit is used up; counts nothing. */
  function assertAllowed(rule: RateLimitRule, key: string): void {
    const wait = retryAfter(rule, key);
    if (wait > 0) throw tooManyRequests(wait, rule.message);
  }

  /** Counts one request against the rule. */
  function record(rule: RateLimitRule, key: string): void {
    const now = clock.now().getTime();
    const bucket = liveBucket(rule, key, now);
    if (bucket) {
      bucket.count += 1;
      return;
    }
    if (buckets.size >= maxBuckets) sweep(now);
    buckets.set(bucketKey(rule, key), { windowEnd: now + rule.windowMs, count: 1 });
  }

  function liveFailures(rule: BackoffRule, key: string, now: number): Failures | undefined {
    const id = bucketKey(rule, key);
    const entry = failures.get(id);
    if (entry && entry.last + rule.forgetAfterMs <= now) {
      failures.delete(id);
      return undefined;
    }
    return entry;
  }

  /** Milliseconds the key still has to wait under the rule (0: it may try now). */
  function backoffWait(rule: BackoffRule, key: string): number {
    const now = clock.now().getTime();
    const entry = liveFailures(rule, key, now);
    const free = Math.max(1, Math.floor(rule.free * multiplier));
    if (!entry || entry.count < free) return 0;
    const delay = Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(entry.count - free, 30));
    return Math.max(0, entry.last + delay - now);
  }

  return {
    /** Failures the key has under a backoff rule (0 when it has none, or forgot them). */
    failures: (rule: BackoffRule, key: string): number => liveFailures(rule, key, clock.now().getTime())?.count ?? 0,
    /** Throws 429 TOO_MANY_REQUESTS (with retryAfter) while the key has to wait. */
    assertBackoff(rule: BackoffRule, key: string): void {
      const wait = backoffWait(rule, key);
      if (wait > 0) throw tooManyRequests(Math.max(1, Math.ceil(wait / 1000)), rule.message);
    },
    recordFailure(rule: BackoffRule, key: string): void {
      const now = clock.now().getTime();
      const entry = liveFailures(rule, key, now);
      if (entry) {
        entry.count += 1;
        entry.last = now;
        return;
      }
      // Full: drop the oldest keys (Map keeps insertion order) rather than grow.
      for (const id of failures.keys()) {
        if (failures.size < maxBuckets) break;
        failures.delete(id);
      }
      failures.set(bucketKey(rule, key), { count: 1, last: now });
    },
    /** Forgets the key's failures (a right password from that place). */
    clearFailures(rule: BackoffRule, key: string): void {
      failures.delete(bucketKey(rule, key));
    },
    retryAfter,
    assertAllowed,
    record,
    /** assertAllowed, then record: for rules where every request counts. */
    consume(rule: RateLimitRule, key: string): void {
      assertAllowed(rule, key);
      record(rule, key);
    },
    /** Number of live or not yet swept buckets (memory bound checks). */
    size: (): number => buckets.size,
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
