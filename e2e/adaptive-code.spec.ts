import enAdaptive from '../locales/en/adaptive.json';
import enCardsText from '../locales/en/adaptive-tests.json';
import viActivation from '../locales/vi/activation.json';
import viAdaptive from '../locales/vi/adaptive.json';
import viCardsText from '../locales/vi/adaptive-tests.json';
import { registerStudentViaApi, uniquePhone } from './accounts';
import { answerSomething, answerToTheEnd, questionHeading, questionText } from './adaptive-helpers';
import { expect, test } from './test';

const PASSWORD = 'Adaptive@2026';
/** The demo code that unlocks the adaptive level test (README, demo codes; one use per student). */
const LEVEL_CODE = 'ADPT-DEMS-2345';
const SHOTS = process.env.E2E_SHOTS_DIR;

test.describe('the adaptive level test unlocked by a code', () => {
  test('a new student unlocks it from the locked test, reloads on the same question and sees the level with its interval', async ({
    page,
    request,
    signIn,
  }, testInfo) => {
    test.setTimeout(300_000);
    const device = testInfo.project.name;
    const phone = uniquePhone();
    await registerStudentViaApi(request, { phone, password: PASSWORD, fullName: 'Phạm Thu Hà' });
    await signIn(page.context(), { username: phone, password: PASSWORD });

    // The catalogue card says the test needs a code, and opens it.
    await page.goto('/practice-test');
    const cards = page.getByRole('region', { name: viCardsText.title });
    const levelCard = cards.getByRole('link', { name: viCardsText.tests.level.name });
    await expect(levelCard).toContainText(viCardsText.access.locked);
    if (SHOTS) await cards.screenshot({ path: `${SHOTS}/cards-locked-vi-${device}.png` });
    await levelCard.click();
    await expect(page).toHaveURL(/\/placement-test\?key=level$/);
    await expect(page.getByText(/Thời gian làm bài: 40 phút/)).toBeVisible();

    // Locked: the test says how to unlock it (in English too), and the code is entered right there.
    if (SHOTS) {
      await page.goto('/en/placement-test?key=level');
      await page.getByRole('button', { name: enAdaptive.intro.start }).click();
      await expect(page.getByRole('heading', { name: enAdaptive.locked.title })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/locked-en-${device}.png`, fullPage: true });
      await page.goto('/placement-test?key=level');
    }
    await page.getByRole('button', { name: viAdaptive.intro.start }).click();
    await expect(page.getByRole('heading', { name: viAdaptive.locked.title })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/locked-vi-${device}.png`, fullPage: true });
    await expect(page.getByRole('link', { name: viAdaptive.locked.buy })).toHaveAttribute(
      'href',
      '/checkout?adaptiveTest=600',
    );
    await page.getByRole('button', { name: viAdaptive.locked.enterCode }).click();
    const dialog = page.getByRole('dialog', { name: viActivation.modal.title });
    await dialog.getByRole('textbox', { name: new RegExp(viActivation.modal.codeLabel) }).fill(LEVEL_CODE);
    await dialog.getByRole('button', { name: viActivation.modal.submit }).click();
    await expect(dialog).toBeHidden();

    // Unlocked, the test starts on the server's clock.
    await expect(page.getByRole('heading', { name: questionHeading(1) })).toBeVisible({ timeout: 30_000 });
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/^(40:00|39:[0-5]\d)$/);
    for (let n = 1; n <= 3; n += 1) {
      await expect(page.getByRole('heading', { name: questionHeading(n) })).toBeVisible({ timeout: 30_000 });
      await answerSomething(page);
    }
    const fourth = page.getByRole('region', { name: questionHeading(4) });
    const before = await questionText(page, fourth);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/question-vi-${device}.png`, fullPage: true });
    await page.reload();
    expect(await questionText(page, fourth)).toBe(before);
    // The clock went on: it is the server's deadline, not a new one.
    await expect(timer).toHaveText(/^(3\d):[0-5]\d$/);

    await answerToTheEnd(page, 4, 30);
    await expect(page.getByText(/Với độ tin cậy 95 %, điểm của bạn nằm trong khoảng \d+ đến \d+\./)).toBeVisible();
    await expect(page.getByRole('img', { name: /Thang CEFR từ 0 đến 100/ })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/result-vi-${device}.png`, fullPage: true });

    // The result in English, then the card now unlocked (the rights call).
    await page.goto('/en/placement-test?key=level');
    await expect(page.getByRole('heading', { name: /^Your level: (A1|A2|B1|B2|C1)$/ })).toBeVisible();
    await expect(page.getByText(/With 95 % confidence/)).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/result-en-${device}.png`, fullPage: true });
    await page.goto('/en/practice-test');
    const enCards = page.getByRole('region', { name: enCardsText.title });
    await expect(enCards.getByRole('link', { name: enCardsText.tests.level.name })).toContainText(
      enCardsText.access.unlocked,
    );
    if (SHOTS) await enCards.screenshot({ path: `${SHOTS}/cards-unlocked-en-${device}.png` });
  });
});
