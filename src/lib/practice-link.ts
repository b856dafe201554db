/**
 * The encoded practice-test link of spec §2: `/practice-test/{encoded}` where `encoded` is
 * base64 of two crypto-js AES-encrypted values joined by a separator — (test id, second id) for a
 * test, or the prefix `result` + encrypted result id + separator + encrypted second id for a
 * result. The second id is a share code, or `0` when the link grants nothing (FREE tests).
 *
 * The encryption only keeps ids out of sight; the server checks the share code on every use.
 * Base64url (no `+`, `/`, `=`) keeps the link one clean path segment.
 */
import AES from 'crypto-js/aes';
import Base64url from 'crypto-js/enc-base64url';
import Utf8 from 'crypto-js/enc-utf8';
import { env } from '@/config/env';

const LINK_SEPARATOR = '|';
const RESULT_PREFIX = 'result';
/** "U2FsdGVkX1" (the base64 of OpenSSL's "Salted__") and "result", as base64url: how every link starts. */
const TEST_LINK_START = 'VTJGc2RHVmtY';
const RESULT_LINK_START = 'cmVzdWx0VTJGc2RHVmtY';
const SHARE_CODE = /^(0|[A-Za-z0-9_-]{8,100})$/;
const POSITIVE_ID = /^[1-9][0-9]{0,15}$/;

export type PracticeLink =
  | { kind: 'test'; testId: number; shareCode: string | null }
  | { kind: 'result'; resultId: number; shareCode: string | null };

function encrypt(value: string, key: string): string {
  return AES.encrypt(value, key).toString();
}

function decrypt(value: string, key: string): string | null {
  try {
    const text = AES.decrypt(value, key).toString(Utf8);
    return text || null;
  } catch {
    // A tampered ciphertext decrypts to bytes that are not UTF-8.
    return null;
  }
}

function toBase64url(text: string): string {
  return Base64url.stringify(Utf8.parse(text));
}

function fromBase64url(encoded: string): string | null {
  try {
    const normalised = encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    return Base64url.parse(normalised).toString(Utf8) || null;
  } catch {
    return null;
  }
}

export function encodeTestLink(testId: number, shareCode: string | null, key = env.practiceLinkKey): string {
  return toBase64url(`${encrypt(String(testId), key)}${LINK_SEPARATOR}${encrypt(shareCode ?? '0', key)}`);
}

export function encodeResultLink(resultId: number, shareCode: string | null, key = env.practiceLinkKey): string {
  return toBase64url(
    `${RESULT_PREFIX}${encrypt(String(resultId), key)}${LINK_SEPARATOR}${encrypt(shareCode ?? '0', key)}`,
  );
}

/**
 * Whether a route segment has the shape of an encoded link (rather than a test slug): slugs are
 * short lowercase words, encoded links are long base64url starting with a known prefix.
 */
export function looksLikePracticeLink(segment: string): boolean {
  return (
    segment.length >= 40 &&
    /^[A-Za-z0-9_\-+/=]+$/.test(segment) &&
    (segment.startsWith(TEST_LINK_START) || segment.startsWith(RESULT_LINK_START))
  );
}

/** The test or result behind an encoded link; null for anything broken or tampered with. */
export function decodePracticeLink(encoded: string, key = env.practiceLinkKey): PracticeLink | null {
  const joined = fromBase64url(encoded.trim());
  if (!joined) return null;
  const isResult = joined.startsWith(RESULT_PREFIX);
  const body = isResult ? joined.slice(RESULT_PREFIX.length) : joined;
  const parts = body.split(LINK_SEPARATOR);
  if (parts.length !== 2 || !parts[0] || !parts[1]) return null;
  const id = decrypt(parts[0], key);
  const second = decrypt(parts[1], key);
  if (!id || !second || !POSITIVE_ID.test(id) || !SHARE_CODE.test(second)) return null;
  const shareCode = second === '0' ? null : second;
  return isResult
    ? { kind: 'result', resultId: Number(id), shareCode }
    : { kind: 'test', testId: Number(id), shareCode };
}

/** The full page address of an encoded link, for sharing. */
export function practiceLinkUrl(encoded: string, origin = env.siteUrl): string {
  return `${origin}/practice-test/${encoded}`;
}
