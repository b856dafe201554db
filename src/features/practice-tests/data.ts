/**
 * The exam-preparation hub: which exams and certificate families it shows, in which section,
 * and the Explore filter each tile opens. Names and ids come from the contract catalogue.
 */
import {
  CERTIFICATES,
  CERTIFICATE_FAMILIES,
  EXAMS,
  type UnitTestFacetsDto,
  type UnitTestListQuery,
} from '@contract/catalogue';
import { localized } from '@/components/unit-test/labels';
import { paths } from '@/config/paths';
import { exploreSearch } from '@/lib/catalogue/query';

export type HubSectionKey = 'national' | 'vstep' | 'cambridge' | 'international' | 'placement';

export interface HubTile {
  key: string;
  name: string;
  /** The full name when the tile shows a short one (Cambridge levels). */
  detail: string | null;
  href: string;
  /** Tests behind the tile; undefined while the counts are unknown. */
  count: number | undefined;
}

export const HUB_SECTIONS: readonly HubSectionKey[] = ['national', 'vstep', 'cambridge', 'international', 'placement'];

/** The featured exam tests under the tiles: tests (not practice), most featured first. */
export const FEATURED_EXAMS_QUERY: UnitTestListQuery = {
  unitType: 'TEST',
  sort: 'featured',
  page: 1,
  pageSize: 4,
};

const href = (filters: Parameters<typeof exploreSearch>[0]) => `${paths.explore}${exploreSearch(filters)}`;

function count(record: Record<string, number> | undefined, key: string | number) {
  return record ? (record[String(key)] ?? 0) : undefined;
}

function familyTiles(
  group: (typeof CERTIFICATE_FAMILIES)[number]['group'],
  facets: UnitTestFacetsDto | undefined,
  locale: string | undefined,
  withDetail: boolean,
): HubTile[] {
  return CERTIFICATE_FAMILIES.filter((f) => f.group === group).map((family) => {
    const first = CERTIFICATES.find((c) => c.family === family.key);
    const name = localized(family.name, locale);
    const detail = withDetail && first ? localized(first.name, locale) : null;
    return {
      key: family.key,
      name,
      detail: detail && detail !== name ? detail : null,
      href: href({ page: 1, certificate: { kind: 'family', family: family.key } }),
      count: count(facets?.certificateFamilies, family.key),
    };
  });
}

export function hubTiles(
  section: HubSectionKey,
  facets: UnitTestFacetsDto | undefined,
  locale: string | undefined,
): HubTile[] {
  switch (section) {
    case 'national':
      return EXAMS.filter((e) => e.group === 'NATIONAL').map((exam) => ({
        key: String(exam.id),
        name: localized(exam.name, locale),
        detail: null,
        href: href({ page: 1, exam: exam.id }),
        count: count(facets?.exams, exam.id),
      }));
    case 'vstep':
      return CERTIFICATES.filter((c) => c.family === 'VSTEP').map((c) => ({
        key: String(c.id),
        name: localized(c.name, locale),
        detail: null,
        href: href({ page: 1, certificate: { kind: 'id', id: c.id } }),
        count: count(facets?.certificates, c.id),
      }));
    case 'cambridge':
      return familyTiles('CAMBRIDGE', facets, locale, true);
    case 'international':
      return familyTiles('INTERNATIONAL', facets, locale, false);
    case 'placement':
      // The adaptive family is the adaptive level test itself (not a list of tests): its tile opens it.
      return familyTiles('PLACEMENT', facets, locale, false).map((tile) =>
        tile.key === 'ADAPTIVE' ? { ...tile, href: paths.placementTest('level'), count: undefined } : tile,
      );
  }
}
