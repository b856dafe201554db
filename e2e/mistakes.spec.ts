import type { Page, TestInfo } from '@playwright/test';
import enPractice from '../locales/en/mistakes-practice.json';
import enMistakes from '../locales/en/mistakes.json';
import viPractice from '../locales/vi/mistakes-practice.json';
import viMistakes from '../locales/vi/mistakes.json';
import viPlayer from '../locales/vi/player.json';
import { registerStudentViaApi, signOutFromHeader, uniquePhone } from './accounts';
import { expect, test } from './test';

// A free practice test: question 1's answer is C, question 2's is A (options are not shuffled).
const SLUG = 'hs-g10-unit-4-for-a-better-community';

const option = (page: Page, index: number) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio') })
    .nth(index);

const count = (n: number) => viMistakes.card.count_other.replace('{{count}}', String(n));
const start = (n: number) => viMistakes.card.start_other.replace('{{count}}', String(n));

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: `test-results/mistakes-shots/${testInfo.project.name}-${name}.png` });
}

test('a new student practises the questions they got wrong until the rule lets them go', async ({
  page,
  request,
  isMobile,
  signIn,
}, testInfo) => {
  test.setTimeout(180_000);
  const student = { phone: uniquePhone(), password: 'Mistake@123', fullName: 'Phạm Thu Hà' };
  await registerStudentViaApi(request, student);
  await signIn(page.context(), { username: student.phone, password: student.password });

  // Nothing to practise yet: the home encourages instead.
  await page.goto('/');
  await expect(page.getByRole('region', { name: viMistakes.card.emptyTitle })).toBeVisible({ timeout: 15_000 });

  // Take the test with questions 1 and 2 answered wrong, the rest left blank.
  await page.goto(`/practice-test/${SLUG}`);
  await page.getByRole('button', { name: viPlayer.start }).click();
  await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
  await option(page, 0).click();
  await expect(page.getByRole('radio').nth(0)).toBeChecked();
  await page.getByRole('button', { name: viPlayer.play.next }).click();
  await option(page, 1).click();
  await expect(page.getByRole('radio').nth(1)).toBeChecked();
  await expect(page.getByText(viPlayer.play.save.saved, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: viPlayer.play.submit }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: viPlayer.play.confirm.submit }).click();
  await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible();

  // The home counts the two wrong answers (blanks are not mistakes).
  await page.goto('/');
  const card = page.getByRole('region', { name: viMistakes.card.title });
  await expect(card).toContainText(count(2));
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'home-vi');
  await card.getByRole('link', { name: start(2) }).click();
  await expect(page).toHaveURL(/\/mistakes$/);

  // Question 1 answered right: right today, not yet out of the list.
  await expect(page.getByText('Câu 1/2', { exact: true })).toBeVisible();
  await option(page, 2).click();
  await page.getByRole('button', { name: viPractice.practice.check }).click();
  await expect(page.getByText(viPractice.practice.status.RIGHT_TODAY)).toBeVisible();
  await shot(page, testInfo, 'practice-right-vi');
  await page.getByRole('button', { name: viPractice.practice.next }).click();

  // Question 2 answered wrong again: back to zero, the answer and explanation shown only now.
  await expect(page.getByText('Câu 2/2', { exact: true })).toBeVisible();
  await expect(page.getByText('"ch" trong "character"', { exact: false })).toHaveCount(0);
  await option(page, 3).click();
  await page.getByRole('button', { name: viPractice.practice.check }).click();
  await expect(page.getByText(viPractice.practice.status.RESET)).toBeVisible();
  await expect(page.getByText('"ch" trong "character"', { exact: false })).toBeVisible();
  await shot(page, testInfo, 'practice-wrong-vi');
  await page.getByRole('button', { name: viPractice.practice.finish }).click();
  const summary = page.getByRole('region', { name: viPractice.practice.summary.title });
  await expect(summary).toContainText('Bạn làm đúng 1/2 câu.');
  await expect(summary).toContainText(viPractice.practice.summary.left_other.replace('{{count}}', '2'));

  // Both stay in the list (right on one day is not enough); only the missed one is due today.
  await page.goto('/');
  await expect(card).toContainText(count(2));
  await expect(card.getByRole('link', { name: start(1) })).toBeVisible();

  // My tests offers the same, and the English round serves just that question.
  await page.goto('/unit-test/mine');
  await expect(page.getByRole('region', { name: viMistakes.card.title })).toContainText(count(2));
  await page.goto('/en/mistakes');
  await expect(page.getByText('Question 1 of 1', { exact: true })).toBeVisible();
  await shot(page, testInfo, 'practice-en');
  await option(page, 0).click();
  await page.getByRole('button', { name: enPractice.practice.check }).click();
  await expect(page.getByText(enPractice.practice.status.RIGHT_TODAY)).toBeVisible();
  await page.goto('/en');
  const enCard = page.getByRole('region', { name: enMistakes.card.title });
  await expect(enCard).toContainText(enMistakes.card.count_other.replace('{{count}}', '2'));
  await expect(enCard).toContainText('You are done for today');
  await enCard.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'home-en');

  await page.goto('/');
  await signOutFromHeader(page, isMobile, 'Hà');
  await expect(page.getByRole('region', { name: viMistakes.card.title })).toHaveCount(0);
});
