/**
 * Partner sites (decision 0057): the partner's signed assertion of its user (signature,
 * issuer, audience, lifetime, replay), the learner account it makes once and links later, the
 * embed session's token (only the player's routes, no refresh), the signed result callback with
 * its retries, and the public page, theme and eduhome answers.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { accountEndpoints } from '@contract/account';
import { authEndpoints } from '@contract/auth';
import { partnersEndpoints } from '@contract/partners';
import { resultsEndpoints } from '@contract/results';
import { GRADES } from '@contract/constants';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_DEV_SECRET } from '../src/config';
import { DEMO_PARTNER_SLUG, partnersDatabase, signPartnerAssertion } from '../src/modules/partners';
import { createTestApp, failureOf, inject, loginOk, postJson, type TestApp } from './helpers';

const AUDIENCE = 'luyen-thi-tieng-anh';
/** The demo page's first test (a free 15-minute test of the seeded catalogue). */
const PAGE_TEST = 1018;

let app: TestApp;
beforeEach(async () => {
  app = await createTestApp({ RATE_LIMIT_MULTIPLIER: '100' });
});

function claims(overrides: Record<string, unknown> = {}) {
  const iat = Math.floor(app.clock.now().getTime() / 1000);
  return {
    iss: DEMO_PARTNER_SLUG,
    aud: AUDIENCE,
    sub: 'pupil-42',
    name: 'Nguyễn Thị Lan',
    grade: GRADES.find((grade) => grade.code === 'G7')?.gradeEduhomeId,
    iat,
    exp: iat + 120,
    jti: randomUUID(),
    ...overrides,
  };
}

function sessionCall(assertion: string, partner = DEMO_PARTNER_SLUG) {
  return app.api.inject({
    method: 'POST',
    url: '/itf/partners/session',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ partner, assertion }),
  });
}

async function embedSession(overrides: Record<string, unknown> = {}) {
  const response = await sessionCall(signPartnerAssertion(claims(overrides), DEMO_PARTNER_DEV_SECRET));
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<{
    data: { accessToken: string; expiresIn: number; user: { id: number; roleCode: string; email: string | null } };
  }>().data;
}

async function refusal(overrides: Record<string, unknown>, secret = DEMO_PARTNER_DEV_SECRET) {
  const response = await sessionCall(signPartnerAssertion(claims(overrides), secret));
  return { status: response.statusCode, code: failureOf(response).code };
}

const linkedCount = async (sub: string) =>
  (
    await partnersDatabase(app.db)
      .selectFrom('partner_users')
      .select('user_id')
      .where('partner_user_id', '=', sub)
      .execute()
  ).length;

describe('the partner’s assertion', () => {
  it('signs a new learner in once and links later sign-ins to the same account, grade mapped', async () => {
    const first = await embedSession();
    expect(first.expiresIn).toBe(7200);
    expect(first.user).toMatchObject({ roleCode: 'STUDENT', phone: null, email: null });
    const account = await inject(app.api, partnersEndpoints.account, { token: first.accessToken });
    expect(account.data).toMatchObject({
      id: first.user.id,
      displayName: 'Nguyễn Thị Lan',
      partner: DEMO_PARTNER_SLUG,
    });
    expect(account.data.grade?.code).toBe('G7');

    const again = await embedSession();
    expect(again.user.id).toBe(first.user.id);
    const other = await embedSession({ sub: 'pupil-43' });
    expect(other.user.id).not.toBe(first.user.id);
    expect(await linkedCount('pupil-42')).toBe(1);
  });

  it('refuses a wrong secret, issuer or audience as invalid', async () => {
    expect(await refusal({}, 'another-partners-secret-of-enough-length')).toEqual({
      status: 401,
      code: 'PARTNER_ASSERTION_INVALID',
    });
    expect(await refusal({ aud: 'another-site' })).toEqual({ status: 401, code: 'PARTNER_ASSERTION_INVALID' });
    expect(await refusal({ iss: 'another-school' })).toEqual({ status: 401, code: 'PARTNER_ASSERTION_INVALID' });
    expect(await refusal({ sub: '' })).toEqual({ status: 401, code: 'PARTNER_ASSERTION_INVALID' });
    // An unsigned token (alg none) never reaches the claims.
    const unsigned = signPartnerAssertion(claims(), DEMO_PARTNER_DEV_SECRET).replace(/\.[^.]+$/, '.AAAA');
    expect((await sessionCall(unsigned)).statusCode).toBe(401);
    expect(await linkedCount('pupil-42')).toBe(0);
  });

  it('refuses an expired assertion, one issued in the future, and one that lives over 5 minutes', async () => {
    const now = Math.floor(app.clock.now().getTime() / 1000);
    expect(await refusal({ iat: now - 400, exp: now - 100 })).toEqual({
      status: 401,
      code: 'PARTNER_ASSERTION_EXPIRED',
    });
    expect(await refusal({ iat: now + 120, exp: now + 240 })).toEqual({
      status: 401,
      code: 'PARTNER_ASSERTION_EXPIRED',
    });
    expect(await refusal({ iat: now, exp: now + 301 })).toEqual({ status: 401, code: 'PARTNER_ASSERTION_EXPIRED' });
    // Within the clock skew either way it passes.
    expect((await embedSession({ iat: now + 10, exp: now + 130 })).user.id).toBeGreaterThan(0);
    expect((await embedSession({ iat: now - 290, exp: now - 5 })).user.id).toBeGreaterThan(0);
  });

  it('refuses a replayed jti, and the same assertion after the clock moves on', async () => {
    const assertion = signPartnerAssertion(claims({ jti: 'once-only' }), DEMO_PARTNER_DEV_SECRET);
    expect((await sessionCall(assertion)).statusCode).toBe(200);
    const replay = await sessionCall(assertion);
    expect(replay.statusCode).toBe(409);
    expect(failureOf(replay).code).toBe('PARTNER_ASSERTION_REPLAYED');
    // Another assertion carrying the used jti is a replay too.
    expect(await refusal({ jti: 'once-only' })).toEqual({ status: 409, code: 'PARTNER_ASSERTION_REPLAYED' });
    app.clock.advance(10 * 60_000);
    expect(failureOf(await sessionCall(assertion)).code).toBe('PARTNER_ASSERTION_EXPIRED');
  });

  it('answers 404 for an unknown partner and 400 for a malformed request', async () => {
    const response = await sessionCall(signPartnerAssertion(claims(), DEMO_PARTNER_DEV_SECRET), 'no-such-school');
    expect(response.statusCode).toBe(404);
    expect(failureOf(response).code).toBe('PARTNER_NOT_FOUND');
    expect((await sessionCall('not-a-jwt')).statusCode).toBe(400);
    expect((await sessionCall(signPartnerAssertion(claims(), DEMO_PARTNER_DEV_SECRET), 'Bad Slug')).statusCode).toBe(
      400,
    );
  });

  it('limits sign-ins per address', async () => {
    const limited = await createTestApp();
    const forged = signPartnerAssertion(claims(), 'not-the-partners-secret-at-all-0000');
    const call = (ip: string) =>
      limited.api.inject({
        method: 'POST',
        url: '/itf/partners/session',
        remoteAddress: ip,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ partner: DEMO_PARTNER_SLUG, assertion: forged }),
      });
    for (let i = 0; i < 300; i += 1) expect((await call('10.0.0.1')).statusCode).toBe(401);
    const over = await call('10.0.0.1');
    expect(over.statusCode).toBe(429);
    expect(failureOf(over).code).toBe('TOO_MANY_REQUESTS');
    expect((await call('10.0.0.2')).statusCode).toBe(401);
  });

  it('makes one account under two simultaneous first sign-ins of the same user', async () => {
    const [a, b] = await Promise.all([embedSession({ sub: 'twin' }), embedSession({ sub: 'twin' })]);
    expect(a.user.id).toBe(b.user.id);
    expect(await linkedCount('twin')).toBe(1);
    const named = await app.db.selectFrom('users').select('id').where('full_name', '=', 'Nguyễn Thị Lan').execute();
    expect(named).toHaveLength(1);
  });
});

describe('the embed session', () => {
  it('takes and submits a test, and its result is the learner’s own', async () => {
    const { accessToken } = await embedSession();
    const auth = { authorization: `Bearer ${accessToken}` };
    const started = await postJson(app.api, `/itf/unit-tests/${PAGE_TEST}/attempts`, {}, auth);
    expect(started.statusCode).toBe(200);
    const attemptId = started.json<{ data: { attempt: { id: number } } }>().data.attempt.id;
    const submitted = await postJson(
      app.api,
      '/itf/unit-tests-result/submit',
      { attemptId, idempotencyKey: 'embed-submit-1' },
      auth,
    );
    expect(submitted.statusCode).toBe(200);
    const mine = await inject(app.api, resultsEndpoints.mine, { query: {}, token: auth });
    expect(mine.data.items.map((item) => item.unitTest.id)).toEqual([PAGE_TEST]);
  });

  it('cannot be refreshed, nor open the account outside the embed, nor the sign-in service', async () => {
    const { accessToken, user } = await embedSession();
    const refresh = await postJson(app.api, authEndpoints.refreshToken.url, { refreshToken: accessToken });
    expect(refresh.statusCode).toBe(401);
    const profile = await app.api.inject({
      method: 'GET',
      url: accountEndpoints.profile.url,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(profile.statusCode).toBe(403);
    expect(failureOf(profile).code).toBe('EMBED_SCOPE_FORBIDDEN');
    const elsewhere = await app.auth.inject({
      method: 'GET',
      url: `/account/login-session/${user.id}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(elsewhere.statusCode).toBe(401);
    // Where guests are welcome, the token outside the embed is read as none: the guest's view.
    const catalogue = await app.api.inject({
      method: 'GET',
      url: '/itf/unit-tests',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(catalogue.statusCode).toBe(200);
  });

  it('ends with its lifetime, and a full session’s token is no embed session', async () => {
    const { accessToken } = await embedSession();
    const full = await loginOk(app.api);
    const notEmbed = await app.api.inject({
      method: 'GET',
      url: partnersEndpoints.account.url,
      headers: { authorization: `Bearer ${full.accessToken}` },
    });
    expect(failureOf(notEmbed).code).toBe('EMBED_SESSION_REQUIRED');
    app.clock.advance(7200 * 1000);
    const late = await app.api.inject({
      method: 'GET',
      url: partnersEndpoints.account.url,
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(late.statusCode).toBe(401);
  });
});

describe('the result callback', () => {
  let receiver: Server;
  let statuses: number[];
  const received: { body: string; signature: string; status: number }[] = [];

  beforeEach(async () => {
    statuses = [500, 200];
    received.length = 0;
    receiver = createServer((request: IncomingMessage, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const status = statuses.shift() ?? 200;
        received.push({
          body: Buffer.concat(chunks).toString('utf8'),
          signature: String(request.headers['x-partner-signature']),
          status,
        });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const { port } = receiver.address() as AddressInfo;
    await partnersDatabase(app.db)
      .updateTable('partners')
      .set({ callback_url: `http://127.0.0.1:${port}/callback` })
      .where('slug', '=', DEMO_PARTNER_SLUG)
      .execute();
  });
  afterEach(async () => {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  });

  async function submitAs(auth: Record<string, string>, key: string): Promise<number> {
    const started = await postJson(app.api, `/itf/unit-tests/${PAGE_TEST}/attempts`, {}, auth);
    const attemptId = started.json<{ data: { attempt: { id: number } } }>().data.attempt.id;
    const submitted = await postJson(
      app.api,
      '/itf/unit-tests-result/submit',
      { attemptId, idempotencyKey: key },
      auth,
    );
    return submitted.json<{ data: { result: { id: number } } }>().data.result.id;
  }

  it('is signed with the partner’s secret, retried after a failure, and delivered exactly once', async () => {
    const { accessToken } = await embedSession();
    const resultId = await submitAs({ authorization: `Bearer ${accessToken}` }, 'callback-1');

    expect(await app.services.partners.deliverDue()).toBe(1);
    expect(received.map((entry) => entry.status)).toEqual([500]);
    // Not due again before its wait (30 s after the first failure).
    expect(await app.services.partners.deliverDue()).toBe(0);
    app.clock.advance(31_000);
    expect(await app.services.partners.deliverDue()).toBe(1);
    expect(received.map((entry) => entry.status)).toEqual([500, 200]);
    app.clock.advance(24 * 60 * 60_000);
    expect(await app.services.partners.deliverDue()).toBe(0);
    expect(received).toHaveLength(2);

    const { body, signature } = received[1]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
    expect(v1).toBe(createHmac('sha256', DEMO_PARTNER_DEV_SECRET).update(`${t}.${body}`).digest('hex'));
    expect(v1).not.toBe(createHmac('sha256', 'another-secret').update(`${t}.${body}`).digest('hex'));
    const payload = JSON.parse(body) as Record<string, unknown>;
    expect(payload).toMatchObject({ partnerUserId: 'pupil-42', unitTestId: PAGE_TEST, resultId });
    expect(typeof payload.maxScore).toBe('number');
    expect(typeof payload.percent).toBe('number');

    const rows = await partnersDatabase(app.db).selectFrom('partner_callbacks').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 2, last_error: null });
    expect(rows[0]?.delivered_at).not.toBeNull();
  });

  it('gives up after the last allowed try, and sends nothing for a learner of our own site', async () => {
    statuses = Array.from({ length: 20 }, () => 500);
    const { accessToken } = await embedSession();
    await submitAs({ authorization: `Bearer ${accessToken}` }, 'callback-2');
    const own = await loginOk(app.api);
    await submitAs({ authorization: `Bearer ${own.accessToken}` }, 'callback-3');
    for (let i = 0; i < 12; i += 1) {
      await app.services.partners.deliverDue();
      app.clock.advance(24 * 60 * 60_000);
    }
    expect(received).toHaveLength(8);
    const rows = await partnersDatabase(app.db).selectFrom('partner_callbacks').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ attempts: 8, delivered_at: null, next_attempt_at: null, last_error: 'HTTP 500' });
  });
});

describe('pages, themes and the eduhome view', () => {
  it('answers the demo page with its tests and framing origins, and 404 for what is not there', async () => {
    const page = await inject(app.api, partnersEndpoints.page, {
      params: { slug: DEMO_PARTNER_SLUG, subSlug: 'practice' },
    });
    expect(page.data.partner.allowedOrigins).toContain('http://localhost:3539');
    expect(page.data.page.unitTests.map((test) => test.id)).toEqual([1018, 1006]);
    for (const params of [
      { slug: 'no-such-school', subSlug: 'practice' },
      { slug: DEMO_PARTNER_SLUG, subSlug: 'no-such-page' },
    ]) {
      const response = await app.api.inject({
        method: 'GET',
        url: `/itf/partners/${params.slug}/pages/${params.subSlug}`,
      });
      expect(response.statusCode).toBe(404);
      expect(failureOf(response).code).toBe('PARTNER_PAGE_NOT_FOUND');
    }
    expect((await app.api.inject({ method: 'GET', url: '/itf/partners/Bad_Slug/pages/practice' })).statusCode).toBe(
      400,
    );
  });

  it('answers 404 for a page that maps a test that is gone', async () => {
    const db = partnersDatabase(app.db);
    const partner = await db
      .selectFrom('partners')
      .select('id')
      .where('slug', '=', DEMO_PARTNER_SLUG)
      .executeTakeFirstOrThrow();
    const { id } = await db
      .insertInto('partner_pages')
      .values({ partner_id: partner.id, sub_slug: 'broken', title: 'Broken', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('partner_page_tests').values({ page_id: id, unit_test_id: 999_999, position: 0 }).execute();
    const response = await app.api.inject({ method: 'GET', url: `/itf/partners/${DEMO_PARTNER_SLUG}/pages/broken` });
    expect(failureOf(response).code).toBe('PARTNER_PAGE_NOT_FOUND');
  });

  it('answers a theme by id, 404 for an unknown id and 400 for one that is not a whole number', async () => {
    const page = await inject(app.api, partnersEndpoints.page, {
      params: { slug: DEMO_PARTNER_SLUG, subSlug: 'practice' },
    });
    const theme = await inject(app.api, partnersEndpoints.theme, { params: { id: page.data.partner.id } });
    expect(theme.data).toEqual({
      id: page.data.partner.id,
      slug: DEMO_PARTNER_SLUG,
      name: 'Demo School',
      theme: page.data.partner.theme,
    });
    const unknown = await app.api.inject({ method: 'GET', url: '/itf/partners/999999/theme' });
    expect(unknown.statusCode).toBe(404);
    expect(failureOf(unknown).code).toBe('PARTNER_NOT_FOUND');
    for (const bad of ['abc', '1.5', '0', '-3'])
      expect((await app.api.inject({ method: 'GET', url: `/itf/partners/${bad}/theme` })).statusCode).toBe(400);
  });

  it('shows a test with the partner pages that map it', async () => {
    const view = await inject(app.api, partnersEndpoints.eduhome, { params: { id: PAGE_TEST } });
    expect(view.data.unitTest.id).toBe(PAGE_TEST);
    expect(view.data.pages).toEqual([{ partner: DEMO_PARTNER_SLUG, subSlug: 'practice', title: expect.any(String) }]);
    expect((await app.api.inject({ method: 'GET', url: '/itf/unit-tests/999999/eduhome' })).statusCode).toBe(404);
    expect((await app.api.inject({ method: 'GET', url: '/itf/unit-tests/abc/eduhome' })).statusCode).toBe(400);
  });
});
