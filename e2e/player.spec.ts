import type { Page } from '@playwright/test';
import viPlayer from '../locales/vi/player.json';
import { expect, test } from './test';

// A free practice test (not an exam, so a reload is allowed): question 1's answer is C, 2's is A.
const SLUG = 'hs-g10-unit-4-for-a-better-community';

async function startTest(page: Page) {
  await page.goto(`/practice-test/${SLUG}`);
  await page.getByRole('button', { name: viPlayer.start }).click();
  await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
}

/** Options are cards: the learner clicks the card (its label), not the hidden native radio. */
const option = (page: Page, index: number) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio') })
    .nth(index);
const progress = (page: Page) => page.getByText(/^Câu \d+\/\d+$/);
const answeredSummary = (page: Page) => page.getByText(/^Đã làm \d+\/\d+ câu$/);

test.describe('test player', () => {
  test('a guest answers, reloads without losing anything, submits once and reviews', async ({ page }) => {
    await startTest(page);
    await expect(progress(page)).toHaveText(/^Câu 1\/\d+$/);
    const total = Number((await progress(page).textContent())?.split('/')[1]);

    await option(page, 2).click();
    await expect(answeredSummary(page)).toHaveText(`Đã làm 1/${total} câu`);
    await page.getByRole('button', { name: viPlayer.play.next }).click();
    await expect(progress(page)).toHaveText(`Câu 2/${total}`);
    await option(page, 0).click();
    await page.getByRole('button', { name: viPlayer.play.flag }).click();
    const clock = page.getByRole('timer');
    const before = await clock.textContent();

    await page.reload();
    // Same question, same answers, the clock still counting down from where it was.
    await expect(progress(page)).toHaveText(`Câu 2/${total}`);
    await expect(answeredSummary(page)).toHaveText(`Đã làm 2/${total} câu`);
    await expect(page.getByRole('radio').nth(0)).toBeChecked();
    await expect(page.getByRole('button', { name: viPlayer.play.unflag })).toBeVisible();
    const after = await clock.textContent();
    expect(after && before && after <= before).toBeTruthy();
    await page.keyboard.press('ArrowLeft');
    await expect(progress(page)).toHaveText(`Câu 1/${total}`);
    await expect(page.getByRole('radio').nth(2)).toBeChecked();

    await page.getByRole('button', { name: viPlayer.play.submit }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Còn ${total - 2} câu chưa trả lời`);
    // A double click on the confirm button still gives one result.
    await dialog.getByRole('button', { name: viPlayer.play.confirm.submit }).dblclick();

    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible();
    await expect(
      page.getByText(viPlayer.result.correctValue.replace('{{correct}}', '2').replace('{{total}}', String(total)), {
        exact: true,
      }),
    ).toBeVisible();

    await page.getByRole('button', { name: viPlayer.result.review }).click();
    await expect(page.getByText(viPlayer.review.eyebrow)).toBeVisible();
    await page.getByRole('checkbox', { name: viPlayer.review.wrongOnly }).check();
    // Questions 1 and 2 were right, so the first question left in the filtered review is not 1.
    await expect(page.getByRole('heading', { name: 'Câu 1', exact: true })).toHaveCount(0);
  });

  test('thirty seconds offline mid-test lose nothing: the answers are saved when the connection returns, then submitted', async ({
    page,
    context,
  }) => {
    // The page's clock is ours, so the half minute offline passes at once instead of in real time.
    await page.clock.install({ time: new Date() });
    await startTest(page);
    await expect(progress(page)).toHaveText(/^Câu 1\//);
    const total = Number((await progress(page).textContent())?.split('/')[1]);
    await context.setOffline(true);
    await option(page, 2).click();
    // A notice under the header says so, and what it means for the answers.
    const offline = page.getByTestId('offline-notice');
    await expect(offline).toHaveText(`${viPlayer.play.save.offline}. ${viPlayer.play.save.offlineDetail}`, {
      timeout: 15_000,
    });
    await page.getByRole('button', { name: viPlayer.play.next }).click();
    await option(page, 0).click();
    // Half a minute without a network: saves keep failing and queueing, nothing is dropped.
    await page.clock.fastForward('00:30');
    await expect(offline).toBeVisible();
    await expect(answeredSummary(page)).toHaveText(`Đã làm 2/${total} câu`);
    await context.setOffline(false);
    await expect(page.getByText(viPlayer.play.save.saved)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('offline-notice')).toHaveCount(0);
    await page.getByRole('button', { name: viPlayer.play.submit }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: viPlayer.play.confirm.submit }).click();
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible();
    await expect(
      page.getByText(viPlayer.result.correctValue.replace('{{correct}}', '2').replace('{{total}}', String(total)), {
        exact: true,
      }),
    ).toBeVisible();
  });

  test('when the clock reaches zero the test is submitted by itself, with the answers given', async ({ page }) => {
    await page.clock.install({ time: new Date() });
    await startTest(page);
    await expect(progress(page)).toHaveText(/^Câu 1\//);
    const total = Number((await progress(page).textContent())?.split('/')[1]);
    await option(page, 2).click();
    await expect(answeredSummary(page)).toHaveText(`Đã làm 1/${total} câu`);
    // The test lasts 20 minutes: the learner walks away and comes back after 21.
    await page.clock.fastForward('21:00');
    // The learner is told the time ran out before the result.
    await expect(page.getByRole('heading', { name: viPlayer.timeUp.title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(viPlayer.timeUp.submitted)).toBeVisible();
    await page.getByRole('button', { name: viPlayer.timeUp.seeResult }).click();
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible();
    await expect(
      page.getByText(viPlayer.result.correctValue.replace('{{correct}}', '1').replace('{{total}}', String(total)), {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
