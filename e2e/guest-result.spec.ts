import type { Page } from '@playwright/test';
import viCommon from '../locales/vi/common.json';
import viCatalogue from '../locales/vi/catalogue.json';
import viPlayer from '../locales/vi/player.json';
import { openDrawer } from './accounts';
import { DEMO_STUDENT, loginThroughForm } from './fixtures';
import { expect, test } from './test';

// A free practice test that is not an exam; question 1's answer is C.
const SLUG = 'hs-g10-unit-4-for-a-better-community';

async function logout(page: Page, isMobile: boolean) {
  if (isMobile) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: viCommon.userMenu.logout }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(DEMO_STUDENT.lastName) })
      .click();
    await page.getByRole('menuitem', { name: viCommon.userMenu.logout }).click();
  }
}

test.describe('a guest’s result', () => {
  test('is kept when the guest logs in afterwards in the same browser: it is in their tests', async ({
    page,
    isMobile,
    context,
  }) => {
    // A fresh API process compiles each answer's serialiser on first use: on a busy 2-core machine
    // another journey's first review can hold the API for half a minute.
    test.setTimeout(120_000);
    await page.goto(`/practice-test/${SLUG}`);
    await page.getByRole('button', { name: viPlayer.start }).click();
    await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .nth(2)
      .click();

    await page.getByRole('button', { name: viPlayer.play.submit }).first().click();
    const submitted = page.waitForResponse((response) => response.url().endsWith('/itf/unit-tests-result/user-submit'));
    await page.getByRole('dialog').getByRole('button', { name: viPlayer.play.confirm.submit }).click();
    const resultId = ((await (await submitted).json()) as { data: { result: { id: number } } }).data.result.id;

    // The result has its own address (its encoded link): a reload shows it again.
    await expect(page.getByRole('region', { name: viPlayer.result.keep.title })).toBeVisible();
    await expect(page).toHaveURL(/\/practice-test\/cmVzdWx0/);
    await page.reload();
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible({ timeout: 30_000 });
    // Back on the test page later, the guest can open that result again.
    await page.goto(`/practice-test/${SLUG}`);
    await page.getByRole('button', { name: viCatalogue.detail.guestResult.open }).click();
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible({ timeout: 30_000 });

    // The guest's result offers to keep it.
    const keep = page.getByRole('region', { name: viPlayer.result.keep.title });
    await expect(keep).toBeVisible();
    await keep.getByRole('link', { name: viPlayer.result.keep.login }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Funit-test%2Fmine$/);

    await loginThroughForm(page, DEMO_STUDENT.phone, DEMO_STUDENT.password);
    // The sign-in waits for the claim before it moves on.
    await expect(page).toHaveURL(/\/unit-test\/mine$/, { timeout: 60_000 });
    // The result is the account's now: listed in "my tests", and it opens without the guest secret.
    const link = page.locator(`a[href$="/unit-test/mine/${resultId}"]`);
    await expect(link).toBeVisible({ timeout: 30_000 });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/unit-test/mine/${resultId}$`));
    // The owner's page loads the review too: the API's first review may take a while to serialise.
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('region', { name: viPlayer.result.keep.title })).toHaveCount(0);

    await logout(page, isMobile);
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('access_token');
  });
});
