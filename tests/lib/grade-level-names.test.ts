import { describe, expect, it } from 'vitest';
import { GRADES } from '@contract/constants';
import enCatalogue from '../../locales/en/catalogue.json';
import viCatalogue from '../../locales/vi/catalogue.json';

// The explore filters list school levels and grades side by side: a name must say which it is.
describe('grade and school level names', () => {
  it('never name a grade like a school level, in either language', () => {
    const levels = {
      vi: Object.values(viCatalogue.levels).map((name) => name.toLowerCase()),
      en: Object.values(enCatalogue.levels).map((name) => name.toLowerCase()),
    };
    for (const grade of GRADES) {
      expect(levels.vi, grade.code).not.toContain(grade.name.toLowerCase());
      expect(levels.en, grade.code).not.toContain(grade.nameEn.toLowerCase());
    }
  });
});
