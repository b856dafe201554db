import { randomUUID } from 'node:crypto';
import type {
  DeviceLimitData,
  ErrorCode,
  LoginResponseData,
  LoginResult,
  LoginSessionDto,
  RegisterRequest,
  ReplaceSessionRequest,
  RevokeSessionRequest,
  TokenPair,
  UserExistData,
} from '@contract/api';
import type { DeviceKind, RoleCode } from '@contract/constants';
import type { AppConfig } from '../../config';
import { isUniqueViolation, type Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { detectDeviceKind } from '../../lib/device';
import { AppError, invalidField, invalidRefreshToken, invalidVerificationToken, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { RATE_LIMITS, SIGN_IN_BACKOFF, type RateLimiter } from '../../lib/rate-limit';
import {
  generateRefreshToken,
  hashRefreshToken,
  passwordFingerprint,
  signAccessToken,
  signPurposeTicket,
  successorRefreshToken,
  verifyAccessToken,
  verifyPurposeTicket,
} from '../../lib/tokens';
import {
  alreadyRegistered,
  assertPasswordIsNew,
  createUserWrites,
  isPhone,
  normalizeUsername,
  PASSWORD_HISTORY_SIZE,
  type ToUserDto,
  type UserRecord,
  type UsersRepository,
} from '../account';
import type { OtpService } from '../otp';
import type { AuthContext } from '../../plugins/authenticate';
import { createSessionsRepository, type ActiveAt, type SessionsRepository } from './repository';

/** Where a sign-in comes from; recorded on the login session. */
export interface DeviceInfo {
  deviceKind?: DeviceKind;
  userAgent?: string;
  ip?: string;
}

export interface LoginInput extends DeviceInfo {
  username: string;
  password: string;
}

/**
 * Which app signs in (header X-Client-App-Id): the teacher app signs teachers in; anything else
 * is the students' site, which refuses teachers (spec §6).
 */
export type SigningApp = 'student' | 'teacher';

export interface AuthServiceDeps {
  db: Database;
  users: UsersRepository;
  otp: OtpService;
  limiter: RateLimiter;
  toDto: ToUserDto;
  config: Pick<
    AppConfig,
    | 'jwtSecret'
    | 'accessTokenTtlSeconds'
    | 'refreshTokenTtlDays'
    | 'sessionIdleDays'
    | 'refreshReuseGraceSeconds'
    | 'maxDevices'
    | 'passwordHashCost'
    | 'teacherClientAppId'
  >;
  clock: Clock;
}

const MAX_USER_AGENT_LENGTH = 512;
const DAY_MS = 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so authenticated reads do not all write. */
const LAST_SEEN_GRANULARITY_MS = 60_000;
const UNKNOWN_IP = 'unknown';
/** The device-limit ticket: what it may be used for, and for how long. */
const DEVICE_LIMIT_PURPOSE = 'device-limit';
const DEVICE_LIMIT_TICKET_TTL_SECONDS = 5 * 60;

/** Why the old password was refused: the two services name the same failure differently (spec §8). */
export type WrongOldPasswordCode = Extract<ErrorCode, 'OLD_PASS_INCORRECT' | 'WRONG_OLD_PASSWORD'>;

export function createAuthService({ db, users, otp, limiter, toDto, config, clock }: AuthServiceDeps) {
  /** A hash of nothing anyone knows, with the real cost: an unknown account costs the same work. */
  let dummy: Promise<string> | null = null;
  const dummyHash = () => (dummy ??= hashPassword(randomUUID(), config.passwordHashCost));
  const sessions: SessionsRepository = createSessionsRepository(db);
  const writes = createUserWrites(db);
  /**
   * A refresh token lives as long as a session may stay unused: each refresh issues a new one,
   * so a session in use never ends, and an idle one ends with its last token.
   */
  const refreshTtlSeconds = Math.min(config.refreshTokenTtlDays, config.sessionIdleDays) * (DAY_MS / 1000);
  const activeAt = (now: Date): ActiveAt => ({
    now: now.toISOString(),
    idleBefore: new Date(now.getTime() - config.sessionIdleDays * DAY_MS).toISOString(),
  });

  function deviceLimitError(message: string, deviceLimit?: DeviceLimitData): AppError {
    return new AppError(403, 'DEVICE_LIMIT_REACHED', message, { deviceLimit });
  }

  /** Access token plus a fresh refresh token stored (hashed) in the given session. */
  async function issueTokens(
    repository: SessionsRepository,
    user: { id: number; roleCode: RoleCode },
    sessionId: string,
    now: Date,
    parent?: { id: string; token: string },
  ): Promise<TokenPair> {
    const refreshToken = parent ? successorRefreshToken(parent.token, config.jwtSecret) : generateRefreshToken();
    const parentId = parent?.id;
    await repository.insertRefreshToken({
      id: randomUUID(),
      ...(parentId === undefined ? {} : { parentId }),
      sessionId,
      tokenHash: hashRefreshToken(refreshToken),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + refreshTtlSeconds * 1000).toISOString(),
    });
    return pairOf(user, sessionId, refreshToken, now);
  }

  function pairOf(user: { id: number; roleCode: RoleCode }, sessionId: string, refreshToken: string, now: Date) {
    const accessToken = signAccessToken(
      { sub: String(user.id), role: user.roleCode, sid: sessionId },
      { secret: config.jwtSecret, now, ttlSeconds: config.accessTokenTtlSeconds },
    );
    return {
      accessToken,
      refreshToken,
      expiresIn: config.accessTokenTtlSeconds,
      refreshExpiresIn: refreshTtlSeconds,
    };
  }

  /**
   * At the limit after the password was verified: the answer carries a short-lived ticket
   * for POST /auth/login/replace-session and the sessions one of which it may end.
   */
  async function deviceLimitReached(
    repository: SessionsRepository,
    user: { id: number; passwordHash: string },
    now: Date,
  ): Promise<AppError> {
    const rows = await repository.listActiveSessions(user.id, activeAt(now));
    const ticket = signPurposeTicket(
      DEVICE_LIMIT_PURPOSE,
      { sub: String(user.id), fp: passwordFingerprint(user.passwordHash) },
      { secret: config.jwtSecret, now, ttlSeconds: DEVICE_LIMIT_TICKET_TTL_SECONDS },
    );
    return deviceLimitError(
      `This account is already signed in on ${config.maxDevices} devices. Sign one of them out to continue.`,
      {
        ticket,
        expiresIn: DEVICE_LIMIT_TICKET_TTL_SECONDS,
        sessions: rows.map((row) => ({
          id: row.publicId,
          deviceKind: row.deviceKind,
          userAgent: row.userAgent,
          createdAt: row.createdAt,
          lastSeenAt: row.lastSeenAt,
        })),
      },
    );
  }

  /**
   * Opens a login session inside the caller's transaction, so two simultaneous sign-ins
   * cannot both squeeze under the device limit. `passwordHash` is given when the caller just
   * verified the password: only then does the refusal carry a device-limit ticket.
   */
  async function openSession(
    trx: Database,
    user: { id: number; roleCode: RoleCode; passwordHash?: string },
    device: DeviceInfo,
    now: Date,
  ): Promise<TokenPair> {
    const repository = createSessionsRepository(trx);
    const active = await repository.countActiveSessions(user.id, activeAt(now));
    if (active >= config.maxDevices) {
      if (user.passwordHash !== undefined) {
        throw await deviceLimitReached(repository, { id: user.id, passwordHash: user.passwordHash }, now);
      }
      throw deviceLimitError(
        `This account is already signed in on ${config.maxDevices} devices. Sign out on one of them first.`,
      );
    }
    const sessionId = randomUUID();
    await repository.createSession({
      id: sessionId,
      userId: user.id,
      deviceKind: device.deviceKind ?? detectDeviceKind(device.userAgent),
      userAgent: device.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      ip: device.ip ?? null,
      now: now.toISOString(),
    });
    return issueTokens(repository, user, sessionId, now);
  }

  /** Account state a sign-in needs, after the password was checked. */
  function assertMaySignIn(user: UserRecord, app: SigningApp = 'student'): void {
    if (user.status === 'LOCK') throw new AppError(403, 'ACCOUNT_LOCKED', 'This account is locked.');
    if (user.status !== 'ACTIVE')
      throw new AppError(403, 'ACCOUNT_INACTIVE', 'This account has not been activated yet.');
    if (app === 'teacher') {
      if (user.roleCode !== 'TEACHER')
        throw new AppError(403, 'FORBIDDEN', 'This app is for teachers. Please sign in on the students’ site.');
      return;
    }
    if (user.roleCode === 'TEACHER') {
      throw new AppError(
        403,
        'TEACHER_NOT_ALLOWED',
        'This phone number is registered to a teacher account. Please sign in with a student account.',
      );
    }
  }

  async function signedIn(userId: number, tokens: TokenPair): Promise<LoginResponseData> {
    const user = await users.findById(userId);
    if (!user) throw new Error(`User ${userId} vanished while signing in.`);
    return { ...tokens, user: toDto(user) };
  }

  return {
    /** The app a request comes from, by its client-app id header. */
    appOf(clientAppId: string | undefined): SigningApp {
      return clientAppId !== undefined && clientAppId === config.teacherClientAppId ? 'teacher' : 'student';
    },

    /**
     * Checks run in this order: the address's ceiling, who, delays, password, account state,
     * role, first login, device limit. The password comes before the account state so a
     * stranger cannot learn that an account is locked or belongs to a teacher without knowing
     * its password. An unknown phone or e-mail goes through the same delays and the same
     * password work (against a dummy hash) and gets the same answer as a wrong password
     * (decision 0033). Only failed attempts count, so signing in and out stays free.
     */
    async login(input: LoginInput, app: SigningApp = 'student'): Promise<LoginResult> {
      const ip = input.ip ?? UNKNOWN_IP;
      limiter.assertAllowed(RATE_LIMITS.loginPerIp, ip);
      const user = await users.findByUsername(input.username);
      // One account, one budget, whichever of its phone or e-mail is typed.
      const account = user ? `id:${user.id}` : `name:${normalizeUsername(input.username)}`;
      const here = `${account}\u0000${ip}`;
      limiter.assertBackoff(SIGN_IN_BACKOFF.perAccountAddress, here);
      // The account-wide delay holds for places that have failed this account, not for its owner elsewhere.
      if (limiter.failures(SIGN_IN_BACKOFF.perAccountAddress, here) > 0) {
        limiter.assertBackoff(SIGN_IN_BACKOFF.perAccount, account);
      }

      const passwordRight = await verifyPassword(input.password, user?.passwordHash ?? (await dummyHash()));
      if (!user || !passwordRight) {
        limiter.record(RATE_LIMITS.loginPerIp, ip);
        limiter.recordFailure(SIGN_IN_BACKOFF.perAccountAddress, here);
        limiter.recordFailure(SIGN_IN_BACKOFF.perAccount, account);
        throw new AppError(400, 'INCORRECT_PASSWORD', 'The phone number, e-mail or password is incorrect.');
      }
      limiter.clearFailures(SIGN_IN_BACKOFF.perAccountAddress, here);
      assertMaySignIn(user, app);

      const now = clock.now();
      if (user.mustChangePassword) {
        // No session yet: the temporary password only buys the right to choose a real one.
        const firstLoginToken = await otp.issueToken(
          { purpose: 'FIRST_LOGIN', destination: null, userId: user.id },
          now,
        );
        return { firstLogin: true, firstLoginToken, fullName: user.fullName };
      }
      const tokens = await db.transaction().execute((trx) => openSession(trx, user, input, now));
      return { ...tokens, user: toDto(user) };
    },

    /**
     * At the device limit: a ticket from a login whose password was right ends one of the
     * account's sessions and opens one here, in one transaction.
     */
    async replaceSession(
      input: ReplaceSessionRequest & DeviceInfo,
      app: SigningApp = 'student',
    ): Promise<LoginResponseData> {
      const now = clock.now();
      const claims = verifyPurposeTicket(DEVICE_LIMIT_PURPOSE, input.ticket, { secret: config.jwtSecret, now });
      const userId = claims ? Number(claims.sub) : NaN;
      const user = Number.isSafeInteger(userId) ? await users.findById(userId) : null;
      if (!claims || !user || claims.fp !== passwordFingerprint(user.passwordHash) || user.mustChangePassword) {
        throw new AppError(
          400,
          'INVALID_VERIFICATION_TOKEN',
          'This sign-in has expired. Please enter your password again.',
        );
      }
      assertMaySignIn(user, app);
      const tokens = await db.transaction().execute(async (trx) => {
        const repository = createSessionsRepository(trx);
        const session = await repository.findByPublicId(input.sessionId);
        const active = session ? await repository.listActiveSessions(user.id, activeAt(now)) : [];
        if (!session || session.userId !== user.id || !active.some((row) => row.id === session.id)) {
          throw new AppError(404, 'NOT_FOUND', 'There is no such login session.');
        }
        await repository.revokeSession(session.id, 'REVOKED', now.toISOString());
        return openSession(trx, user, input, now);
      });
      return { ...tokens, user: toDto(user) };
    },

    /** Creates an ACTIVE account for a verified phone number and signs it in. */
    async register(input: RegisterRequest & DeviceInfo): Promise<LoginResponseData> {
      const token = await otp.findToken(input.verificationToken, 'REGISTER');
      const phone = token.destination;
      if (phone === null || !isPhone(phone)) throw invalidVerificationToken();
      if (await users.findByPhone(phone)) throw alreadyRegistered();
      // Grades belong to learners; a teacher's choice (if any) is not kept.
      const gradeId = input.roleCode === 'STUDENT' ? (input.gradeId ?? null) : null;
      if (gradeId !== null && !(await users.gradeExists(gradeId))) {
        throw invalidField('gradeId', 'is not a known grade');
      }
      const passwordHash = await hashPassword(input.password, config.passwordHashCost);

      const now = clock.now();
      const { userId, tokens } = await db.transaction().execute(async (trx) => {
        await otp.consumeToken(trx, token, now);
        let id: number;
        try {
          id = await createUserWrites(trx).insert({
            phone,
            email: null,
            fullName: input.fullName,
            passwordHash,
            roleCode: input.roleCode,
            gradeId,
            now: now.toISOString(),
          });
        } catch (error) {
          if (isUniqueViolation(error)) throw alreadyRegistered();
          throw error;
        }
        return { userId: id, tokens: await openSession(trx, { id, roleCode: input.roleCode }, input, now) };
      });
      return signedIn(userId, tokens);
    },

    /** Replaces the temporary password of a first sign-in and opens the session. */
    async firstLogin(input: { firstLoginToken: string; newPassword: string } & DeviceInfo): Promise<LoginResponseData> {
      const token = await otp.findToken(input.firstLoginToken, 'FIRST_LOGIN');
      const user = token.userId === null ? null : await users.findById(token.userId);
      if (!user || !user.mustChangePassword) throw invalidVerificationToken();
      // The account may have been locked in the minutes since the temporary password was checked.
      assertMaySignIn(user);
      await assertPasswordIsNew(writes, user, input.newPassword);
      const newHash = await hashPassword(input.newPassword, config.passwordHashCost);

      const now = clock.now();
      const tokens = await db.transaction().execute(async (trx) => {
        await otp.consumeToken(trx, token, now);
        await createUserWrites(trx).replacePassword(
          user.id,
          user.passwordHash,
          newHash,
          now.toISOString(),
          PASSWORD_HISTORY_SIZE,
        );
        // The temporary password is being replaced: no device-limit ticket for it.
        return openSession(trx, { id: user.id, roleCode: user.roleCode }, input, now);
      });
      return signedIn(user.id, tokens);
    },

    /** Forgot password: a FORGOT_PASSWORD verification token sets a new one and signs out everywhere. */
    async resetPassword(input: { verificationToken: string; newPassword: string }): Promise<void> {
      const token = await otp.findToken(input.verificationToken, 'FORGOT_PASSWORD');
      const user = token.destination === null ? null : await users.findByUsername(token.destination);
      if (!user) throw invalidVerificationToken();
      await assertPasswordIsNew(writes, user, input.newPassword);
      const newHash = await hashPassword(input.newPassword, config.passwordHashCost);

      const now = clock.now();
      const nowIso = now.toISOString();
      await db.transaction().execute(async (trx) => {
        await otp.consumeToken(trx, token, now);
        await createUserWrites(trx).replacePassword(user.id, user.passwordHash, newHash, nowIso, PASSWORD_HISTORY_SIZE);
        await createSessionsRepository(trx).revokeUserSessions(user.id, 'PASSWORD_RESET', nowIso);
      });
    },

    /** Changes the password of the signed-in user; every other session of the account ends. */
    async changePassword(
      auth: AuthContext,
      input: { oldPassword: string; newPassword: string },
      wrongOldPassword: WrongOldPasswordCode,
    ): Promise<void> {
      limiter.consume(RATE_LIMITS.changePasswordPerUser, String(auth.userId));
      const user = await users.findById(auth.userId);
      if (!user) throw unauthorized('The account for this token no longer exists.');
      if (!(await verifyPassword(input.oldPassword, user.passwordHash))) {
        throw new AppError(400, wrongOldPassword, 'The current password is incorrect.', [
          { field: 'oldPassword', message: 'is incorrect' },
        ]);
      }
      await assertPasswordIsNew(writes, user, input.newPassword, input.oldPassword);
      const newHash = await hashPassword(input.newPassword, config.passwordHashCost);

      const nowIso = clock.now().toISOString();
      await db.transaction().execute(async (trx) => {
        await createUserWrites(trx).replacePassword(user.id, user.passwordHash, newHash, nowIso, PASSWORD_HISTORY_SIZE);
        await createSessionsRepository(trx).revokeUserSessions(user.id, 'PASSWORD_CHANGED', nowIso, auth.sessionId);
      });
    },

    /** GET /auth/user-exist: whether a phone or e-mail has an account. */
    async userExists(username: string, ip: string | undefined): Promise<UserExistData> {
      limiter.consume(RATE_LIMITS.userExistPerIp, ip ?? UNKNOWN_IP);
      return { exists: (await users.findByUsername(username)) !== null };
    },

    /** The caller's active sessions: the current one first, then the most recently used. */
    async listSessions(auth: AuthContext, userId: number): Promise<LoginSessionDto[]> {
      if (userId !== auth.userId) throw new AppError(403, 'FORBIDDEN', 'You can only see your own login sessions.');
      const rows = await sessions.listActiveSessions(auth.userId, activeAt(clock.now()));
      const list = rows.map((row) => ({
        id: row.publicId,
        deviceKind: row.deviceKind,
        userAgent: row.userAgent,
        ip: row.ip,
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        current: row.id === auth.sessionId,
      }));
      return [...list.filter((s) => s.current), ...list.filter((s) => !s.current)];
    },

    /**
     * Ends one session of the caller's (the current one too: that is a logout), or all the
     * others. A session number that is not the caller's is NOT_FOUND, like an unknown one, so
     * the sequential numbers reveal nothing about other accounts.
     */
    async revokeSession(auth: AuthContext, request: RevokeSessionRequest): Promise<void> {
      const nowIso = clock.now().toISOString();
      // The schema lets exactly one of the two through.
      if (request.sessionId === undefined) {
        await sessions.revokeUserSessions(auth.userId, 'REVOKED', nowIso, auth.sessionId);
        return;
      }
      const session = await sessions.findByPublicId(request.sessionId);
      if (!session || session.userId !== auth.userId)
        throw new AppError(404, 'NOT_FOUND', 'There is no such login session.');
      await sessions.revokeSession(session.id, session.id === auth.sessionId ? 'LOGOUT' : 'REVOKED', nowIso);
    },

    /**
     * Rotates a refresh token. Presenting a token that was already exchanged means it was
     * copied: the whole session (the token family) is revoked, so the thief and the owner
     * both have to sign in again. The one exception is a request that raced the exchange
     * (see refreshReuseGraceSeconds).
     */
    async refresh(refreshToken: string, app: SigningApp = 'student'): Promise<TokenPair> {
      const now = clock.now();
      const nowIso = now.toISOString();
      const tokenHash = hashRefreshToken(refreshToken);
      const stored = await sessions.findRefreshToken(tokenHash);
      if (!stored || stored.revokedAt !== null || stored.sessionRevokedAt !== null) throw invalidRefreshToken();
      // A token exchanged a moment ago by a request that raced this one (another tab, a page left
      // mid-refresh) is not theft, as long as nothing newer of the session was exchanged since.
      const racedExchange = async (usedAt: string) =>
        now.getTime() - Date.parse(usedAt) <= config.refreshReuseGraceSeconds * 1000 &&
        !(await sessions.successorExchanged(stored.id));
      const raced = stored.usedAt !== null && (await racedExchange(stored.usedAt));
      if (stored.usedAt !== null && !raced) {
        await sessions.revokeSession(stored.sessionId, 'REFRESH_TOKEN_REUSE', nowIso);
        throw invalidRefreshToken();
      }
      if (stored.expiresAt <= nowIso) throw invalidRefreshToken();
      // Unused for the idle time (a token issued before the idle limit was lowered): ended.
      if (stored.sessionLastSeenAt <= activeAt(now).idleBefore) {
        await sessions.revokeSession(stored.sessionId, 'REVOKED', nowIso);
        throw invalidRefreshToken();
      }

      const user = await users.findById(stored.userId);
      // A teacher's session is refreshed by the teacher app only; the students' site ends it.
      if (!user || user.status !== 'ACTIVE' || (user.roleCode === 'TEACHER') !== (app === 'teacher')) {
        await sessions.revokeSession(stored.sessionId, 'ACCOUNT_UNAVAILABLE', nowIso);
        throw invalidRefreshToken();
      }

      // Exchanges the token (marks it used; null when another request did first) for a pair.
      const exchange = () =>
        db.transaction().execute(async (trx) => {
          const repository = createSessionsRepository(trx);
          if (!(await repository.claimRefreshToken(stored.id, nowIso))) return null;
          await repository.touchSession(stored.sessionId, nowIso);
          return issueTokens(repository, user, stored.sessionId, now, { id: stored.id, token: refreshToken });
        });
      // A raced request gets the successor the exchange made (derived from the same token), so
      // the session stays one chain: whichever copy is exchanged next, the other is then a reuse.
      const successor = async (): Promise<TokenPair | null> => {
        const next = successorRefreshToken(refreshToken, config.jwtSecret);
        const row = await sessions.findRefreshToken(hashRefreshToken(next));
        if (!row || row.usedAt !== null || row.revokedAt !== null || row.sessionRevokedAt !== null) return null;
        await sessions.touchSession(stored.sessionId, nowIso);
        return pairOf(user, stored.sessionId, next, now);
      };
      const rotated = raced ? await successor() : await exchange();
      if (rotated) return rotated;
      // Another request exchanged the same token between our read and our write.
      const usedAt = (await sessions.findRefreshToken(tokenHash))?.usedAt ?? null;
      const again = usedAt !== null && (await racedExchange(usedAt)) ? await successor() : null;
      if (again) return again;
      await sessions.revokeSession(stored.sessionId, 'REFRESH_TOKEN_REUSE', nowIso);
      throw invalidRefreshToken();
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored (idempotent). */
    async logout(refreshToken: string): Promise<void> {
      const stored = await sessions.findRefreshToken(hashRefreshToken(refreshToken));
      if (!stored) return;
      await sessions.revokeSession(stored.sessionId, 'LOGOUT', clock.now().toISOString());
    },

    /** Resolves a bearer token; also rejects tokens of sessions that were signed out or revoked. */
    async authenticate(accessToken: string): Promise<AuthContext> {
      const now = clock.now();
      const claims = verifyAccessToken(accessToken, { secret: config.jwtSecret, now });
      if (!claims) throw unauthorized('The access token is invalid or has expired.');
      const userId = Number(claims.sub);
      const session = Number.isSafeInteger(userId) ? await sessions.findLiveSession(claims.sid, userId) : null;
      if (!session) throw unauthorized('The session has ended. Please sign in again.');
      if (now.getTime() - Date.parse(session.lastSeenAt) >= LAST_SEEN_GRANULARITY_MS) {
        await sessions.touchSession(claims.sid, now.toISOString());
      }
      return { userId, role: claims.role, sessionId: claims.sid };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
