import enGift from '../locales/en/gift.json';
import enCommon from '../locales/en/common.json';
import viGift from '../locales/vi/gift.json';
import viCommon from '../locales/vi/common.json';
import { registerStudentViaApi, uniquePhone } from './accounts';
import { expect, test } from './test';

// The welcome gift (spec §4): a new student claims ten tests for grade 6 and finds them in My
// tests; the gift button is gone afterwards. Vietnamese on a desktop, English on a phone.

test.describe('the welcome gift', () => {
  test('a new student claims the grade 6 gift and sees the ten tests in My tests', async ({
    page,
    context,
    request,
    isMobile,
    signIn,
  }) => {
    test.slow();
    const [gift, common, prefix, grade6, tests10] = isMobile
      ? [enGift, enCommon, '/en', 'Grade 6', '10 tests']
      : [viGift, viCommon, '', 'Lớp 6', '10 đề'];
    const phone = uniquePhone();
    const password = 'Gift@2026x';
    await registerStudentViaApi(request, { phone, password, fullName: 'Lê Thị Quà' });
    await signIn(context, { username: phone, password });

    await page.goto(`${prefix}/explore`);
    const stack = page.getByRole('complementary', { name: common.floatingButtons.label });
    const button = stack.getByRole('button', { name: gift.button });
    // On a phone the stack may step aside from the page's controls: its edge tab brings it back.
    // The page may still be settling, so the stack can move between a look and a press: look again.
    const tab = stack.getByRole('button', { name: common.floatingButtons.show });
    await expect(async () => {
      if (await tab.isVisible()) await tab.click({ timeout: 2_000 });
      await button.click({ timeout: 2_000 });
    }).toPass();

    const dialog = page.getByRole('dialog', { name: gift.modal.title });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: gift.modal.submit });
    // A new account has no grade yet: nothing is chosen and the claim waits for one.
    await expect(submit).toBeDisabled();
    await dialog.getByRole('combobox', { name: gift.modal.gradeLabel }).click();
    await page.getByRole('option', { name: grade6, exact: true }).click();
    await expect(submit).toBeEnabled();
    await submit.click();

    await expect(page).toHaveURL(new RegExp(`${prefix}/unit-test/mine\\?t=\\d+`));
    await expect(page.getByText(gift.toasts.success)).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: tests10 })).toBeVisible();
    await expect(stack.getByRole('button', { name: gift.button })).toHaveCount(0);

    // Loaded again, the profile says the gift was received: the button stays away.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: tests10 })).toBeVisible();
    await expect(page.getByRole('button', { name: gift.button })).toHaveCount(0);
  });
});
