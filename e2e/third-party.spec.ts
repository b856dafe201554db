import enThirdParty from '../locales/en/third-party.json';
import viCommon from '../locales/vi/common.json';
import viPlayer from '../locales/vi/player.json';
import viThirdParty from '../locales/vi/third-party.json';
import { expect, test } from './test';

const SHOTS = process.env.E2E_SHOTS_DIR;
// The seeded provider and one of its tests (backend/content/third-party/providers.json).
const PROVIDER = 'Lotus English Academy';
const TEST_VI = 'Lớp 7 – Chủ đề: Đồ ăn và nấu ăn';
const TEST_EN = 'Grade 7 – Topic: Food and cooking';
const SLUG = 'tp-lotus-food-and-cooking';

test('a guest takes a partner test from /thirdparty/practice-test to its result, with no floating buttons', async ({
  page,
}, testInfo) => {
  // A fresh API compiles each answer's serialiser on first use: on a busy machine that takes a while.
  test.setTimeout(120_000);
  const device = testInfo.project.name;

  // The practice hub asks a guest to log in; the page itself is public, and every page's footer
  // links it.
  await page.goto('/page/about-us');
  await page.getByRole('contentinfo').getByRole('link', { name: viCommon.footer.links.thirdParty }).click();
  await page.waitForURL(/\/thirdparty\/practice-test$/);
  await expect(page.getByRole('heading', { level: 1, name: viThirdParty.title })).toBeVisible();

  const provider = page.getByRole('region', { name: PROVIDER });
  const card = provider.getByRole('article', { name: TEST_VI });
  await expect(card.getByText('10 câu')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('10 phút')).toBeVisible();
  await expect(provider.getByRole('article')).toHaveCount(4);
  // The list came from the API in the browser, so the page is hydrated: the stack would be there by now.
  await expect(page.getByRole('complementary', { name: viCommon.floatingButtons.label })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/third-party-vi-${device}.png`, fullPage: true });

  await card.getByRole('link', { name: `${viThirdParty.test.take}: ${TEST_VI}` }).click();
  await page.waitForURL(new RegExp(`/practice-test/${SLUG}$`));
  await page.getByRole('button', { name: viPlayer.start }).click();
  await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
  await expect(page.getByText(/^Câu 1\/10$/)).toBeVisible({ timeout: 15_000 });
  // Question 1's answer is A ("fry").
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio') })
    .first()
    .click();
  await page.getByRole('button', { name: viPlayer.play.submit }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: viPlayer.play.confirm.submit }).click();
  await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('region', { name: viPlayer.result.keep.title })).toBeVisible();
});

test('the partner tests page in English', async ({ page }, testInfo) => {
  await page.goto('/en/thirdparty/practice-test');
  await expect(page.getByRole('heading', { level: 1, name: enThirdParty.title })).toBeVisible();
  const card = page.getByRole('article', { name: TEST_EN });
  await expect(card.getByText('10 questions')).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('link', { name: `${enThirdParty.test.take}: ${TEST_EN}` })).toHaveAttribute(
    'href',
    `/en/practice-test/${SLUG}`,
  );
  await expect(page.getByRole('complementary', { name: viCommon.floatingButtons.label })).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/third-party-en-${testInfo.project.name}.png`, fullPage: true });
});

test('the time endpoint answers the server’s clock as JSON, never cached', async ({ request }) => {
  const before = Date.now();
  const response = await request.get('/api/time');
  const after = Date.now();
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/application\/json/);
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = (await response.json()) as { result: boolean; data: { now: string; epochMs: number } };
  expect(body.result).toBe(true);
  expect(Date.parse(body.data.now)).toBe(body.data.epochMs);
  // Same machine: the server's clock is read between the request leaving and its answer.
  expect(body.data.epochMs).toBeGreaterThanOrEqual(before - 1_000);
  expect(body.data.epochMs).toBeLessThanOrEqual(after + 1_000);
  expect((await request.post('/api/time')).status()).toBe(405);
});
