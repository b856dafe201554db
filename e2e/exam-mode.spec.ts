import type { Page } from '@playwright/test';
import viCommon from '../locales/vi/common.json';
import viMedia from '../locales/vi/question-media.json';
import viPlayer from '../locales/vi/player.json';
import { expect, test } from './test';

// The seeded question types tour (30 minutes, 21 scored questions and a flashcard deck, free for
// guests); 14 is a matching question.
const SLUG = 'intl-question-types-tour';
const TOTAL = 21;

async function startTour(page: Page) {
  await page.goto(`/practice-test/${SLUG}`);
  await page.getByRole('button', { name: viPlayer.start }).click();
  await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
  // Starting an attempt can take a while on a busy machine.
  await expect(page.getByText(`Câu 1/${TOTAL}`, { exact: true })).toBeVisible({ timeout: 20_000 });
}

const next = (page: Page) => page.getByRole('button', { name: viPlayer.play.next });
const question = (page: Page, n: number) => page.getByRole('region', { name: `Câu ${n}`, exact: true });

test.describe('exam mode', () => {
  test('the test is played in a focused shell: no site header or footer, one bar, the site back after leaving', async ({
    page,
    isMobile,
  }) => {
    await page.goto(`/practice-test/${SLUG}`);
    await expect(page.getByRole('banner')).toBeVisible();
    await startTour(page);

    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('link', { name: viCommon.auth.register })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: viCommon.floatingButtons.label })).toHaveCount(0);

    // One compact bar: title, progress, clock, submit and a way out, still on screen after scrolling.
    const bar = page.locator('header').filter({ has: page.getByRole('timer') });
    await expect(bar).toHaveCount(1);
    await expect(bar.getByRole('button', { name: viPlayer.play.submit })).toBeVisible();
    await expect(bar.getByText(`Câu 1/${TOTAL}`, { exact: true })).toBeVisible();
    const height = (await bar.boundingBox())?.height ?? 0;
    expect(height).toBeLessThanOrEqual(isMobile ? 64 : 80);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar).toBeInViewport();
    expect((await bar.boundingBox())?.y).toBeLessThanOrEqual(16);

    // Leaving asks first, then the test page comes back with the site around it.
    await bar.getByRole('button', { name: viPlayer.play.leave.button }).click();
    const dialog = page.getByRole('dialog', { name: viPlayer.play.leave.title });
    await expect(dialog).toContainText(viPlayer.play.leave.practice);
    await dialog.getByRole('button', { name: viPlayer.play.leave.confirm }).click();
    await expect(page.getByRole('button', { name: viPlayer.start })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('Next is always within reach, even on a long matching question', async ({ page, isMobile }) => {
    await startTour(page);
    await expect(next(page)).toBeInViewport();
    for (let n = 2; n <= 14; n += 1) {
      await next(page).click();
      await expect(question(page, n)).toBeVisible();
    }
    await expect(next(page)).toBeInViewport();
    const items = question(page, 14).getByRole('list', { name: viMedia.matching.left }).getByRole('listitem');
    // The matching family loads on first use.
    await expect(items.first()).toBeVisible();
    const count = await items.count();
    expect(count).toBeGreaterThan(1);
    if (isMobile) {
      // One way to answer per item on a phone: its drop-down, with touch help only.
      for (let i = 0; i < count; i += 1) {
        await expect(items.nth(i).getByRole('combobox')).toHaveCount(1);
        await expect(items.nth(i).getByRole('button')).toHaveCount(0);
      }
      await expect(question(page, 14).getByText(viMedia.matching.slotEmpty)).toHaveCount(0);
      await expect(question(page, 14).getByText(viMedia.matching.hint.touch)).toBeVisible();
      await expect(question(page, 14).getByText(viMedia.matching.hint.keyboard)).toHaveCount(0);
      // The action bar is pinned: scrolled to the end of the question, Next has not moved.
      const before = await next(page).boundingBox();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(next(page)).toBeInViewport();
      expect((await next(page).boundingBox())?.y).toBe(before?.y);
      // The question list opens from the action bar.
      await page.getByRole('button', { name: /^Danh sách câu hỏi, đang ở câu 14\/21$/ }).click();
      await page.getByRole('button', { name: /^Câu 3: / }).click();
      await expect(question(page, 3)).toBeVisible();
    } else {
      // With a mouse: one line of help; the keyboard help only when asked for.
      const keyboardHelp = question(page, 14).getByText(viMedia.matching.hint.keyboard);
      await expect(keyboardHelp).toBeHidden();
      await question(page, 14).getByRole('button', { name: viMedia.answerHelp.toggle }).click();
      await expect(keyboardHelp).toBeVisible();
      // One way to answer per item: its slot (drag, or the item and then an option), never also a
      // drop-down, not even once the keyboard reaches it.
      for (let i = 0; i < count; i += 1) await expect(items.nth(i).getByRole('combobox')).toHaveCount(0);
      await expect(question(page, 14).getByText(viMedia.matching.slotEmpty)).toHaveCount(count);
    }
  });

  test('on a tablet the buttons stay at the bottom edge while a long question scrolls', async ({ page, isMobile }) => {
    test.skip(isMobile, 'phones have their own pinned bar (above)');
    await page.setViewportSize({ width: 1024, height: 768 });
    await startTour(page);
    for (let n = 2; n <= 14; n += 1) {
      await next(page).click();
      await expect(question(page, n)).toBeVisible();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(next(page)).toBeInViewport();
    const box = await next(page).boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(768);
  });

  test('when the time runs out the learner is told so before the result', async ({ page }) => {
    await page.clock.install({ time: new Date() });
    await startTour(page);
    await page.clock.fastForward('31:00');
    await expect(page.getByRole('heading', { name: viPlayer.timeUp.title })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(viPlayer.timeUp.submitted)).toBeVisible();
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: viPlayer.timeUp.seeResult }).click();
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible();
    // The result is shown in the site again.
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
