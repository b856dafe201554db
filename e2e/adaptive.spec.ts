import type { Page } from '@playwright/test';
import viAdaptive from '../locales/vi/adaptive.json';
import { expect, test } from './test';

const RESULT_HEADING = /^Trình độ của bạn: (A1|A2|B1|B2|C1)$/;
const questionHeading = (n: number) => new RegExp(`^Câu ${n}$`);

/** Answers the question on screen with whatever the family takes: the first choice, a word, a drop-down entry. */
async function answerSomething(page: Page) {
  const card = page.locator('main');
  const radios = card.getByRole('radio');
  const selects = card.getByRole('combobox');
  const boxes = card.getByRole('textbox');
  await expect(radios.or(selects).or(boxes).first()).toBeVisible();
  // Options are cards: the learner clicks the card (its label), not the hidden native radio.
  if ((await radios.count()) > 0)
    await card
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .first()
      .click();
  else if ((await selects.count()) > 0) await selects.first().selectOption({ index: 1 });
  else await boxes.first().fill('went');
  await page.getByRole('button', { name: viAdaptive.play.next }).click();
}

/** The question's text once its family has rendered its inputs (they load on demand). */
async function questionText(page: Page, region: ReturnType<Page['getByRole']>) {
  await expect(region).toBeVisible({ timeout: 30_000 });
  await expect(
    region.getByRole('radio').or(region.getByRole('combobox')).or(region.getByRole('textbox')).first(),
  ).toBeVisible();
  return region.innerText();
}

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

    const result = page.getByRole('heading', { name: RESULT_HEADING });
    for (let n = 4; n <= 20 && !(await result.isVisible()); n += 1) {
      await expect(page.getByRole('heading', { name: questionHeading(n) }).or(result)).toBeVisible();
      if (await result.isVisible()) break;
      await answerSomething(page);
      await expect(page.getByRole('heading', { name: questionHeading(n + 1) }).or(result)).toBeVisible({
        timeout: 30_000,
      });
    }
    await expect(result).toBeVisible();
    await expect(page.getByRole('img', { name: /Thang CEFR từ 0 đến 100/ })).toBeVisible();
  });
});
