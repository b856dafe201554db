/** A class slug as the API takes it (lower-case letters, digits, dashes), or null. */
export function classSlugParam(value: unknown): string | null {
  return typeof value === 'string' && /^[a-z0-9-]{1,120}$/.test(value) ? value : null;
}

/** A unit test's slug, or null. */
export function unitTestSlugParam(value: unknown): string | null {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : null;
}
