import { test as plain, type Page } from '@playwright/test';
import viCommon from '../locales/vi/common.json';
import viPartner from '../locales/vi/partner.json';
import viPlayer from '../locales/vi/player.json';
import { expect, test } from './test';

// The demo partner's site (scripts/demo-partner.mjs, started by scripts/e2e.mjs) on its own
// origin; the same server at 127.0.0.1 is an origin the partner registry does not list.
const PARTNER_URL = process.env.E2E_PARTNER_URL ?? 'http://localhost:3539';
const UNREGISTERED_URL = PARTNER_URL.replace('//localhost', '//127.0.0.1');
const LEARNER = 'Trần Bảo Ngọc';
const PAGE_PATH = '/demo-school/practice';

interface Received {
  verified: boolean;
  payload: { resultId: number; partnerUserId: string };
}

async function receivedResults(page: Page): Promise<Received[]> {
  return (await (await page.request.get(`${PARTNER_URL}/results`)).json()) as Received[];
}

test.describe('a partner’s site framing our tests', () => {
  test('signs its learner in by assertion, the test is taken in the frame, and the partner gets the signed result', async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(150_000);
    const pageAnswer = page.waitForResponse((response) => response.url().includes(PAGE_PATH));
    await page.goto(`${PARTNER_URL}/`);
    // Only the partner's registered origin (and our own) may frame the page.
    const headers = (await pageAnswer).headers();
    const ancestors = headers['content-security-policy']
      ?.split('; ')
      .find((directive) => directive.startsWith('frame-ancestors '));
    expect(ancestors).toMatch(/^frame-ancestors 'self'( http:\/\/localhost:\d+)+$/);
    expect(ancestors?.split(' ')).toContain(PARTNER_URL);
    expect(headers['x-frame-options']).toBeUndefined();

    const frame = page.frameLocator('#embed');
    await expect(frame.getByTestId('embed-learner')).toContainText(LEARNER, { timeout: 30_000 });
    // None of the site's frame: no header, floating buttons, popup or chat inside the partner's page.
    await expect(frame.getByRole('contentinfo')).toHaveCount(0);
    await expect(frame.getByLabel(viCommon.floatingButtons.label)).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`partner-embed-${isMobile ? 'phone' : 'desktop'}.png`) });
    // The phone journey stops here: one learner of the partner takes the test at a time.
    if (isMobile) return;

    await frame
      .getByRole('button', { name: new RegExp(viPartner.list.start) })
      .last()
      .click();
    await frame.getByRole('button', { name: viPlayer.check.start, exact: true }).click();
    await frame.getByRole('button', { name: viPlayer.play.submit }).first().click();
    // A learner's submit (the embed session is one), not a guest's.
    const submitted = page.waitForResponse((response) => response.url().endsWith('/itf/unit-tests-result/submit'));
    await frame.getByRole('dialog').getByRole('button', { name: viPlayer.play.confirm.submit }).click();
    const submitAnswer = await submitted;
    // The player's calls inside the frame carry the embed session's bearer token.
    expect(submitAnswer.request().headers().authorization).toMatch(/^Bearer /);
    const resultId = ((await submitAnswer.json()) as { data: { result: { id: number } } }).data.result.id;
    await expect(frame.getByText(viPlayer.result.eyebrow, { exact: true })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: testInfo.outputPath('partner-embed-result.png') });

    // The API posts the result to the partner, signed with the partner's secret (checked there).
    await expect
      .poll(async () => (await receivedResults(page)).find((entry) => entry.payload.resultId === resultId), {
        timeout: 45_000,
      })
      .toMatchObject({ verified: true, payload: { resultId, partnerUserId: 'hs-1024' } });
  });

  // Plain Playwright: the journeys' own fixture fails on any refusal of the policy, and this
  // refusal is the point.
  plain('an origin the partner did not register cannot frame the page', async ({ page }) => {
    const pageAnswer = page.waitForResponse((response) => response.url().includes(PAGE_PATH));
    await page.goto(`${UNREGISTERED_URL}/`);
    const policy = (await pageAnswer).headers()['content-security-policy'] ?? '';
    expect(policy.split('; ').find((directive) => directive.startsWith('frame-ancestors '))).toBe(
      "frame-ancestors 'self' http://localhost:3539" + (PARTNER_URL.endsWith(':3539') ? '' : ` ${PARTNER_URL}`),
    );
    // The browser refuses the frame: an error page in its place, nothing of ours.
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#embed').getByTestId('embed-learner')).toHaveCount(0);
  });

  test('a sign-in link used twice or expired is refused with words for the learner', async ({ page, baseURL }) => {
    const fresh = (await (await page.request.get(`${PARTNER_URL}/assertion`)).json()) as { assertion: string };
    await page.goto(`${baseURL}${PAGE_PATH}#assertion=${fresh.assertion}`);
    await expect(page.getByTestId('embed-learner')).toContainText(LEARNER);
    // The assertion is taken out of the address at once.
    expect(page.url()).not.toContain('assertion');

    const replay = await page.context().newPage();
    await replay.goto(`${baseURL}${PAGE_PATH}#assertion=${fresh.assertion}`);
    await expect(replay.getByTestId('embed-problem')).toContainText(
      viPartner.signIn.replayed.replaceAll('{{partner}}', 'Demo School'),
    );

    const expired = (await (await page.request.get(`${PARTNER_URL}/assertion?expired=1`)).json()) as {
      assertion: string;
    };
    const late = await page.context().newPage();
    await late.goto(`${baseURL}${PAGE_PATH}#assertion=${expired.assertion}`);
    await expect(late.getByTestId('embed-problem')).toContainText(
      viPartner.signIn.expired.replaceAll('{{partner}}', 'Demo School'),
    );
    await expect(late.getByRole('button', { name: new RegExp(viPartner.list.start) }).first()).toBeDisabled();
  });

  test('an unknown partner or page is the 404 page', async ({ page }) => {
    const unknown = await page.goto('/no-such-school/practice');
    expect(unknown?.status()).toBe(404);
    const badSlug = await page.goto('/Demo_School/practice');
    expect(badSlug?.status()).toBe(404);
  });
});

test.describe('the partner API routes', () => {
  test('/api/getinfoaccount answers the embed’s learner, and refuses a missing or bad token', async ({ request }) => {
    const missing = await request.get('/api/getinfoaccount');
    expect(missing.status()).toBe(401);
    expect(await missing.json()).toMatchObject({ result: false, code: 'UNAUTHORIZED' });
    const bad = await request.get('/api/getinfoaccount', { headers: { authorization: 'Bearer not-a-token' } });
    expect(bad.status()).toBe(401);
    expect(await bad.json()).toMatchObject({ result: false });

    const { assertion } = (await (await request.get(`${PARTNER_URL}/assertion`)).json()) as { assertion: string };
    const session = await request.post('/api/main/itf/partners/session', {
      data: { partner: 'demo-school', assertion },
    });
    expect(session.ok()).toBeTruthy();
    const { accessToken } = ((await session.json()) as { data: { accessToken: string } }).data;
    const account = await request.get('/api/getinfoaccount', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(account.status()).toBe(200);
    expect(await account.json()).toMatchObject({
      result: true,
      data: { displayName: LEARNER, partner: 'demo-school' },
    });
  });

  test('/api/getthemebyid answers a partner’s theme, cached, and refuses a bad or unknown id', async ({
    request,
    page,
  }) => {
    // The demo partner's id, as its page gives it.
    await page.goto(PAGE_PATH);
    const id = await page.evaluate(
      () =>
        (window as unknown as { __NEXT_DATA__: { props: { pageProps: { view: { partner: { id: number } } } } } })
          .__NEXT_DATA__.props.pageProps.view.partner.id,
    );
    const theme = await request.get(`/api/getthemebyid?id=${id}`);
    expect(theme.status()).toBe(200);
    expect(theme.headers()['cache-control']).toBe('public, max-age=300');
    expect(await theme.json()).toMatchObject({
      result: true,
      data: { id, slug: 'demo-school', theme: { primaryColor: expect.stringMatching(/^#[0-9a-f]{6}$/) } },
    });
    for (const bad of ['abc', '1.5', '-3', '0', '']) {
      const answer = await request.get(`/api/getthemebyid?id=${bad}`);
      expect(answer.status(), bad).toBe(400);
      expect(await answer.json()).toMatchObject({ result: false, code: 'VALIDATION_ERROR' });
    }
    const unknown = await request.get('/api/getthemebyid?id=999999');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ result: false, code: 'PARTNER_NOT_FOUND' });
  });
});
