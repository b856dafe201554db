import { expect, test } from './test';
import enHome from '../locales/en/home.json';
import enInfo from '../locales/en/info.json';
import viCommon from '../locales/vi/common.json';
import viErrors from '../locales/vi/errors.json';
import viHome from '../locales/vi/home.json';
import viInfo from '../locales/vi/info.json';

const INFO_SLUGS = ['about-us', 'shopping-guide', 'payment-policy', 'feedback-policy', 'security-policy'] as const;
type InfoPages = Record<string, { title: string }>;
/** Locale strings may nest the brand as $t(common:brand.name); the page shows it resolved. */
const titleOf = (pages: unknown, key: string) =>
  (pages as InfoPages)[key]!.title.replace('$t(common:brand.name)', viCommon.brand.name);

test.describe('public site', () => {
  test('home renders in Vietnamese with grades from the API', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(viHome.hero.titleStart);
    await expect(page).toHaveTitle(new RegExp(viCommon.brand.name));
    // The grade strip is fed by GET /grades on the real API.
    const grade6 = page.getByRole('link', { name: /Lớp 6/ });
    await expect(grade6).toBeVisible();
    await expect(grade6).toHaveAttribute('href', /\/explore\?grade=G6/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="viewport"]')).toHaveAttribute('content', /user-scalable=no/);
  });

  test('home renders in English at /en', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(enHome.hero.titleStart);
    await expect(page.getByRole('link', { name: 'Grade 6', exact: true })).toBeVisible();
  });

  test('the language switcher moves between vi and en', async ({ page, isMobile }) => {
    await page.goto('/page/about-us');
    if (isMobile) {
      await page.getByRole('button', { name: viCommon.header.openMenu }).click();
      await page.getByRole('group', { name: viCommon.language.label }).getByRole('button', { name: 'English' }).click();
    } else {
      await page
        .getByRole('banner')
        .getByRole('button', { name: new RegExp(viCommon.language.label) })
        .click();
      await page.getByRole('menuitemradio', { name: /English/ }).click();
    }
    await expect(page).toHaveURL(/\/en\/page\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(enInfo.pages, 'aboutUs'));
  });

  for (const slug of INFO_SLUGS) {
    test(`information page /page/${slug} has real content in vi and en`, async ({ page }) => {
      const key = slug.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
      await page.goto(`/page/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(viInfo.pages, key));
      expect((await page.locator('main').innerText()).length).toBeGreaterThan(600);
      await page.goto(`/en/page/${slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(enInfo.pages, key));
    });
  }

  test('the footer links to the five information pages', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const slug of INFO_SLUGS) {
      await expect(footer.locator(`a[href="/page/${slug}"]`)).toBeVisible();
    }
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viErrors.notFound.title);
  });

  test('the forbidden page explains itself', async ({ page }) => {
    await page.goto('/403');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viErrors.forbidden.title);
  });
});
