/** The adaptive player's steps shared by the adaptive specs. */
import type { Page } from '@playwright/test';
import viAdaptive from '../locales/vi/adaptive.json';
import { expect } from './test';

const RESULT_HEADING = /^Trình độ của bạn: (A1|A2|B1|B2|C1)$/;
export const questionHeading = (n: number) => new RegExp(`^Câu ${n}$`);

/** Answers the question on screen with whatever the family takes: the first choice, a word, a drop-down entry. */
export async function answerSomething(page: Page) {
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
export async function questionText(page: Page, region: ReturnType<Page['getByRole']>) {
  await expect(region).toBeVisible({ timeout: 30_000 });
  await expect(
    region.getByRole('radio').or(region.getByRole('combobox')).or(region.getByRole('textbox')).first(),
  ).toBeVisible();
  return region.innerText();
}

/** Answers questions from number `from` until the result shows (at most `max` questions in all). */
export async function answerToTheEnd(page: Page, from: number, max: number) {
  const result = page.getByRole('heading', { name: RESULT_HEADING });
  for (let n = from; n <= max && !(await result.isVisible()); n += 1) {
    await expect(page.getByRole('heading', { name: questionHeading(n) }).or(result)).toBeVisible();
    if (await result.isVisible()) break;
    await answerSomething(page);
    await expect(page.getByRole('heading', { name: questionHeading(n + 1) }).or(result)).toBeVisible({
      timeout: 30_000,
    });
  }
  await expect(result).toBeVisible();
}
