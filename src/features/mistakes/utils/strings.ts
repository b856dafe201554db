/**
 * The card's strings travel with its lazily loaded code rather than in every page's props: only
 * a signed-in student's browser ever needs them (the home is one static page for everyone).
 */
import type { i18n as I18n } from 'i18next';
import en from '@locales/en/mistakes.json';
import vi from '@locales/vi/mistakes.json';

const BUNDLES: Record<string, object> = { vi, en };

/** Adds the card's namespace to i18next once (a test or a page may already have loaded it). */
export function ensureMistakesStrings(i18n: I18n): void {
  for (const [lng, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(lng, 'mistakes')) i18n.addResourceBundle(lng, 'mistakes', bundle);
  }
}
