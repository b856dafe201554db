import type { Page } from '@playwright/test';
import viStudentHome from '../locales/vi/student-home.json';
import viPlayer from '../locales/vi/player.json';
import { registerStudentViaApi, uniquePhone } from './accounts';
import { loginThroughForm } from './fixtures';
import { expect, test } from './test';

// A free practice test (20 minutes; question 1's answer is C) and a free 15-minute exam.
const PRACTICE = 'hs-g10-unit-4-for-a-better-community';
const EXAM = 'hs-g12-15-minute-test-units-1-2';
const SHOTS = process.env.E2E_SHOTS_DIR;

async function newStudent(page: Page, request: Parameters<typeof registerStudentViaApi>[0], fullName: string) {
  const student = { phone: uniquePhone(), password: 'Cycle@12345', fullName };
  await registerStudentViaApi(request, student);
  await page.goto('/login');
  await loginThroughForm(page, student.phone, student.password);
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
}

test.describe('the attempt’s life cycle', () => {
  test('an attempt in progress is continued from the server’s clock, and a submitted one keeps its result across a reload', async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    await newStudent(page, request, 'Phạm Thu Hà');
    await page.goto(`/practice-test/${PRACTICE}`);
    await page.getByRole('button', { name: viPlayer.start }).click();
    await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
    await page
      .locator('label')
      .filter({ has: page.getByRole('radio') })
      .nth(2)
      .click();
    await expect(page.getByText(viPlayer.play.save.saved, { exact: true }).first()).toBeVisible();

    // Back on the test page later, from another device (nothing kept in this browser).
    await page.evaluate(() => localStorage.clear());
    await page.goto(`/practice-test/${PRACTICE}`);
    const resume = page.getByRole('button', { name: /^Làm tiếp \(còn (19|20):\d\d\)$/ });
    await expect(resume).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: viPlayer.start, exact: true })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/continue-${isMobile ? 'phone' : 'desktop'}.png` });

    // Straight back to the question, no preparation screen claiming the full 20 minutes.
    await resume.click();
    await expect(page.getByRole('radio').nth(2)).toBeChecked({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: viPlayer.check.start, exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: viPlayer.play.submit }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: viPlayer.play.confirm.submit }).click();
    // The result has its own address the moment it exists; a reload shows it again, no new attempt.
    await expect(page).toHaveURL(/\/unit-test\/mine\/\d+$/, { timeout: 20_000 });
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('timer')).toHaveCount(0);

    // An old "continue" address finds the attempt finished: the test page, not question 1 again.
    await page.goto(`/practice-test/${PRACTICE}?resume=1`);
    await expect(page.getByRole('button', { name: viPlayer.start, exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('timer')).toHaveCount(0);
    await page.goto('/');
    const continuing = page.getByRole('region', { name: viStudentHome.studentHome.continue.title });
    await expect(continuing).toContainText(viStudentHome.studentHome.continue.empty, { timeout: 15_000 });
  });

  test('a cancelled exam is shown as cancelled, with why and when, and is not a result anywhere', async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    await newStudent(page, request, 'Đỗ Minh Khang');
    await page.goto(`/practice-test/${EXAM}`);
    await page.getByRole('button', { name: viPlayer.start }).click();
    await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
    await expect(page.getByRole('timer')).toBeVisible({ timeout: 20_000 });

    /** The page hidden (another app, tab or the screen lock), then back after `awayMs`. */
    const goAway = (awayMs: number) =>
      page.evaluate((ms) => {
        const realNow = Date.now;
        Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        Date.now = () => realNow() + ms;
        Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
        Date.now = realNow;
      }, awayMs);
    const reports: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/integrity-events')) reports.push(sent.url());
    });

    // A glance at the notification shade is not leaving the test…
    await goAway(1_500);
    await page.getByRole('button', { name: viPlayer.play.next }).filter({ visible: true }).click();
    expect(reports).toEqual([]);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // … but three longer absences cancel an exam (spec §8), each warning saying how many remain.
    for (let i = 0; i < 3; i += 1) {
      const recorded = page.waitForResponse((response) => response.url().includes('/integrity-events'));
      await goAway(8_000);
      await recorded;
      if (i < 2) {
        await expect(page.getByRole('dialog')).toContainText(
          viPlayer.integrity.tabSwitch_other.replace('{{count}}', String(2 - i)),
        );
      }
      const ok = page.getByRole('dialog').getByRole('button', { name: viPlayer.integrity.ok });
      if (i < 2) await ok.click();
    }

    await expect(page).toHaveURL(/\/unit-test\/mine\/\d+$/, { timeout: 20_000 });
    await expect(page.getByText(viPlayer.result.voided.title)).toBeVisible();
    await expect(page.getByText(viPlayer.result.voided.TAB_SWITCH)).toBeVisible();
    await expect(page.getByText(/^Hủy lúc \d\d:\d\d \d\d\/\d\d\/\d{4}$/)).toBeVisible();
    await expect(page.getByText(viPlayer.result.scoreLabel)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: viPlayer.result.next.title })).toHaveCount(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cancelled-${isMobile ? 'phone' : 'desktop'}.png` });

    await page.goto('/');
    const recent = page.getByRole('region', { name: viStudentHome.studentHome.results.title });
    await expect(recent).toContainText(viStudentHome.studentHome.results.empty, { timeout: 15_000 });
  });
});
