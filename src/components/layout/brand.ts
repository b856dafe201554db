/**
 * The product's identity in code. Visible copy reads the name from `common:brand.name` (other
 * strings nest it with `$t(common:brand.name)`); this module serves places that are not copy:
 * the support address, mailto links and image paths. A test keeps the two names in step.
 */
export const BRAND = {
  name: 'EngLab',
  domain: 'englab.vn',
  supportEmail: 'support@englab.vn',
  logoPath: '/images/logo.svg',
  logoMarkPath: '/images/logo-mark.svg',
} as const;
