import type { Locator, Page } from '@playwright/test';
import enCatalogue from '../locales/en/catalogue.json';
import viCatalogue from '../locales/vi/catalogue.json';
import viCommon from '../locales/vi/common.json';
import { LIMITS } from '../contract/constants';
import { openDrawer } from './accounts';
import { DEMO_STUDENT } from './fixtures';
import { expect, test } from './test';

const vi = viCatalogue.explore;

/** On a phone the filters live in a slide-over panel; on a desktop they are always shown. */
/**
 * The visible pill of a filter choice (its label). Clicked normally, so Playwright waits until the
 * phone's filter sheet has stopped sliding in; a forced click on the hidden input could land on
 * the next pill mid-animation.
 */
const pill = (page: Page, input: Locator) => page.locator('label').filter({ has: input });

async function withFilters(page: Page, isMobile: boolean, choose: () => Promise<void>) {
  if (isMobile) await page.getByRole('button', { name: new RegExp(`^${vi.filters.open}`) }).click();
  await choose();
  if (isMobile) await page.getByRole('button', { name: /^Xem (\d+ đề|kết quả)$/ }).click();
}

async function goToExplore(page: Page, isMobile: boolean) {
  await page.goto('/');
  if (isMobile) await openDrawer(page);
  await page.getByRole('link', { name: 'Khám phá', exact: true }).first().click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { level: 1, name: vi.title })).toBeVisible();
}

test.describe('catalogue', () => {
  test('a guest finds the Grade 6 mid-term exam from the home page', async ({ page, isMobile }) => {
    await goToExplore(page, isMobile);
    await withFilters(page, isMobile, async () => {
      await pill(page, page.getByRole('radio', { name: /^Lớp 6\b/ })).click();
      await page.getByLabel(vi.filters.exam).selectOption('6');
    });
    await expect(page).toHaveURL(/grade=G6/);
    await expect(page).toHaveURL(/exam=6/);
    const card = page.getByRole('link', { name: /Đề kiểm tra giữa học kỳ I – Tiếng Anh 6/ });
    await expect(card).toBeVisible();
    // Every result is a Grade 6 mid-term exam: the count is the filtered one, not the catalogue.
    await expect(page.getByRole('status').filter({ hasText: /đề phù hợp/ })).toHaveText(/^[1-9]\d* đề phù hợp$/);
    await card.click();
    await expect(page).toHaveURL(/\/practice-test\/sch-g6-mid-term-1$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Đề kiểm tra giữa học kỳ I – Tiếng Anh 6');
    await expect(page.getByText(viCatalogue.detail.facts.questions).locator('..')).toContainText('36');
  });

  test('a guest finds the VSTEP B1 reading test through the certificate and skill filters', async ({
    page,
    isMobile,
  }) => {
    await goToExplore(page, isMobile);
    await withFilters(page, isMobile, async () => {
      await page.getByLabel(vi.filters.certificate).selectOption('30');
      await pill(page, page.getByRole('checkbox', { name: /^Đọc\b/ })).click();
    });
    await expect(page).toHaveURL(/certificate=30/);
    await expect(page).toHaveURL(/skill=RE/);
    await page.getByRole('link', { name: /VSTEP B1 – Đọc hiểu – Đề 1/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('VSTEP B1 – Đọc hiểu – Đề 1');
    await expect(page.getByText(viCatalogue.detail.facts.questions).locator('..')).toContainText('20');
    // No answers or questions are part of the detail page.
    await expect(page.getByText('Bài đọc 1', { exact: true })).toBeVisible();
  });

  test('search ignores Vietnamese diacritics and is kept in a shareable URL', async ({ page }) => {
    await page.goto('/explore');
    const search = page.getByRole('searchbox', { name: vi.search.label });
    await search.fill('doc hieu vstep');
    await search.press('Enter');
    await expect(page).toHaveURL(/q=doc(\+|%20)hieu(\+|%20)vstep/);
    await expect(page.getByRole('link', { name: /VSTEP B1 – Đọc hiểu – Đề 1/ })).toBeVisible();

    // The same URL opened fresh is rendered on the server with the same results.
    const url = page.url();
    const response = await page.request.get(url);
    expect(await response.text()).toContain('VSTEP B1 – Đọc hiểu – Đề 1');
  });

  test('filters that match nothing say so and can be cleared', async ({ page }) => {
    await page.goto('/explore?q=zzzz-no-such-test');
    await expect(page.getByRole('heading', { name: vi.empty.title })).toBeVisible();
    await page.getByRole('button', { name: vi.empty.reset }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(page.getByRole('status').filter({ hasText: /đề phù hợp/ })).toHaveText(/^\d+ đề phù hợp$/);
  });

  test('Explore offers only filter values with tests, each counted with the other filters', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/explore?access=FREE');
    const status = page.getByRole('status').filter({ hasText: /đề phù hợp/ });
    await expect(status).toHaveText(/^\d+ đề phù hợp$/);
    const free = Number(/\d+/.exec((await status.textContent()) ?? '')?.[0]);
    const paid = page.getByRole('radio', { name: new RegExp(`^${viCatalogue.access.PAID} \\d+ đề$`) });
    let paidCount = 0;
    await withFilters(page, isMobile, async () => {
      // The chosen tier counts what is listed; another tier, what choosing it instead would list.
      await expect(page.getByRole('radio', { name: `${viCatalogue.access.FREE} ${free} đề` })).toBeChecked();
      await expect(paid).toBeVisible();
      // Only subjects with tests are offered (the catalogue is English only).
      const subjects = await page.getByLabel(vi.filters.subject).locator('option').allTextContents();
      expect(subjects).toEqual([vi.filters.all, expect.stringMatching(/^Tiếng Anh \(\d+\)$/)]);
      // The count shown beside the label (its accessible name repeats it with "đề").
      paidCount = Number(await pill(page, paid).locator('[aria-hidden="true"]').textContent());
      expect(paidCount).toBeGreaterThan(0);
      await pill(page, paid).click();
      await expect(page).toHaveURL(/access=PAID/);
      await expect(page.getByRole('radio', { name: `${viCatalogue.access.PAID} ${paidCount} đề` })).toBeChecked();
    });
    await expect(status).toHaveText(`${paidCount} đề phù hợp`);
  });

  test('Explore speaks English at /en with the family filter from a home link', async ({ page }) => {
    await page.goto('/en/explore?certificate=IELTS');
    await expect(page.getByRole('heading', { level: 1, name: enCatalogue.explore.title })).toBeVisible();
    await expect(page.getByRole('link', { name: /IELTS Academic Reading – Passage 1/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Remove filter: IELTS/ })).toBeVisible();
  });

  test('an unknown test address shows the not-found page', async ({ page }) => {
    const response = await page.goto('/practice-test/no-such-test-here');
    expect(response?.status()).toBe(404);
  });

  test('a student adds a free test to My tests', async ({ page, context, signIn }, testInfo) => {
    // One test per viewport: the two projects share one database.
    const slug = testInfo.project.name === 'phone' ? 'intl-vstep-a2-1' : 'intl-vstep-a1-1';
    await signIn(context, { username: DEMO_STUDENT.phone, password: DEMO_STUDENT.password });
    await page.goto(`/practice-test/${slug}`);
    const add = page.getByRole('button', { name: viCatalogue.detail.access.free.add });
    const owned = page.getByText(viCatalogue.detail.access.owned.title);
    // A retry of this test finds the test already added by the first attempt.
    await expect(add.or(owned)).toBeVisible();
    if (await add.isVisible()) await add.click();
    await expect(owned).toBeVisible();
    await page.getByRole('link', { name: viCatalogue.detail.access.owned.link }).click();
    await expect(page).toHaveURL(/\/unit-test\/mine$/);
    await expect(page.getByRole('heading', { level: 1, name: viCatalogue.myTests.title })).toBeVisible();
    const title = slug === 'intl-vstep-a1-1' ? /VSTEP A1/ : /VSTEP A2/;
    await expect(page.getByRole('link', { name: title }).first()).toBeVisible();
  });
});

test.describe('scroll-to-top button', () => {
  const label = viCommon.floatingButtons.scrollToTop;

  for (const path of ['/', '/explore']) {
    test(`appears past 40 px on ${path} and scrolls back up`, async ({ page, isMobile }) => {
      await page.goto(path);
      const button = page.getByRole('button', { name: label });
      // On a phone the buttons step aside over the page's cards; the page's end leaves them room.
      const scrollPastThreshold = () =>
        page.evaluate(
          (end) => window.scrollTo({ top: end ? document.body.scrollHeight : 600, behavior: 'instant' }),
          isMobile,
        );
      await expect(button).toBeHidden();
      await scrollPastThreshold();
      await expect(button).toBeVisible();
      // Back under the 40 px threshold, it goes again (a change awaited, not a pause).
      await page.evaluate(() => window.scrollTo({ top: 30, behavior: 'instant' }));
      await expect(button).toBeHidden();
      await scrollPastThreshold();
      await expect(button).toBeVisible();
      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(button).toBeHidden();
    });
  }

  test('is not offered on other pages', async ({ page }) => {
    await page.goto('/page/about-us');
    // Wait for the scroll to be handled and two frames drawn, then look.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(() => resolve())), {
            once: true,
          });
          window.scrollTo({ top: 600, behavior: 'instant' });
        }),
    );
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(40);
    await expect(page.getByRole('button', { name: label })).toHaveCount(0);
    // The help button is there on every page except the practice tests; on a phone, over the
    // page's text, it has stepped aside and its edge tab brings it back.
    const stack = page.getByRole('complementary', { name: viCommon.floatingButtons.label });
    const help = stack.getByRole('link', { name: new RegExp(viCommon.floatingButtons.help) });
    const tab = stack.getByRole('button', { name: viCommon.floatingButtons.show });
    // The stack follows the page once it has settled: it may step aside between a look and a tap.
    await expect(async () => {
      if (await tab.isVisible()) await tab.click({ timeout: 2_000 });
      await expect(help).toBeVisible({ timeout: 2_000 });
    }).toPass();
  });
});

/**
 * Opens a page, lets its requests (the banners among them) settle, then moves the page's clock
 * past the popup's delay, so a popup that was going to show has shown (install the clock first).
 */
async function gotoAndPassPopupDelay(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(LIMITS.POPUP_DELAY_MS * 2);
}

test.describe('promotional popup', () => {
  test.use({ promoBanners: true });

  test('shows once on home and not again within its repeat time', async ({ page }) => {
    await page.clock.install({ time: new Date() });
    await gotoAndPassPopupDelay(page, '/explore');
    // The first active banner is for the home page only.
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: viCommon.promoPopup.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: viCommon.promoPopup.imageAlt })).toBeVisible();
    const stored = await page.evaluate(() => localStorage.getItem('last_time_show'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ bannerId: 1 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await gotoAndPassPopupDelay(page, '/');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('is never shown on a practice test', async ({ page }) => {
    await page.clock.install({ time: new Date() });
    await gotoAndPassPopupDelay(page, '/practice-test/intl-vstep-b1-reading-1');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
