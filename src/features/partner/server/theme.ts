import type { PartnerThemeDto } from '@contract/partners';

/** A partner's theme as the page writes it: every value checked, or ours instead. */
export interface SafeTheme {
  primaryColor: string;
  accentColor: string;
  logoUrl: string | null;
  /** null: our own font. */
  fontFamily: string | null;
}

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
// One family name: bare words, or a quoted name. No `;`, `(`, `\`, `{`, `<`…: nothing that could
// end the declaration or the style attribute it is written into.
const FAMILY = /^(?:[A-Za-z][A-Za-z0-9 -]{0,40}|'[A-Za-z0-9 -]{1,40}'|"[A-Za-z0-9 -]{1,40}")$/;
const MAX_FAMILIES = 5;

const DEFAULT_PARTNER_THEME: SafeTheme = {
  primaryColor: '#1d4ed8',
  accentColor: '#f59e0b',
  logoUrl: null,
  fontFamily: null,
};

function colour(value: unknown, fallback: string): string {
  return typeof value === 'string' && HEX_COLOUR.test(value) ? value.toLowerCase() : fallback;
}

export function safeFontFamily(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const families = value.split(',').map((family) => family.trim());
  if (families.length === 0 || families.length > MAX_FAMILIES) return null;
  return families.every((family) => FAMILY.test(family)) ? families.join(', ') : null;
}

export function safeLogoUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The theme the registry gave, each value validated here rather than trusted. */
export function safeTheme(theme: Partial<PartnerThemeDto> | null | undefined): SafeTheme {
  return {
    primaryColor: colour(theme?.primaryColor, DEFAULT_PARTNER_THEME.primaryColor),
    accentColor: colour(theme?.accentColor, DEFAULT_PARTNER_THEME.accentColor),
    logoUrl: safeLogoUrl(theme?.logoUrl),
    fontFamily: safeFontFamily(theme?.fontFamily),
  };
}
