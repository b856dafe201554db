/**
 * SWR keys of the catalogue (shared by home, Explore, the practice-test pages, my tests, the
 * promo popup and the help button). A key is the API path the hook loads, with its query as a
 * canonical query string (keys sorted, empty values left out): a page's getServerSideProps can
 * put its server-fetched data under the same key as `fallback`, and the browser then renders it
 * without a request.
 */
import type { BannerQuery, UnitTestListQuery } from '@contract/catalogue';
import { gradesApi, saleAssetsApi, siteApi, unitTestsApi } from '@contract/client-api';
import { keyOf } from '@/lib/api/call';

/** The plans the web app shows: the students' ones. */
export const MEMBERSHIP_ROLE_CODE = 'STUDENT' as const;

export const catalogueKeys = {
  /** GET /grades */
  grades: () => keyOf(gradesApi.list),
  /** GET /itf/unit-tests?… — one page of the list. */
  unitTests: (query: UnitTestListQuery) => keyOf(unitTestsApi.list, { query }),
  /** GET /itf/unit-tests/facets[?…] */
  unitTestFacets: (query?: UnitTestListQuery) => keyOf(unitTestsApi.facets, { query }),
  /** GET /itf/unit-tests/{id or slug} */
  unitTest: (idOrSlug: number | string) => keyOf(unitTestsApi.detail, { params: { id: idOrSlug } }),
  /** GET /itf/unit-tests/owned */
  ownedUnitTests: () => keyOf(unitTestsApi.owned),
  /** POST /itf/unit-tests/use (a mutation: nothing is cached under it). */
  useUnitTest: () => keyOf(unitTestsApi.use),
  /** GET /sale-asset/memberships?roleCode=STUDENT */
  memberships: () => keyOf(saleAssetsApi.memberships, { query: { roleCode: MEMBERSHIP_ROLE_CODE } }),
  /** GET /sale-asset */
  saleAssets: () => keyOf(saleAssetsApi.list),
  /** GET /itf/banners?… */
  banners: (query: BannerQuery) => keyOf(siteApi.banners, { query }),
  /** GET /itf/app-settings/{id} */
  appSetting: (id: string) => keyOf(siteApi.appSetting, { params: { id } }),
} as const;
