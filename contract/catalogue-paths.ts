/**
 * Catalogue endpoint paths, site codes and app-setting ids: kept apart from the taxonomy in
 * catalogue.ts so the shell's widgets can import them without pulling the taxonomy tables into
 * every page's bundle.
 */
export const CATALOGUE_PATHS = {
  unitTests: '/itf/unit-tests',
  ownedUnitTests: '/itf/unit-tests/owned',
  unitTestFacets: '/itf/unit-tests/facets',
  unitTest: (id: number | string) => `/itf/unit-tests/${id}`,
  useUnitTest: '/itf/unit-tests/use',
  memberships: '/sale-asset/memberships',
  saleAssets: '/sale-asset',
  banners: '/itf/banners',
  appSetting: (id: string) => `/itf/app-settings/${id}`,
  countries: '/itf/countries',
  /** Static content (audio, images) of the seeded catalogue, served by the main API. */
  media: '/media',
} as const;

/** Site code sent with banner and activation requests. */
export const SITE_CODES = { STANDARD: 'ENGLAB', INTERNATIONAL: 'ENGLAB_INTERNATIONAL' } as const;

/** App-setting ids the web app reads. */
export const APP_SETTING_IDS = {
  USER_MANUAL: 'user-manual',
  SUPPORT: 'support',
} as const;
