import viCommon from '../locales/vi/common.json';
import viNotifications from '../locales/vi/notifications.json';
import { registerStudentViaApi, uniquePhone } from './accounts';
import { API_URL } from './fixtures';
import { expect, test } from './test';

// A paid test of the seeded catalogue (FCE), sold on its own.
const PAID_TEST_ID = 3011;

const unseenLabel = (count: number) => viCommon.header.notificationsUnseen_other.replace('{{count}}', String(count));

test('a paid order shows in the bell and on /notification, and marking all read clears the count', async ({
  page,
  request,
  signIn,
  baseURL,
}) => {
  test.slow();
  const student = { phone: uniquePhone(), password: 'Notify@123', fullName: 'Trần Thu Hà' };
  await registerStudentViaApi(request, student);
  await signIn(page.context(), { username: student.phone, password: student.password });

  await page.goto('/');
  const banner = page.getByRole('banner');
  // A new student has nothing unread: the bell shows no number.
  await expect(banner.getByRole('link', { name: viCommon.header.notifications, exact: true })).toBeVisible({
    timeout: 15_000,
  });

  // Buy a test through the API with the browser's session and pay on the local gateway's page.
  const accessToken = (await page.context().cookies()).find((cookie) => cookie.name === 'access_token')?.value;
  expect(accessToken).toBeTruthy();
  const created = await request.post(`${API_URL}/payment/create`, {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      purchase: { type: 'UNIT_TEST', id: PAID_TEST_ID },
      method: 'VNPAY',
      locale: 'vi',
      returnUrl: `${baseURL}/checkout/result`,
    },
  });
  expect(created.ok()).toBeTruthy();
  const { paymentUrl, transNo } = ((await created.json()) as { data: { paymentUrl: string; transNo: string } }).data;
  await page.goto(paymentUrl);
  await page.getByTestId('gateway-outcome-00').check();
  await page.getByTestId('gateway-submit').click();
  await page.waitForURL(/\/checkout\/result/);

  // The bell counts it (read again when the page is opened) …
  await page.goto('/');
  const bell = banner.getByRole('link', { name: unseenLabel(1) });
  await expect(bell).toBeVisible({ timeout: 15_000 });
  await expect(bell.getByTestId('notification-count')).toHaveText('1');

  // … and the page says what happened, in the reader's language.
  await bell.click();
  await page.waitForURL(/\/notification$/);
  await expect(page.getByRole('heading', { level: 1, name: viNotifications.title })).toBeVisible();
  const item = page.getByTestId('notification-item').first();
  await expect(item).toContainText(viNotifications.kinds.ORDER_PAID.title);
  await expect(item).toContainText(transNo);
  await expect(page.getByTestId('unseen-summary')).toHaveText(
    viNotifications.unseenSummary_other.replace('{{count}}', '1'),
  );

  // The system tab has its own empty state.
  await page.getByRole('link', { name: viNotifications.tabs.system }).click();
  await page.waitForURL(/\/notification\/system$/);
  await expect(page.getByRole('heading', { name: viNotifications.emptyTitle })).toBeVisible();
  await expect(page.getByText(viNotifications.empty.system)).toBeVisible();
  await page.getByRole('link', { name: viNotifications.tabs.all }).click();
  await page.waitForURL(/\/notification$/);

  await page.getByRole('button', { name: viNotifications.markAllSeen }).click();
  await expect(page.getByTestId('unseen-summary')).toHaveText(viNotifications.allSeen);
  await expect(banner.getByRole('link', { name: viCommon.header.notifications, exact: true })).toBeVisible();
  await expect(banner.getByTestId('notification-count')).toHaveCount(0);
});
