/**
 * SWR keys of the catalogue (shared by home, Explore, the practice-test pages, my tests, the
 * promo popup and the help button). A key is the API path the hook loads, with its query as a
 * canonical query string (keys sorted, empty values left out): a page's getServerSideProps can
 * put its server-fetched data under the same key as `fallback`, and the browser then renders it
 * without a request.
 */
import { API_PATHS } from '@contract/api';
import type { BannerQuery, UnitTestListQuery } from '@contract/catalogue';
import { CATALOGUE_PATHS } from '@contract/catalogue-paths';
import { pathWithQuery } from '../query-string';

/** The plans the web app shows: the students' ones. */
export const MEMBERSHIP_ROLE_CODE = 'STUDENT' as const;

export const catalogueKeys = {
  /** GET /grades */
  grades: () => API_PATHS.grades,
  /** GET /itf/unit-tests?… — one page of the list. */
  unitTests: (query: UnitTestListQuery) => pathWithQuery(CATALOGUE_PATHS.unitTests, query),
  /** GET /itf/unit-tests/facets[?…] */
  unitTestFacets: (query?: UnitTestListQuery) => pathWithQuery(CATALOGUE_PATHS.unitTestFacets, query),
  /** GET /itf/unit-tests/{id or slug} */
  unitTest: (idOrSlug: number | string) => CATALOGUE_PATHS.unitTest(encodeURIComponent(String(idOrSlug))),
  /** GET /itf/unit-tests/owned */
  ownedUnitTests: () => CATALOGUE_PATHS.ownedUnitTests,
  /** POST /itf/unit-tests/use (a mutation: nothing is cached under it). */
  useUnitTest: () => CATALOGUE_PATHS.useUnitTest,
  /** GET /sale-asset/memberships?roleCode=STUDENT */
  memberships: () => pathWithQuery(CATALOGUE_PATHS.memberships, { roleCode: MEMBERSHIP_ROLE_CODE }),
  /** GET /sale-asset */
  saleAssets: () => CATALOGUE_PATHS.saleAssets,
  /** GET /itf/banners?… */
  banners: (query: BannerQuery) => pathWithQuery(CATALOGUE_PATHS.banners, query),
  /** GET /itf/app-settings/{id} */
  appSetting: (id: string) => CATALOGUE_PATHS.appSetting(encodeURIComponent(id)),
} as const;
