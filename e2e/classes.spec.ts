import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import enClasses from '../locales/en/classes.json';
import enCommon from '../locales/en/common.json';
import enControls from '../locales/en/controls.json';
import enJoin from '../locales/en/join-class.json';
import enPlayer from '../locales/en/player.json';
import enValidation from '../locales/en/validation.json';
import { registerStudentViaApi, uniquePhone } from './accounts';
import { API_URL, AUTH_URL, DEMO_TEACHER, loginThroughForm } from './fixtures';
import { expect, signedInCookies, test } from './test';

// Classes in English, on both viewports (the two projects run side by side): every journey uses a
// student of its own, so the seeded classes stay as they were — the teacher command removes the
// student from what they joined afterwards.

const CODES = { member: 'HOC6A2', direct: 'CLB7BX', approval: 'DUYET9', full: 'DAY8DX' };
const CLASS_NAMES = {
  member: 'Tiếng Anh 6A2',
  direct: 'Câu lạc bộ Tiếng Anh 7B',
  approval: 'Luyện thi vào 10 – 9C',
};
const MEMBER_SLUG = 'tieng-anh-6a2';

const run = promisify(execFile);

/** `npm run teacher -- …` against this run's services. */
async function teacher(...args: string[]) {
  const { stdout } = await run('node', ['scripts/teacher.mjs', '--api', API_URL, '--auth', AUTH_URL, ...args]);
  return stdout;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
/** A full name no other test uses: the teacher command finds students by name. */
function uniqueName(): string {
  let tail = '';
  for (let i = 0; i < 6; i += 1) tail += LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return `Lê Học ${tail[0]!.toUpperCase()}${tail.slice(1)}`;
}

async function newStudent(request: APIRequestContext) {
  const student = { phone: uniquePhone(), password: 'Class@12345', fullName: uniqueName() };
  await registerStudentViaApi(request, student);
  return student;
}

/** Whether the browser still holds a session cookie. */
async function hasSessionCookie(page: Page): Promise<boolean> {
  return (await page.context().cookies()).some((c) => c.name === 'access_token' || c.name === 'refresh_token');
}

/** Signs out through the header (the drawer on phones) and waits until the session cookies are gone. */
async function signOut(page: Page, isMobile: boolean, fullName: string) {
  const lastName = fullName.split(' ').pop()!;
  if (isMobile) {
    await page.getByRole('button', { name: enCommon.header.openMenu }).click();
    await page.getByRole('button', { name: enCommon.userMenu.logout }).click();
  } else {
    await page
      .getByRole('banner')
      .getByRole('button', { name: new RegExp(lastName) })
      .click();
    await page.getByRole('menuitem', { name: enCommon.userMenu.logout }).click();
  }
  await expect.poll(() => hasSessionCookie(page)).toBe(false);
}

function joinButton(page: Page) {
  return page.getByRole('complementary', { name: enCommon.floatingButtons.label }).getByRole('button', {
    name: enJoin.button,
  });
}

/**
 * On a phone the stack steps aside while the page's controls are under it (decision 0024): the
 * end of the page always leaves it room.
 */
async function revealStack(page: Page) {
  if ((page.viewportSize()?.width ?? 1440) > 767) return;
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
}

async function openJoinForm(page: Page) {
  await revealStack(page);
  await joinButton(page).click();
  const dialog = page.getByRole('dialog', { name: enJoin.modal.title });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submitCode(page: Page, code: string) {
  const dialog = await openJoinForm(page);
  await dialog.getByRole('textbox', { name: enJoin.modal.codeLabel }).fill(code);
  await dialog.getByRole('button', { name: enJoin.modal.submit }).click();
  return dialog;
}

const toast = (page: Page, text: string) => page.locator('.Toastify').getByText(text, { exact: true });

/** A ClipboardEvent carrying `text`, as a browser fires on Ctrl+V. */
async function pasteInto(page: Page, selector: ReturnType<Page['getByRole']>, text: string) {
  await selector.focus();
  await selector.evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test.describe('classes', () => {
  test('joins a direct class by code, asks to join one that needs approval, and is in it once the teacher accepts', async ({
    page,
    request,
    isMobile,
    signIn,
  }) => {
    const student = await newStudent(request);
    try {
      await signIn(page.context(), { username: student.phone, password: student.password });
      await page.goto('/en/classes/mine');
      await expect(page.getByRole('heading', { name: enClasses.mine.empty.title })).toBeVisible();

      // Direct: a member at once, and sent to my classes.
      await submitCode(page, CODES.direct);
      await expect(toast(page, enJoin.toasts.joined)).toBeVisible();
      await expect(page).toHaveURL(/\/en\/classes\/mine$/);
      await expect(page.getByRole('link', { name: CLASS_NAMES.direct })).toBeVisible();

      // Approval: a pending request; asking again says so in the words of the spec.
      const dialog = await submitCode(page, CODES.approval);
      await expect(toast(page, enJoin.toasts.requestSent)).toBeVisible();
      await expect(dialog).toBeHidden();
      await submitCode(page, CODES.approval);
      await expect(toast(page, 'Your request to attend this class has already been sent')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: enJoin.modal.cancel }).click();
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.goto('/en/classes/mine/request');
      const request_ = page.getByRole('listitem').filter({ hasText: CLASS_NAMES.approval });
      await expect(request_).toContainText(enClasses.requests.status.PENDING);
      await expect(request_.getByRole('button', { name: new RegExp(enClasses.requests.cancel) })).toBeVisible();

      // The teacher accepts (the teacher command): the request is accepted and the class is mine.
      await teacher('accept', CODES.approval, student.fullName);
      await page.reload();
      await expect(request_).toContainText(enClasses.requests.status.ACCEPTED);
      await page.goto('/en/classes/mine');
      await expect(page.getByRole('link', { name: CLASS_NAMES.approval })).toBeVisible();
      await page.getByRole('link', { name: CLASS_NAMES.approval }).click();
      await expect(page.getByRole('heading', { level: 1, name: CLASS_NAMES.approval })).toBeVisible();

      // Already a member: closed, told so, and sent to my classes.
      await submitCode(page, CODES.direct);
      await expect(toast(page, 'You are a student in this class')).toBeVisible();
      await expect(page).toHaveURL(/\/en\/classes\/mine$/);
      await signOut(page, isMobile, student.fullName);
    } finally {
      await teacher('remove', CODES.direct, student.fullName, '--if-present');
      await teacher('remove', CODES.approval, student.fullName, '--if-present');
    }
  });

  test('a full class and an unknown code refuse with the exact messages; a pasted home link gives its code', async ({
    page,
    request,
    isMobile,
    baseURL,
    signIn,
  }) => {
    const student = await newStudent(request);
    await signIn(page.context(), { username: student.phone, password: student.password });
    await page.goto('/en/explore');

    const dialog = await openJoinForm(page);
    const field = dialog.getByRole('textbox', { name: enJoin.modal.codeLabel });
    // The form checks the field before asking.
    await dialog.getByRole('button', { name: enJoin.modal.submit }).click();
    await expect(dialog.getByText('Class code is required!', { exact: true })).toBeVisible();
    await field.fill(' ABC');
    await dialog.getByRole('button', { name: enJoin.modal.submit }).click();
    await expect(
      dialog.getByText('The class join code cannot start or end with a space', { exact: true }),
    ).toBeVisible();

    // The paste rule: a link to this site's home with the join parameter gives just the code.
    await field.fill('');
    await pasteInto(page, field, `${baseURL}/?joinClassRequest=${CODES.full}`);
    await expect(field).toHaveValue(CODES.full);
    await dialog.getByRole('button', { name: enJoin.modal.submit }).click();
    await expect(
      dialog.getByText('The class has already reached 60 learners, please contact the teacher for further assistance', {
        exact: true,
      }),
    ).toBeVisible();
    expect(enValidation.classCode.classFull).toBe(
      'The class has already reached 60 learners, please contact the teacher for further assistance',
    );

    // Any other text is pasted as it is, after what the field holds.
    await field.fill('NOPE');
    await pasteInto(page, field, '99');
    await expect(field).toHaveValue('NOPE99');
    await dialog.getByRole('button', { name: enJoin.modal.submit }).click();
    await expect(dialog.getByText('Class code does not exist!', { exact: true })).toBeVisible();

    // Not closed by the overlay or Escape; Cancel closes it.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 5);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: enControls.modal.close })).toHaveCount(0);
    await dialog.getByRole('button', { name: enJoin.modal.cancel }).click();
    await expect(dialog).toBeHidden();
    await signOut(page, isMobile, student.fullName);
  });

  test('a home link with the join parameter: a guest is asked to log in first, then the form opens prefilled and the URL is cleaned without a reload', async ({
    page,
    request,
    isMobile,
  }) => {
    const student = await newStudent(request);
    try {
      // The toast shows for four seconds from hydration, which a busy machine may reach before the
      // page's load event: watch for it from the first byte.
      await page.goto(`/en/?joinClassRequest=${CODES.direct}`, { waitUntil: 'commit' });
      await expect(toast(page, 'Please log in before submitting a request to join the class.')).toBeVisible();
      await expect(page).toHaveURL(/\/en\/login\?redirect=/);
      await loginThroughForm(page, student.phone, student.password);

      const dialog = page.getByRole('dialog', { name: enJoin.modal.title });
      await expect(dialog).toBeVisible({ timeout: 15_000 });
      await expect(dialog.getByRole('textbox', { name: enJoin.modal.codeLabel })).toHaveValue(CODES.direct);
      await expect(page).toHaveURL(/\/en\/?$/);

      // Signed in, straight from the link: one document load, the parameter gone from the address.
      await dialog.getByRole('button', { name: enJoin.modal.cancel }).click();
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(r.url());
      });
      await page.goto(`/en?joinClassRequest=${CODES.direct}&from=e2e`);
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: enJoin.modal.codeLabel })).toHaveValue(CODES.direct);
      await expect(page).toHaveURL(/\/en\?from=e2e$/);
      expect(documents).toHaveLength(1);
      await dialog.getByRole('button', { name: enJoin.modal.submit }).click();
      await expect(page).toHaveURL(/\/en\/classes\/mine$/);
      await expect(page.getByRole('link', { name: CLASS_NAMES.direct })).toBeVisible();
      await signOut(page, isMobile, student.fullName);
    } finally {
      await teacher('remove', CODES.direct, student.fullName, '--if-present');
    }
  });

  test('a guest who taps the join button logs in and is back on the same page with the join form open', async ({
    page,
    request,
    isMobile,
  }) => {
    const student = await newStudent(request);
    await page.goto('/en/explore?level=SECONDARY');
    await revealStack(page);
    await joinButton(page).click();
    await expect(toast(page, 'Please log in before submitting a request to join the class.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/login\?redirect=/);
    await loginThroughForm(page, student.phone, student.password);

    const dialog = page.getByRole('dialog', { name: enJoin.modal.title });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole('textbox', { name: enJoin.modal.codeLabel })).toHaveValue('');
    await expect(page).toHaveURL(/\/en\/explore\?level=SECONDARY$/);
    await dialog.getByRole('button', { name: enJoin.modal.cancel }).click();
    await expect(dialog).toBeHidden();
    await signOut(page, isMobile, student.fullName);
  });

  test('an assigned test taken from the class page shows in the class results, the schedule and the analytics', async ({
    page,
    request,
    isMobile,
    signIn,
  }) => {
    test.setTimeout(150_000);
    const student = await newStudent(request);
    try {
      await signIn(page.context(), { username: student.phone, password: student.password });
      await page.goto('/en/classes');
      await submitCode(page, CODES.member);
      await expect(page).toHaveURL(/\/en\/classes\/mine$/);
      await page.getByRole('link', { name: CLASS_NAMES.member }).click();
      await expect(page.getByRole('heading', { level: 1, name: CLASS_NAMES.member })).toBeVisible();
      await expect(page.getByText(/Open now \(\d+\)/)).toBeVisible();
      // Tests that were due before this student joined are not theirs: nothing is past due or missed.
      await expect(page.getByText(/Past due \(\d+\)/)).toHaveCount(0);

      // The open test with nothing done yet: start it in the player.
      const start = page.getByRole('link', { name: /^Start: / }).first();
      const title = (await start.getAttribute('aria-label'))!.replace(/^Start: /, '');
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(item).toContainText(enClasses.assignment.status.NOT_STARTED);
      const dueAt = (await item.locator('time').nth(1).getAttribute('datetime'))!;
      await start.click();
      await expect(page).toHaveURL(/\/en\/practice-test\//);
      await page.getByRole('button', { name: enPlayer.start }).click();
      await page.getByRole('button', { name: enPlayer.check.start, exact: true }).click();
      await page.getByRole('button', { name: enPlayer.play.submit }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: enPlayer.play.confirm.submit }).click();
      await expect(page.getByText(enPlayer.result.eyebrow, { exact: true })).toBeVisible({ timeout: 15_000 });

      // The class page: submitted, with its result.
      await page.goto(`/en/classes/${MEMBER_SLUG}`);
      const done = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(done).toContainText(enClasses.assignment.status.SUBMITTED);
      await done.getByRole('link', { name: `${enClasses.assignment.action.result}: ${title}` }).click();
      await expect(page).toHaveURL(new RegExp(`/en/classes/${MEMBER_SLUG}/unit-test-results/`));
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
      // "Review my answers" opens the review of the answers, not the result's summary again.
      await page.getByRole('link', { name: enClasses.result.review }).click();
      await expect(page).toHaveURL(/\/en\/unit-test\/mine\/\d+\?view=review$/);
      await expect(page.getByText(enPlayer.review.eyebrow, { exact: true })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('button', { name: enPlayer.review.back })).toBeVisible();
      await expect(page.getByText(enPlayer.result.eyebrow, { exact: true })).toHaveCount(0);

      // The schedule: its due day lists it as submitted.
      const dueDay = new Date(dueAt).toLocaleDateString('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' });
      await page.goto('/en/classes/test-schedule');
      const grid = page.getByRole('grid');
      await expect(grid).toBeVisible();
      if ((await grid.locator(`[data-day="${dueDay}"]`).count()) === 0) {
        await page.getByRole('button', { name: enClasses.schedule.next.month }).click();
      }
      await grid.locator(`[data-day="${dueDay}"]`).click();
      const panel = page.getByRole('region', {
        name: new RegExp(new Date(`${dueDay}T12:00:00`).getFullYear().toString()),
      });
      const scheduled = panel
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(scheduled.first()).toContainText(enClasses.assignment.status.SUBMITTED);

      // The keyboard moves the focus by days and weeks.
      await grid.locator(`[data-day="${dueDay}"]`).focus();
      await page.keyboard.press('ArrowRight');
      await expect(grid.locator('button:focus')).not.toHaveAttribute('data-day', dueDay);

      // The analytics: one assigned test done, today in the streak and in the tests per day.
      await page.goto('/en/classes/analytics');
      await expect(page.getByText(/^1 of \d+$/)).toBeVisible();
      await expect(page.getByText('1 day', { exact: true })).toBeVisible();
      await expect(page.getByText(enClasses.analytics.streak.todayDone, { exact: false })).toBeVisible();
      const perDay = page.getByRole('table', { name: enClasses.analytics.perDay.caption });
      await expect(perDay.getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('table', { name: enClasses.analytics.mission.caption })).toContainText('On time1');
      await signOut(page, isMobile, student.fullName);
    } finally {
      await teacher('remove', CODES.member, student.fullName, '--if-present');
    }
  });

  test('a teacher signed in through the teacher app is logged out by the shell outside the pages they may use', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const signedIn = await request.post(`${AUTH_URL}/auth/login`, {
      headers: { 'X-Client-App-Id': 'web-teacher' },
      data: { username: DEMO_TEACHER.phone, password: DEMO_TEACHER.password },
    });
    expect(signedIn.ok()).toBeTruthy();
    const { accessToken, refreshToken } = (
      (await signedIn.json()) as { data: { accessToken: string; refreshToken: string } }
    ).data;
    // The shared cookie domain hands the teacher's session to this site.
    await context.addCookies(signedInCookies(baseURL!, { accessToken, refreshToken }));
    // Every cookie of the site: the refresh token's path is the API proxies', not the page's.
    const sessionCookies = async () =>
      (await context.cookies()).filter((c) => c.name === 'access_token' || c.name === 'refresh_token');

    // A page teachers may use: they stay signed in.
    await page.goto('/en/practice-test');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .getByText(/Trần|Teacher/)
        .first(),
    ).toBeAttached();
    expect(await sessionCookies()).toHaveLength(2);

    // Any other page: logged out, told why, and on the home page as a guest.
    await page.goto('/en/classes');
    await expect(toast(page, enCommon.toasts.teacherLoggedOut)).toBeVisible({ timeout: 15_000 });
    await expect.poll(sessionCookies).toHaveLength(0);
    await expect(page).toHaveURL(/\/en\/?$/);
  });
});
