import { unitTestsEndpoints } from '@contract/unit-tests';
/**
 * Catalogue search, facets and paging on the search index (issue 25, decision 0028).
 *
 * `fixtures/catalogue-answers.json` holds the answers the API gave on the seeded catalogue
 * before the index (main 8d63b60): every match of each query, in order, and its facets. Facets
 * are now disjunctive, so a facet whose own filter is in the query is compared with the old
 * answer of the query without that filter. Re-record it when the seeded content changes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { UnitTestFacetsDto, UnitTestListData, UnitTestSummaryDto } from '@contract/catalogue';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../src/content/derive';
import { createCatalogueRepository } from '../src/modules/catalogue';
import { answerOf, createTestApp, type TestApp } from './helpers';

interface Recorded {
  total: number;
  ids: number[];
  facets: UnitTestFacetsDto;
}
const RECORDED = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'catalogue-answers.json'), 'utf8')) as Record<
  string,
  Recorded
>;

/** Which query parameter narrows each facet. */
const FACET_PARAMETERS: Record<string, string> = {
  schoolLevels: 'schoolLevel',
  grades: 'grade',
  practiceModes: 'practiceModeId',
  exams: 'examIds',
  certificates: 'certificateIds',
  certificateFamilies: 'certificateIds',
  skills: 'skills',
  accessTiers: 'accessTier',
};

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({}, { scope: 'file' });
});

async function list(query: string): Promise<UnitTestListData> {
  return answerOf(unitTestsEndpoints.list, await app.api.inject({ method: 'GET', url: `/itf/unit-tests?${query}` }))
    .data;
}

async function everyMatch(query: string, pageSize = 48): Promise<UnitTestSummaryDto[]> {
  const items: UnitTestSummaryDto[] = [];
  for (let page = 1; ; page += 1) {
    const data = await list(`${query}${query ? '&' : ''}pageSize=${pageSize}&page=${page}`);
    items.push(...data.items);
    if (page >= data.totalPages) return items;
  }
}

async function facets(query: string): Promise<UnitTestFacetsDto> {
  const response = await app.api.inject({ method: 'GET', url: `/itf/unit-tests/facets${query ? `?${query}` : ''}` });
  return answerOf(unitTestsEndpoints.facets, response).data;
}

const parametersOf = (query: string) => query.split('&').filter((part) => part !== '' && !part.startsWith('sort='));

describe('the answers on the seeded catalogue are those before the search index', () => {
  const queries = Object.keys(RECORDED);

  it.each(queries)('lists %j', async (query) => {
    const recorded = RECORDED[query] as Recorded;
    const items = await everyMatch(query);
    expect(items.length).toBe(recorded.total);
    if (query.includes('q=')) {
      // A search shows exact title matches first: the same tests, maybe in another order.
      expect(items.map((item) => item.id).sort((a, b) => a - b)).toEqual([...recorded.ids].sort((a, b) => a - b));
    } else {
      expect(items.map((item) => item.id)).toEqual(recorded.ids);
    }
  });

  // Queries whose variants without each one of their filters were recorded too.
  const withVariants = queries.filter((query) => {
    const parameters = parametersOf(query);
    return parameters.every((left) => parameters.filter((part) => part !== left).join('&') in RECORDED);
  });

  it.each(withVariants)('counts facets for %j, each facet without its own filter', async (query) => {
    const parameters = parametersOf(query);
    const answer = await facets(parameters.join('&'));
    const recorded = RECORDED[query] as Recorded;
    expect(answer.total).toBe(recorded.facets.total);
    for (const [facet, parameter] of Object.entries(FACET_PARAMETERS)) {
      const own = parameters.find((part) => part.startsWith(`${parameter}=`));
      const expected = RECORDED[own ? parameters.filter((part) => part !== own).join('&') : query] as Recorded;
      expect(answer[facet as keyof UnitTestFacetsDto], `${facet} of ${query}`).toEqual(
        expected.facets[facet as keyof UnitTestFacetsDto],
      );
    }
  });
});

describe('search', () => {
  async function aVietnameseTest(): Promise<UnitTestSummaryDto & { nameEn: string }> {
    const items = await everyMatch('');
    const found = items.find(
      (item): item is UnitTestSummaryDto & { nameEn: string } =>
        item.nameEn !== null && /[đĐ]/.test(item.name) && foldText(item.name).split(' ').length >= 3,
    );
    if (!found) throw new Error('The seeded catalogue has no test named with đ and in English');
    return found;
  }

  it('finds a test by its Vietnamese name typed without diacritics, the exact title first', async () => {
    const test = await aVietnameseTest();
    const query = foldText(test.name);
    expect(query).not.toBe(test.name.toLowerCase());
    const data = await list(`q=${encodeURIComponent(query)}`);
    expect(data.items[0]?.id).toBe(test.id);
  });

  it('finds it with one typo in a word', async () => {
    const test = await aVietnameseTest();
    const words = foldText(test.name).split(' ');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    expect(longest.length).toBeGreaterThanOrEqual(4);
    // Two letters swapped, then one letter dropped: each is one typo.
    const swapped = `${longest.slice(0, 1)}${longest[2]}${longest[1]}${longest.slice(3)}`;
    const dropped = `${longest.slice(0, 2)}${longest.slice(3)}`;
    for (const typo of [swapped, dropped]) {
      const query = words.map((word) => (word === longest ? typo : word)).join(' ');
      const ids = (await everyMatch(`q=${encodeURIComponent(query)}`)).map((item) => item.id);
      expect(ids, query).toContain(test.id);
    }
  });

  it('finds it by its English name', async () => {
    const test = await aVietnameseTest();
    const ids = (await everyMatch(`q=${encodeURIComponent(test.nameEn)}`)).map((item) => item.id);
    expect(ids).toContain(test.id);
  });
});

describe('facets', () => {
  it('count each facet with the other active filters (disjunctive)', async () => {
    const free = await facets('accessTier=FREE&schoolLevel=SECONDARY');
    expect(free.total).toBe((await list('accessTier=FREE&schoolLevel=SECONDARY')).total);
    for (const tier of ['FREE', 'MEMBERSHIP', 'PAID']) {
      expect(free.accessTiers[tier] ?? 0, tier).toBe((await list(`accessTier=${tier}&schoolLevel=SECONDARY`)).total);
    }
    for (const level of ['PRIMARY', 'SECONDARY', 'HIGH']) {
      expect(free.schoolLevels[level] ?? 0, level).toBe((await list(`accessTier=FREE&schoolLevel=${level}`)).total);
    }
    const g6 = (await list('accessTier=FREE&schoolLevel=SECONDARY&grade=G6')).total;
    expect(free.grades.G6 ?? 0).toBe(g6);
  });

  it('leave out values without tests, subjects included', async () => {
    const all = await facets('');
    expect(all.subjects).toEqual({ ENGLISH: all.total });
    for (const counts of Object.values(all)) {
      if (typeof counts === 'object') expect(Object.values(counts)).not.toContain(0);
    }
  });
});

describe('pages', () => {
  it('are the same whichever page is asked first, near the start, the middle or the end', async () => {
    for (const query of ['', 'sort=name', 'sort=newest', 'sort=duration', 'sort=questions', 'skills=LI']) {
      const expected = (RECORDED[query] as Recorded).ids;
      const pageSize = 7;
      const pages = Math.ceil(expected.length / pageSize);
      // Backwards from the end, a jump to the middle, then forwards from the start.
      const order = [pages, pages - 1, Math.ceil(pages / 2), ...Array.from({ length: pages }, (_, i) => i + 1)];
      for (const page of order) {
        const data = await list(`${query}${query ? '&' : ''}pageSize=${pageSize}&page=${page}`);
        expect(
          data.items.map((item) => item.id),
          `${query} page ${page}`,
        ).toEqual(expected.slice((page - 1) * pageSize, page * pageSize));
      }
    }
  });

  it('seek after a known row along the sort (keyset)', async () => {
    const repository = createCatalogueRepository(app.db);
    const filters = { words: [], scope: 'SYSTEM' as const };
    const expected = (RECORDED['sort=name'] as Recorded).ids;
    const first = await repository.page(filters, null, 'name', { offset: 0, limit: 10 });
    const cursor = first.cursors[9];
    if (!cursor) throw new Error('no cursor');
    const next = await repository.page(filters, null, 'name', { offset: 0, limit: 10, after: cursor });
    expect(next.rows.map((row) => row.id)).toEqual(expected.slice(10, 20));
    const end = await repository.page(filters, null, 'name', { offset: 0, limit: 3, reverse: true });
    expect(end.rows.map((row) => row.id)).toEqual(expected.slice(-3));
  });
});

describe('the answer cache', () => {
  it('answers a repeated query from memory until the catalogue changes', async () => {
    const catalogue = app.services.catalogue;
    const first = await catalogue.list({ q: 'tieng anh', pageSize: 48 }, null);
    const firstFacets = await catalogue.facets({ q: 'tieng anh' }, null);
    expect(await catalogue.list({ q: 'tieng anh', pageSize: 48 }, null)).toBe(first);
    expect(await catalogue.facets({ q: 'tieng anh' }, null)).toBe(firstFacets);

    const gone = first.items[0];
    if (!gone) throw new Error('no match');
    await sql`update unit_tests set retired_at = ${new Date().toISOString()} where id = ${gone.id}`.execute(app.db);

    const after = await catalogue.list({ q: 'tieng anh', pageSize: 48 }, null);
    expect(after.total).toBe(first.total - 1);
    expect(after.items.map((item) => item.id)).not.toContain(gone.id);
    expect((await catalogue.facets({ q: 'tieng anh' }, null)).total).toBe(firstFacets.total - 1);
    expect((await catalogue.facets({}, null)).total).toBe((await list('')).total);

    await sql`update unit_tests set name = ${'Zebra crossing'}, search_text = ${'zebra crossing'} where id = ${gone.id}`.execute(
      app.db,
    );
    await sql`update unit_tests set retired_at = null where id = ${gone.id}`.execute(app.db);
    const renamed = await list('q=zebra');
    expect(renamed.items.map((item) => item.id)).toEqual([gone.id]);
  });
});
