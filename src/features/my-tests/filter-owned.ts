import { unitTestDisplayName, unitTestLocalizedName, type OwnedUnitTestDto } from '@contract/catalogue';
import { SKILLS, type Skill } from '@contract/constants';
import { normalizeSearchText } from '@/lib/text';

export type OwnedSource = OwnedUnitTestDto['source'];
export const OWNED_SOURCES: readonly OwnedSource[] = ['FREE', 'MEMBERSHIP', 'PURCHASE', 'GIFT', 'ACTIVATION_CODE'];

export interface OwnedFilters {
  q: string;
  source: OwnedSource | '';
  skill: Skill | '';
}

export const NO_OWNED_FILTERS: OwnedFilters = { q: '', source: '', skill: '' };

/**
 * The owned tests matching a search (any of its names, without caring about Vietnamese
 * diacritics or case), a source and a skill; newest first.
 */
export function filterOwned(items: readonly OwnedUnitTestDto[], filters: OwnedFilters): OwnedUnitTestDto[] {
  const needle = normalizeSearchText(filters.q);
  return items
    .filter((item) => !filters.source || item.source === filters.source)
    .filter((item) => !filters.skill || item.unitTest.skills.includes(filters.skill))
    .filter((item) => {
      if (!needle) return true;
      const test = item.unitTest;
      const haystack = [
        test.name,
        test.nameEn ?? '',
        unitTestDisplayName(test, 'vi'),
        unitTestLocalizedName(test, 'en'),
      ].join(' ');
      return normalizeSearchText(haystack).includes(needle);
    })
    .sort((a, b) => (a.acquiredAt < b.acquiredAt ? 1 : a.acquiredAt > b.acquiredAt ? -1 : 0));
}

/** The sources and skills present in the list, in their canonical order (the filter options). */
export function ownedFacets(items: readonly OwnedUnitTestDto[]) {
  const sources = OWNED_SOURCES.filter((s) => items.some((i) => i.source === s));
  const skills = SKILLS.filter((s) => items.some((i) => i.unitTest.skills.includes(s)));
  return { sources, skills };
}
