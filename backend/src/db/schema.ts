import type { Generated } from 'kysely';
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
  avatar: string | null;
  created_at: string;
  updated_at: string;
}

export type SessionRevokeReason = 'LOGOUT' | 'REFRESH_TOKEN_REUSE' | 'ACCOUNT_UNAVAILABLE';

/** One row per sign-in on a device. The session is also the refresh-token family. */
export interface LoginSessionsTable {
  id: string;
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

export interface DatabaseSchema {
  grades: GradesTable;
  users: UsersTable;
  login_sessions: LoginSessionsTable;
  refresh_tokens: RefreshTokensTable;
}
