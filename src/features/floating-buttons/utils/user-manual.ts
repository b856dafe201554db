/**
 * The user-manual link of the help button (spec §2): it differs by site edition and locale. The
 * `user-manual` app setting holds `{ standard: { vi, en }, international: { vi, en } }`; the
 * configured default is used when the setting is missing, still loading or has no usable link.
 */
import { DEFAULT_LOCALE, LOCALES } from '@/config/constants';
import type { SiteEdition } from '@/config/env';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function usableUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  if (!url) return null;
  if (url.startsWith('/')) return url.startsWith('//') || url.includes('\\') ? null : url;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** A same-site path in the locale's URL space ('/page/x' → '/en/page/x'); other URLs unchanged. */
export function localizeHref(href: string, locale: string): string {
  if (!href.startsWith('/') || locale === DEFAULT_LOCALE) return href;
  if (!(LOCALES as readonly string[]).includes(locale)) return href;
  if (href === `/${locale}` || href.startsWith(`/${locale}/`) || href.startsWith(`/${locale}?`)) return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

export function userManualHref(
  setting: unknown,
  { edition, locale, fallback }: { edition: SiteEdition; locale: string; fallback: string },
): string {
  const byEdition = isRecord(setting) ? setting[edition] : undefined;
  const fromSetting = isRecord(byEdition)
    ? (usableUrl(byEdition[locale]) ?? usableUrl(byEdition[DEFAULT_LOCALE]))
    : null;
  return localizeHref(fromSetting ?? fallback, locale);
}
