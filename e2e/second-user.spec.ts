import type { Page } from '@playwright/test';
import viClasses from '../locales/vi/classes.json';
import { expectSignedInAs, registerStudentViaApi, signOutFromHeader, uniquePhone } from './accounts';
import { DEMO_STUDENT, loginThroughForm } from './fixtures';
import { expect, test } from './test';

/** The demo student's class (seeded); a newly registered student belongs to none. */
const DEMO_CLASS = 'Tiếng Anh 6A2';

/** A client-side navigation, as a link would make: the page, its memory and its SWR cache stay. */
async function navigate(page: Page, href: string) {
  await page.evaluate((url) => {
    const { router } = (window as unknown as { next: { router: { push: (u: string) => Promise<boolean> } } }).next;
    return router.push(url);
  }, href);
}

async function withoutSessionCookies(page: Page) {
  await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).not.toContain('access_token');
}

test.describe('a second user on the same tab', () => {
  test('never sees the first one’s data, not even for a moment', async ({ page, isMobile, request }) => {
    const second = { phone: uniquePhone(), password: 'Second@12345', fullName: 'Phạm Thu Hà' };
    await registerStudentViaApi(request, second);

    await page.goto('/login');
    await loginThroughForm(page, DEMO_STUDENT.phone, DEMO_STUDENT.password);
    // The menu is opened on the page signing in leads to, not while the way there is under way.
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await expectSignedInAs(page, isMobile, DEMO_STUDENT.lastName);
    await navigate(page, '/classes/mine');
    await expect(page.getByRole('link', { name: DEMO_CLASS })).toBeVisible();

    await signOutFromHeader(page, isMobile, DEMO_STUDENT.lastName);
    await withoutSessionCookies(page);
    await expect(page).toHaveURL(/\/$/);
    // From here on, the page records whether the first student's class is ever on screen.
    await page.evaluate((name) => {
      const w = window as unknown as { sawFirstUsersClass: boolean };
      w.sawFirstUsersClass = document.body.textContent?.includes(name) ?? false;
      new MutationObserver(() => {
        if (document.body.textContent?.includes(name)) w.sawFirstUsersClass = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }, DEMO_CLASS);

    await navigate(page, '/login');
    await loginThroughForm(page, second.phone, second.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await expectSignedInAs(page, isMobile, 'Hà');
    await navigate(page, '/classes/mine');
    await expect(page.getByText(viClasses.mine.empty.title)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sawFirstUsersClass: boolean }).sawFirstUsersClass)).toBe(
      false,
    );

    await signOutFromHeader(page, isMobile, 'Hà');
    await withoutSessionCookies(page);
  });
});
