import { useEffect, useState, useSyncExternalStore } from 'react';
import { partnersApi } from '@contract/client-api';
import { toApiError } from '@/lib/api-client';
import { call } from '@/lib/api/call';
import { embedSession, endEmbedSession, subscribeEmbedSession, type EmbedSession } from '@/lib/embed-session';
import { enterEmbed, startEmbedSession } from './embed-session-store';

/** Why the frame has no session: each has its own words for the learner. */
export type EmbedProblem = 'needed' | 'expired' | 'replayed' | 'invalid' | 'failed';

export interface EmbedSignIn {
  pending: boolean;
  session: EmbedSession | null;
  problem: EmbedProblem | null;
}

const ASSERTION_FRAGMENT_KEY = 'assertion';
/** This web app's route of the embed's account (src/pages/api/getinfoaccount.ts). */
const ACCOUNT_ROUTE = '/api/getinfoaccount';

/**
 * The partner's assertion from the address's fragment (`#assertion=…`: a fragment is never sent
 * to a server nor in a Referer), taken out of the address at once so a reload or a copied link
 * never carries it.
 */
function takeAssertion(): string | null {
  const hash = window.location.hash.replace(/^#/, '');
  if (!hash) return null;
  const assertion = new URLSearchParams(hash).get(ASSERTION_FRAGMENT_KEY);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return assertion && assertion.length <= 4096 ? assertion : null;
}

function problemOf(error: unknown): EmbedProblem {
  switch (toApiError(error).code) {
    case 'PARTNER_ASSERTION_EXPIRED':
      return 'expired';
    case 'PARTNER_ASSERTION_REPLAYED':
      return 'replayed';
    case 'PARTNER_ASSERTION_INVALID':
    case 'VALIDATION_ERROR':
      return 'invalid';
    default:
      return 'failed';
  }
}

/** Whether the kept session still holds (the frame was reloaded): the learner's name if so. */
async function accountOf(session: EmbedSession): Promise<string | null | 'unknown'> {
  try {
    const response = await fetch(new URL(ACCOUNT_ROUTE, window.location.origin), {
      headers: { authorization: `Bearer ${session.accessToken}` },
    });
    if (response.status === 401 || response.status === 403) return null;
    const body = (await response.json()) as { data?: { displayName?: unknown } };
    return typeof body.data?.displayName === 'string' ? body.data.displayName : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Signs the frame's learner in: the partner's assertion from the fragment is exchanged for an
 * embed session; without one, the session this frame kept is checked. A session that ends later
 * (the API refused its token) is reported as expired.
 */
export function useEmbedSignIn(partner: string): EmbedSignIn {
  const [pending, setPending] = useState(true);
  const [problem, setProblem] = useState<EmbedProblem | null>(null);
  const session = useSyncExternalStore(subscribeEmbedSession, embedSession, () => null);
  // Signed in once: a session gone since then has expired (the API refused its token).
  const [signedInOnce, setSignedInOnce] = useState(false);

  useEffect(() => {
    enterEmbed(partner);
    const assertion = takeAssertion();
    let live = true;
    const settle = (next: EmbedProblem | null) => {
      if (!live) return;
      setProblem(next);
      setSignedInOnce(next === null);
      setPending(false);
    };
    void (async () => {
      if (assertion) {
        try {
          const data = await call(partnersApi.session, { body: { partner, assertion } }, { skipAuthRefresh: true });
          startEmbedSession({
            accessToken: data.accessToken,
            expiresIn: data.expiresIn,
            displayName: data.user.fullName,
          });
          settle(null);
        } catch (err) {
          endEmbedSession();
          settle(problemOf(err));
        }
        return;
      }
      const kept = embedSession();
      if (!kept) return settle('needed');
      const name = await accountOf(kept);
      if (name === null) {
        endEmbedSession();
        return settle('expired');
      }
      if (name !== 'unknown' && name !== kept.displayName) {
        startEmbedSession({
          accessToken: kept.accessToken,
          expiresIn: Math.max(1, Math.floor((kept.expiresAt - Date.now()) / 1000)),
          displayName: name,
        });
      }
      settle(null);
    })();
    return () => {
      live = false;
    };
  }, [partner]);

  if (session) return { pending, session, problem: null };
  return { pending, session, problem: problem ?? (signedInOnce && !pending ? 'expired' : null) };
}
