import { unitTestsEndpoints } from '@contract/unit-tests';
import { siteEndpoints } from '@contract/site';
import { saleAssetsEndpoints } from '@contract/sale-assets';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Endpoint } from '@contract/endpoint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerOf, createTestApp, type DataOf, failureOf, tinyPng, type TestApp } from './helpers';

const FIXTURES = join(__dirname, 'fixtures', 'content');

let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp({}, { scope: 'file' });
});

/** A GET of a raw URL (query as the page sends it), its answer typed from the endpoint it reaches. */
async function get<E extends Endpoint>(endpoint: E, url: string, app: TestApp = shared): Promise<DataOf<E>> {
  // A generic endpoint's answer type stays unresolved until the call: name its data here.
  return (answerOf(endpoint, await app.api.inject({ method: 'GET', url })) as { data: DataOf<E> }).data;
}

async function expect400(url: string): Promise<void> {
  const response = await shared.api.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(400);
  expect(failureOf(response).code).toBe('VALIDATION_ERROR');
}

describe('GET /sale-asset/memberships', () => {
  it('offers exactly the three student plans, cheapest first', async () => {
    const plans = await get(saleAssetsEndpoints.memberships, '/sale-asset/memberships?roleCode=STUDENT');
    expect(plans.map((plan) => plan.price)).toEqual([200_000, 400_000, 699_000]);
    expect(plans.map((plan) => plan.durationDays)).toEqual([30, 90, 365]);
    for (const plan of plans) {
      expect(plan.roleCode).toBe('STUDENT');
      expect(plan.name.vi).not.toBe('');
      expect(plan.name.en).not.toBe('');
      expect(plan.features.length).toBeGreaterThan(0);
      expect(plan.quantities.length).toBeGreaterThan(0);
      if (plan.originalPrice !== null) expect(plan.originalPrice).toBeGreaterThan(plan.price);
    }
    expect(plans.filter((plan) => plan.highlighted)).toHaveLength(1);
  });

  it('needs a known roleCode; teachers have no plans', async () => {
    await expect400('/sale-asset/memberships');
    await expect400('/sale-asset/memberships?roleCode=ADMIN');
    await expect400('/sale-asset/memberships?roleCode=STUDENT&x=1');
    expect(await get(saleAssetsEndpoints.memberships, '/sale-asset/memberships?roleCode=TEACHER')).toEqual([]);
  });
});

describe('GET /sale-asset', () => {
  it('sells the plans and every paid test', async () => {
    const assets = await get(saleAssetsEndpoints.list, '/sale-asset');
    const memberships = assets.filter((asset) => asset.assetType === 'MEMBERSHIP');
    expect(memberships.map((asset) => asset.price)).toEqual([200_000, 400_000, 699_000]);
    expect(memberships.every((asset) => asset.membershipId !== null && asset.unitTestId === null)).toBe(true);

    const paid = await get(unitTestsEndpoints.list, '/itf/unit-tests?accessTier=PAID&pageSize=48');
    const tests = assets.filter((asset) => asset.assetType === 'UNIT_TEST');
    expect(tests.map((asset) => asset.unitTestId).sort()).toEqual(paid.items.map((item) => item.id).sort());
    for (const asset of tests) {
      expect(asset.price).toBe(paid.items.find((item) => item.id === asset.unitTestId)?.price);
    }
  });

  it('filters by asset type', async () => {
    const memberships = await get(saleAssetsEndpoints.list, '/sale-asset?assetType=MEMBERSHIP');
    expect(memberships).toHaveLength(3);
    expect(await get(saleAssetsEndpoints.list, '/sale-asset?assetType=CART')).toEqual([]);
    await expect400('/sale-asset?assetType=BOOK');
  });
});

describe('GET /itf/banners', () => {
  it('answers the banners of the type, site and status, by id, with both languages and absolute image URLs', async () => {
    const banners = await get(siteEndpoints.banners, '/itf/banners?type=POPUP&site=ENGLAB&status=ACTIVE');
    // The expired one (id 4) is still ACTIVE: the client decides from the dates.
    expect(banners.map((banner) => banner.id)).toEqual([1, 2, 4]);
    expect(banners.map((banner) => banner.displayPlace)).toEqual(['HOME', 'ALL', 'ALL']);
    const [home, all] = banners;
    expect(home).toMatchObject({
      type: 'POPUP',
      site: 'ENGLAB',
      status: 'ACTIVE',
      repeatTime: 24,
      openNewTab: false,
      endDate: '2099-12-31T23:59:59.000Z',
    });
    expect(all).toMatchObject({ repeatTime: 12, openNewTab: true, endDate: null });
    for (const banner of banners) {
      expect(banner.url).toMatch(/^\/explore\?/);
      expect(Date.parse(banner.startDate)).toBeLessThan(Date.now());
      expect(banner.bannerItems.map((item) => item.lang).sort()).toEqual(['en', 'vi']);
      for (const item of banner.bannerItems) {
        for (const url of [item.imageDesktop, item.imageMobile]) {
          expect(url).toMatch(
            new RegExp(
              `^${shared.config.publicApiUrl}/media/images/banner-[a-z-]+-${item.lang}-(desktop|mobile)\\.svg$`,
            ),
          );
          const image = await shared.api.inject({ method: 'GET', url: new URL(url ?? '').pathname });
          expect(image.statusCode).toBe(200);
          expect(image.headers['content-type']).toContain('image/svg+xml');
        }
      }
    }
    expect(banners[2]?.endDate && Date.parse(banners[2].endDate)).toBeLessThan(Date.now());
  });

  it('only answers rows of the asked status and site', async () => {
    expect(
      (await get(siteEndpoints.banners, '/itf/banners?type=POPUP&site=ENGLAB&status=INACTIVE')).map((b) => b.id),
    ).toEqual([3]);
    expect(await get(siteEndpoints.banners, '/itf/banners?type=POPUP&site=ENGLAB_INTERNATIONAL&status=ACTIVE')).toEqual(
      [],
    );
    expect(await get(siteEndpoints.banners, '/itf/banners?type=BANNER&site=ENGLAB&status=ACTIVE')).toEqual([]);
  });

  it('needs type, site and status', async () => {
    await expect400('/itf/banners?site=ENGLAB&status=ACTIVE');
    await expect400('/itf/banners?type=POPUP&status=ACTIVE');
    await expect400('/itf/banners?type=POPUP&site=ENGLAB');
    await expect400('/itf/banners?type=MODAL&site=ENGLAB&status=ACTIVE');
    await expect400('/itf/banners?type=POPUP&site=englab&status=ACTIVE');
    await expect400('/itf/banners?type=POPUP&site=ENGLAB&status=LIVE');
  });

  it('draws the vi text in the vi image and the en text in the en image', async () => {
    const [home] = await get(siteEndpoints.banners, '/itf/banners?type=POPUP&site=ENGLAB&status=ACTIVE');
    const vi = home?.bannerItems.find((item) => item.lang === 'vi');
    const en = home?.bannerItems.find((item) => item.lang === 'en');
    const svg = async (url: string | null | undefined) =>
      (await shared.api.inject({ method: 'GET', url: new URL(url ?? '').pathname })).body;
    const viDesktop = await svg(vi?.imageDesktop);
    expect(viDesktop).toContain('width="960" height="540"');
    expect(viDesktop).toContain('Luyện đề chứng chỉ');
    expect(viDesktop).toContain("'Be Vietnam Pro', sans-serif");
    const enMobile = await svg(en?.imageMobile);
    expect(enMobile).toContain('width="600" height="800"');
    expect(enMobile).toContain('Practise for your');
    expect(enMobile).not.toContain('Luyện');
  });
});

describe('GET /itf/app-settings/{id}', () => {
  it('answers the user manual per site edition and locale', async () => {
    const setting = await get(siteEndpoints.appSetting, '/itf/app-settings/user-manual');
    expect(setting).toEqual({
      id: 'user-manual',
      value: {
        standard: { vi: '/page/user-guide', en: '/en/page/user-guide' },
        international: { vi: '/page/user-guide', en: '/en/page/user-guide' },
      },
    });
  });

  it('answers the support contacts, with the chat widget off', async () => {
    const setting = await get(siteEndpoints.appSetting, '/itf/app-settings/support');
    expect(setting.value).toEqual({ hotline: expect.any(String), email: 'support@englab.vn', chatScriptUrl: null });
  });

  it('answers 404 for an unknown setting and 400 for a malformed id', async () => {
    const response = await shared.api.inject({ method: 'GET', url: '/itf/app-settings/no-such-setting' });
    expect(response.statusCode).toBe(404);
    expect(failureOf(response).code).toBe('NOT_FOUND');
    await expect400('/itf/app-settings/Bad_Id');
  });
});

describe('GET /itf/countries', () => {
  it('lists about twenty countries, Viet Nam first, with names in both languages', async () => {
    const countries = await get(siteEndpoints.countries, '/itf/countries');
    expect(countries[0]).toEqual({ code: 'VN', name: { vi: 'Việt Nam', en: 'Vietnam' }, dialCode: '+84' });
    expect(countries.length).toBeGreaterThanOrEqual(20);
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length);
    for (const country of countries) expect(country.dialCode).toMatch(/^\+\d{1,4}$/);
  });
});

describe('GET /media/*', () => {
  let mediaApp: TestApp;
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'media-test-'));
    cpSync(FIXTURES, dir, { recursive: true });
    writeFileSync(join(dir, 'media', 'images', 'dot.png'), tinyPng());
    writeFileSync(
      join(dir, 'media', 'images', 'dot.webp'),
      Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 ', 'binary'),
    );
    writeFileSync(join(dir, 'media', '.secret'), 'hidden');
    writeFileSync(join(dir, 'outside.txt'), 'outside the media directory');
    mediaApp = await createTestApp({ CONTENT_DIR: dir }, { scope: 'file' });
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('serves audio and images with their content type and a long cache', async () => {
    const types: Record<string, string> = {
      '/media/audio/fixture-dialogue.mp3': 'audio/mpeg',
      '/media/images/fixture-apple.svg': 'image/svg+xml',
      '/media/images/dot.png': 'image/png',
      '/media/images/dot.webp': 'image/webp',
    };
    for (const [url, type] of Object.entries(types)) {
      const response = await mediaApp.api.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain(type);
      expect(response.headers['cache-control'], url).toMatch(/max-age=(\d{6,})/);
      expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves a byte range of audio (seeking in the player)', async () => {
    const response = await mediaApp.api.inject({
      method: 'GET',
      url: '/media/audio/fixture-dialogue.mp3',
      headers: { range: 'bytes=0-2' },
    });
    expect(response.statusCode).toBe(206);
    expect(response.body).toBe('ID3');
  });

  it('refuses path traversal, dotfiles and directory listings', async () => {
    for (const url of [
      '/media/../outside.txt',
      '/media/%2e%2e/outside.txt',
      '/media/images/%2e%2e/%2e%2e/outside.txt',
      '/media/images/..%2f..%2foutside.txt',
      '/media/%2e%2e%2f%2e%2e%2fpackage.json',
      '/media/.secret',
      '/media/',
      '/media/images/',
      '/media/images',
      '/media/images/missing.svg',
    ]) {
      const response = await mediaApp.api.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.body, url).not.toContain('outside the media directory');
      expect(response.body, url).not.toContain('hidden');
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });
});
