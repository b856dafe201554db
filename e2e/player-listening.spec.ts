import type { Page } from '@playwright/test';
import viPlayer from '../locales/vi/player.json';
import viMedia from '../locales/vi/question-media.json';
import { expect, test } from './test';

// Grade 6 mid-term: part 1 is two recordings of four questions each, each recording playable twice.
const SLUG = 'sch-g6-mid-term-1';

const question = (page: Page, n: number) => page.getByRole('region', { name: `Câu ${n}`, exact: true });
const currentTime = (page: Page) => page.locator('audio').evaluate((a) => (a as HTMLAudioElement).currentTime);

test('one play of a recording goes on across its questions and costs one play', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto(`/practice-test/${SLUG}`);
  await page.getByRole('button', { name: viPlayer.start }).click();
  await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
  await expect(question(page, 1)).toBeVisible({ timeout: 30_000 });

  const recording = page.getByRole('group', { name: viPlayer.play.groupAudio });
  await expect(recording.getByText('Còn 2 lượt nghe')).toBeVisible();
  await recording.getByRole('button', { name: viMedia.audio.play }).click();
  // The server grants the play first (slow on a busy machine).
  await expect(recording.getByText('Còn 1 lượt nghe')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => currentTime(page)).toBeGreaterThan(1);

  // Next, next, back, back: the same play keeps going, never rewound, never charged again.
  const steps = [
    [viPlayer.play.next, 2],
    [viPlayer.play.next, 3],
    [viPlayer.play.previous, 2],
    [viPlayer.play.previous, 1],
  ] as const;
  for (const [button, n] of steps) {
    const before = await currentTime(page);
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(question(page, n)).toBeVisible();
    await expect(recording.getByRole('button', { name: viMedia.audio.pause })).toBeVisible();
    await expect(recording.getByText('Còn 1 lượt nghe')).toBeVisible();
    await expect.poll(() => currentTime(page)).toBeGreaterThan(before);
  }
  await expect(page.getByText(viMedia.audio.limitReached)).toHaveCount(0);
  await recording.getByRole('button', { name: viMedia.audio.pause }).click();
  await expect(recording.getByRole('button', { name: viMedia.audio.resume })).toBeVisible();
});
