import type { Page } from '@playwright/test';
import { expect, test } from './test';
import viAccount from '../locales/vi/account.json';
import viAuth from '../locales/vi/auth.json';
import viCommon from '../locales/vi/common.json';
import { expectSignedInAs, signOutFromHeader } from './accounts';
import { DEMO_STUDENT, DEMO_TEACHER, loginThroughForm } from './fixtures';

const logoutFromHeader = (page: Page, isMobile: boolean) => signOutFromHeader(page, isMobile, DEMO_STUDENT.lastName);

test.describe('session', () => {
  test('a protected page sends a guest to login, then back after signing in', async ({ page, isMobile }) => {
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount$/);
    await loginThroughForm(page, DEMO_STUDENT.phone, DEMO_STUDENT.password);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(viAccount.overview.title);
    await expect(page.getByText(DEMO_STUDENT.phone)).toBeVisible();
    await expectSignedInAs(page, isMobile, DEMO_STUDENT.lastName);
  });

  test('a public page does not ask a guest to log in', async ({ page }) => {
    await page.goto('/page/security-policy');
    await expect(page).toHaveURL(/\/page\/security-policy$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
  });

  test('login shows the user in the header, logout signs out', async ({ page, isMobile, context }) => {
    await page.goto('/login');
    await loginThroughForm(page, DEMO_STUDENT.phone, DEMO_STUDENT.password);
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, isMobile, DEMO_STUDENT.lastName);
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['access_token', 'refresh_token']));
    // The refresh token is out of reach of the page's scripts, and sent to the API proxies only.
    const refresh = cookies.find((c) => c.name === 'refresh_token')!;
    expect(refresh).toMatchObject({ httpOnly: true, path: '/api', sameSite: 'Strict' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('refresh_token');

    await logoutFromHeader(page, isMobile);
    if (isMobile) await page.getByRole('button', { name: viCommon.header.openMenu }).click();
    await expect(page.getByRole('link', { name: viCommon.auth.login }).first()).toBeVisible();
    // The page may show a login link before the logout call has answered: wait for the cookies.
    await expect.poll(async () => (await context.cookies()).map((c) => c.name)).not.toContain('access_token');
    // The old session is gone for the server too: the protected page asks to log in again.
    await page.goto('/account');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('a wrong password is answered on the password field and keeps what was typed', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, DEMO_STUDENT.phone, 'Wrong@1234');
    await expect(page.getByText(viCommon.apiErrors.INCORRECT_PASSWORD)).toBeVisible();
    await expect(page.getByLabel(viAuth.login.usernameLabel)).toHaveValue(DEMO_STUDENT.phone);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a teacher account is refused with the learner-account message', async ({ page }) => {
    await page.goto('/login');
    await loginThroughForm(page, DEMO_TEACHER.phone, DEMO_TEACHER.password);
    await expect(page.getByText(viCommon.apiErrors.TEACHER_NOT_ALLOWED)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an open redirect in the login link is ignored', async ({ page }) => {
    await page.goto('/login?redirect=https%3A%2F%2Fevil.example%2F');
    await loginThroughForm(page, DEMO_STUDENT.phone, DEMO_STUDENT.password);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});
