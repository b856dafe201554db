import type { LocalizedText } from '@contract/unit-tests';

/** The text of a `{ vi, en }` pair in the interface language (vi when en is empty). */
export function localizedText(text: LocalizedText, locale: string): string {
  return locale === 'en' && text.en ? text.en : text.vi;
}

/** A test's name: its English name in English when it has one. */
export function testName(test: { name: string; nameEn: string | null }, locale: string): string {
  return locale === 'en' && test.nameEn ? test.nameEn : test.name;
}
