import viCommon from '../locales/vi/common.json';
import viEvents from '../locales/vi/events.json';
import viPlayer from '../locales/vi/player.json';
import { registerStudentViaApi, uniquePhone } from './accounts';
import { API_URL } from './fixtures';
import { expect, test } from './test';

// The seeded events, one of each status (their windows follow the day the server started).
const ONGOING = 'Tuần lễ kiểm tra 15 phút';
const UPCOMING = 'Cuộc thi Nghe hiểu lớp 6';
const ENDED = 'Thử thách Unit 1 – Tiếng Anh 6';
// A free test of the upcoming event.
const UPCOMING_TEST_SLUG = 'sch-g6-skill-listening';

test('a student sees the three events, cannot open an upcoming event’s test, joins an ongoing one and starts its test', async ({
  page,
  request,
  signIn,
}) => {
  test.slow();
  const student = { phone: uniquePhone(), password: 'Events@123', fullName: 'Phạm Gia Linh' };
  await registerStudentViaApi(request, student);
  await signIn(page.context(), { username: student.phone, password: student.password });

  await page.goto('/practice-test/event');
  await expect(page.getByRole('heading', { level: 1, name: viEvents.title })).toBeVisible();
  const card = (name: string) => page.getByRole('article', { name });
  await expect(card(ONGOING).getByText(viEvents.status.ONGOING, { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card(UPCOMING).getByText(viEvents.status.UPCOMING, { exact: true })).toBeVisible();
  await expect(card(ENDED).getByText(viEvents.status.ENDED, { exact: true })).toBeVisible();
  await expect(card(UPCOMING).getByTestId('event-countdown')).toContainText(viEvents.countdown.startsIn);
  await expect(card(ONGOING).getByTestId('event-countdown')).toContainText(viEvents.countdown.endsIn);
  // The ended event ranks its participants by name.
  await expect(card(ENDED).getByRole('table')).toBeVisible();
  await expect(card(ENDED).getByRole('table')).not.toContainText(/09\d{8}|@/);

  // An upcoming event's test has no link, and taking it as part of the event is refused.
  await expect(card(UPCOMING).getByRole('link', { name: /^Làm bài/ })).toHaveCount(0);
  await expect(card(UPCOMING).getByText(viEvents.tests.opensAtStart).first()).toBeVisible();
  const listed = await request.post(`${API_URL}/itf/user-event`, { data: { status: 'UPCOMING' } });
  const upcoming = (
    (await listed.json()) as { data: { items: { id: number; name: { vi: string } }[] } }
  ).data.items.find((event) => event.name.vi === UPCOMING);
  expect(upcoming).toBeTruthy();
  await page.goto(`/practice-test/${UPCOMING_TEST_SLUG}?event=${upcoming?.id}`);
  await page.getByRole('button', { name: viPlayer.start }).click();
  await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
  await expect(page.getByText(viCommon.apiErrors.EVENT_NOT_STARTED)).toBeVisible();

  // Join the ongoing event: its test opens, as part of the event, and starts.
  await page.goto('/practice-test/event');
  const ongoing = card(ONGOING);
  await expect(ongoing.getByRole('link', { name: /^Làm bài/ })).toHaveCount(0);
  await ongoing.getByRole('button', { name: `${viEvents.join.button}: ${ONGOING}` }).click();
  await expect(ongoing.getByTestId('event-joined')).toHaveText(new RegExp(viEvents.join.joined));
  const take = ongoing.getByRole('link', { name: /^Làm bài/ }).first();
  await expect(take).toHaveAttribute('href', /\?event=\d+$/);
  await take.click();
  await page.waitForURL(/\/practice-test\/[^/?]+\?event=\d+$/);
  await page.getByRole('button', { name: viPlayer.start }).click();
  // Before Start the test says which event it counts for, and leads back to the events.
  await expect(page.getByText(viPlayer.check.event.title.replace('{{name}}', ONGOING))).toBeVisible();
  await expect(page.getByRole('link', { name: viPlayer.check.event.back })).toHaveAttribute(
    'href',
    '/practice-test/event',
  );
  await page.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
  await expect(page.getByText(/^Câu 1\/\d+$/)).toBeVisible({ timeout: 15_000 });
});
