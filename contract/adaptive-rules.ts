/**
 * Adaptive and placement tests as the web app and the API both describe them: what each test is
 * before it starts, and the grace an answer gets after a timed test's deadline. TypeBox-free, so
 * the web bundle may import it.
 */
import type { AdaptiveTestKey } from './adaptive';

/**
 * What each test is, as the catalogue and the player describe it before it starts; the API's
 * tests take their lengths, limits and rights from here.
 */
export const ADAPTIVE_TEST_FACTS: Record<
  AdaptiveTestKey,
  {
    kind: 'PLACEMENT' | 'ADAPTIVE';
    minLength: number;
    maxLength: number;
    /** Minutes from the start; null without a time limit. */
    timeLimitMinutes: number | null;
    /** Unlocked by an activation code or a purchase (decision 0052); placement tests are open to everyone. */
    rightRequired: boolean;
    signInRequired: boolean;
  }
> = {
  '60': {
    kind: 'PLACEMENT',
    minLength: 8,
    maxLength: 20,
    timeLimitMinutes: null,
    rightRequired: false,
    signInRequired: false,
  },
  '61': {
    kind: 'PLACEMENT',
    minLength: 8,
    maxLength: 30,
    timeLimitMinutes: null,
    rightRequired: false,
    signInRequired: false,
  },
  // At most 30 questions in 40 minutes: over a minute each, with the listening items' recordings.
  level: {
    kind: 'ADAPTIVE',
    minLength: 8,
    maxLength: 30,
    timeLimitMinutes: 40,
    rightRequired: true,
    signInRequired: true,
  },
};

/**
 * The adaptive tests on sale, by the id a purchase names (the spec's certificate id 600 is the
 * adaptive test). Their prices are the API's, never the web app's.
 */
export const ADAPTIVE_OFFER_IDS: Partial<Record<AdaptiveTestKey, number>> = { level: 600 };

/** The adaptive test an offer id sells, or null for an id no test is sold under. */
export function adaptiveKeyOfOffer(offerId: number): AdaptiveTestKey | null {
  const entry = Object.entries(ADAPTIVE_OFFER_IDS).find(([, id]) => id === offerId);
  return entry ? (entry[0] as AdaptiveTestKey) : null;
}

/** An answer sent this long after the deadline still counts (the network's delay); later ones do not. */
export const ADAPTIVE_ANSWER_GRACE_MS = 5_000;
