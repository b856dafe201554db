import type { Page } from '@playwright/test';
import { expect, test } from './test';
import viAccount from '../locales/vi/account.json';
import viAuth from '../locales/vi/auth.json';
import viCommon from '../locales/vi/common.json';
import { expectSignedInAs, readOtp, registerStudentViaApi, uniquePhone } from './accounts';
import { loginThroughForm } from './fixtures';

const PASSWORD = 'Hoctap@2026';

/** Fills the registration form as a student and asks for the code. */
async function submitRegisterForm(page: Page, who: { surname: string; givenName: string; phone: string }) {
  await page.goto('/register');
  await page.getByLabel(viAuth.register.surnameLabel).fill(who.surname);
  await page.getByLabel(viAuth.register.givenNameLabel, { exact: true }).fill(who.givenName);
  await page.getByLabel(viAuth.register.phoneLabel).fill(who.phone);
  await page.getByLabel(viAuth.register.passwordLabel, { exact: true }).fill(PASSWORD);
  await page.getByLabel(viAuth.register.confirmLabel).fill(PASSWORD);
  await page.getByRole('radio', { name: new RegExp(viAuth.register.roles.STUDENT.label) }).check();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: viAuth.register.submit }).click();
}

test.describe('account flows', () => {
  test('a new student registers with the code from the outbox and lands signed in', async ({
    page,
    request,
    isMobile,
  }) => {
    const phone = uniquePhone();
    await submitRegisterForm(page, { surname: 'Phạm Thu', givenName: 'Lan', phone });

    const code = await readOtp(request, phone, 'REGISTER');
    await page.getByRole('textbox', { name: viAuth.otp.codeLabel }).fill(code);
    await page.getByRole('button', { name: viAuth.register.otpSubmit }).click();

    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expectSignedInAs(page, isMobile, 'Lan');
    await page.goto('/account');
    await expect(page.getByText(phone)).toBeVisible();
  });

  test('a wrong code is answered on the code field', async ({ page }) => {
    const phone = uniquePhone();
    await submitRegisterForm(page, { surname: 'Đỗ', givenName: 'Minh', phone });
    await page.getByRole('textbox', { name: viAuth.otp.codeLabel }).fill('000000');
    await page.getByRole('button', { name: viAuth.register.otpSubmit }).click();
    await expect(page.getByRole('textbox', { name: viAuth.otp.codeLabel })).toHaveAttribute('aria-invalid', 'true');
    // The resend countdown is running right after a code was sent.
    await expect(page.getByRole('button', { name: new RegExp(viAuth.otp.resend) })).toBeDisabled();
  });

  test('a forgotten password is reset with a code, then the new password signs in', async ({
    page,
    request,
    isMobile,
  }) => {
    const phone = uniquePhone();
    await registerStudentViaApi(request, { phone, password: PASSWORD, fullName: 'Vũ Quốc Bảo' });

    await page.goto('/login');
    await page.getByRole('link', { name: viAuth.login.forgotPassword }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    // The login form has a field with the same label until the new page has rendered.
    await expect(page.getByRole('heading', { level: 1, name: viAuth.forgotPassword.title })).toBeVisible();
    await page.getByLabel(viAuth.forgotPassword.usernameLabel).fill(phone);
    await page.getByRole('button', { name: viAuth.forgotPassword.submit }).click();
    const code = await readOtp(request, phone, 'FORGOT_PASSWORD');
    await page.getByRole('textbox', { name: viAuth.otp.codeLabel }).fill(code);
    await page.getByRole('button', { name: viAuth.otp.submit, exact: true }).click();

    await expect(page).toHaveURL(/\/set-password$/);
    await page.getByLabel(viAuth.setPassword.passwordLabel, { exact: true }).fill('Moi@matkhau1');
    await page.getByLabel(viAuth.setPassword.confirmLabel).fill('Moi@matkhau1');
    await page.getByRole('button', { name: viAuth.setPassword.submit }).click();
    await expect(page.getByText(viAuth.setPassword.success)).toBeVisible();

    await page.goto('/login');
    await loginThroughForm(page, phone, PASSWORD);
    // The old password no longer works.
    await expect(page.getByText(viCommon.apiErrors.INCORRECT_PASSWORD)).toBeVisible();
    await page.getByLabel(viAuth.login.passwordLabel, { exact: true }).fill('Moi@matkhau1');
    await page.getByRole('button', { name: viAuth.login.submit, exact: true }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expectSignedInAs(page, isMobile, 'Bảo');
  });

  test('an expired access token is refreshed once, transparently', async ({ page, context, request, isMobile }) => {
    const phone = uniquePhone();
    await registerStudentViaApi(request, { phone, password: PASSWORD, fullName: 'Hồ Gia Huy' });
    await page.goto('/login');
    await loginThroughForm(page, phone, PASSWORD);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    // Let the signed-in home finish its requests first: one still refreshing when the token is
    // swapped would race the next page's refresh with the same refresh token.
    await expectSignedInAs(page, isMobile, 'Huy');
    await page.waitForLoadState('networkidle');

    // Replace the access token with one the API no longer accepts, as an expired one would be.
    const cookies = await context.cookies();
    const access = cookies.find((c) => c.name === 'access_token')!;
    await context.addCookies([{ ...access, value: 'expired.token.value' }]);
    let refreshCalls = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/auth/refresh-token')) refreshCalls += 1;
    });

    await page.goto('/account/edit');
    await expect(page.getByLabel(viAccount.edit.profile.fullName)).toHaveValue('Hồ Gia Huy');
    // Requests the page sends later (lazy parts) reuse the refreshed token; a navigation cutting
    // one off mid-refresh would leave the next page the old cookie to refresh again.
    await page.waitForLoadState('networkidle');
    await page.goto('/account/sessions');
    await expect(page.getByText(viAccount.sessions.current)).toBeVisible();
    expect(refreshCalls).toBe(1);
    const renewed = (await context.cookies()).find((c) => c.name === 'access_token')!;
    expect(renewed.value).not.toBe('expired.token.value');
  });

  test('two tabs refreshing one expired session at the same moment both stay signed in', async ({
    context,
    request,
    signIn,
  }) => {
    const phone = uniquePhone();
    await registerStudentViaApi(request, { phone, password: PASSWORD, fullName: 'Đinh Khánh Linh' });
    await signIn(context, { username: phone, password: PASSWORD });
    const access = (await context.cookies()).find((c) => c.name === 'access_token')!;
    await context.addCookies([{ ...access, value: 'expired.token.value' }]);
    const refreshes: number[] = [];
    const tabs = [await context.newPage(), await context.newPage()];
    for (const tab of tabs) {
      tab.on('response', (r) => {
        if (r.request().method() === 'POST' && r.url().endsWith('/auth/refresh-token')) refreshes.push(r.status());
      });
    }

    // Both tabs find the token expired together and exchange the one refresh token they share.
    await Promise.all(tabs.map((tab) => tab.goto('/account/edit')));
    for (const tab of tabs) {
      await expect(tab.getByLabel(viAccount.edit.profile.fullName)).toHaveValue('Đinh Khánh Linh');
      await tab.waitForLoadState('networkidle');
    }
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(refreshes.every((status) => status === 200)).toBe(true);

    // Neither exchange ended the session: both tabs go on signed in, on whatever cookies won.
    for (const tab of tabs) {
      await tab.goto('/account/sessions');
      await expect(tab).toHaveURL(/\/account\/sessions$/);
      await expect(tab.getByText(viAccount.sessions.current)).toBeVisible();
    }
  });

  test('signing another device out from the sessions page ends that session', async ({ browser, request }) => {
    const phone = uniquePhone();
    await registerStudentViaApi(request, { phone, password: PASSWORD, fullName: 'Lý Thảo Vy' });
    const desktop = await browser.newPage();
    const other = await browser.newPage();
    for (const page of [desktop, other]) {
      await page.goto('/login');
      await loginThroughForm(page, phone, PASSWORD);
      await expect(page).toHaveURL(/localhost:\d+\/$/);
    }

    await desktop.goto('/account/sessions');
    const signOutButtons = desktop.getByRole('button', { name: viAccount.sessions.signOut, exact: true });
    // Registration made one session too; sign out everything but this device.
    await desktop.getByRole('button', { name: viAccount.sessions.signOutOthers }).click();
    await desktop.getByRole('dialog').getByRole('button', { name: viAccount.sessions.confirm.others.confirm }).click();
    await expect(desktop.getByText(viAccount.sessions.toasts.revokedOthers)).toBeVisible();
    await expect(signOutButtons).toHaveCount(1);

    // The other device's next request fails to refresh, and its protected page gives way to login.
    // It is told why, not left on a bare login form.
    await other.goto('/account');
    await expect(other).toHaveURL(/\/login\?redirect=%2Faccount&session=ended$/);
    await expect(other.getByText(viAuth.login.sessionEnded)).toBeVisible();
    await desktop.close();
    await other.close();
  });

  test('a first login asks for a new password, then signs in', async ({ page, isMobile }) => {
    test.skip(isMobile, 'The seeded first-login account can change its password only once per database.');
    await page.goto('/login');
    await loginThroughForm(page, '0900000003', 'Welcome@123');
    await expect(page.getByRole('heading', { name: viAuth.firstLogin.title })).toBeVisible();
    await page.getByLabel(viAuth.firstLogin.passwordLabel, { exact: true }).fill('Namhoc@2026');
    await page.getByLabel(viAuth.firstLogin.confirmLabel).fill('Namhoc@2026');
    await page.getByRole('button', { name: viAuth.firstLogin.submit }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expectSignedInAs(page, false, 'Nam');
  });
});
