import type { DeviceKind } from '@contract/constants';
import type { Database } from '../../db/database';
import type { SessionRevokeReason } from '../../db/schema';

export interface NewSession {
  id: string;
  userId: number;
  deviceKind: DeviceKind;
  userAgent: string | null;
  ip: string | null;
  now: string;
}

export interface NewRefreshToken {
  id: string;
  sessionId: string;
  tokenHash: string;
  now: string;
  expiresAt: string;
  /** The token this one is exchanged for (absent for a session's first). */
  parentId?: string;
}

export interface ActiveSession {
  id: string;
  publicId: number;
  deviceKind: DeviceKind;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
}

export interface StoredRefreshToken {
  id: string;
  sessionId: string;
  userId: number;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  sessionRevokedAt: string | null;
  sessionLastSeenAt: string;
}

/** The moment a check runs, and the last-seen time before which a session counts as idle. */
export interface ActiveAt {
  now: string;
  idleBefore: string;
}

/** Sessions and refresh tokens. Accepts a transaction too, since Transaction extends Kysely. */
export function createSessionsRepository(db: Database) {
  /** Not revoked, used recently and still holding a live refresh token: what the device limit counts. */
  const activeSessions = (userId: number, { now, idleBefore }: ActiveAt) =>
    db
      .selectFrom('login_sessions')
      .where('login_sessions.user_id', '=', userId)
      .where('login_sessions.revoked_at', 'is', null)
      .where('login_sessions.last_seen_at', '>', idleBefore)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('refresh_tokens')
            .select('refresh_tokens.id')
            .whereRef('refresh_tokens.session_id', '=', 'login_sessions.id')
            .where('refresh_tokens.used_at', 'is', null)
            .where('refresh_tokens.revoked_at', 'is', null)
            .where('refresh_tokens.expires_at', '>', now),
        ),
      );

  async function revokeTokensOf(sessionIds: string[], now: string): Promise<void> {
    if (sessionIds.length === 0) return;
    await db
      .updateTable('refresh_tokens')
      .set({ revoked_at: now })
      .where('session_id', 'in', sessionIds)
      .where('revoked_at', 'is', null)
      .execute();
  }

  return {
    /**
     * Sessions that can still be used: not revoked, not idle and holding a live refresh token. A
     * session whose tokens all expired, or that nobody used for the idle time, is abandoned and
     * must not keep counting against the device limit.
     */
    async countActiveSessions(userId: number, at: ActiveAt): Promise<number> {
      const row = await activeSessions(userId, at)
        .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
        .executeTakeFirstOrThrow();
      // Postgres returns count(*) as a string (bigint); SQLite as a number.
      return Number(row.count);
    },

    /** Active sessions, most recently used first. */
    async listActiveSessions(userId: number, at: ActiveAt): Promise<ActiveSession[]> {
      const rows = await activeSessions(userId, at)
        .select([
          'login_sessions.id',
          'login_sessions.public_id',
          'login_sessions.device_kind',
          'login_sessions.user_agent',
          'login_sessions.ip',
          'login_sessions.created_at',
          'login_sessions.last_seen_at',
        ])
        .orderBy('login_sessions.last_seen_at', 'desc')
        .orderBy('login_sessions.public_id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        publicId: row.public_id,
        deviceKind: row.device_kind,
        userAgent: row.user_agent,
        ip: row.ip,
        createdAt: row.created_at,
        lastSeenAt: row.last_seen_at,
      }));
    },

    async findByPublicId(publicId: number): Promise<{ id: string; userId: number } | null> {
      const row = await db
        .selectFrom('login_sessions')
        .select(['id', 'user_id'])
        .where('public_id', '=', publicId)
        .executeTakeFirst();
      return row ? { id: row.id, userId: row.user_id } : null;
    },

    /** Revokes every session of the account except `keepSessionId` (if given). */
    async revokeUserSessions(
      userId: number,
      reason: SessionRevokeReason,
      now: string,
      keepSessionId?: string,
    ): Promise<void> {
      let query = db
        .selectFrom('login_sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null);
      if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId);
      const ids = (await query.execute()).map((row) => row.id);
      if (ids.length === 0) return;
      await db
        .updateTable('login_sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('id', 'in', ids)
        .where('revoked_at', 'is', null)
        .execute();
      await revokeTokensOf(ids, now);
    },

    async createSession(session: NewSession): Promise<void> {
      const { value: publicId } = await db
        .updateTable('sequences')
        .set((eb) => ({ value: eb('value', '+', 1) }))
        .where('name', '=', 'login_session')
        .returning('value')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('login_sessions')
        .values({
          id: session.id,
          public_id: publicId,
          user_id: session.userId,
          device_kind: session.deviceKind,
          user_agent: session.userAgent,
          ip: session.ip,
          created_at: session.now,
          last_seen_at: session.now,
          revoked_at: null,
          revoked_reason: null,
        })
        .execute();
    },

    async insertRefreshToken(token: NewRefreshToken): Promise<void> {
      await db
        .insertInto('refresh_tokens')
        .values({
          id: token.id,
          session_id: token.sessionId,
          token_hash: token.tokenHash,
          created_at: token.now,
          expires_at: token.expiresAt,
          used_at: null,
          revoked_at: null,
          parent_id: token.parentId ?? null,
        })
        .execute();
    },

    async findRefreshToken(tokenHash: string): Promise<StoredRefreshToken | null> {
      const row = await db
        .selectFrom('refresh_tokens')
        .innerJoin('login_sessions', 'login_sessions.id', 'refresh_tokens.session_id')
        .select([
          'refresh_tokens.id',
          'refresh_tokens.session_id',
          'refresh_tokens.expires_at',
          'refresh_tokens.used_at',
          'refresh_tokens.revoked_at',
          'login_sessions.user_id',
          'login_sessions.revoked_at as session_revoked_at',
          'login_sessions.last_seen_at as session_last_seen_at',
        ])
        .where('refresh_tokens.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        sessionId: row.session_id,
        userId: row.user_id,
        expiresAt: row.expires_at,
        usedAt: row.used_at,
        revokedAt: row.revoked_at,
        sessionRevokedAt: row.session_revoked_at,
        sessionLastSeenAt: row.session_last_seen_at,
      };
    },

    /** Whether any token issued in exchange for this one has itself been exchanged. */
    async successorExchanged(parentId: string): Promise<boolean> {
      const row = await db
        .selectFrom('refresh_tokens')
        .select('id')
        .where('parent_id', '=', parentId)
        .where('used_at', 'is not', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Marks a token used only if nobody else did first; false means it lost the race. */
    async claimRefreshToken(id: string, now: string): Promise<boolean> {
      const result = await db
        .updateTable('refresh_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async revokeSession(sessionId: string, reason: SessionRevokeReason, now: string): Promise<void> {
      await db
        .updateTable('login_sessions')
        .set({ revoked_at: now, revoked_reason: reason })
        .where('id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
      await revokeTokensOf([sessionId], now);
    },

    async touchSession(sessionId: string, now: string): Promise<void> {
      await db.updateTable('login_sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
    },

    /** The last-seen time of a session that is not revoked, or null. */
    async findLiveSession(sessionId: string, userId: number): Promise<{ lastSeenAt: string } | null> {
      const row = await db
        .selectFrom('login_sessions')
        .select('last_seen_at')
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row ? { lastSeenAt: row.last_seen_at } : null;
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
