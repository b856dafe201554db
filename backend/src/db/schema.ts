import type { Generated } from 'kysely';
import type { OtpPurpose } from '@contract/api';
import type { AccountStatus, DeviceKind, RoleCode, SchoolLevel } from '@contract/constants';

/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings and flags are 0/1 integers:
 * both behave identically on SQLite and Postgres, so queries stay dialect-neutral.
 */

export interface GradesTable {
  id: number;
  code: string;
  name: string;
  name_en: string;
  school_level: SchoolLevel;
  grade_eduhome_id: number;
}

export interface UsersTable {
  id: Generated<number>;
  phone: string | null;
  /** Stored lower-cased so the unique index is case-insensitive. */
  email: string | null;
  full_name: string;
  password_hash: string;
  role_code: RoleCode;
  grade_id: number | null;
  status: AccountStatus;
  received_gift: number;
  /** Path relative to the uploads directory (e.g. `avatars/<random>.png`), or an absolute URL. */
  avatar: string | null;
  /** 1 for accounts created for the user: the first sign-in must replace the password. */
  must_change_password: Generated<number>;
  created_at: string;
  updated_at: string;
}

export type SessionRevokeReason =
  | 'LOGOUT'
  | 'REFRESH_TOKEN_REUSE'
  | 'ACCOUNT_UNAVAILABLE'
  /** Ended from the sessions page (POST /account/revoke-token). */
  | 'REVOKED'
  /** Another session of the account changed the password. */
  | 'PASSWORD_CHANGED'
  /** The password was reset with a verification code. */
  | 'PASSWORD_RESET';

/** One row per sign-in on a device. The session is also the refresh-token family. */
export interface LoginSessionsTable {
  id: string;
  /** Number shown to and sent back by clients (LoginSessionDto.id). */
  public_id: number;
  user_id: number;
  device_kind: DeviceKind;
  user_agent: string | null;
  ip: string | null;
  created_at: string;
  last_seen_at: string;
  revoked_at: string | null;
  revoked_reason: SessionRevokeReason | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
}

export interface SequencesTable {
  name: string;
  value: number;
}

/** The live one-time code of a destination and purpose; only an HMAC of the code is kept. */
export interface OtpCodesTable {
  id: Generated<number>;
  /** A 10-digit phone number or a lower-cased e-mail address. */
  destination: string;
  purpose: OtpPurpose;
  code_hash: string;
  /** Wrong guesses so far; at the limit the code is burned. */
  attempts: number;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/** What the development sender "delivered": the codes a real SMS or e-mail would carry. */
export interface OtpOutboxTable {
  id: Generated<number>;
  channel: 'SMS' | 'EMAIL';
  destination: string;
  purpose: OtpPurpose;
  code: string;
  created_at: string;
  expires_at: string;
}

export type VerificationPurpose = OtpPurpose | 'FIRST_LOGIN';

/**
 * Single-use proofs handed out after a verified code (destination set) or a first sign-in with
 * a temporary password (user_id set). Only the SHA-256 of the token is stored.
 */
export interface VerificationTokensTable {
  id: Generated<number>;
  token_hash: string;
  purpose: VerificationPurpose;
  destination: string | null;
  user_id: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Previous password hashes of an account (the newest few), so old passwords are not reused. */
export interface PasswordHistoryTable {
  id: Generated<number>;
  user_id: number;
  password_hash: string;
  created_at: string;
}

export interface DatabaseSchema {
  grades: GradesTable;
  users: UsersTable;
  login_sessions: LoginSessionsTable;
  refresh_tokens: RefreshTokensTable;
  sequences: SequencesTable;
  otp_codes: OtpCodesTable;
  otp_outbox: OtpOutboxTable;
  verification_tokens: VerificationTokensTable;
  password_history: PasswordHistoryTable;
}
