import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './test';
import viAuth from '../locales/vi/auth.json';
import viCommon from '../locales/vi/common.json';
import { expectSignedInAs, openDrawer, registerStudentViaApi, uniquePhone } from './accounts';
import { API_URL, AUTH_URL, loginThroughForm } from './fixtures';

const PASSWORD = 'Access@2026';
const FULL_NAME = 'Trần Thu Hà';
const LAST_NAME = 'Hà';
/** A 1×1 PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function logoutFromHeader(page: Page, isMobile: boolean) {
  if (isMobile) {
    const drawer = await openDrawer(page);
    await drawer.getByRole('button', { name: viCommon.userMenu.logout }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(LAST_NAME) })
      .click();
    await page.getByRole('menuitem', { name: viCommon.userMenu.logout }).click();
  }
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .not.toContain('refresh_token');
  const header = isMobile ? await openDrawer(page) : page.getByRole('banner');
  await expect(header.getByRole('link', { name: viCommon.auth.login })).toBeVisible();
}

/** Signs the account in through the API until the device limit (MAX_DEVICES of the API) refuses. */
async function fillDeviceLimit(request: APIRequestContext, phone: string): Promise<string[]> {
  const refreshTokens: string[] = [];
  for (let i = 0; i < 500; i += 1) {
    const response = await request.post(`${API_URL}/auth/login`, { data: { username: phone, password: PASSWORD } });
    const body = (await response.json()) as { code?: string; data?: { refreshToken: string } };
    if (response.status() === 403) {
      expect(body.code).toBe('DEVICE_LIMIT_REACHED');
      return refreshTokens;
    }
    expect(response.ok()).toBeTruthy();
    refreshTokens.push(body.data!.refreshToken);
  }
  throw new Error('The device limit never answered');
}

async function signOutEverywhere(request: APIRequestContext, refreshTokens: string[]) {
  const responses = await Promise.all(
    refreshTokens.map((refreshToken) => request.post(`${AUTH_URL}/account/logout`, { data: { refreshToken } })),
  );
  for (const response of responses) expect(response.ok()).toBeTruthy();
}

test.describe('access', () => {
  test('at the device limit, login lists the devices and signs one out to continue', async ({
    page,
    request,
    isMobile,
  }, testInfo) => {
    // Up to MAX_DEVICES (100 in e2e) sign-ins before the journey starts.
    test.setTimeout(120_000);
    const phone = uniquePhone();
    const registered = await registerStudentViaApi(request, { phone, password: PASSWORD, fullName: FULL_NAME });
    const refreshTokens = [registered, ...(await fillDeviceLimit(request, phone))];

    await page.goto('/login');
    await loginThroughForm(page, phone, PASSWORD);
    const heading = page.getByRole('heading', { level: 1, name: viAuth.deviceLimit.title });
    await expect(heading).toBeFocused();
    const list = page.getByRole('list', { name: viAuth.deviceLimit.listLabel });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(refreshTokens.length);
    if (process.env.E2E_SHOTS_DIR) {
      await page.screenshot({ path: `${process.env.E2E_SHOTS_DIR}/device-limit-${testInfo.project.name}.png` });
    }

    await items.first().getByRole('button', { name: viAuth.deviceLimit.signOut }).click();
    await expect(page).toHaveURL(/\/$/);
    await expectSignedInAs(page, isMobile, LAST_NAME);

    // Still at the limit (one signed out, this one in): the next login is offered the list again.
    const again = await request.post(`${API_URL}/auth/login`, { data: { username: phone, password: PASSWORD } });
    expect(again.status()).toBe(403);
    const limit = ((await again.json()) as { deviceLimit: { sessions: unknown[] } }).deviceLimit;
    expect(limit.sessions).toHaveLength(refreshTokens.length);

    await logoutFromHeader(page, isMobile);
    await signOutEverywhere(request, refreshTokens);
    // Everything is signed out: a login opens a session at once.
    const last = await request.post(`${API_URL}/auth/login`, { data: { username: phone, password: PASSWORD } });
    expect(last.ok()).toBeTruthy();
    await signOutEverywhere(request, [((await last.json()) as { data: { refreshToken: string } }).data.refreshToken]);
  });

  test('the site opened at 127.0.0.1 calls the API through its own origin and signs in and out', async ({
    page,
    request,
    isMobile,
    baseURL,
  }) => {
    const phone = uniquePhone();
    const registered = await registerStudentViaApi(request, { phone, password: PASSWORD, fullName: FULL_NAME });
    const site = new URL(baseURL ?? 'http://localhost:3100');
    site.hostname = '127.0.0.1';
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (['xhr', 'fetch'].includes(req.resourceType())) apiCalls.push(req.url());
    });

    await page.goto(new URL('/login', site).href);
    await loginThroughForm(page, phone, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`^${site.origin.replace(/\./g, '\\.')}/$`));
    await expectSignedInAs(page, isMobile, LAST_NAME);

    expect(apiCalls.length).toBeGreaterThan(0);
    for (const url of apiCalls) expect(new URL(url).origin).toBe(site.origin);
    expect(apiCalls.some((url) => new URL(url).pathname === '/api/main/auth/login')).toBe(true);

    await logoutFromHeader(page, isMobile);
    expect(apiCalls.some((url) => new URL(url).pathname === '/api/sign-in/account/logout')).toBe(true);
    await signOutEverywhere(request, [registered]);
  });

  test('uploads (multipart), bearer tokens and error answers pass through the web origin untouched', async ({
    request,
    baseURL,
  }) => {
    const phone = uniquePhone();
    const registered = await registerStudentViaApi(request, { phone, password: PASSWORD, fullName: FULL_NAME });
    const web = baseURL ?? 'http://localhost:3100';

    const refused = await request.post(`${web}/api/main/auth/login`, {
      data: { username: phone, password: 'Wrong@2026' },
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('INCORRECT_PASSWORD');

    const login = await request.post(`${web}/api/main/auth/login`, {
      data: { username: phone, password: PASSWORD },
      // A visitor cannot choose the address the API's per-IP limits see.
      headers: { 'X-Client-App-Id': 'web-student', 'X-Forwarded-For': '203.0.113.7' },
    });
    expect(login.ok()).toBeTruthy();
    const { accessToken, refreshToken, user } = (
      (await login.json()) as { data: { accessToken: string; refreshToken: string; user: { id: number } } }
    ).data;

    const upload = await request.post(`${web}/api/main/account/update-avatar`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      multipart: { file: { name: 'me.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') } },
    });
    expect(upload.status()).toBe(200);
    const { avatar } = ((await upload.json()) as { data: { avatar: string } }).data;
    expect(avatar).toMatch(/\/uploads\/avatars\/.+\.png$/);

    const profile = await request.get(`${web}/api/main/account/profile`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(((await profile.json()) as { data: { avatar: string } }).data.avatar).toBe(avatar);

    const sessions = await request.get(`${web}/api/sign-in/account/login-session/${user.id}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    const current = ((await sessions.json()) as { data: { current: boolean; ip: string | null }[] }).data.find(
      (s) => s.current,
    );
    expect(current?.ip).toMatch(/127\.0\.0\.1|::1/);

    const logout = await request.post(`${web}/api/sign-in/account/logout`, { data: { refreshToken } });
    expect(logout.ok()).toBeTruthy();
    await signOutEverywhere(request, [registered]);
  });
});
