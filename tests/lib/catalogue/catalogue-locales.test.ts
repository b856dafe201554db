import { describe, expect, it } from 'vitest';
import { ACCESS_TIERS, UNIT_TEST_SORTS } from '@contract/catalogue';
import { SCHOOL_LEVELS, SKILLS, SUBJECTS } from '@contract/constants';
import en from '@locales/en/catalogue.json';
import vi from '@locales/vi/catalogue.json';

/** Key paths, with plural forms folded (Vietnamese has only "other", English "one" and "other"). */
function shape(value: unknown, path = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => shape(v, path ? `${path}.${k}` : k));
  }
  return [path.replace(/_(one|other)$/, '')];
}

const unique = (keys: string[]) => [...new Set(keys)].sort();

describe('catalogue locale files', () => {
  it('have the same keys in vi and en', () => {
    expect(unique(shape(en))).toEqual(unique(shape(vi)));
  });

  it('name every skill, school level, subject, access tier and sort', () => {
    for (const lng of [vi, en]) {
      expect(Object.keys(lng.skills).sort()).toEqual([...SKILLS].sort());
      expect(Object.keys(lng.levels).sort()).toEqual([...SCHOOL_LEVELS].sort());
      expect(Object.keys(lng.subjects).sort()).toEqual([...SUBJECTS].sort());
      expect(Object.keys(lng.access).sort()).toEqual([...ACCESS_TIERS].sort());
      expect(Object.keys(lng.explore.sort).filter((k) => k !== 'label').sort()).toEqual([...UNIT_TEST_SORTS].sort());
    }
  });

  it('writes Vietnamese with its diacritics', () => {
    expect(vi.explore.title).toBe('Khám phá đề luyện tập');
    expect(vi.skills.VO).toBe('Từ vựng');
  });
});
