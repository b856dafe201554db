/**
 * Third-party practice tests (spec §2, §7): GET /itf/third-party lists the registry's providers
 * with their tests as a guest sees them in the catalogue, GET /itf/third-party/{id} one provider;
 * a listed test starts in the player for a guest.
 */
import { attemptsEndpoints } from '@contract/attempts';
import { thirdPartyEndpoints } from '@contract/third-party';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../src/content/check';
import { defaultContentDir } from '../src/content/paths';
import { createThirdPartyService, loadProviders, parseProviders } from '../src/modules/third-party';
import { createTestApp, failureOf, inject, type TestApp } from './helpers';

const PROVIDER = {
  id: 7,
  slug: 'a-provider',
  name: 'A Provider',
  initials: 'AP',
  colour: '#123456',
  website: null,
  description: { vi: 'Mô tả', en: 'About' },
  testIds: [9001],
};

describe('the provider registry', () => {
  const providers = loadProviders(defaultContentDir());
  const authored = new Map(
    loadContent(defaultContentDir()).files.flatMap((file) => (file.test ? [[file.test.id, file.test] as const] : [])),
  );

  it('names only authored tests a guest may take: free practice tests', () => {
    expect(providers.length).toBeGreaterThan(0);
    for (const provider of providers) {
      expect(provider.testIds.length, provider.slug).toBeGreaterThanOrEqual(3);
      for (const id of provider.testIds) {
        const test = authored.get(id);
        expect(test, `${provider.slug}: test ${id} is authored`).toBeDefined();
        expect(test?.accessTier).toBe('FREE');
        expect(test?.unitType).toBe('PRACTICE');
      }
    }
  });

  it('refuses a provider without tests, with a bad colour or initials, and two providers with one id', () => {
    expect(parseProviders({ providers: [PROVIDER] })).toHaveLength(1);
    expect(() => parseProviders({ providers: [{ ...PROVIDER, testIds: [] }] })).toThrow(/test ids/);
    expect(() => parseProviders({ providers: [{ ...PROVIDER, testIds: [1, 1] }] })).toThrow(/twice/);
    expect(() => parseProviders({ providers: [{ ...PROVIDER, colour: 'teal' }] })).toThrow(/colour/);
    expect(() => parseProviders({ providers: [{ ...PROVIDER, initials: 'long' }] })).toThrow(/initials/);
    expect(() => parseProviders({ providers: [{ ...PROVIDER, website: 'http://x.example' }] })).toThrow(/https/);
    expect(() => parseProviders({ providers: [PROVIDER, { ...PROVIDER, slug: 'other' }] })).toThrow(/share an id/);
    expect(() => parseProviders([PROVIDER])).toThrow(/providers/);
  });

  it('leaves out a test the catalogue no longer shows', async () => {
    const service = createThirdPartyService({
      providers: parseProviders({ providers: [{ ...PROVIDER, testIds: [1, 2] }] }),
      findTest: async (id) =>
        id === 2
          ? {
              id: 2,
              slug: 'two',
              name: 'Hai',
              name_en: null,
              description_vi: 'a',
              description_en: 'b',
              question_count: 10,
              duration: null,
            }
          : undefined,
    });
    const provider = await service.one(7);
    expect(provider.tests.map((test) => test.slug)).toEqual(['two']);
    expect(provider.tests[0]?.name).toEqual({ vi: 'Hai', en: 'Hai' });
  });
});

describe('GET /itf/third-party', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({}, { scope: 'file' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('lists the seeded provider with its four tests, with name, length and question count', async () => {
    const answer = await inject(app.api, thirdPartyEndpoints.list);
    expect(answer.totalRecords).toBe(1);
    const [provider] = answer.data.items;
    expect(provider).toMatchObject({ id: 1, slug: 'lotus-english-academy', name: 'Lotus English Academy' });
    expect(provider?.tests.map((test) => test.slug)).toEqual([
      'tp-lotus-sports-and-health',
      'tp-lotus-food-and-cooking',
      'tp-lotus-travel-and-holidays',
      'tp-lotus-jobs-and-work',
    ]);
    expect(provider?.tests.every((test) => test.questionCount === 10 && test.duration === 10)).toBe(true);
    expect(provider?.tests[0]?.name.en).toMatch(/Sports and health/);
  });

  it('pages: past the last page the list is empty, the total stays', async () => {
    const answer = await inject(app.api, thirdPartyEndpoints.list, { query: { page: 2, pageSize: 1 } });
    expect(answer.data).toMatchObject({ items: [], page: 2, pageSize: 1, total: 1, totalPages: 1 });
  });

  it('refuses a page size out of range and an unknown parameter', async () => {
    for (const url of ['/itf/third-party?pageSize=0', '/itf/third-party?pageSize=51', '/itf/third-party?page=x']) {
      const response = await app.api.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(failureOf(response)).toMatchObject({ result: false, code: 'VALIDATION_ERROR' });
    }
  });

  it('answers one provider by id, the same as in the list', async () => {
    const list = await inject(app.api, thirdPartyEndpoints.list);
    const one = await inject(app.api, thirdPartyEndpoints.one, { params: { id: 1 } });
    expect(one.data).toEqual(list.data.items[0]);
  });

  it('answers 404 for an unknown provider and 400 for an id that is not a positive integer', async () => {
    const unknown = await app.api.inject({ method: 'GET', url: '/itf/third-party/999' });
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown)).toMatchObject({ result: false, code: 'NOT_FOUND' });
    for (const id of ['0', '-1', 'abc', '1.5', '99999999999']) {
      const response = await app.api.inject({ method: 'GET', url: `/itf/third-party/${id}` });
      expect(response.statusCode, id).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
  });

  it('lists tests a guest can start in the player', async () => {
    const { data } = await inject(app.api, thirdPartyEndpoints.one, { params: { id: 1 } });
    const slug = data.tests[0]?.slug ?? '';
    const started = await inject(app.api, attemptsEndpoints.start, { params: { id: slug }, body: {} });
    expect(started.data.attempt.status).toBe('OPEN');
  });
});
