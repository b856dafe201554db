import type { APIRequestContext, Page } from '@playwright/test';
import enCommerce from '../locales/en/commerce.json';
import enPlayer from '../locales/en/player.json';
import viCatalogue from '../locales/vi/catalogue.json';
import viCommerce from '../locales/vi/commerce.json';
import viPlayer from '../locales/vi/player.json';
import viValidation from '../locales/vi/validation.json';
import { openDrawer, registerStudentViaApi, signOutFromHeader, uniquePhone } from './accounts';
import { AUTH_URL, loginThroughForm } from './fixtures';
import { expect, test } from './test';

// Buying through the real API and its local payment gateway (the default provider mode): the
// gateway's page lets the payer pick an outcome, calls the IPN server to server, then sends the
// browser back to /checkout/result with the signed return parameters.

const PASSWORD = 'Shop@2026';
const LAST_NAME = 'Trang';
/** Paid tests without speaking, so the check phase starts without a microphone step. */
const TOPIC_TEST = {
  id: 1013,
  slug: 'sch-g8-topic-environment',
  name: 'Lớp 8 – Chủ đề: Môi trường – Luyện tập',
  nameEn: 'Grade 8 – Topic: The environment – Practice',
};
const IELTS_TEST = {
  id: 4003,
  slug: 'intl-ielts-academic-writing-1',
  name: 'IELTS Academic Writing – Biểu đồ đường và bài luận quan điểm',
};
const FCE_TEST = { id: 3011, slug: 'cam-fce-1' };
/** A members’ practice test: a plan opens it without a credit. */
const MEMBERS_TEST = { slug: 'sch-g5-unit-5-my-future-job' };

const nbsp = (text: string) => new RegExp(text.replace(/\s/g, '\\s'));

async function newStudent(request: APIRequestContext) {
  const student = { phone: uniquePhone(), password: PASSWORD, fullName: 'Lê Thu Trang' };
  const refreshToken = await registerStudentViaApi(request, student);
  return { ...student, refreshToken };
}

/** Ends the session registering opened (the account's other "device"). */
async function endRegistrationSession(request: APIRequestContext, refreshToken: string) {
  const response = await request.post(`${AUTH_URL}/account/logout`, { data: { refreshToken } });
  expect(response.ok()).toBeTruthy();
}

async function signOut(page: Page, isMobile: boolean) {
  await signOutFromHeader(page, isMobile, LAST_NAME);
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .not.toContain('refresh_token');
  // Logout clears the stored cart (spec §4).
  expect(await page.evaluate(() => window.localStorage.getItem('cart_data'))).toBeNull();
}

/** The header's cart link (always in the bar, phones included) and its count. */
const cartLink = (page: Page) =>
  page
    .getByRole('banner')
    .getByRole('link', { name: /^Giỏ hàng|^Cart/ })
    .first();

/** On the local gateway's page: pick an outcome and pay. */
async function payOnGateway(page: Page, outcome: string) {
  await page.waitForURL(/\/gateway\//);
  await page.getByTestId(`gateway-outcome-${outcome}`).check();
  await page.getByTestId('gateway-submit').click();
  await page.waitForURL(/\/checkout\/result/);
}

/** A bought test opens and its check phase starts the attempt. */
async function startBoughtTest(page: Page, start: string, checkStart: string) {
  await page.getByRole('button', { name: start }).click();
  await page.getByRole('button', { name: checkStart, exact: true }).click();
  await expect(page.getByRole('timer')).toBeVisible();
}

test.describe('commerce', () => {
  test('a guest fills a cart, signs in (merged), applies a voucher, pays with VNPAY and starts the test', async ({
    page,
    request,
    isMobile,
  }) => {
    test.setTimeout(150_000);
    const student = await newStudent(request);

    // As a guest: two paid tests into the cart, kept in this browser; the badge counts them.
    for (const test of [TOPIC_TEST, IELTS_TEST]) {
      await page.goto(`/practice-test/${test.slug}`);
      await page.getByRole('button', { name: `Thêm “${test.name}” vào giỏ hàng` }).click();
      await expect(page.getByRole('link', { name: /Đã có trong giỏ/ })).toBeVisible();
    }
    await expect(cartLink(page)).toHaveAccessibleName('Giỏ hàng: 2 đề');

    // The guest's cart, kept in this browser and priced by the server; paying needs a session:
    // login (the register link keeps the way back), then straight to checkout, merged into the account.
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    const items = page.getByRole('region', { name: /Đề trong giỏ hàng/ });
    await expect(items.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText(nbsp('78.000 ₫'));
    await expect(page.getByText(viCommerce.cart.guest.title)).toBeVisible();
    await page.getByRole('link', { name: viCommerce.cart.guest.signIn }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout/);
    await expect(page.getByRole('link', { name: 'Đăng ký ngay' })).toHaveAttribute(
      'href',
      '/register?redirect=%2Fcheckout',
    );
    await loginThroughForm(page, student.phone, PASSWORD);
    await expect(page).toHaveURL(/\/checkout$/);

    // Checkout: the server's breakdown, a voucher error, then a voucher that applies.
    await expect(page.getByTestId('checkout-total')).toHaveText(nbsp('78.000 ₫'));
    const voucher = page.getByLabel(viCommerce.checkout.voucher.label);
    await page.getByRole('button', { name: viCommerce.checkout.voucher.apply }).click();
    await expect(page.getByText(viValidation.voucherCode.required)).toBeVisible();
    await voucher.fill('SOLDOUT');
    await page.getByRole('button', { name: viCommerce.checkout.voucher.apply }).click();
    await expect(page.getByText(viCommerce.checkout.voucher.errors.VOUCHER_USED_UP)).toBeVisible();
    await voucher.fill('sale10');
    await page.getByRole('button', { name: viCommerce.checkout.voucher.apply }).click();
    await expect(page.getByTestId('checkout-discount')).toHaveText(nbsp('7.800 ₫'));
    await expect(page.getByTestId('checkout-total')).toHaveText(nbsp('70.200 ₫'));

    // VNPAY (the default method) on the local gateway: success.
    await page.getByTestId('checkout-pay').click();
    await payOnGateway(page, '00');
    await expect(page.getByTestId('result-status')).toHaveText(viCommerce.result.status.SUCCESS.title);
    await expect(cartLink(page)).toHaveAccessibleName('Giỏ hàng');

    // The bought test starts.
    await page.getByRole('link', { name: `Làm bài “${TOPIC_TEST.name}”` }).click();
    await expect(page).toHaveURL(new RegExp(`/practice-test/${TOPIC_TEST.slug}`));
    await startBoughtTest(page, viPlayer.start, viPlayer.check.start);

    // Leave the attempt: the order is in the history.
    await page.goto('/account/orders');
    const row = page.getByTestId('order-row').first();
    await expect(row).toContainText(viCommerce.orders.status.SUCCESS);
    await expect(row).toContainText(nbsp('70.200 ₫'));
    await signOut(page, isMobile);
    await endRegistrationSession(request, student.refreshToken);
  });

  test('in English: buy one test now with MoMo, then start it', async ({ page, request, isMobile, signIn }) => {
    const student = await newStudent(request);
    await signIn(page.context(), { username: student.phone, password: PASSWORD });

    await page.goto(`/en/practice-test/${TOPIC_TEST.slug}`);
    await page.getByRole('link', { name: 'Buy now' }).click();
    await expect(page).toHaveURL(new RegExp(`/en/checkout\\?unitTestId=${TOPIC_TEST.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(enCommerce.checkout.title.UNIT_TEST);
    await expect(page.getByTestId('checkout-total')).toHaveText('₫29,000');
    await page.getByText(enCommerce.checkout.method.MOMO.name).click();
    await page.getByTestId('checkout-pay').click();
    await payOnGateway(page, '0');
    await expect(page).toHaveURL(/\/en\/checkout\/result/);
    await expect(page.getByTestId('result-status')).toHaveText(enCommerce.result.status.SUCCESS.title);
    await expect(page.getByText(enCommerce.checkout.method.MOMO.name)).toBeVisible();

    await page.getByRole('link', { name: `Start “${TOPIC_TEST.nameEn}”` }).click();
    await startBoughtTest(page, enPlayer.start, enPlayer.check.start);
    await page.goto('/en/account/orders');
    await expect(page.getByTestId('order-row').first()).toContainText(enCommerce.orders.status.SUCCESS);
    // The sign-out helper reads the Vietnamese header.
    await page.goto('/account/orders');
    await signOut(page, isMobile);
    await endRegistrationSession(request, student.refreshToken);
  });

  test('a cancelled (24) and an insufficient-funds (51) payment show their messages and unlock nothing', async ({
    page,
    request,
    isMobile,
    signIn,
  }) => {
    const student = await newStudent(request);
    await signIn(page.context(), { username: student.phone, password: PASSWORD });

    await page.goto(`/checkout?unitTestId=${FCE_TEST.id}`);
    await expect(page.getByTestId('checkout-total')).toHaveText(nbsp('99.000 ₫'));
    await page.getByTestId('checkout-pay').click();
    await payOnGateway(page, '51');
    await expect(page.getByTestId('result-status')).toHaveText(viCommerce.result.status.FAIL.title);
    await expect(page.getByTestId('result-reason')).toHaveText(viCommerce.codes['51']);

    await page.getByRole('link', { name: viCommerce.result.tryAgain }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?unitTestId=${FCE_TEST.id}`));
    await page.getByTestId('checkout-pay').click();
    await payOnGateway(page, '24');
    await expect(page.getByTestId('result-status')).toHaveText(viCommerce.result.status.CANCELLED.title);
    await expect(page.getByTestId('result-reason')).toHaveText(viCommerce.codes['24']);

    // Nothing was unlocked: the test is still for sale, and both orders say why.
    await page.goto(`/practice-test/${FCE_TEST.slug}`);
    await expect(page.getByRole('link', { name: viCatalogue.detail.access.paid.buyNow })).toBeVisible();
    await expect(page.getByRole('button', { name: viPlayer.start })).toHaveCount(0);
    await page.goto('/account/orders');
    await expect(page.getByTestId('order-row')).toHaveCount(2);
    await expect(page.getByTestId('order-row').nth(0)).toContainText(viCommerce.orders.status.CANCELLED);
    await expect(page.getByTestId('order-row').nth(1)).toContainText(viCommerce.orders.status.FAILED);
    await page.getByTestId('order-row').nth(1).getByRole('link').click();
    await expect(page.getByTestId('order-detail')).toContainText(viCommerce.codes['51']);
    await signOut(page, isMobile);
    await endRegistrationSession(request, student.refreshToken);
  });

  test('a membership bought on /checkout/combo opens members’ tests and shows its credits', async ({
    page,
    request,
    isMobile,
    signIn,
  }) => {
    const student = await newStudent(request);
    await signIn(page.context(), { username: student.phone, password: PASSWORD });

    // From the home page's plans.
    await page.goto('/');
    await page
      .getByRole('region', { name: /gói hội viên/i })
      .getByRole('link', { name: 'Mua gói này' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/checkout\/combo\?plan=/);
    await expect(page.getByTestId('checkout-total')).toHaveText(nbsp('200.000 ₫'));
    await page.getByLabel(viCommerce.checkout.voucher.label).fill('PLAN67');
    await page.getByRole('button', { name: viCommerce.checkout.voucher.apply }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText(nbsp('66.000 ₫'));
    await page.getByTestId('checkout-pay').click();
    await payOnGateway(page, '00');
    await expect(page.getByTestId('result-status')).toHaveText(viCommerce.result.status.SUCCESS.title);

    await page.getByRole('link', { name: viCommerce.result.startMembership }).click();
    await expect(page).toHaveURL(/\/account\/quantity-use$/);
    await expect(page.getByTestId('membership-plan')).not.toHaveText(viCommerce.quantity.membership.inactive);
    await expect(page.getByTestId('balance-QUANTITY_SILVER')).toContainText('30');

    // A members’ practice test opens with the plan.
    await page.goto(`/practice-test/${MEMBERS_TEST.slug}`);
    await page.getByRole('button', { name: viCatalogue.detail.access.free.add }).click();
    await startBoughtTest(page, viPlayer.start, viPlayer.check.start);

    await page.goto('/account/orders');
    await expect(page.getByTestId('order-row').first()).toContainText(viCommerce.orders.status.SUCCESS);
    if (isMobile) {
      // The phone menu leads to the orders too.
      const drawer = await openDrawer(page);
      await expect(drawer.getByRole('link', { name: 'Lịch sử đơn hàng' })).toBeVisible();
      await page.keyboard.press('Escape');
    }
    await signOut(page, isMobile);
    await endRegistrationSession(request, student.refreshToken);
  });

  test('a test whose payment is under way offers its order, which can be cancelled', async ({
    page,
    request,
    isMobile,
    signIn,
  }) => {
    const student = await newStudent(request);
    await signIn(page.context(), { username: student.phone, password: PASSWORD });
    // Opened bare, the checkout pages hydrate without a mismatch (React #418).
    const hydration: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /#418|hydrat/i.test(message.text())) hydration.push(message.text());
    });
    await page.goto('/checkout/result');
    await expect(page.getByText(viCommerce.result.missing.title)).toBeVisible();

    // Leave the gateway without paying: the order stays unpaid.
    await page.goto(`/checkout?unitTestId=${FCE_TEST.id}`);
    await page.getByLabel(viCommerce.checkout.voucher.label).fill('ONCE20');
    await page.getByRole('button', { name: viCommerce.checkout.voucher.apply }).click();
    await expect(page.getByTestId('checkout-discount')).toBeVisible();
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/gateway\//);

    await page.goto(`/practice-test/${FCE_TEST.slug}`);
    await expect(page.getByText(viCatalogue.detail.access.pending.title, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: viCatalogue.detail.access.paid.buyNow })).toHaveCount(0);
    await page.getByRole('link', { name: viCatalogue.detail.access.pending.link }).click();
    await expect(page).toHaveURL(/\/account\/orders\?transNo=/);
    const detail = page.getByTestId('order-detail');
    await detail.getByRole('button', { name: viCommerce.orders.detail.cancel }).click();
    await page.getByRole('dialog').getByRole('button', { name: viCommerce.orders.detail.cancel }).click();
    await expect(page.getByText(viCommerce.orders.detail.cancelled)).toBeVisible();
    await expect(detail).toContainText(viCommerce.orders.status.CANCELLED);

    // The test is for sale again, and the once-per-account voucher is free again.
    await page.goto(`/practice-test/${FCE_TEST.slug}`);
    await page.getByRole('link', { name: viCatalogue.detail.access.paid.buyNow }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText(nbsp('99.000 ₫'));
    await page.getByLabel(viCommerce.checkout.voucher.label).fill('ONCE20');
    await page.getByRole('button', { name: viCommerce.checkout.voucher.apply }).click();
    await expect(page.getByTestId('checkout-discount')).toBeVisible();
    expect(hydration).toEqual([]);
    await signOut(page, isMobile);
    await endRegistrationSession(request, student.refreshToken);
  });

  test('a 100 % voucher completes an exam package without a gateway (GIFT) and unlocks its tests', async ({
    page,
    request,
    isMobile,
    signIn,
  }) => {
    const student = await newStudent(request);
    await signIn(page.context(), { username: student.phone, password: PASSWORD });

    await page.goto('/checkout/exam');
    await page.getByTestId('checkout-total').waitFor();
    await page.getByLabel(viCommerce.checkout.voucher.label).fill('GIFT100');
    await page.getByRole('button', { name: viCommerce.checkout.voucher.apply }).click();
    await expect(page.getByTestId('checkout-total')).toHaveText(nbsp('0 ₫'));
    const methods = page.getByRole('group', { name: viCommerce.checkout.method.legend });
    await expect(methods.getByRole('radio')).toHaveCount(1);
    await expect(methods.getByRole('radio', { name: new RegExp(viCommerce.checkout.method.GIFT.name) })).toBeChecked();
    await page.getByRole('button', { name: viCommerce.checkout.payFree }).click();

    await expect(page).toHaveURL(/\/checkout\/result\?transNo=/);
    await expect(page.getByTestId('result-status')).toHaveText(viCommerce.result.status.SUCCESS.title);
    // The package's tests wait in My tests, and open.
    await page.getByRole('link', { name: viCommerce.result.myTests }).first().click();
    await expect(page).toHaveURL(/\/unit-test\/mine/);
    await page
      .getByRole('link', { name: new RegExp(IELTS_TEST.name) })
      .first()
      .click();
    await expect(page.getByRole('button', { name: viPlayer.start })).toBeVisible();
    await signOut(page, isMobile);
    await endRegistrationSession(request, student.refreshToken);
  });
});
