import viAdaptive from '../locales/vi/adaptive.json';
import { answerSomething, answerToTheEnd, questionHeading, questionText } from './adaptive-helpers';
import { expect, test } from './test';

test.describe('placement test by key 60', () => {
  test('a guest takes it one question at a time, reloads on the same question and gets a level with its interval', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/placement-test?key=60');
    await expect(page.getByText(viAdaptive.intro.rules)).toBeVisible();
    await page.getByRole('button', { name: viAdaptive.intro.start }).click();

    for (let n = 1; n <= 3; n += 1) {
      await expect(page.getByRole('heading', { name: questionHeading(n) })).toBeVisible({ timeout: 30_000 });
      await answerSomething(page);
    }
    const fourth = page.getByRole('region', { name: questionHeading(4) });
    const before = await questionText(page, fourth);
    await page.reload();
    expect(await questionText(page, fourth)).toBe(before);

    await answerToTheEnd(page, 4, 20);
    await expect(page.getByRole('img', { name: /Thang CEFR từ 0 đến 100/ })).toBeVisible();
  });
});
