import enCommon from '../../locales/en/common.json';
import viAccount from '../../locales/vi/account.json';
import viAuth from '../../locales/vi/auth.json';
import viCommon from '../../locales/vi/common.json';
import viGift from '../../locales/vi/gift.json';
import viStudentHome from '../../locales/vi/student-home.json';
import { DEMO_STUDENT } from '../fixtures';
import type { Page } from '@playwright/test';
import { expect, test } from '../test';

// Smoke journeys of the international edition's own build (decision 0056): no gift and no chat,
// the edition's help link, and the grades as the years of an international school.

const CHAT_SCRIPT = /\/e2e\/chat-widget\.js/;

/** Distinct links per edition and locale, so the help button shows which entry it read. */
const USER_MANUAL = {
  standard: { vi: '/page/user-guide?e2e=standard-vi', en: '/en/page/user-guide?e2e=standard-en' },
  international: { vi: '/page/user-guide?e2e=international-vi', en: '/en/page/user-guide?e2e=international-en' },
};

async function floatingStack(page: Page, label: string) {
  const stack = page.getByRole('complementary', { name: label });
  await expect(stack).toBeVisible();
  return stack;
}

test.beforeEach(async ({ page }) => {
  await page.route(/\/itf\/app-settings\/user-manual(\?|$)/, (route) =>
    route.fulfill({ json: { result: true, data: { id: 'user-manual', value: USER_MANUAL } } }),
  );
});

test('the home page opens the international user manual in each language, with no chat', async ({ page }) => {
  const chatRequests: string[] = [];
  page.on('request', (request) => {
    if (CHAT_SCRIPT.test(request.url())) chatRequests.push(request.url());
  });

  await page.goto('/');
  const stack = await floatingStack(page, viCommon.floatingButtons.label);
  const help = stack.getByRole('link', { name: new RegExp(viCommon.floatingButtons.help) });
  await expect(help).toHaveAttribute('href', USER_MANUAL.international.vi);

  await page.goto('/en');
  const enStack = await floatingStack(page, enCommon.floatingButtons.label);
  await expect(enStack.getByRole('link', { name: new RegExp(enCommon.floatingButtons.help) })).toHaveAttribute(
    'href',
    USER_MANUAL.international.en,
  );

  // The build has a chat script configured; the edition alone keeps it from loading.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('script#customer-chat-widget')).toHaveCount(0);
  expect(chatRequests).toEqual([]);
});

test('a signed-in student sees no gift and finds the grade as an international-school year', async ({
  page,
  context,
  signIn,
}) => {
  await signIn(context, { username: DEMO_STUDENT.phone, password: DEMO_STUDENT.password });
  await page.goto('/');

  // The demo student is in grade 6, which this edition calls Year 7, and links as Y7.
  const title = viStudentHome.forYourGrade.title.replace('{{grade}}', 'Year 7');
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.locator('a[href*="grade=Y7"]').first()).toBeVisible();
  await expect(page.getByText('Lớp 6', { exact: true })).toHaveCount(0);

  const stack = await floatingStack(page, viCommon.floatingButtons.label);
  await expect(stack.getByRole('link', { name: new RegExp(viCommon.floatingButtons.help) })).toBeVisible();
  await expect(page.getByRole('button', { name: viGift.button })).toHaveCount(0);

  // The profile offers the same years, the student's own chosen.
  await page.goto('/account/edit');
  const profileGrade = page.getByRole('combobox', { name: viAccount.edit.profile.grade });
  await expect(profileGrade).toBeVisible();
  await expect(page.getByText('Year 7', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: viGift.button })).toHaveCount(0);
});

test('registration offers the grades by their international-school years', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('radio', { name: new RegExp(viAuth.register.roles.STUDENT.label) }).check();
  await page.getByRole('combobox', { name: viAuth.register.gradeLabel }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const labels = await options.allTextContents();
  expect(labels).toContain('Year 2');
  expect(labels).toContain('Year 13');
  expect(labels.filter((label) => /^Lớp \d+$/.test(label))).toEqual([]);
});
