import { unitTestsEndpoints } from '@contract/unit-tests';
import { join } from 'node:path';
import type { ApiFailure, ApiSuccess } from '@contract/api';
import {
  certificateIdsOfFamily,
  findCertificate,
  type UnitTestFacetsDto,
  type UnitTestListData,
  type UnitTestSummaryDto,
} from '@contract/catalogue';
import { GRADES } from '@contract/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { foldText } from '../src/content/derive';
import { seedCatalogue } from '../src/content/seed-catalogue';
import { bearer, createTestApp, failureOf, loginOk, postJson, type TestApp, inject, answerOf } from './helpers';

const FIXTURES = join(__dirname, 'fixtures', 'content');

// Read-only checks share two apps: one on the real catalogue (relationships only, since the
// content keeps growing) and one re-seeded with the three fixture tests (exact answers).
let real: TestApp;
let fixtures: TestApp;
let studentToken: string;

beforeAll(async () => {
  real = await createTestApp({}, { scope: 'file' });
  studentToken = (await loginOk(real.api)).accessToken;
  fixtures = await createTestApp({ CONTENT_DIR: FIXTURES }, { scope: 'file' });
  await seedCatalogue(fixtures.db, { contentDir: FIXTURES, now: new Date('2025-01-02T00:00:00.000Z') });
});

async function list(app: TestApp, query: string, headers: Record<string, string> = {}): Promise<UnitTestListData> {
  const response = await app.api.inject({ method: 'GET', url: `/itf/unit-tests${query ? `?${query}` : ''}`, headers });
  return answerOf(unitTestsEndpoints.list, response).data;
}

/** Every match of a query, across pages. */
async function all(app: TestApp, query: string): Promise<UnitTestSummaryDto[]> {
  const items: UnitTestSummaryDto[] = [];
  for (let page = 1; ; page += 1) {
    const data = await list(app, `${query}${query ? '&' : ''}pageSize=48&page=${page}`);
    items.push(...data.items);
    if (page >= data.totalPages) return items;
  }
}

async function facets(app: TestApp, query = ''): Promise<UnitTestFacetsDto> {
  const response = await app.api.inject({ method: 'GET', url: `/itf/unit-tests/facets${query ? `?${query}` : ''}` });
  return answerOf(unitTestsEndpoints.facets, response).data;
}

async function badRequest(app: TestApp, url: string): Promise<ApiFailure> {
  const response = await app.api.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(400);
  const body = failureOf(response);
  expect(body.code).toBe('VALIDATION_ERROR');
  return body;
}

describe('GET /itf/unit-tests', () => {
  it('answers the first page of the catalogue with totals', async () => {
    const response = await real.api.inject({ method: 'GET', url: '/itf/unit-tests' });
    expect(response.statusCode).toBe(200);
    const body = response.json<ApiSuccess<UnitTestListData>>();
    expect(body.result).toBe(true);
    expect(body.data.page).toBe(1);
    expect(body.data.pageSize).toBe(12);
    expect(body.totalRecords).toBe(body.data.total);
    expect(body.data.total).toBeGreaterThan(0);
    expect(body.data.items.length).toBe(Math.min(12, body.data.total));
    expect(body.data.totalPages).toBe(Math.ceil(body.data.total / 12));
    for (const item of body.data.items) {
      expect(item.scope).toBe('SYSTEM');
      expect(item.questionCount).toBeGreaterThanOrEqual(10);
      expect(item.questionCount).toBeLessThanOrEqual(40);
    }
  });

  it('filters by each facet', async () => {
    const everything = await all(real, '');
    const byGrade = await all(real, 'grade=G6');
    expect(byGrade.length).toBeGreaterThan(0);
    expect(byGrade.every((item) => item.grades.includes('G6'))).toBe(true);
    expect(byGrade.length).toBe(everything.filter((item) => item.grades.includes('G6')).length);
    // The international edition links grade 6 as Year 7 (decision 0056).
    expect((await all(real, 'grade=Y7')).map((item) => item.id)).toEqual(byGrade.map((item) => item.id));

    const primary = await all(real, 'schoolLevel=PRIMARY');
    expect(primary.length).toBeGreaterThan(0);
    expect(primary.every((item) => item.schoolLevel === 'PRIMARY')).toBe(true);

    for (const mode of [1, 2, 3]) {
      const items = await all(real, `practiceModeId=${mode}`);
      expect(items.length, `mode ${mode}`).toBeGreaterThan(0);
      expect(items.every((item) => item.practiceModeId === mode)).toBe(true);
    }

    const schoolExams = await all(real, 'examIds=4,6,7');
    expect(schoolExams.length).toBeGreaterThan(0);
    expect(schoolExams.every((item) => [4, 6, 7].includes(item.examId ?? -1))).toBe(true);

    const vstep = certificateIdsOfFamily('VSTEP');
    const vstepTests = await all(real, `certificateIds=${vstep.join(',')}`);
    expect(vstepTests.length).toBeGreaterThan(0);
    expect(vstepTests.every((item) => findCertificate(item.certificateId ?? -1)?.family === 'VSTEP')).toBe(true);

    const listening = await all(real, 'skills=LI');
    expect(listening.every((item) => item.skills.includes('LI'))).toBe(true);
    const speakingOrWriting = await all(real, 'skills=SP,WR');
    expect(speakingOrWriting.every((item) => item.skills.includes('SP') || item.skills.includes('WR'))).toBe(true);
    expect(speakingOrWriting.length).toBe(
      everything.filter((item) => item.skills.includes('SP') || item.skills.includes('WR')).length,
    );

    const tests = await all(real, 'unitType=TEST');
    expect(tests.every((item) => item.unitType === 'TEST')).toBe(true);
    const paid = await all(real, 'accessTier=PAID');
    expect(paid.every((item) => item.accessTier === 'PAID' && (item.price ?? 0) > 0)).toBe(true);
    const featured = await all(real, 'featured=true');
    expect(featured.every((item) => item.featured)).toBe(true);
    const notFeatured = await all(real, 'featured=false');
    expect(featured.length + notFeatured.length).toBe(everything.length);
    const linear = await all(real, 'testKind=LINEAR');
    expect(linear.every((item) => item.testKind === 'LINEAR')).toBe(true);

    expect((await list(real, 'subject=ENGLISH')).total).toBe(everything.length);
    expect((await list(real, 'subject=MATH')).total).toBe(0);
    expect((await list(real, 'scope=SYSTEM')).total).toBe(everything.length);
  });

  it('combines filters with AND', async () => {
    const combined = await all(real, 'grade=G6&unitType=TEST');
    const grade = await all(real, 'grade=G6');
    const unitType = await all(real, 'unitType=TEST');
    expect(combined.every((item) => item.grades.includes('G6') && item.unitType === 'TEST')).toBe(true);
    expect(combined.map((item) => item.id).sort()).toEqual(
      grade
        .filter((item) => unitType.some((other) => other.id === item.id))
        .map((item) => item.id)
        .sort(),
    );
    expect((await list(fixtures, 'grade=G7&examIds=6')).items.map((item) => item.id)).toEqual([900003]);
    expect((await list(fixtures, 'grade=G6&examIds=6')).total).toBe(0);
  });

  it('shows guests no USER-scope tests, and the caller only their own', async () => {
    expect((await list(real, 'scope=USER')).total).toBe(0);
    expect((await list(real, 'scope=USER', bearer(studentToken))).total).toBe(0);
    expect((await list(real, 'scope=ALL')).total).toBe((await list(real, '')).total);
  });

  it('searches insensitive to case and Vietnamese diacritics, every word required', async () => {
    const ids = async (q: string) => (await list(fixtures, `q=${encodeURIComponent(q)}`)).items.map((item) => item.id);
    expect(await ids('tieng anh')).toEqual([900001, 900003]);
    expect(await ids('Tiếng Anh')).toEqual([900001, 900003]);
    expect(await ids('TIẾNG   ANH')).toEqual([900001, 900003]);
    expect(await ids('tiếng anh 6')).toEqual([900001]);
    expect(await ids('trường mới')).toEqual([900001]);
    expect(await ids('my new school')).toEqual([900001]);
    expect((await ids('đề')).sort()).toEqual([900002, 900003]);
    expect((await ids('de')).sort()).toEqual([900002, 900003]);
    expect(await ids('vstep đọc')).toEqual([900002]);
    expect(await ids('vstep kiểm')).toEqual([]);
    // Labels and the certificate and exam names are searchable too.
    expect(await ids('Đề đọc B1 số 1')).toEqual([900002]);
    expect(await ids('giữa kỳ')).toEqual([900003]);
    // Punctuation only: nothing to match on, so everything matches.
    expect((await ids(' ;; ')).length).toBe(3);
    // LIKE wildcards are folded away like any punctuation, never passed through.
    expect(await ids('%')).toHaveLength(3);
    expect(await ids('vstep%kiểm')).toEqual([]);
  });

  it('searches the real catalogue', async () => {
    const vstep = await all(real, 'q=vstep');
    expect(vstep.length).toBeGreaterThan(0);
    for (const item of vstep) {
      const text = foldText(`${item.name} ${item.nameEn ?? ''} ${item.labels ?? ''}`);
      expect(text.includes('vstep') || findCertificate(item.certificateId ?? -1)?.family === 'VSTEP', item.slug).toBe(
        true,
      );
    }
    const withMarks = await all(real, `q=${encodeURIComponent('tiếng anh')}`);
    const without = await all(real, 'q=TIENG%20ANH');
    expect(withMarks.map((item) => item.id)).toEqual(without.map((item) => item.id));
  });

  it('pages through every match exactly once', async () => {
    const { total } = await list(real, '');
    const seen: number[] = [];
    const pages = Math.ceil(total / 5);
    for (let page = 1; page <= pages; page += 1) {
      const data = await list(real, `pageSize=5&page=${page}`);
      expect(data.total).toBe(total);
      expect(data.items.length).toBe(page < pages ? 5 : total - 5 * (pages - 1));
      seen.push(...data.items.map((item) => item.id));
    }
    expect(new Set(seen).size).toBe(total);
  });

  it('answers an empty page, with the right total, past the last page', async () => {
    const data = await list(fixtures, 'pageSize=2&page=3');
    expect(data).toEqual({ items: [], page: 3, pageSize: 2, total: 3, totalPages: 2 });
    const far = await list(real, 'page=9999');
    expect(far.items).toEqual([]);
    expect(far.total).toBeGreaterThan(0);
  });

  it('sorts by featured, newest, name, duration and question count', async () => {
    const featured = await all(real, 'sort=featured');
    const firstPlain = featured.findIndex((item) => !item.featured);
    expect(firstPlain === -1 || featured.slice(firstPlain).every((item) => !item.featured)).toBe(true);

    const names = (await all(real, 'sort=name')).map((item) => foldText(item.name));
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const durations = (await all(real, 'sort=duration')).map((item) => item.duration);
    const timed = durations.filter((value): value is number => value !== null);
    expect(durations.slice(0, timed.length)).toEqual(timed);
    expect(timed).toEqual([...timed].sort((a, b) => a - b));

    const counts = (await all(real, 'sort=questions')).map((item) => item.questionCount);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));

    const newest = (await all(real, 'sort=newest')).map((item) => item.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());

    // Fixtures: "Đề…" sorts among the d's, not after z.
    expect((await list(fixtures, 'sort=name')).items.map((item) => item.id)).toEqual([900003, 900001, 900002]);
    expect((await list(fixtures, 'sort=questions')).items.map((item) => item.questionCount)).toEqual([10, 12, 14]);
    expect((await list(fixtures, 'sort=featured')).items[0]?.id).toBe(900001);
  });

  it('rejects unknown parameters and bad values with 400 VALIDATION_ERROR', async () => {
    const unknown = await badRequest(real, '/itf/unit-tests?color=red');
    expect(unknown.details).toEqual([{ field: 'color', message: 'is not an allowed property' }]);
    for (const query of [
      'pageSize=0',
      'pageSize=49',
      'page=0',
      'page=-1',
      'page=abc',
      'page=1.5',
      'schoolLevel=KINDERGARTEN',
      'grade=G14',
      'grade=G0',
      'grade=g6',
      'grade=6',
      'grade=Y1',
      'grade=Y14',
      'grade=y7',
      'subject=english',
      'practiceModeId=4',
      'practiceModeId=x',
      'examIds=',
      'examIds=abc',
      'examIds=6,',
      'examIds=6,,7',
      'certificateIds=-1',
      'skills=LI,XX',
      'skills=li',
      'skills=',
      'unitType=QUIZ',
      'scope=EVERYTHING',
      'testKind=OTHER',
      'accessTier=GRATIS',
      'featured=maybe',
      'sort=random',
      `q=${'a'.repeat(101)}`,
      'q=a&q=b',
    ]) {
      await badRequest(real, `/itf/unit-tests?${query}`);
    }
  });

  it('checks comma lists item by item against the known ids', async () => {
    const exam = await badRequest(real, '/itf/unit-tests?examIds=6,99');
    expect(exam.details).toEqual([{ field: 'examIds', message: 'contains unknown exam id(s): 99' }]);
    const certificate = await badRequest(real, '/itf/unit-tests?certificateIds=30,31,999');
    expect(certificate.details).toEqual([
      { field: 'certificateIds', message: 'contains unknown certificate id(s): 999' },
    ]);
    expect((await list(real, 'examIds=6,6,7')).total).toBe((await list(real, 'examIds=6,7')).total);
  });

  it('accepts a q of 100 characters', async () => {
    expect((await list(real, `q=${'a'.repeat(100)}`)).total).toBe(0);
  });

  it('refuses an invalid token instead of treating the caller as a guest', async () => {
    const response = await real.api.inject({ method: 'GET', url: '/itf/unit-tests', headers: bearer('not-a-token') });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).code).toBe('UNAUTHORIZED');
  });
});

describe('GET /itf/unit-tests/facets', () => {
  it('counts every facet over the whole visible catalogue', async () => {
    const counts = await facets(real);
    const everything = await all(real, '');
    expect(counts.total).toBe(everything.length);
    for (const grade of GRADES) {
      expect(counts.grades[grade.code] ?? 0, grade.code).toBe(
        everything.filter((item) => item.grades.includes(grade.code)).length,
      );
    }
    for (const mode of ['1', '2', '3']) {
      expect(counts.practiceModes[mode] ?? 0).toBe(
        everything.filter((item) => String(item.practiceModeId) === mode).length,
      );
    }
    expect(counts.skills.LI ?? 0).toBe(everything.filter((item) => item.skills.includes('LI')).length);
    expect(Object.values(counts.accessTiers).reduce((a, b) => a + b, 0)).toBe(everything.length);
    const certificateTotal = Object.values(counts.certificates).reduce((a, b) => a + b, 0);
    expect(Object.values(counts.certificateFamilies).reduce((a, b) => a + b, 0)).toBe(certificateTotal);
    expect(counts.certificateFamilies.VSTEP ?? 0).toBe(
      everything.filter((item) => findCertificate(item.certificateId ?? -1)?.family === 'VSTEP').length,
    );
  });

  it('counts over the tests matching the query', async () => {
    const counts = await facets(real, 'grade=G6');
    expect(counts.total).toBe((await list(real, 'grade=G6')).total);
    expect(Object.keys(counts.grades)).toContain('G6');
    expect(await facets(fixtures, 'q=de')).toEqual({
      total: 2,
      schoolLevels: { SECONDARY: 1 },
      grades: { G7: 1 },
      practiceModes: {},
      exams: { 6: 1 },
      certificates: { 30: 1 },
      certificateFamilies: { VSTEP: 1 },
      skills: { GR: 1, RE: 1 },
      accessTiers: { PAID: 1, MEMBERSHIP: 1 },
      subjects: { ENGLISH: 2 },
    });
  });

  it('validates like the list and takes no paging', async () => {
    await badRequest(real, '/itf/unit-tests/facets?grade=G99');
    await badRequest(real, '/itf/unit-tests/facets?page=1');
    await badRequest(real, '/itf/unit-tests/facets?sort=name');
  });
});

describe('GET /itf/unit-tests/{id}', () => {
  it('finds a test by id and by slug, with its outline and no questions or answers', async () => {
    const byId = await real.api.inject({ method: 'GET', url: '/itf/unit-tests/900001' });
    expect(byId.statusCode).toBe(404);

    const fromList = (await list(real, 'pageSize=1')).items[0];
    if (!fromList) throw new Error('empty catalogue');
    const detail = (await inject(real.api, unitTestsEndpoints.detail, { params: { id: fromList.id } })).data;
    const bySlug = (await inject(real.api, unitTestsEndpoints.detail, { params: { id: fromList.slug } })).data;
    expect(bySlug).toEqual(detail);
    expect(detail).toMatchObject(fromList);
    expect(detail.sections.length).toBeGreaterThan(0);
    expect(detail.sections.reduce((sum, section) => sum + section.questionCount, 0)).toBe(detail.questionCount);

    const raw = (await real.api.inject({ method: 'GET', url: `/itf/unit-tests/${fromList.id}` })).body;
    for (const secret of [
      '"answer"',
      '"accepted"',
      '"transcript"',
      '"explanation"',
      '"questions"',
      '"options"',
      '"items"',
    ]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('describes the fixture test exactly', async () => {
    const detail = (
      await inject(fixtures.api, unitTestsEndpoints.detail, { params: { id: 'fixture-g6-unit-1-my-new-school' } })
    ).data;
    expect(detail.sections).toEqual([
      { id: 's1', title: { vi: 'Từ vựng', en: 'Vocabulary' }, skill: 'VO', questionCount: 5 },
      { id: 's2', title: { vi: 'Ngữ pháp', en: 'Grammar' }, skill: 'GR', questionCount: 5 },
      { id: 's3', title: { vi: 'Nghe', en: 'Listening' }, skill: null, questionCount: 4 },
    ]);
    expect(detail).toMatchObject({
      id: 900001,
      grades: ['G6'],
      skills: ['LI', 'GR', 'VO', 'SP', 'WR'],
      unit: { number: 1, title: { vi: 'Trường mới của em', en: 'My new school' } },
      hasListening: true,
      hasSpeaking: true,
      owned: false,
      canTake: true,
    });
  });

  it('tells the caller whether they own and may take it', async () => {
    const owned = (await inject(real.api, unitTestsEndpoints.owned, { token: studentToken })).data;
    const membership = owned.find((entry) => entry.source === 'MEMBERSHIP')?.unitTest;
    if (!membership) throw new Error('the demo student owns no membership test');
    const asGuest = (await inject(real.api, unitTestsEndpoints.detail, { params: { id: membership.id } })).data;
    expect({ owned: asGuest.owned, canTake: asGuest.canTake }).toEqual({ owned: false, canTake: false });
    const asOwner = (
      await inject(real.api, unitTestsEndpoints.detail, { params: { id: membership.id }, token: studentToken })
    ).data;
    expect({ owned: asOwner.owned, canTake: asOwner.canTake }).toEqual({ owned: true, canTake: true });

    const free = (await list(real, 'accessTier=FREE&pageSize=1')).items[0];
    if (!free) throw new Error('no free test');
    const freeDetail = (await inject(real.api, unitTestsEndpoints.detail, { params: { id: free.id } })).data;
    expect(freeDetail.canTake).toBe(true);
  });

  it('answers 404 for an unknown id or slug', async () => {
    for (const key of ['999999', 'no-such-test', 'Fixture-G6', '0']) {
      const response = await real.api.inject({ method: 'GET', url: `/itf/unit-tests/${key}` });
      expect(response.statusCode, key).toBe(404);
      expect(failureOf(response).code).toBe('NOT_FOUND');
    }
  });
});

describe('GET /itf/unit-tests/owned', () => {
  it('needs a signed-in user', async () => {
    const response = await real.api.inject({ method: 'GET', url: '/itf/unit-tests/owned' });
    expect(response.statusCode).toBe(401);
    expect(failureOf(response).code).toBe('UNAUTHORIZED');
  });

  it('lists the demo student’s three tests, newest first', async () => {
    const response = await real.api.inject({
      method: 'GET',
      url: '/itf/unit-tests/owned',
      headers: bearer(studentToken),
    });
    const owned = answerOf(unitTestsEndpoints.owned, response).data;
    expect(owned.map((entry) => entry.source)).toEqual(['FREE', 'MEMBERSHIP', 'GIFT']);
    expect(owned.map((entry) => entry.unitTest.accessTier)).toEqual([
      'FREE',
      'MEMBERSHIP',
      expect.stringMatching(/^(PAID|MEMBERSHIP)$/),
    ]);
    const times = owned.map((entry) => entry.acquiredAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(response.headers['cache-control']).toContain('no-store');
  });
});

describe('POST /itf/unit-tests/use', () => {
  it('needs a signed-in user', async () => {
    const response = await postJson(real.api, '/itf/unit-tests/use', { unitTestId: 1 });
    expect(response.statusCode).toBe(401);
  });

  it('adds a free test to the library, once', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const owned = (await inject(app.api, unitTestsEndpoints.owned, { token: accessToken })).data;
    const free = (await all(app, 'accessTier=FREE')).find(
      (item) => !owned.some((entry) => entry.unitTest.id === item.id),
    );
    if (!free) throw new Error('no free test left to use');

    const first = (await inject(app.api, unitTestsEndpoints.use, { body: { unitTestId: free.id }, token: accessToken }))
      .data;
    expect(first.source).toBe('FREE');
    expect(first.unitTest.id).toBe(free.id);
    expect(first.acquiredAt).toBe(app.clock.now().toISOString());
    app.clock.advance(60_000);
    const again = (await inject(app.api, unitTestsEndpoints.use, { body: { unitTestId: free.id }, token: accessToken }))
      .data;
    expect(again).toEqual(first);

    const after = (await inject(app.api, unitTestsEndpoints.owned, { token: accessToken })).data;
    expect(after).toHaveLength(owned.length + 1);
    expect(after[0]?.unitTest.id).toBe(free.id);
    const detail = (await inject(app.api, unitTestsEndpoints.detail, { params: { id: free.id }, token: accessToken }))
      .data;
    expect(detail.owned).toBe(true);
  });

  it('refuses membership and paid tests the caller does not own, with the reason', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const owned = (await inject(app.api, unitTestsEndpoints.owned, { token: accessToken })).data;
    const notOwned = (item: UnitTestSummaryDto) => !owned.some((entry) => entry.unitTest.id === item.id);

    const membership = (await all(app, 'accessTier=MEMBERSHIP')).find(notOwned);
    if (!membership) throw new Error('no membership test left');
    const refused = await postJson(app.api, '/itf/unit-tests/use', { unitTestId: membership.id }, bearer(accessToken));
    expect(refused.statusCode).toBe(403);
    expect(failureOf(refused).code).toBe('MEMBERSHIP_REQUIRED');

    const paid = (await all(app, 'accessTier=PAID')).find(notOwned);
    if (!paid) throw new Error('no paid test left');
    const unpaid = await postJson(app.api, '/itf/unit-tests/use', { unitTestId: paid.id }, bearer(accessToken));
    expect(unpaid.statusCode).toBe(403);
    expect(failureOf(unpaid).code).toBe('PURCHASE_REQUIRED');

    // What the student owns (here through the membership) opens as usual.
    const ownedMembership = owned.find((entry) => entry.source === 'MEMBERSHIP');
    if (!ownedMembership) throw new Error('the demo student owns no membership test');
    const ok = (
      await inject(app.api, unitTestsEndpoints.use, {
        body: { unitTestId: ownedMembership.unitTest.id },
        token: accessToken,
      })
    ).data;
    expect(ok.source).toBe('MEMBERSHIP');
  });

  it('answers 404 for an unknown test and 400 for a bad body', async () => {
    const app = await createTestApp();
    const { accessToken } = await loginOk(app.api);
    const missing = await postJson(app.api, '/itf/unit-tests/use', { unitTestId: 999_999 }, bearer(accessToken));
    expect(missing.statusCode).toBe(404);
    expect(failureOf(missing).code).toBe('NOT_FOUND');
    for (const body of [{}, { unitTestId: '1001' }, { unitTestId: 0 }, { unitTestId: 1, extra: true }]) {
      const response = await postJson(app.api, '/itf/unit-tests/use', body, bearer(accessToken));
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
  });
});
