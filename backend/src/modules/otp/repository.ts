import type { OtpOutboxEntry, OtpPurpose } from '@contract/api';
import type { Database } from '../../db/database';
import type { VerificationPurpose } from '../../db/schema';

export interface StoredOtp {
  id: number;
  codeHash: string;
  attempts: number;
  createdAt: string;
  expiresAt: string;
  consumedAt: string | null;
}

export interface StoredVerificationToken {
  id: number;
  purpose: VerificationPurpose;
  destination: string | null;
  userId: number | null;
}

/** One-time codes, the development outbox and verification tokens. Accepts a transaction too. */
export function createOtpRepository(db: Database) {
  return {
    async findCode(destination: string, purpose: OtpPurpose): Promise<StoredOtp | null> {
      const row = await db
        .selectFrom('otp_codes')
        .select(['id', 'code_hash', 'attempts', 'created_at', 'expires_at', 'consumed_at'])
        .where('destination', '=', destination)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      return row
        ? {
            id: row.id,
            codeHash: row.code_hash,
            attempts: row.attempts,
            createdAt: row.created_at,
            expiresAt: row.expires_at,
            consumedAt: row.consumed_at,
          }
        : null;
    },

    /** Stores a new code for the destination and purpose, replacing the previous one. */
    async replaceCode(code: {
      destination: string;
      purpose: OtpPurpose;
      codeHash: string;
      now: string;
      expiresAt: string;
    }): Promise<void> {
      const values = {
        code_hash: code.codeHash,
        attempts: 0,
        created_at: code.now,
        expires_at: code.expiresAt,
        consumed_at: null,
      };
      await db
        .insertInto('otp_codes')
        .values({ destination: code.destination, purpose: code.purpose, ...values })
        .onConflict((oc) => oc.columns(['destination', 'purpose']).doUpdateSet(values))
        .execute();
    },

    /** Counts a wrong guess unless the code is already burned; returns the new count, or null if it was. */
    async addFailedAttempt(id: number, maxAttempts: number): Promise<number | null> {
      const row = await db
        .updateTable('otp_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts ?? null;
    },

    /** Uses the code up, only if it is still live; false when another request got there first. */
    async consumeCode(id: number, now: string, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('otp_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    async listOutbox(filter: { destination?: string; purpose?: OtpPurpose; limit: number }): Promise<OtpOutboxEntry[]> {
      let query = db.selectFrom('otp_outbox').selectAll();
      if (filter.destination !== undefined) query = query.where('destination', '=', filter.destination);
      if (filter.purpose !== undefined) query = query.where('purpose', '=', filter.purpose);
      const rows = await query.orderBy('id', 'desc').limit(filter.limit).execute();
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        destination: row.destination,
        purpose: row.purpose,
        code: row.code,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
      }));
    },

    async insertVerificationToken(token: {
      tokenHash: string;
      purpose: VerificationPurpose;
      destination: string | null;
      userId: number | null;
      now: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('verification_tokens')
        .values({
          token_hash: token.tokenHash,
          purpose: token.purpose,
          destination: token.destination,
          user_id: token.userId,
          created_at: token.now,
          expires_at: token.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** A token that is unused, unexpired and was issued for exactly this purpose. */
    async findUsableToken(
      tokenHash: string,
      purpose: VerificationPurpose,
      now: string,
    ): Promise<StoredVerificationToken | null> {
      const row = await db
        .selectFrom('verification_tokens')
        .select(['id', 'purpose', 'destination', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return row ? { id: row.id, purpose: row.purpose, destination: row.destination, userId: row.user_id } : null;
    },

    /** Marks a token used, only once; false when it was used (or expired) in the meantime. */
    async consumeToken(id: number, now: string): Promise<boolean> {
      const result = await db
        .updateTable('verification_tokens')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },
  };
}
