/**
 * The gift's strings travel with its lazily loaded button rather than in every page's props:
 * only a signed-in student's browser ever needs them.
 */
import type { i18n as I18n } from 'i18next';
import en from '@locales/en/gift.json';
import vi from '@locales/vi/gift.json';

const BUNDLES: Record<string, object> = { vi, en };

/** Adds the gift namespace to i18next once (a test or a page may already have loaded it). */
export function ensureGiftStrings(i18n: I18n): void {
  for (const [lng, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(lng, 'gift')) i18n.addResourceBundle(lng, 'gift', bundle);
  }
}
