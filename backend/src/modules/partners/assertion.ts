import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/errors';

/**
 * A partner's assertion of its signed-in user: a compact JWT, HS256 with the partner's shared
 * secret (decision 0057). Checked here without the database; the nonce (jti) is the caller's.
 */
export interface PartnerAssertion {
  /** The partner's own user id. */
  sub: string;
  name: string;
  /** The partner's grade id: our grades' gradeEduhomeId. */
  grade: number | null;
  iat: number;
  exp: number;
  jti: string;
}

/** An assertion lives at most this long (exp − iat). */
const MAX_ASSERTION_LIFETIME_SECONDS = 5 * 60;
/** Clocks of the partner's server and ours may differ by this much. */
export const CLOCK_SKEW_SECONDS = 30;

const invalid = (why: string) =>
  new AppError(401, 'PARTNER_ASSERTION_INVALID', `The partner's sign-in is not valid (${why}).`);
const expired = (why: string) =>
  new AppError(401, 'PARTNER_ASSERTION_EXPIRED', `The partner's sign-in has expired (${why}). Open the page again.`);

function json(segment: string): unknown {
  try {
    return JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const text = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim().length > 0 && value.length <= max ? value.trim() : null;

/**
 * The claims of an assertion signed with `secret` for `issuer` and `audience`, valid at `now`;
 * throws PARTNER_ASSERTION_INVALID or PARTNER_ASSERTION_EXPIRED otherwise. The signature is
 * checked first, so nothing unsigned is ever read as claims.
 */
export function verifyPartnerAssertion(
  assertion: string,
  options: { secret: string; issuer: string; audience: string; now: Date },
): PartnerAssertion {
  const parts = assertion.split('.');
  if (parts.length !== 3) throw invalid('malformed');
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', options.secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid('signature');

  const head = json(header);
  if (!isRecord(head) || head.alg !== 'HS256') throw invalid('algorithm');
  const claims = json(payload);
  if (!isRecord(claims)) throw invalid('claims');
  if (claims.iss !== options.issuer) throw invalid('issuer');
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(options.audience)) throw invalid('audience');
  const sub =
    typeof claims.sub === 'number' && Number.isSafeInteger(claims.sub) ? String(claims.sub) : text(claims.sub, 128);
  const name = text(claims.name, 100);
  const jti = text(claims.jti, 128);
  if (sub === null || name === null || jti === null) throw invalid('sub, name and jti are required');
  const grade = claims.grade;
  if (grade !== undefined && grade !== null && !(typeof grade === 'number' && Number.isSafeInteger(grade)))
    throw invalid('grade');
  const { iat, exp } = claims;
  if (typeof iat !== 'number' || typeof exp !== 'number' || !Number.isFinite(iat) || !Number.isFinite(exp))
    throw invalid('iat and exp are required');

  const nowSeconds = options.now.getTime() / 1000;
  if (iat > nowSeconds + CLOCK_SKEW_SECONDS) throw expired('issued in the future');
  if (exp <= iat || exp - iat > MAX_ASSERTION_LIFETIME_SECONDS) throw expired('valid for over 5 minutes');
  if (exp + CLOCK_SKEW_SECONDS <= nowSeconds) throw expired('past its expiry');
  return { sub, name, grade: typeof grade === 'number' ? grade : null, iat, exp, jti };
}

/** Signs an assertion as a partner does (the demo partner page, the command and tests). */
export function signPartnerAssertion(claims: Record<string, unknown>, secret: string): string {
  const header = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** `X-Partner-Signature` of a callback body: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t.body)>`. */
export function callbackSignature(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
