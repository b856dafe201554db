import { describe, expect, it } from 'vitest';
import {
  certificateFilterIds,
  clearFilters,
  countActiveFilters,
  exploreFiltersToQuery,
  exploreSearch,
  gradeCodesOfLevel,
  parseCertificate,
  parseExploreQuery,
  toUnitTestListQuery,
  updateFilters,
  type ExploreFilters,
} from '@/lib/catalogue/query';
import { canonicalQueryString } from '@/lib/api/query';

describe('parseExploreQuery', () => {
  it('reads every key of a full URL', () => {
    expect(
      parseExploreQuery({
        level: 'SECONDARY',
        grade: 'G6',
        subject: 'ENGLISH',
        mode: '1',
        exam: '6',
        certificate: '30',
        skill: 'RE,GR',
        access: 'FREE',
        q: 'giữa kỳ',
        sort: 'newest',
        page: '3',
      }),
    ).toEqual({
      level: 'SECONDARY',
      grade: 'G6',
      subject: 'ENGLISH',
      mode: 1,
      exam: 6,
      certificate: { kind: 'id', id: 30 },
      skills: ['RE', 'GR'],
      access: 'FREE',
      q: 'giữa kỳ',
      sort: 'newest',
      page: 3,
    });
  });

  it('accepts the links the home page writes', () => {
    expect(parseExploreQuery({ mode: '3', skill: 'LI' })).toEqual({ page: 1, mode: 3, skills: ['LI'] });
    expect(parseExploreQuery({ exam: '10' })).toEqual({ page: 1, exam: 10 });
    expect(parseExploreQuery({ certificate: '11' }).certificate).toEqual({ kind: 'id', id: 11 });
    expect(parseExploreQuery({ certificate: 'IELTS' }).certificate).toEqual({ kind: 'family', family: 'IELTS' });
    expect(parseExploreQuery({ certificate: 'TOEIC' }).certificate).toEqual({ kind: 'family', family: 'TOEIC' });
    expect(parseExploreQuery({ certificate: 'TOEFL' }).certificate).toEqual({ kind: 'family', family: 'TOEFL' });
    expect(parseExploreQuery({ grade: 'G13' })).toEqual({ page: 1, grade: 'G13' });
  });

  it('reads certificate families case-insensitively', () => {
    expect(parseCertificate('ielts')).toEqual({ kind: 'family', family: 'IELTS' });
    expect(parseCertificate('Ket')).toEqual({ kind: 'family', family: 'KET' });
    expect(parseCertificate('toefl-primary')).toEqual({ kind: 'family', family: 'TOEFL_PRIMARY' });
    expect(parseCertificate('vstep')).toEqual({ kind: 'family', family: 'VSTEP' });
  });

  it('drops unknown and malformed values instead of failing', () => {
    expect(
      parseExploreQuery({
        level: 'KINDERGARTEN',
        grade: 'G14',
        subject: 'DANCE',
        mode: '4',
        exam: '5',
        certificate: '999',
        skill: 'XX,,',
        access: 'VIP',
        q: '   ',
        sort: 'random',
        page: '-2',
      }),
    ).toEqual({ page: 1 });
    expect(parseExploreQuery({ certificate: 'HSK', exam: '6abc', mode: '1.5', page: '2.5' })).toEqual({ page: 1 });
    expect(parseExploreQuery({ page: '0' }).page).toBe(1);
    expect(parseExploreQuery({ page: '99999999' }).page).toBe(1);
    expect(parseExploreQuery({ mode: '<script>' })).toEqual({ page: 1 });
  });

  it('takes the first of repeated keys, but every repeated skill', () => {
    expect(parseExploreQuery({ grade: ['G7', 'G8'], skill: ['LI', 'SP,WR'] })).toEqual({
      page: 1,
      grade: 'G7',
      skills: ['LI', 'SP', 'WR'],
    });
  });

  it('normalises case, order and duplicates, and leaves out the default sort', () => {
    expect(
      parseExploreQuery({ grade: 'g6', level: 'secondary', skill: 'wr,li,LI', sort: 'featured', access: 'free' }),
    ).toEqual({
      page: 1,
      level: 'SECONDARY',
      grade: 'G6',
      skills: ['LI', 'WR'],
      access: 'FREE',
    });
  });

  it('drops a grade that is not in the chosen school level', () => {
    expect(parseExploreQuery({ level: 'PRIMARY', grade: 'G6' })).toEqual({ page: 1, level: 'PRIMARY' });
    expect(gradeCodesOfLevel('HIGH')).toEqual(['G10', 'G11', 'G12']);
  });

  it('collapses spaces in the search text and cuts it at 100 characters', () => {
    expect(parseExploreQuery({ q: '  vstep   b1 ' }).q).toBe('vstep b1');
    expect(parseExploreQuery({ q: 'a'.repeat(150) }).q).toHaveLength(100);
  });
});

describe('exploreFiltersToQuery', () => {
  it('writes keys in a fixed order and skips defaults', () => {
    const filters: ExploreFilters = {
      page: 1,
      skills: ['LI', 'RE'],
      certificate: { kind: 'family', family: 'IELTS' },
      grade: 'G10',
      sort: 'featured',
    };
    expect(exploreSearch(filters)).toBe('?grade=G10&certificate=IELTS&skill=LI%2CRE');
    expect(exploreSearch({ page: 2, sort: 'name' })).toBe('?sort=name&page=2');
    expect(exploreSearch({ page: 1 })).toBe('');
  });

  it('round-trips: parse(write(filters)) gives the same filters', () => {
    const samples: ExploreFilters[] = [
      { page: 1 },
      { page: 4, q: 'unit 3', sort: 'duration' },
      { page: 1, level: 'HIGH', grade: 'G12', exam: 10, access: 'MEMBERSHIP' },
      { page: 2, certificate: { kind: 'id', id: 30 }, skills: ['RE'] },
      { page: 1, certificate: { kind: 'family', family: 'TOEFL_PRIMARY' }, mode: 2, subject: 'ENGLISH' },
    ];
    for (const filters of samples) {
      expect(parseExploreQuery(exploreFiltersToQuery(filters))).toEqual(filters);
    }
  });

  it('round-trips: write(parse(query)) is a fixed point for a canonical query', () => {
    const query = { level: 'PRIMARY', grade: 'G3', mode: '1', skill: 'LI,VO', page: '2' };
    expect(exploreFiltersToQuery(parseExploreQuery(query))).toEqual(query);
  });

  it('writes the international edition codes and reads either edition back to the G code', () => {
    const filters = { page: 1, level: 'SECONDARY' as const, grade: 'G6' };
    expect(exploreFiltersToQuery(filters, 'international')).toEqual({ level: 'SECONDARY', grade: 'Y7' });
    expect(exploreFiltersToQuery(filters, 'standard')).toEqual({ level: 'SECONDARY', grade: 'G6' });
    expect(parseExploreQuery({ level: 'SECONDARY', grade: 'Y7' })).toEqual(filters);
    expect(parseExploreQuery({ grade: 'UNI' })).toEqual({ page: 1, grade: 'G13' });
    expect(parseExploreQuery({ grade: 'Y1' })).toEqual({ page: 1 });
  });
});

describe('toUnitTestListQuery', () => {
  it('maps URL names to API names and a family to all its certificate ids', () => {
    expect(
      toUnitTestListQuery({
        page: 2,
        level: 'SECONDARY',
        grade: 'G6',
        mode: 1,
        exam: 6,
        certificate: { kind: 'family', family: 'KET' },
        skills: ['RE', 'WR'],
        access: 'PAID',
        q: 'unit',
        subject: 'ENGLISH',
      }),
    ).toEqual({
      q: 'unit',
      schoolLevel: 'SECONDARY',
      grade: 'G6',
      subject: 'ENGLISH',
      practiceModeId: 1,
      examIds: '6',
      certificateIds: '14,15',
      skills: 'RE,WR',
      accessTier: 'PAID',
      sort: 'featured',
      page: 2,
      pageSize: 12,
    });
  });

  it('lists every IELTS id for the IELTS family', () => {
    expect(certificateFilterIds({ kind: 'family', family: 'IELTS' })).toEqual(
      Array.from({ length: 12 }, (_, i) => 70 + i),
    );
    expect(certificateFilterIds({ kind: 'id', id: 45 })).toEqual([45]);
  });

  it('gives one canonical string for equal queries, whatever the key order', () => {
    const a = canonicalQueryString({ page: 1, grade: 'G6', sort: 'featured', pageSize: 12 });
    const b = canonicalQueryString({ pageSize: 12, sort: 'featured', grade: 'G6', page: 1, q: '' });
    expect(a).toBe(b);
    expect(a).toBe('grade=G6&page=1&pageSize=12&sort=featured');
  });
});

describe('filter updates', () => {
  const base: ExploreFilters = { page: 3, grade: 'G6', level: 'SECONDARY', skills: ['RE'], sort: 'name' };

  it('goes back to page 1 on any filter change, but keeps a page change', () => {
    expect(updateFilters(base, { access: 'FREE' }).page).toBe(1);
    expect(updateFilters(base, { page: 5 }).page).toBe(5);
  });

  it('removes a filter given as undefined or an empty list', () => {
    expect(updateFilters(base, { skills: [] })).toEqual({ page: 1, grade: 'G6', level: 'SECONDARY', sort: 'name' });
    expect(updateFilters(base, { grade: undefined })).toEqual({
      page: 1,
      level: 'SECONDARY',
      skills: ['RE'],
      sort: 'name',
    });
  });

  it('drops the grade when a level without it is chosen', () => {
    expect(updateFilters(base, { level: 'HIGH' }).grade).toBeUndefined();
    expect(updateFilters(base, { level: 'SECONDARY' }).grade).toBe('G6');
  });

  it('counts facet filters and clears them but the sort', () => {
    expect(countActiveFilters({ ...base, q: 'x' })).toBe(3);
    expect(countActiveFilters({ page: 1, skills: ['LI', 'RE'] })).toBe(2);
    expect(clearFilters({ ...base, q: 'x' })).toEqual({ page: 1, sort: 'name' });
  });
});
