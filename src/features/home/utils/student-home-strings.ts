/**
 * A signed-in student's part of the home (their own work, their grade's tests) is loaded lazily
 * with its strings: the home is one static page for every visitor, whose HTML need not carry
 * words only a student's browser ever shows.
 */
import type { i18n as I18n } from 'i18next';
import en from '@locales/en/student-home.json';
import vi from '@locales/vi/student-home.json';

const BUNDLES: Record<string, object> = { vi, en };

/** Adds the namespace to i18next once (a test may already have loaded it). */
export function ensureStudentHomeStrings(i18n: I18n): void {
  for (const [lng, bundle] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(lng, 'student-home')) i18n.addResourceBundle(lng, 'student-home', bundle);
  }
}
