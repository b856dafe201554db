/**
 * A page's strings travel in its props (`serverSideTranslations`), inside its HTML for a
 * pre-rendered page. A page that renders a few sections of a large namespace sends only those
 * (`keepSections`): the home page shows the unit-test card's words of `catalogue`, not Explore's
 * or a test's page.
 *
 * next-i18next adds a page's namespace to the browser's store only when the store lacks it, so
 * after such a page the next page's whole namespace would be dropped; the shell merges every
 * page's strings instead (`mergePageTranslations`).
 */
import type { i18n as I18n } from 'i18next';
import type { SSRConfig } from 'next-i18next/pages';

type Store = Record<string, Record<string, Record<string, unknown>>>;

/** `translations` with only the named top-level sections of the given namespaces. */
export function keepSections(translations: SSRConfig, sections: Record<string, readonly string[]>): SSRConfig {
  const config = translations._nextI18Next;
  if (!config) return translations;
  const store = config.initialI18nStore as Store;
  const trimmed: Store = {};
  for (const [lng, namespaces] of Object.entries(store)) {
    trimmed[lng] = {};
    for (const [ns, resources] of Object.entries(namespaces)) {
      const keep = sections[ns];
      trimmed[lng][ns] = keep
        ? Object.fromEntries(Object.entries(resources).filter(([section]) => keep.includes(section)))
        : resources;
    }
  }
  return { _nextI18Next: { ...config, initialI18nStore: trimmed } };
}

/** Adds a page's strings to the store, into the namespaces it already holds too. */
export function mergePageTranslations(i18n: I18n, initialI18nStore: unknown): void {
  if (!initialI18nStore || typeof initialI18nStore !== 'object') return;
  for (const [lng, namespaces] of Object.entries(initialI18nStore as Store)) {
    for (const [ns, resources] of Object.entries(namespaces)) {
      i18n.addResourceBundle(lng, ns, resources, true, true);
    }
  }
}
