import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ROLES, type RoleCode } from '@contract/constants';

/**
 * Access tokens are compact JWTs (HS256) signed with node:crypto, so no extra dependency is
 * needed and the format stays readable by any JWT tooling. Refresh tokens are opaque random
 * strings; only their SHA-256 hash is stored, so a database leak does not leak live tokens.
 */

export interface AccessTokenClaims {
  /** User id. */
  sub: string;
  role: RoleCode;
  /** Login-session id: lets the API reject tokens of a signed-out session immediately. */
  sid: string;
  /**
   * The partner of an embed session's token (decision 0057). Such tokens are signed with a key
   * derived for embeds (`embedTokenSecret`), so they never pass as a full session's token.
   */
  pid?: number;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
/** Generous bound; a real token is ~250 characters. Stops huge headers from being hashed. */
const MAX_ACCESS_TOKEN_LENGTH = 2048;

function sign(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signAccessToken(
  claims: Omit<AccessTokenClaims, 'iat' | 'exp'>,
  options: { secret: string; now: Date; ttlSeconds: number },
): string {
  const iat = Math.floor(options.now.getTime() / 1000);
  const payload: AccessTokenClaims = { ...claims, iat, exp: iat + options.ttlSeconds };
  const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${body}.${sign(body, options.secret).toString('base64url')}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Returns the claims of a well-signed, unexpired token, otherwise null. The header must be
 * exactly HS256 so a token cannot downgrade itself to `alg: none`.
 */
export function verifyAccessToken(token: string, options: { secret: string; now: Date }): AccessTokenClaims | null {
  if (token.length > MAX_ACCESS_TOKEN_LENGTH) return null;
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];

  const expected = sign(`${header}.${payload}`, options.secret);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const headerJson = parseJson(header);
  if (!isRecord(headerJson) || headerJson.alg !== 'HS256') return null;

  const claims = parseJson(payload);
  if (!isRecord(claims)) return null;
  const { sub, role, sid, pid, iat, exp } = claims;
  if (typeof sub !== 'string' || typeof sid !== 'string') return null;
  if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) return null;
  if (typeof iat !== 'number' || typeof exp !== 'number') return null;
  if (pid !== undefined && !Number.isSafeInteger(pid)) return null;
  if (exp * 1000 <= options.now.getTime()) return null;
  return { sub, role: role as RoleCode, sid, ...(typeof pid === 'number' ? { pid } : {}), iat, exp };
}

/** The key embed sessions' access tokens are signed with: derived, so they verify under no other key. */
export function embedTokenSecret(secret: string): string {
  return createHmac('sha256', secret).update('embed-access-token').digest('base64url');
}

/** 32 random bytes, base64url: 43 characters, 256 bits of entropy. */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The token a refresh token is exchanged for, derived from it and the server's secret: a request
 * replaying the same token inside the grace time gets this same successor, never a second chain.
 */
export function successorRefreshToken(parent: string, secret: string): string {
  return createHmac('sha256', secret).update(`refresh-successor\u0000${parent}`).digest('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A random secret for development, when JWT_SECRET is not configured. */
export function generateSecret(): string {
  return randomBytes(48).toString('base64url');
}

/**
 * A signed, short-lived proof for one purpose only (e.g. "the password of this account was
 * just verified, and it is at its device limit"). Signed with a key derived from the secret and
 * the purpose, so it never verifies as an access token or as a ticket of another purpose.
 */
export interface PurposeTicketClaims {
  sub: string;
  /** Ties the ticket to the account state it was issued for (e.g. a password fingerprint). */
  fp: string;
  exp: number;
}

function purposeKey(secret: string, purpose: string): Buffer {
  return createHmac('sha256', secret).update(`purpose-ticket:${purpose}`).digest();
}

export function signPurposeTicket(
  purpose: string,
  claims: Omit<PurposeTicketClaims, 'exp'>,
  options: { secret: string; now: Date; ttlSeconds: number },
): string {
  const exp = Math.floor(options.now.getTime() / 1000) + options.ttlSeconds;
  const body = Buffer.from(JSON.stringify({ ...claims, exp })).toString('base64url');
  const signature = createHmac('sha256', purposeKey(options.secret, purpose)).update(body).digest('base64url');
  return `${body}.${signature}`;
}

/** The claims of a well-signed, unexpired ticket of this purpose, otherwise null. */
export function verifyPurposeTicket(
  purpose: string,
  ticket: string,
  options: { secret: string; now: Date },
): PurposeTicketClaims | null {
  if (ticket.length > MAX_ACCESS_TOKEN_LENGTH) return null;
  const parts = ticket.split('.');
  if (parts.length !== 2) return null;
  const [body, signature] = parts as [string, string];
  const expected = createHmac('sha256', purposeKey(options.secret, purpose)).update(body).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = parseJson(body);
  if (!isRecord(claims)) return null;
  const { sub, fp, exp } = claims;
  if (typeof sub !== 'string' || typeof fp !== 'string' || typeof exp !== 'number') return null;
  if (exp * 1000 <= options.now.getTime()) return null;
  return { sub, fp, exp };
}

/** A short fingerprint of a stored password hash: a ticket dies when the password changes. */
export function passwordFingerprint(passwordHash: string): string {
  return createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);
}
