/**
 * A partner's and a page's address segment (the registry's rule): lower-case letters, digits and
 * inner hyphens. Anything else never reaches the API.
 */
const PARTNER_SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

export function isPartnerSlug(value: unknown): value is string {
  return typeof value === 'string' && PARTNER_SLUG.test(value);
}
