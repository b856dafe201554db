import type { Page } from '@playwright/test';
import enCommon from '../locales/en/common.json';
import viCommerce from '../locales/vi/commerce.json';
import viCommon from '../locales/vi/common.json';
import { signOutFromHeader } from './accounts';
import { DEMO_STUDENT } from './fixtures';
import { expect, test } from './test';

// The floating stack on phones (decision 0024): it never covers a control of the page, at any
// scroll position, and the end of every page leaves room for it, where it is always reachable.

const FCE_TEST_ID = 3011;

/**
 * The page's visible controls that the stack covers: a control counts as covered when the
 * element at one of its corners, edge middles or centre belongs to the stack.
 */
function coveredControls(page: Page, stackLabel: string): Promise<string[]> {
  return page.evaluate((label) => {
    const stack = document.querySelector(`aside[aria-label="${label}"]`);
    if (!stack) return [];
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, label, [role="button"], [role="gridcell"]',
    );
    const covered: string[] = [];
    for (const control of controls) {
      if (stack.contains(control)) continue;
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const xs = [box.left + 1, box.left + box.width / 2, box.right - 1];
      const ys = [box.top + 1, box.top + box.height / 2, box.bottom - 1];
      const hit = xs.some((x) =>
        ys.some((y) => {
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
          const element = document.elementFromPoint(x, y);
          return element !== null && stack.contains(element);
        }),
      );
      if (hit) covered.push((control.getAttribute('aria-label') ?? control.textContent ?? control.tagName).trim());
    }
    return covered;
  }, stackLabel);
}

/** From the top to the end of the page a screen at a time: nothing covered at any stop. */
async function expectNothingCovered(page: Page, stackLabel: string) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = Math.floor((page.viewportSize()?.height ?? 844) * 0.6);
  for (let top = 0; top < height + step; top += step) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await expect.poll(() => coveredControls(page, stackLabel), { message: `scrolled to ${top}px` }).toEqual([]);
  }
  // At the end the page leaves the stack its room: the help button is there to tap.
  const help = page.getByRole('complementary', { name: stackLabel }).getByRole('link', {
    name: new RegExp(stackLabel === enCommon.floatingButtons.label ? 'User guide' : 'Hướng dẫn'),
  });
  await expect(help).toBeVisible();
}

test.describe('floating buttons on phones', () => {
  test('never cover a button or link of my classes, the test schedule or checkout, and stay reachable at the end of the page', async ({
    page,
    context,
    isMobile,
    signIn,
  }) => {
    test.skip(!isMobile, 'phones only: on a desktop the stack sits in the margin');
    await signIn(context, { username: DEMO_STUDENT.phone, password: DEMO_STUDENT.password });

    await page.goto('/classes/mine');
    await expect(page.getByRole('link', { name: 'Tiếng Anh 6A2' })).toBeVisible();
    await expectNothingCovered(page, viCommon.floatingButtons.label);

    await page.goto('/en/classes/test-schedule');
    await expect(page.getByRole('grid')).toBeVisible();
    await expectNothingCovered(page, enCommon.floatingButtons.label);

    await page.goto(`/checkout?unitTestId=${FCE_TEST_ID}`);
    await expect(page.getByRole('button', { name: viCommerce.checkout.voucher.apply })).toBeVisible();
    await expectNothingCovered(page, viCommon.floatingButtons.label);

    // Where the buttons stepped aside, the tab in the margin brings them back until the next scroll.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const stack = page.getByRole('complementary', { name: viCommon.floatingButtons.label });
    const tab = stack.getByRole('button', { name: viCommon.floatingButtons.show });
    const help = stack.getByRole('link', { name: new RegExp(viCommon.floatingButtons.help) });
    await expect(tab).toBeVisible();
    await expect(help).toBeHidden();
    await tab.click();
    await expect(help).toBeVisible();
    await expect(tab).toHaveCount(0);
    // Scrolled, the rule holds again: back at the top, the payment methods are under the corner.
    await page.evaluate(() => window.scrollTo({ top: 200, behavior: 'instant' }));
    await expect.poll(() => coveredControls(page, viCommon.floatingButtons.label)).toEqual([]);
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect(tab).toBeVisible();
    await expect(help).toBeHidden();

    await signOutFromHeader(page, isMobile, DEMO_STUDENT.lastName);
    await expect
      .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
      .not.toContain('refresh_token');
  });
});
