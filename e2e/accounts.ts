import { expect, type APIRequestContext, type Page } from '@playwright/test';
import viCommon from '../locales/vi/common.json';
import { API_URL } from './fixtures';

let counter = 0;
/** A phone number no other test (or earlier run on the same database) uses. */
export function uniquePhone(): string {
  counter += 1;
  const tail = `${Date.now() % 1_000_000}${process.pid % 10}${counter % 10}`.padStart(8, '0').slice(-8);
  return `09${tail}`;
}

interface OutboxEntry {
  code: string;
  purpose: string;
  destination: string;
}

/** The newest code the dev outbox holds for a phone number or e-mail (what an SMS would carry). */
export async function readOtp(request: APIRequestContext, destination: string, purpose: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${API_URL}/dev/otp-outbox`, { params: { destination } });
      const body = (await response.json()) as { data: OutboxEntry[] };
      code = body.data.find((entry) => entry.purpose === purpose)?.code;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/**
 * Creates an ACTIVE student through the real API (the same calls the register page makes), and
 * answers the refresh token of the session registering opened.
 */
export async function registerStudentViaApi(
  request: APIRequestContext,
  { phone, password, fullName }: { phone: string; password: string; fullName: string },
) {
  const sent = await request.post(`${API_URL}/auth/sms-otp`, { data: { phone, purpose: 'REGISTER' } });
  expect(sent.ok()).toBeTruthy();
  const code = await readOtp(request, phone, 'REGISTER');
  const verified = await request.post(`${API_URL}/auth/verify-sms-otp`, {
    data: { username: phone, code, purpose: 'REGISTER' },
  });
  expect(verified.ok()).toBeTruthy();
  const { verificationToken } = ((await verified.json()) as { data: { verificationToken: string } }).data;
  const registered = await request.post(`${API_URL}/auth/register`, {
    data: { verificationToken, fullName, password, roleCode: 'STUDENT' },
  });
  expect(registered.ok()).toBeTruthy();
  // The new account is signed in on this "device": the refresh token lets a test sign it out.
  return ((await registered.json()) as { data: { refreshToken: string } }).data.refreshToken;
}

/** Opens the phone drawer and returns it (the element the menu button controls). */
export async function openDrawer(page: Page) {
  await page.getByRole('button', { name: viCommon.header.openMenu }).click();
  const drawerId = await page.getByRole('button', { name: viCommon.header.closeMenu }).getAttribute('aria-controls');
  return page.locator(`[id="${drawerId}"]`);
}

/** The signed-in user's name as the header shows it (the menu on desktop, the drawer on phones). */
export async function expectSignedInAs(page: Page, isMobile: boolean, lastName: string) {
  if (isMobile) {
    const drawer = await openDrawer(page);
    await expect(drawer).toContainText(lastName);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  } else {
    await expect(page.getByRole('banner').getByRole('button', { name: new RegExp(lastName) })).toBeVisible();
  }
}

/** Signs out through the header's user menu (the drawer on phones), as a student would. */
export async function signOutFromHeader(page: Page, isMobile: boolean, lastName: string) {
  if (isMobile) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: viCommon.userMenu.logout }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(lastName) })
      .click();
    await page.getByRole('menuitem', { name: viCommon.userMenu.logout }).click();
  }
}
