import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from './clock';

/**
 * Links to private files (students' speaking recordings) that an <audio> element can load
 * without sending a token: the path and an expiry are signed with a key derived from the
 * server's secret, and the link works until then. Expiries are rounded up to the next whole
 * step, so the same file keeps one link for a while and the browser's cache can serve it.
 */
export interface SignedLinks {
  /** `${baseUrl}/${path}?expires=…&signature=…` */
  urlOf(baseUrl: string, path: string): string;
  /** True when the query signs this path and has not expired. */
  verify(path: string, query: unknown): boolean;
  /** Seconds the verified link has left (for Cache-Control); 0 when expired. */
  secondsLeft(query: unknown): number;
}

export interface SignedLinkOptions {
  secret: string;
  clock: Clock;
  /** Separates keys of different kinds of links made from one secret. */
  purpose: string;
  /** A link stays valid at least this long… */
  minLifetimeSeconds: number;
  /** …and its expiry is a multiple of this. */
  stepSeconds: number;
}

const SIGNATURE = /^[A-Za-z0-9_-]{43}$/;
const EXPIRES = /^[1-9][0-9]{0,11}$/;

function normalise(path: string): string {
  return path.replace(/^\/+/, '');
}

export function createSignedLinks({
  secret,
  clock,
  purpose,
  minLifetimeSeconds,
  stepSeconds,
}: SignedLinkOptions): SignedLinks {
  const key = createHmac('sha256', secret).update(`signed-link:${purpose}`).digest();
  const signatureOf = (path: string, expires: number) =>
    createHmac('sha256', key)
      .update(`${normalise(path)}\n${expires}`)
      .digest();
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  function expiresOf(query: unknown): number | null {
    if (typeof query !== 'object' || query === null) return null;
    const value = (query as Record<string, unknown>).expires;
    return typeof value === 'string' && EXPIRES.test(value) ? Number(value) : null;
  }

  return {
    urlOf(baseUrl, path) {
      const expires = Math.ceil((nowSeconds() + minLifetimeSeconds) / stepSeconds) * stepSeconds;
      const signature = signatureOf(path, expires).toString('base64url');
      return `${baseUrl}/${normalise(path)}?expires=${expires}&signature=${signature}`;
    },
    verify(path, query) {
      const expires = expiresOf(query);
      const signature = (query as Record<string, unknown> | null)?.signature;
      if (expires === null || typeof signature !== 'string' || !SIGNATURE.test(signature)) return false;
      if (expires <= nowSeconds()) return false;
      return timingSafeEqual(Buffer.from(signature, 'base64url'), signatureOf(path, expires));
    },
    secondsLeft(query) {
      const expires = expiresOf(query);
      return expires === null ? 0 : Math.max(0, expires - nowSeconds());
    },
  };
}
