import { describe, expect, it } from 'vitest';
import { ACCESS_TIERS, UNIT_TEST_SORTS } from '@contract/catalogue';
import { SCHOOL_LEVELS, SKILLS, SUBJECTS } from '@contract/constants';
import en from '@locales/en/catalogue.json';
import vi from '@locales/vi/catalogue.json';

describe('catalogue locale files', () => {
  it('name every skill, school level, subject, access tier and sort', () => {
    for (const lng of [vi, en]) {
      expect(Object.keys(lng.skills).sort()).toEqual([...SKILLS].sort());
      expect(Object.keys(lng.levels).sort()).toEqual([...SCHOOL_LEVELS].sort());
      expect(Object.keys(lng.subjects).sort()).toEqual([...SUBJECTS].sort());
      expect(Object.keys(lng.access).sort()).toEqual([...ACCESS_TIERS].sort());
      expect(
        Object.keys(lng.explore.sort)
          .filter((k) => k !== 'label')
          .sort(),
      ).toEqual([...UNIT_TEST_SORTS].sort());
    }
  });
});
