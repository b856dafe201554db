import { openDrawer } from './accounts';
import { expect, test } from './test';
import enCommon from '../locales/en/common.json';
import enHome from '../locales/en/home.json';
import enInfo from '../locales/en/info.json';
import viCommon from '../locales/vi/common.json';
import viErrors from '../locales/vi/errors.json';
import viHome from '../locales/vi/home.json';
import viInfo from '../locales/vi/info.json';

const INFO_SLUGS = [
  'about-us',
  'user-guide',
  'shopping-guide',
  'payment-policy',
  'feedback-policy',
  'security-policy',
] as const;
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

  test('pages keep powerful features off; only the test player may ask for the microphone', async ({ request }) => {
    const policyOf = async (path: string) => (await request.get(path)).headers()['permissions-policy'] ?? '';
    for (const path of ['/', '/en/explore', '/page/about-us']) expect(await policyOf(path)).toContain('microphone=()');
    for (const path of ['/practice-test/sch-g6-skill-listening', '/en/practice-test/sch-g6-skill-listening']) {
      expect(await policyOf(path)).toContain('microphone=(self)');
    }
    expect(await policyOf('/')).toContain('camera=()');
  });

  test('the footer links to every information page', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    for (const slug of INFO_SLUGS) {
      await expect(footer.locator(`a[href="/page/${slug}"]`)).toBeVisible();
    }
  });

  test('an unknown address shows the not-found page, without a second request for its data', async ({ page }) => {
    const dataRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/_next/data/')) dataRequests.push(request.url());
    });
    const response = await page.goto('/this-page-does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viErrors.notFound.title);
    await page.waitForLoadState('networkidle');
    expect(dataRequests).toEqual([]);
  });

  test('on a phone the floating buttons step aside while a field is being typed in', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phones only: on a desktop the buttons sit clear of the forms');
    await page.goto('/forgot-password');
    // The stack shows as its buttons, or, while text lies under them, as its edge tab (0053).
    const help = page
      .getByRole('complementary', { name: viCommon.floatingButtons.label })
      .getByRole('link', { name: new RegExp(viCommon.floatingButtons.help) });
    const tab = page.getByRole('button', { name: viCommon.floatingButtons.show });
    const stack = help.or(tab).first();
    await expect(stack).toBeVisible();
    await page.getByRole('textbox').first().focus();
    await expect(help).toBeHidden();
    await expect(tab).toBeHidden();
    await page.getByRole('textbox').first().blur();
    await expect(stack).toBeVisible();
  });

  test('on a phone nothing floats over the open site menu', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phones only: a desktop has no menu drawer');
    await page.goto('/page/about-us');
    const stack = page.getByRole('complementary', { name: viCommon.floatingButtons.label });
    await expect(stack).toBeVisible();
    await openDrawer(page);
    await expect(stack).toBeHidden();
    await page.getByRole('button', { name: viCommon.header.closeMenu }).click();
    await expect(stack).toBeVisible();
  });

  test('the help button opens the user guide of the interface language in a new tab', async ({
    page,
    context,
    isMobile,
  }) => {
    for (const [prefix, info, common] of [
      ['', viInfo, viCommon],
      ['/en', enInfo, enCommon],
    ] as const) {
      await page.goto(`${prefix}/explore`);
      // On a phone the buttons step aside over the catalogue's cards; the page's end leaves them room.
      if (isMobile)
        await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
      const help = page
        .getByRole('complementary', { name: common.floatingButtons.label })
        .getByRole('link', { name: new RegExp(common.floatingButtons.help) });
      await expect(help).toHaveAttribute('href', `${prefix}/page/user-guide`);
      const [guide] = await Promise.all([context.waitForEvent('page'), help.click()]);
      await expect(guide.getByRole('heading', { level: 1 })).toHaveText(titleOf(info.pages, 'userGuide'));
      await guide.close();
    }
  });

  test('the forbidden page explains itself', async ({ page }) => {
    await page.goto('/403');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viErrors.forbidden.title);
  });
});
