import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashing with scrypt from node:crypto (no native add-on to build).
 *
 * Stored format: `scrypt$<log2 N>$<r>$<p>$<salt base64url>$<hash base64url>`. Keeping the
 * parameters in the string means the cost can be raised later without invalidating old hashes,
 * and tests can hash with a cheaper cost while production verifies the same format.
 */

export const DEFAULT_PASSWORD_HASH_COST = 17; // N = 2^17: ~0.5 s per hash on a laptop core.
export const MIN_PASSWORD_HASH_COST = 10;
export const MAX_PASSWORD_HASH_COST = 20;

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const PREFIX = 'scrypt';

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function optionsFor(cost: number, r: number, p: number): ScryptOptions {
  const N = 2 ** cost;
  // scrypt needs 128 * N * r bytes; Node's default maxmem (32 MiB) is too small from N = 2^15.
  return { N, r, p, maxmem: 128 * N * r * 2 };
}

export async function hashPassword(password: string, cost: number = DEFAULT_PASSWORD_HASH_COST): Promise<string> {
  if (!Number.isInteger(cost) || cost < MIN_PASSWORD_HASH_COST || cost > MAX_PASSWORD_HASH_COST) {
    throw new RangeError(
      `Password hash cost must be an integer between ${MIN_PASSWORD_HASH_COST} and ${MAX_PASSWORD_HASH_COST}.`,
    );
  }
  const salt = randomBytes(SALT_BYTES);
  const key = await scryptAsync(password, salt, optionsFor(cost, BLOCK_SIZE, PARALLELISM));
  return [PREFIX, cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
}

interface ParsedHash {
  cost: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== PREFIX) return null;
  const [, costText, rText, pText, saltText, keyText] = parts as [string, string, string, string, string, string];
  const cost = Number(costText);
  const r = Number(rText);
  const p = Number(pText);
  // Bounds keep a corrupted row from asking scrypt for gigabytes of memory.
  if (!Number.isInteger(cost) || cost < MIN_PASSWORD_HASH_COST || cost > MAX_PASSWORD_HASH_COST) return null;
  if (!Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return null;
  const salt = Buffer.from(saltText, 'base64url');
  const key = Buffer.from(keyText, 'base64url');
  if (salt.length === 0 || key.length === 0) return null;
  return { cost, r, p, salt, key };
}

/** Constant-time comparison against a stored hash; false for malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const candidate = await scryptAsync(password, parsed.salt, optionsFor(parsed.cost, parsed.r, parsed.p));
  return candidate.length === parsed.key.length && timingSafeEqual(candidate, parsed.key);
}
