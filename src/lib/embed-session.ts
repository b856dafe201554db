/**
 * The session of a page embedded in a partner's site (`/{slug}/{subSlug}` inside the partner's
 * frame). The partner signs its learner in with an assertion; the API answers with an access
 * token scoped to the embed, without a refresh token. A cross-site frame gets no third-party
 * cookies, and the site's own session must never leak into a partner's frame nor be ended by it,
 * so while the frame is embedded the token lives here, in memory and in this frame's
 * sessionStorage (a reload of the frame keeps it; another tab does not). `src/lib/session.ts`
 * reads it instead of the cookies while `isEmbedded()`.
 */

const STORAGE_KEY = 'embed_session';

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

function announce() {
  for (const listener of [...listeners]) listener();
}

export function subscribeEmbedSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // A frame whose storage the browser blocks keeps the session in memory only.
    return null;
  }
}

function isEmbedSession(value: unknown): value is EmbedSession {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.partner === 'string' &&
    typeof v.accessToken === 'string' &&
    typeof v.expiresAt === 'number' &&
    typeof v.displayName === 'string'
  );
}

function readStored(partner: string): EmbedSession | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? 'null');
    if (!isEmbedSession(parsed) || parsed.partner !== partner || parsed.expiresAt <= Date.now()) return null;
    return parsed;
  } catch {
    return null;
  }
}

/**
 * This page is a partner's embed from now on: session reads and writes go to the embed's session
 * (the one this frame kept for the partner, if any), never to the site's cookies.
 */
export function enterEmbed(partner: string): void {
  if (embeddedPartner === partner) return;
  embeddedPartner = partner;
  current = readStored(partner);
  announce();
}

export function isEmbedded(): boolean {
  return embeddedPartner !== null;
}

/** The embed's session while it is valid. */
export function embedSession(): EmbedSession | null {
  if (current && current.expiresAt <= Date.now()) return null;
  return current;
}

export function startEmbedSession(session: { accessToken: string; expiresIn: number; displayName: string }): void {
  if (embeddedPartner === null) return;
  current = {
    partner: embeddedPartner,
    accessToken: session.accessToken,
    expiresAt: Date.now() + session.expiresIn * 1000,
    displayName: session.displayName,
  };
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // Full or blocked storage: the session lasts as long as this page.
  }
  announce();
}

export function endEmbedSession(): void {
  if (current === null) return;
  current = null;
  try {
    storage()?.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was stored either.
  }
  announce();
}

/** Leaves embed mode (tests). */
export function leaveEmbed(): void {
  embeddedPartner = null;
  current = null;
  announce();
}
