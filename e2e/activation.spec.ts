import type { Page } from '@playwright/test';
import viActivation from '../locales/vi/activation.json';
import viCommon from '../locales/vi/common.json';
import viValidation from '../locales/vi/validation.json';
import { registerStudentViaApi, uniquePhone } from './accounts';
import { AUTH_URL } from './fixtures';
import { expect, test } from './test';

const PASSWORD = 'Activate@2026';
/** The demo code that grants C2 Proficiency (CPE) – Practice Test 1 (README, demo codes). */
const TEST_CODE = 'TEST-DEMS-2345';
const TEST_NAME = 'C2 Proficiency (CPE) – Đề luyện 1';

/**
 * Presses the floating activation button, bringing the stack back first when it stepped aside on
 * a phone. The page may still be loading in stages, and the stack follows the settled page: it
 * can step aside (or come back) between a look and a press, so the look is taken again until a
 * press lands, as a person would.
 */
async function pressActivation(page: Page) {
  const stack = page.getByRole('complementary', { name: viCommon.floatingButtons.label });
  const edgeTab = stack.getByRole('button', { name: viCommon.floatingButtons.show });
  const button = stack.getByRole('button', { name: viCommon.floatingButtons.activationCode });
  await expect(async () => {
    if (await edgeTab.isVisible()) await edgeTab.click({ timeout: 2_000 });
    await button.click({ timeout: 2_000 });
  }).toPass();
}

test.describe('activation codes', () => {
  test('a guest is asked to log in first', async ({ page }) => {
    await page.goto('/explore');
    await pressActivation(page);
    await expect(page.getByText(viCommon.floatingButtons.activationLoginRequired)).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('a new student: a wrong code keeps what was typed; the demo code puts its test in My tests', async ({
    page,
    request,
    signIn,
  }) => {
    test.slow();
    const phone = uniquePhone();
    const registration = await registerStudentViaApi(request, { phone, password: PASSWORD, fullName: 'Đỗ Kim Chi' });
    await request.post(`${AUTH_URL}/account/logout`, { data: { refreshToken: registration } });
    await signIn(page.context(), { username: phone, password: PASSWORD });

    await page.goto('/unit-test/mine');
    await expect(page.getByText(TEST_NAME)).toHaveCount(0);
    await pressActivation(page);
    const dialog = page.getByRole('dialog', { name: viActivation.modal.title });
    const field = dialog.getByRole('textbox', { name: new RegExp(viActivation.modal.codeLabel) });

    // §5: blank, then a space at either end, are refused before anything is sent.
    await dialog.getByRole('button', { name: viActivation.modal.submit }).click();
    await expect(dialog.getByText(viValidation.activationCode.required)).toBeVisible();
    await field.fill(' ZZZZ-ZZZZ-ZZZZ');
    await dialog.getByRole('button', { name: viActivation.modal.submit }).click();
    await expect(dialog.getByText(viValidation.activationCode.edgeSpaces)).toBeVisible();

    // §8: a code that does not exist, and the input stays.
    await field.fill('ZZZZ-ZZZZ-ZZZZ');
    await dialog.getByRole('button', { name: viActivation.modal.submit }).click();
    await expect(dialog.getByText(viValidation.activationCode.invalid)).toBeVisible();
    await expect(field).toHaveValue('ZZZZ-ZZZZ-ZZZZ');

    await field.fill(TEST_CODE);
    await dialog.getByRole('button', { name: viActivation.modal.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(viActivation.toasts.test.replace('{{name}}', TEST_NAME))).toBeVisible();
    await expect(page).toHaveURL(/\/unit-test\/mine\?r=/);
    await expect(page.getByRole('main').getByText(TEST_NAME).first()).toBeVisible();
  });
});
