import viHome from '../locales/vi/home.json';
import viPlayer from '../locales/vi/player.json';
import { registerStudentViaApi, signOutFromHeader, uniquePhone } from './accounts';
import { expect, test } from './test';
import viStudentHome from '../locales/vi/student-home.json';

// A free practice test: question 1's answer is C.
const SLUG = 'hs-g10-unit-4-for-a-better-community';

test('a new student picks a grade on the home page, continues a test from it and finds the result there', async ({
  page,
  request,
  isMobile,
  signIn,
}) => {
  const student = { phone: uniquePhone(), password: 'Home@12345', fullName: 'Lê Gia Bảo' };
  await registerStudentViaApi(request, student);
  await signIn(page.context(), { username: student.phone, password: student.password });
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    viStudentHome.studentHome.title.replace('{{name}}', 'Bảo'),
    {
      timeout: 15_000,
    },
  );
  const continuing = page.getByRole('region', { name: viStudentHome.studentHome.continue.title });
  await expect(continuing).toContainText(viStudentHome.studentHome.continue.empty);
  const recent = page.getByRole('region', { name: viStudentHome.studentHome.results.title });
  await expect(recent).toContainText(viStudentHome.studentHome.results.empty);
  const goal = page.getByRole('region', { name: viStudentHome.studentHome.dailyGoal.title });
  const goalProgress = (answered: number) =>
    viStudentHome.studentHome.dailyGoal.progress.replace('{{answered}}', String(answered)).replace('{{goal}}', '10');
  await expect(goal).toContainText(goalProgress(0));

  // No grade was given at sign-up: the home asks for it, and then recommends that grade's tests.
  await page.getByRole('combobox', { name: viStudentHome.studentHome.grade.label }).selectOption({ label: 'Lớp 10' });
  await page.getByRole('button', { name: viStudentHome.studentHome.grade.save }).click();
  await expect(page.getByRole('region', { name: 'Đề luyện cho Lớp 10' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: viStudentHome.studentHome.grade.label })).toHaveCount(0);

  // Start a test, answer one question, leave for the home page: it offers to continue.
  await page.goto(`/practice-test/${SLUG}`);
  await page.getByRole('button', { name: viPlayer.start }).click();
  await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio') })
    .nth(2)
    .click();
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  await expect(page.getByText(viPlayer.play.save.saved, { exact: true }).first()).toBeVisible();
  await page.goto('/');
  await expect(continuing).toContainText(/Đã làm 1\/\d+ câu/);
  // As on another device: nothing of the attempt is kept in this browser, the server has it all.
  await page.evaluate(() => localStorage.clear());
  await continuing.getByRole('link', { name: new RegExp(`^${viStudentHome.studentHome.continue.open}: `) }).click();
  await expect(page).toHaveURL(new RegExp(`/practice-test/${SLUG}`));

  // The test page resumes the open attempt where it was; submit, and the home page then lists the
  // result instead of the attempt.
  await expect(page.getByRole('radio').nth(2)).toBeChecked();
  await page.getByRole('button', { name: viPlayer.play.submit }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: viPlayer.play.confirm.submit }).click();
  await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible();

  await page.goto('/');
  await expect(continuing).toContainText(viStudentHome.studentHome.continue.empty);
  await expect(
    recent.getByRole('link', { name: new RegExp(`^${viStudentHome.studentHome.results.open}: `) }),
  ).toHaveCount(1);
  // The submitted answer counts toward today's goal, as the server counts it.
  await expect(goal).toContainText(goalProgress(1));
  await signOutFromHeader(page, isMobile, 'Bảo');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(viHome.hero.titleStart);
});
