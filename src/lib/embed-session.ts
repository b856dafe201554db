/**
 * The session of a page embedded in a partner's site (`/{slug}/{subSlug}` inside the partner's
 * frame). The partner signs its learner in with an assertion; the API answers with an access
 * token scoped to the embed, without a refresh token. A cross-site frame gets no third-party
 * cookies, and the site's own session must never leak into a partner's frame nor be ended by it,
 * so while the frame is embedded the token lives here, in memory and in this frame's
 * sessionStorage (a reload of the frame keeps it; another tab does not). `src/lib/session.ts`
 * reads it instead of the cookies while `isEmbedded()`.
 *
 * Only what every page needs is here (is this an embed, its token, its end): the shell loads it
 * on every page. Entering the embed and storing a new session are the partner page's
 * (`src/features/partner/api/embed-session-store.ts`).
 */

export const EMBED_STORAGE_KEY = 'embed_session';

export interface EmbedSession {
  /** The partner's slug the session belongs to. */
  partner: string;
  accessToken: string;
  /** ms since the epoch. */
  expiresAt: number;
  /** The learner's name, for the frame's header. */
  displayName: string;
}

let embeddedPartner: string | null = null;
let current: EmbedSession | null = null;
const listeners = new Set<() => void>();

export function subscribeEmbedSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** This frame's sessionStorage, or null where there is none or the browser blocks it. */
export function embedStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // A frame whose storage the browser blocks keeps the session in memory only.
    return null;
  }
}

/** Sets which partner's embed this page is (null: none) and its session, and tells listeners. */
export function setEmbedState(partner: string | null, session: EmbedSession | null): void {
  embeddedPartner = partner;
  current = session;
  for (const listener of [...listeners]) listener();
}

/** The partner whose embed this page is, or null. */
export function embeddedPartnerOf(): string | null {
  return embeddedPartner;
}

export function isEmbedded(): boolean {
  return embeddedPartner !== null;
}

/** The embed's session while it is valid. */
export function embedSession(): EmbedSession | null {
  if (current && current.expiresAt <= Date.now()) return null;
  return current;
}

export function endEmbedSession(): void {
  if (current === null) return;
  try {
    embedStorage()?.removeItem(EMBED_STORAGE_KEY);
  } catch {
    // Nothing was stored either.
  }
  setEmbedState(embeddedPartner, null);
}
