import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import enMessaging from '../locales/en/messaging.json';
import viMessaging from '../locales/vi/messaging.json';
import { registerStudentViaApi, uniquePhone } from './accounts';
import { expect, test } from './test';

// The messaging link (spec §7): a signed-in student links the account to Zalo through the local
// provider's page, sees it linked on the account page, then unlinks it. Vietnamese on a desktop,
// English on a phone.

/** Serious or critical axe findings (WCAG 2.1 A/AA) inside the section. */
async function sectionViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[data-testid="messaging-section"]')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('the messaging (Zalo) link', () => {
  test('a student links the account through the Zalo page, sees it linked, then unlinks', async ({
    page,
    context,
    request,
    isMobile,
    signIn,
  }) => {
    test.slow();
    const [t, prefix] = isMobile ? [enMessaging, '/en'] : [viMessaging, ''];
    const phone = uniquePhone();
    const password = 'Zalo@2026x';
    await registerStudentViaApi(request, { phone, password, fullName: 'Trần Zalo Liên' });
    await signIn(context, { username: phone, password });

    await page.goto(`${prefix}/account`);
    const section = page.getByRole('region', { name: t.section.title });
    await expect(section.getByText(t.status.notLinked, { exact: true })).toBeVisible();
    await section.getByRole('button', { name: t.actions.link }).click();

    // The provider's page (served by the local provider on the API), in the reader's language.
    await expect(page).toHaveURL(/\/zalo-local\/oauth\/permission\?/);
    await expect(page.locator('html')).toHaveAttribute('lang', isMobile ? 'en' : 'vi');
    await page.getByTestId('zalo-phone').fill(uniquePhone());
    await page.getByTestId('zalo-name').fill('Liên trên Zalo');
    await page.getByTestId('zalo-allow').click();

    // Back on the account page: linked, with the Zalo name and today's date; the address is clean.
    await expect(page).toHaveURL(new RegExp(`${prefix}/account$`));
    await expect(section.getByText(t.outcome.linked)).toBeVisible();
    await expect(section.getByText(t.status.linked, { exact: true })).toBeVisible();
    await expect(section.getByText('Liên trên Zalo')).toBeVisible();
    const date = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    await expect(section.getByText(date)).toBeVisible();

    // Loaded again, it is still linked.
    await page.reload();
    await expect(section.getByText(t.status.linked, { exact: true })).toBeVisible();
    expect(await sectionViolations(page)).toEqual([]);

    // Unlink, after the confirmation.
    await section.getByRole('button', { name: t.actions.unlink }).click();
    await expect(section.getByRole('button', { name: t.actions.confirmUnlink })).toBeFocused();
    expect(await sectionViolations(page)).toEqual([]);
    await section.getByRole('button', { name: t.actions.confirmUnlink }).click();
    await expect(section.getByText(t.outcome.unlinked)).toBeVisible();
    await expect(section.getByText(t.status.notLinked, { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: t.actions.link })).toBeVisible();
    expect(await sectionViolations(page)).toEqual([]);
  });
});
