import { createHash, createHmac } from 'node:crypto';

/**
 * Seeded shuffles and per-attempt ids: stable for the attempt (a reload shows the same order), so
 * neither order nor ids give answers away. Pure: the attempt's seed decides everything.
 */

/** A small, well-mixed PRNG (sfc32) seeded from the attempt seed and a scope. */
function random(seed: string, scope: string): () => number {
  const digest = createHash('sha256').update(seed).update('\u0000').update(scope).digest();
  let a = digest.readUInt32LE(0);
  let b = digest.readUInt32LE(4);
  let c = digest.readUInt32LE(8);
  let d = digest.readUInt32LE(12);
  return () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t / 4294967296;
  };
}

export function seededShuffle<T>(items: readonly T[], seed: string, scope: string): T[] {
  const next = random(seed, scope);
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    const held = result[i] as T;
    result[i] = result[j] as T;
    result[j] = held;
  }
  return result;
}

type IdKind = 'item' | 'token' | 'right';

/** An id for an authored id, stable within the attempt and meaningless outside it. */
function publicIdOf(seed: string, questionId: string, kind: IdKind, authoredId: string): string {
  const tag = kind === 'item' ? 'i' : kind === 'token' ? 't' : 'r';
  return (
    tag +
    createHmac('sha256', seed).update(`${questionId}\u0000${kind}\u0000${authoredId}`).digest('base64url').slice(0, 8)
  );
}

export interface IdMap {
  toPublic: Map<string, string>;
  toAuthored: Map<string, string>;
}

/** Per-attempt ids for the authored `ids` of one question (SL items, DD tokens, MG right options). */
export function idMap(seed: string, questionId: string, kind: IdKind, ids: readonly string[]): IdMap {
  const toPublic = new Map<string, string>();
  const toAuthored = new Map<string, string>();
  for (const id of ids) {
    let publicId = publicIdOf(seed, questionId, kind, id);
    // 48 random bits make a clash within one question practically impossible; stay correct anyway.
    while (toAuthored.has(publicId)) publicId += 'x';
    toPublic.set(id, publicId);
    toAuthored.set(publicId, id);
  }
  return { toPublic, toAuthored };
}

const UNKNOWN_ID = '\u0000unknown';

/** A learner's id back to the authored one; an unknown id stays unknown (never matches). */
export const authoredIdOf =
  (map: IdMap) =>
  <T>(id: T): T | string =>
    typeof id === 'string' ? (map.toAuthored.get(id) ?? UNKNOWN_ID) : id;

/** Each key paired with the next key's value: every pair wrong when the values differ. */
export function rotated(pairs: Record<string, string>): Record<string, string> {
  const keys = Object.keys(pairs);
  const values = keys.map((key) => pairs[key]!);
  if (new Set(values).size < 2) return pairs;
  return Object.fromEntries(keys.map((key, i) => [key, values[(i + 1) % values.length]!]));
}
