import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import enJoinClass from '../locales/en/join-class.json';
import viJoinClass from '../locales/vi/join-class.json';
import viPlayer from '../locales/vi/player.json';
import { registerStudentViaApi, signOutFromHeader, uniquePhone } from './accounts';
import { API_URL, AUTH_URL } from './fixtures';
import { expect, test } from './test';

// axe-core over every page that exists, in both locales and on both viewports (the two projects):
// no serious or critical violation (WCAG 2.1 A and AA rules, colour contrast among them).

const PUBLIC_ROUTES = [
  '/',
  '/explore',
  '/practice-test',
  '/practice-test/hs-g10-unit-4-for-a-better-community',
  '/login',
  '/register',
  '/forgot-password',
  '/auth',
  '/page/about-us',
  '/page/user-guide',
  '/page/shopping-guide',
  '/page/payment-policy',
  '/page/feedback-policy',
  '/page/security-policy',
  '/checkout',
  '/checkout/combo',
  '/checkout/exam',
  '/403',
  '/a-page-that-does-not-exist',
];
const SIGNED_IN_ROUTES = [
  '/account',
  '/account/edit',
  '/account/sessions',
  '/account/orders',
  '/account/quantity-use',
  '/unit-test/mine',
  '/cart',
  '/checkout/result',
];
/** The classes pages, seen by a member of the seeded class (its slug below). */
const CLASS_SLUG = 'tieng-anh-6a2';
const CLASS_ROUTES = [
  '/classes',
  '/classes/mine',
  '/classes/mine/request',
  '/classes/test-schedule',
  '/classes/analytics',
  `/classes/${CLASS_SLUG}`,
  `/classes/${CLASS_SLUG}/references`,
];
const LOCALE_PREFIXES = ['', '/en'];
/** '/en' + '/' is '/en', not '/en/'. */
const localised = (prefix: string, route: string) => (prefix && route === '/' ? prefix : `${prefix}${route}`);

interface Finding {
  where: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** The serious and critical violations on the page as it is now, named so a failure says where. */
async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  // A dialog fading in has half its contrast: wait for finite animations to end first, but no
  // longer than a few seconds (a paused animation never finishes).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Toasts come and go while axe walks the page; they are checked where they are the subject.
    .exclude('.Toastify')
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact!,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

async function scan(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await expect(page.locator('main, [role="main"]').first()).toBeVisible();
  // Content fetched on the client (catalogue rows, account data) is part of what is checked; a
  // page that keeps a request open is checked as it stands after a while.
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => undefined);
  return seriousViolations(page, path);
}

test.describe('accessibility', () => {
  // One test per page and locale: a failure names the page, and the two workers share the load.
  for (const prefix of LOCALE_PREFIXES) {
    for (const route of PUBLIC_ROUTES) {
      const path = localised(prefix, route);
      test(`public page ${path} has no serious or critical axe violations`, async ({ page }) => {
        // Home is the longest page axe walks (every catalogue row and plan).
        test.slow(route === '/');
        expect(await scan(page, path)).toEqual([]);
      });
    }
  }

  // One test per language: each is half the walks, and a failure names the language.
  for (const prefix of LOCALE_PREFIXES) {
    const language = prefix ? 'in English' : 'in Vietnamese';
    const joinClass = prefix ? enJoinClass : viJoinClass;

    test(`signed-in pages ${language} have no serious or critical axe violations`, async ({
      page,
      request,
      isMobile,
      signIn,
    }) => {
      // Eight full axe walks: about a minute on a busy 2-core runner.
      test.setTimeout(180_000);
      const student = { phone: uniquePhone(), password: 'Axe@12345', fullName: 'Trần Thu Hà' };
      await registerStudentViaApi(request, student);
      await signIn(page.context(), { username: student.phone, password: student.password });

      const findings: Finding[] = [];
      for (const route of SIGNED_IN_ROUTES) findings.push(...(await scan(page, localised(prefix, route))));
      await page.goto('/account');
      await signOutFromHeader(page, isMobile, 'Hà');
      await expect(page.getByRole('link', { name: /Đăng nhập/ }).first()).toBeVisible();
      expect(findings).toEqual([]);
    });

    test(`the classes pages ${language} have no serious or critical axe violations`, async ({
      page,
      request,
      isMobile,
      signIn,
    }) => {
      test.setTimeout(180_000);
      // A name of its own: the teacher command finds the student by name to take them out again.
      const tail = Math.random()
        .toString(36)
        .replace(/[^a-z]/g, '')
        .slice(0, 5)
        .padEnd(5, 'x');
      const student = { phone: uniquePhone(), password: 'Axe@12345', fullName: `Phạm Thu T${tail}` };
      await registerStudentViaApi(request, student);
      // A member of the seeded class (joined through the API), so every page has something to show.
      const login = await request.post(`${API_URL}/auth/login`, {
        data: { username: student.phone, password: student.password },
      });
      const { accessToken, refreshToken } = (
        (await login.json()) as { data: { accessToken: string; refreshToken: string } }
      ).data;
      const headers = { authorization: `Bearer ${accessToken}` };
      expect(
        (await request.post(`${API_URL}/itf/join_class_request`, { headers, data: { code: 'HOC6A2' } })).ok(),
      ).toBe(true);
      const assigned = await request.get(`${API_URL}/student/classes/${CLASS_SLUG}/unit-tests-assigned`, { headers });
      const shared = (
        (await assigned.json()) as { data: { shareResults: boolean; unitTest: { slug: string } }[] }
      ).data.find((item) => item.shareResults);
      await request.post(`${AUTH_URL}/account/logout`, { headers, data: { refreshToken } });
      const routes = [...CLASS_ROUTES, `/classes/${CLASS_SLUG}/unit-test-results/${shared!.unitTest.slug}`];
      try {
        await signIn(page.context(), { username: student.phone, password: student.password });
        const findings: Finding[] = [];
        for (const route of routes) findings.push(...(await scan(page, localised(prefix, route))));
        await page.goto(localised(prefix, '/classes'));
        // The page's own button: on a phone the floating one steps aside while a control lies under it.
        await page.getByRole('main').getByRole('button', { name: joinClass.button }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        findings.push(...(await seriousViolations(page, `join-class form ${language}`)));
        await page.getByRole('dialog').getByRole('button', { name: joinClass.modal.cancel }).click();
        await page.goto('/classes');
        await signOutFromHeader(page, isMobile, `T${tail}`);
        await expect
          .poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'access_token'))
          .toBe(false);
        expect(findings).toEqual([]);
      } finally {
        await promisify(execFile)('node', [
          'scripts/teacher.mjs',
          '--api',
          API_URL,
          '--auth',
          AUTH_URL,
          'remove',
          'HOC6A2',
          student.fullName,
          '--if-present',
        ]);
      }
    });
  }

  test('every question of the question-types tour, the result and the review pass axe', async ({ page }) => {
    test.setTimeout(300_000);
    const findings: Finding[] = [];
    await page.goto('/practice-test/intl-question-types-tour');
    findings.push(...(await seriousViolations(page, 'tour: start')));
    await page.getByRole('button', { name: viPlayer.start }).click();
    findings.push(...(await seriousViolations(page, 'tour: check phase')));
    await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();

    // Every question in turn, flashcards included (they have no number), until Next is gone.
    const next = page.getByRole('button', { name: viPlayer.play.next }).filter({ visible: true });
    // The question list marks where the student is, flashcards included.
    const where = page.locator('[aria-current="step"]').first();
    await expect(next.first()).toBeVisible();
    for (let step = 1; step <= 60; step += 1) {
      findings.push(...(await seriousViolations(page, `tour: step ${step}`)));
      if ((await next.count()) === 0) break;
      const before = await where.getAttribute('aria-label');
      await next.first().click();
      await expect(where).not.toHaveAttribute('aria-label', before ?? '');
    }
    await expect(next).toHaveCount(0);

    await page.getByRole('button', { name: viPlayer.play.submit }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    findings.push(...(await seriousViolations(page, 'tour: submit dialog')));
    await dialog.getByRole('button', { name: viPlayer.play.confirm.submit }).click();
    await expect(page.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible();
    findings.push(...(await seriousViolations(page, 'tour: result')));
    await page.getByRole('button', { name: viPlayer.result.review }).click();
    await expect(page.getByText(viPlayer.review.eyebrow)).toBeVisible();
    findings.push(...(await seriousViolations(page, 'tour: review')));
    expect(findings).toEqual([]);
  });
});
