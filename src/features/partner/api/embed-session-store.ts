/**
 * Entering a partner's embed and storing its sessions: only the partner page does either, so this
 * stays out of the shell, which only reads the session (`src/lib/embed-session.ts`).
 */
import {
  EMBED_STORAGE_KEY,
  embeddedPartnerOf,
  embedStorage,
  setEmbedState,
  type EmbedSession,
} from '@/lib/embed-session';

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
    const parsed: unknown = JSON.parse(embedStorage()?.getItem(EMBED_STORAGE_KEY) ?? 'null');
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
  if (embeddedPartnerOf() === partner) return;
  setEmbedState(partner, readStored(partner));
}

export function startEmbedSession(session: { accessToken: string; expiresIn: number; displayName: string }): void {
  const partner = embeddedPartnerOf();
  if (partner === null) return;
  const next: EmbedSession = {
    partner,
    accessToken: session.accessToken,
    expiresAt: Date.now() + session.expiresIn * 1000,
    displayName: session.displayName,
  };
  try {
    embedStorage()?.setItem(EMBED_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Full or blocked storage: the session lasts as long as this page.
  }
  setEmbedState(partner, next);
}

/** Leaves embed mode (tests). */
export function leaveEmbed(): void {
  setEmbedState(null, null);
}
