import { randomUUID } from 'node:crypto';
import type { LoginResponseData, TokenPair } from '@contract/api';
import type { DeviceKind, RoleCode } from '@contract/constants';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { detectDeviceKind } from '../../lib/device';
import { AppError, invalidRefreshToken, unauthorized } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { generateRefreshToken, hashRefreshToken, signAccessToken, verifyAccessToken } from '../../lib/tokens';
import type { UserRecord, UsersRepository } from '../account/repository';
import { toUserDto } from '../account/service';
import { createSessionsRepository, type SessionsRepository } from './repository';

export interface LoginInput {
  username: string;
  password: string;
  deviceKind?: DeviceKind;
  userAgent?: string;
  ip?: string;
}

export interface AuthContext {
  userId: number;
  role: RoleCode;
  sessionId: string;
}

export interface AuthServiceDeps {
  db: Database;
  users: UsersRepository;
  config: Pick<AppConfig, 'jwtSecret' | 'accessTokenTtlSeconds' | 'refreshTokenTtlDays' | 'maxDevices'>;
  clock: Clock;
}

const PHONE_PATTERN = /^\d{10}$/;
const MAX_USER_AGENT_LENGTH = 512;
const DAY_MS = 24 * 60 * 60 * 1000;

export function createAuthService({ db, users, config, clock }: AuthServiceDeps) {
  const sessions: SessionsRepository = createSessionsRepository(db);

  async function findUser(username: string): Promise<UserRecord | null> {
    return PHONE_PATTERN.test(username) ? users.findByPhone(username) : users.findByEmail(username);
  }

  /** Access token plus a fresh refresh token stored (hashed) in the given session. */
  async function issueTokens(
    repository: SessionsRepository,
    user: { id: number; roleCode: RoleCode },
    sessionId: string,
    now: Date,
  ): Promise<TokenPair> {
    const refreshToken = generateRefreshToken();
    await repository.insertRefreshToken({
      id: randomUUID(),
      sessionId,
      tokenHash: hashRefreshToken(refreshToken),
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + config.refreshTokenTtlDays * DAY_MS).toISOString(),
    });
    const accessToken = signAccessToken(
      { sub: String(user.id), role: user.roleCode, sid: sessionId },
      { secret: config.jwtSecret, now, ttlSeconds: config.accessTokenTtlSeconds },
    );
    return { accessToken, refreshToken, expiresIn: config.accessTokenTtlSeconds };
  }

  return {
    /**
     * Checks run in this order: who, password, account state, role, device limit. The
     * password comes before the account state so a stranger cannot learn that an account is
     * locked or belongs to a teacher without knowing its password.
     */
    async login(input: LoginInput): Promise<LoginResponseData> {
      const user = await findUser(input.username);
      if (!user) throw new AppError(400, 'USER_NOT_FOUND', 'No account is registered with this phone number or e-mail.');
      if (!(await verifyPassword(input.password, user.passwordHash))) {
        throw new AppError(400, 'INCORRECT_PASSWORD', 'The password is incorrect.');
      }
      if (user.status === 'LOCK') throw new AppError(403, 'ACCOUNT_LOCKED', 'This account is locked.');
      if (user.status !== 'ACTIVE') throw new AppError(403, 'ACCOUNT_INACTIVE', 'This account has not been activated yet.');
      if (user.roleCode === 'TEACHER') {
        throw new AppError(
          403,
          'TEACHER_NOT_ALLOWED',
          'This phone number is registered to a teacher account. Please sign in with a student account.',
        );
      }

      const now = clock.now();
      const sessionId = randomUUID();
      // One transaction so two simultaneous sign-ins cannot both squeeze under the limit.
      const tokens = await db.transaction().execute(async (trx) => {
        const repository = createSessionsRepository(trx);
        const active = await repository.countActiveSessions(user.id, now.toISOString());
        if (active >= config.maxDevices) {
          throw new AppError(
            403,
            'DEVICE_LIMIT_REACHED',
            `This account is already signed in on ${config.maxDevices} devices. Sign out on one of them first.`,
          );
        }
        await repository.createSession({
          id: sessionId,
          userId: user.id,
          deviceKind: input.deviceKind ?? detectDeviceKind(input.userAgent),
          userAgent: input.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
          ip: input.ip ?? null,
          now: now.toISOString(),
        });
        return issueTokens(repository, user, sessionId, now);
      });
      return { ...tokens, user: toUserDto(user) };
    },

    /**
     * Rotates a refresh token. Presenting a token that was already exchanged means it was
     * copied: the whole session (the token family) is revoked, so the thief and the owner
     * both have to sign in again.
     */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const now = clock.now();
      const nowIso = now.toISOString();
      const stored = await sessions.findRefreshToken(hashRefreshToken(refreshToken));
      if (!stored || stored.revokedAt !== null || stored.sessionRevokedAt !== null) throw invalidRefreshToken();
      if (stored.usedAt !== null) {
        await sessions.revokeSession(stored.sessionId, 'REFRESH_TOKEN_REUSE', nowIso);
        throw invalidRefreshToken();
      }
      if (stored.expiresAt <= nowIso) throw invalidRefreshToken();

      const user = await users.findById(stored.userId);
      if (!user || user.status !== 'ACTIVE' || user.roleCode === 'TEACHER') {
        await sessions.revokeSession(stored.sessionId, 'ACCOUNT_UNAVAILABLE', nowIso);
        throw invalidRefreshToken();
      }

      const rotated = await db.transaction().execute(async (trx) => {
        const repository = createSessionsRepository(trx);
        if (!(await repository.claimRefreshToken(stored.id, nowIso))) return null;
        await repository.touchSession(stored.sessionId, nowIso);
        return issueTokens(repository, user, stored.sessionId, now);
      });
      if (!rotated) {
        // Another request exchanged the same token between our read and our write: reuse.
        await sessions.revokeSession(stored.sessionId, 'REFRESH_TOKEN_REUSE', nowIso);
        throw invalidRefreshToken();
      }
      return rotated;
    },

    /** Ends the session the refresh token belongs to. Unknown tokens are ignored (idempotent). */
    async logout(refreshToken: string): Promise<void> {
      const stored = await sessions.findRefreshToken(hashRefreshToken(refreshToken));
      if (!stored) return;
      await sessions.revokeSession(stored.sessionId, 'LOGOUT', clock.now().toISOString());
    },

    /** Resolves a bearer token; also rejects tokens of sessions that were signed out. */
    async authenticate(accessToken: string): Promise<AuthContext> {
      const claims = verifyAccessToken(accessToken, { secret: config.jwtSecret, now: clock.now() });
      if (!claims) throw unauthorized('The access token is invalid or has expired.');
      const userId = Number(claims.sub);
      if (!Number.isSafeInteger(userId) || !(await sessions.isSessionActive(claims.sid, userId))) {
        throw unauthorized('The session has ended. Please sign in again.');
      }
      return { userId, role: claims.role, sessionId: claims.sid };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
