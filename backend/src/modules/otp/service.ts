import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_RULES, type OtpPurpose, type OtpSentData, type VerifyOtpData } from '@contract/api';
import type { Database } from '../../db/database';
import type { VerificationPurpose } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { AppError, invalidVerificationToken, tooManyRequests } from '../../lib/errors';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limit';
import { generateRefreshToken } from '../../lib/tokens';
import { isPhone, normalizeUsername, type UserByUsername } from '../account';
import { createOtpRepository, type StoredVerificationToken } from './repository';
import type { OtpLog, OtpSender } from './sender';

const OTP_LENGTH = OTP_RULES.CODE_LENGTH;
const OTP_TTL_MS = OTP_RULES.VALIDITY_SECONDS * 1000;
/** The resend countdown: a new code for the same destination and purpose only after this. */
const OTP_RESEND_AFTER_MS = OTP_RULES.RESEND_AFTER_SECONDS * 1000;
/** Wrong codes allowed: the MAX_ATTEMPTS-th wrong one burns the code. */
const OTP_MAX_ATTEMPTS = OTP_RULES.MAX_ATTEMPTS;
const VERIFICATION_TOKEN_TTL_MS = OTP_RULES.VERIFICATION_TOKEN_SECONDS * 1000;

/** "090****001" / "st****@example.com": enough for the user to recognise, not to harvest. */
export function maskDestination(destination: string): string {
  if (isPhone(destination)) return `${destination.slice(0, 3)}****${destination.slice(-3)}`;
  const at = destination.lastIndexOf('@');
  const local = destination.slice(0, at);
  return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}****${destination.slice(at)}`;
}

export function hashVerificationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface OtpServiceDeps {
  db: Database;
  users: UserByUsername;
  sender: OtpSender;
  limiter: RateLimiter;
  clock: Clock;
  /**
   * Key for the code HMAC. Six digits hashed without a secret could be brute-forced from a
   * database copy in a second; with it, a copy alone reveals nothing.
   */
  secret: string;
}

export interface RequestCodeInput {
  username: string;
  purpose: OtpPurpose;
  ip: string;
  log: OtpLog;
}

export interface VerifyCodeInput {
  username: string;
  code: string;
  purpose: OtpPurpose;
  ip: string;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function createOtpService({ db, users, sender, limiter, clock, secret }: OtpServiceDeps) {
  const codes = createOtpRepository(db);

  const hashCode = (destination: string, purpose: OtpPurpose, code: string) =>
    createHmac('sha256', secret).update(`${purpose}\u0000${destination}\u0000${code}`).digest('hex');
  const codeMatches = (stored: string, candidate: string) => {
    const a = Buffer.from(stored, 'hex');
    const b = Buffer.from(candidate, 'hex');
    return a.length === b.length && timingSafeEqual(a, b);
  };

  /**
   * Whether a code for this purpose may go to this destination: REGISTER only to a phone or
   * e-mail without an account, FORGOT_PASSWORD only to one with an account. The caller is not
   * told (decision 0033): the answer, the countdown and the budgets are the same either way.
   */
  async function destinationFits(destination: string, purpose: OtpPurpose): Promise<boolean> {
    if (purpose === 'VERIFY_CONTACT') return true;
    const user = await users.findByUsername(destination);
    return purpose === 'REGISTER' ? user === null : user !== null;
  }

  return {
    /**
     * Order matters: the per-IP budget counts every request, then the resend countdown, then
     * the destination's hourly budget. A destination that does not fit the purpose goes through
     * the same steps and stores a code nobody knows (so verifying always fails), but nothing
     * is sent to it.
     */
    async requestCode({ username, purpose, ip, log }: RequestCodeInput): Promise<OtpSentData> {
      limiter.consume(RATE_LIMITS.otpSendPerIp, ip);
      const destination = normalizeUsername(username);
      const fits = await destinationFits(destination, purpose);

      const now = clock.now();
      const previous = await codes.findCode(destination, purpose);
      if (previous) {
        const wait = Date.parse(previous.createdAt) + OTP_RESEND_AFTER_MS - now.getTime();
        if (wait > 0)
          throw tooManyRequests(
            seconds(wait),
            'A code was sent a moment ago. Please wait before asking for another one.',
          );
      }
      limiter.assertAllowed(RATE_LIMITS.otpSendPerDestination, destination);

      const code = fits
        ? String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
        : randomBytes(32).toString('hex');
      const createdAt = now.toISOString();
      const expiresAt = new Date(now.getTime() + OTP_TTL_MS).toISOString();
      await codes.replaceCode({
        destination,
        purpose,
        codeHash: hashCode(destination, purpose, code),
        now: createdAt,
        expiresAt,
      });
      if (fits) {
        await sender.send(
          { channel: isPhone(destination) ? 'SMS' : 'EMAIL', destination, purpose, code, createdAt, expiresAt },
          log,
        );
      }
      limiter.record(RATE_LIMITS.otpSendPerDestination, destination);

      return {
        destination: maskDestination(destination),
        expiresIn: OTP_TTL_MS / 1000,
        resendAfter: OTP_RESEND_AFTER_MS / 1000,
      };
    },

    /** Checks a code; a right one is used up and traded for a single-use verification token. */
    async verifyCode({ username, code, purpose, ip }: VerifyCodeInput): Promise<VerifyOtpData> {
      limiter.consume(RATE_LIMITS.otpVerifyPerIp, ip);
      const destination = normalizeUsername(username);
      const now = clock.now();
      const nowIso = now.toISOString();
      const invalid = () => new AppError(400, 'INVALID_OTP', 'The verification code is incorrect.');
      const burned = () =>
        new AppError(429, 'OTP_ATTEMPTS_EXCEEDED', 'Too many wrong codes. Please request a new code.');

      const stored = await codes.findCode(destination, purpose);
      if (!stored || stored.consumedAt !== null) throw invalid();
      if (stored.attempts >= OTP_MAX_ATTEMPTS) throw burned();
      if (stored.expiresAt <= nowIso)
        throw new AppError(400, 'OTP_EXPIRED', 'The verification code has expired. Please request a new code.');

      if (!codeMatches(stored.codeHash, hashCode(destination, purpose, code))) {
        const attempts = await codes.addFailedAttempt(stored.id, OTP_MAX_ATTEMPTS);
        if (attempts === null || attempts >= OTP_MAX_ATTEMPTS) throw burned();
        throw invalid();
      }

      return db.transaction().execute(async (trx) => {
        const repository = createOtpRepository(trx);
        if (!(await repository.consumeCode(stored.id, nowIso, OTP_MAX_ATTEMPTS))) throw invalid();
        const verificationToken = await issueToken({ purpose, destination, userId: null }, now, trx);
        return { verificationToken };
      });
    },

    issueToken,

    /**
     * The token's row if it is usable for `purpose`; a token of another purpose, used or
     * expired is INVALID_VERIFICATION_TOKEN. Does not use it up: see `consumeToken`.
     */
    async findToken(token: string, purpose: VerificationPurpose): Promise<StoredVerificationToken> {
      const stored = await codes.findUsableToken(hashVerificationToken(token), purpose, clock.now().toISOString());
      if (!stored) throw invalidVerificationToken();
      return stored;
    },

    /** Uses a token up inside the caller's transaction; throws if another request beat us to it. */
    async consumeToken(trx: Database, token: StoredVerificationToken, now: Date): Promise<void> {
      if (!(await createOtpRepository(trx).consumeToken(token.id, now.toISOString()))) throw invalidVerificationToken();
    },

    listOutbox: codes.listOutbox,
  };

  /** A new single-use token, valid 15 minutes, stored hashed; written with `executor` (a transaction, say). */
  async function issueToken(
    token: { purpose: VerificationPurpose; destination: string | null; userId: number | null },
    now: Date,
    executor: Database = db,
  ): Promise<string> {
    const value = generateRefreshToken();
    await createOtpRepository(executor).insertVerificationToken({
      tokenHash: hashVerificationToken(value),
      ...token,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + VERIFICATION_TOKEN_TTL_MS).toISOString(),
    });
    return value;
  }
}

export type OtpService = ReturnType<typeof createOtpService>;
