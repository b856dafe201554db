import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The linking state: which user asked, a nonce (single use, kept in messaging_link_states) and
 * the expiry, signed with a key derived from the server's secret for this purpose only.
 * `<base64url JSON>.<base64url HMAC-SHA256>`.
 */
export interface LinkState {
  userId: number;
  nonce: string;
  /** Seconds since the epoch. */
  expires: number;
}

const SHAPE = /^[A-Za-z0-9_-]{1,1000}\.[A-Za-z0-9_-]{43}$/;

export function createStateSigner(secret: string) {
  const key = createHmac('sha256', secret).update('messaging-link-state').digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    sign(state: LinkState): string {
      const body = Buffer.from(JSON.stringify({ u: state.userId, n: state.nonce, e: state.expires })).toString(
        'base64url',
      );
      return `${body}.${mac(body).toString('base64url')}`;
    },
    /** The signed state, or null when it is malformed or not signed by us. */
    verify(value: string): LinkState | null {
      if (!SHAPE.test(value)) return null;
      const [body = '', signature = ''] = value.split('.');
      if (!timingSafeEqual(Buffer.from(signature, 'base64url'), mac(body))) return null;
      try {
        const parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
        const { u, n, e } = parsed;
        if (!Number.isInteger(u) || typeof n !== 'string' || !Number.isInteger(e)) return null;
        return { userId: u as number, nonce: n, expires: e as number };
      } catch {
        return null;
      }
    },
  };
}
