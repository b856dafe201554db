/**
 * The messaging link (spec §7, decision 0048): GET /zalo/link-user hands out a signed,
 * single-use, expiring state bound to the caller; the local Zalo page sends the browser back with
 * a payload it signed; POST /zalo/callback links the account once. Forged, expired, replayed and
 * another user's states are refused; one Zalo account per user and one user per Zalo account.
 */
import { messagingEndpoints } from '@contract/messaging';
import type { LightMyRequestResponse } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import { LOCAL_PERMISSION_PATH, signLocalPayload, webPageOf } from '../src/modules/messaging';
import { newStudent } from './classes-fixtures';
import { createTestApp, failureOf, inject, loginOk, bearer, type TestApp } from './helpers';

const WEB = 'http://localhost:3000';

let app: TestApp;
let student: { id: number; headers: Record<string, string> };

beforeEach(async () => {
  app = await createTestApp();
  student = await newStudent(app, '0981000001');
});

async function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.api.inject({
    method,
    url,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

async function start(headers: Record<string, string>, returnUrl = `${WEB}/en/account`) {
  const query = new URLSearchParams({ returnUrl, lang: 'en' }).toString();
  const response = await call('GET', `/zalo/link-user?${query}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: { url: string; expiresAt: string } }>().data;
}

/** The local Zalo page: opens it, then allows (or declines) as the given Zalo account. */
async function consent(linkUrl: string, { phone = '0912345678', name = 'Minh Anh', decision = 'allow' } = {}) {
  const url = new URL(linkUrl);
  const page = await app.api.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toMatch(/text\/html/);
  const form = new URLSearchParams({
    app_id: url.searchParams.get('app_id') ?? '',
    redirect_uri: url.searchParams.get('redirect_uri') ?? '',
    state: url.searchParams.get('state') ?? '',
    lang: 'en',
    phone,
    name,
    decision,
  });
  const answer = await app.api.inject({
    method: 'POST',
    url: LOCAL_PERMISSION_PATH,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  expect(answer.statusCode).toBe(303);
  return new URL(String(answer.headers.location));
}

function callbackBody(back: URL) {
  return {
    state: back.searchParams.get('state') ?? '',
    payload: back.searchParams.get('payload') ?? '',
    signature: back.searchParams.get('signature') ?? '',
  };
}

async function linkThrough(headers: Record<string, string>, zalo: { phone?: string; name?: string } = {}) {
  const { url } = await start(headers);
  const back = await consent(url, zalo);
  return call('POST', '/zalo/callback', headers, callbackBody(back));
}

describe('the messaging link', () => {
  it('starts unlinked, links through the provider page, shows the name and date, then unlinks', async () => {
    expect(await inject(app.api, messagingEndpoints.link, { token: student.headers })).toEqual({
      result: true,
      data: { provider: 'ZALO', available: true, linked: false, displayName: null, linkedAt: null },
    });
    const { url, expiresAt } = await start(student.headers);
    const link = new URL(url);
    expect(link.pathname).toBe(LOCAL_PERMISSION_PATH);
    expect(link.searchParams.get('redirect_uri')).toBe(`${WEB}/en/account`);
    expect(Date.parse(expiresAt) - app.clock.now().getTime()).toBe(600_000);

    const back = await consent(url, { name: 'Minh Anh trên Zalo' });
    expect(`${back.origin}${back.pathname}`).toBe(`${WEB}/en/account`);
    const linked = await call('POST', '/zalo/callback', student.headers, callbackBody(back));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data).toMatchObject({
      linked: true,
      displayName: 'Minh Anh trên Zalo',
      linkedAt: app.clock.now().toISOString(),
    });
    expect((await inject(app.api, messagingEndpoints.link, { token: student.headers })).data.linked).toBe(true);

    // Linked: a second linking cannot start until the first is undone.
    const again = await call('GET', '/zalo/link-user', student.headers);
    expect(again.statusCode).toBe(409);
    expect(failureOf(again).code).toBe('MESSAGING_ALREADY_LINKED');

    const unlinked = await inject(app.api, messagingEndpoints.unlink, { token: student.headers });
    expect(unlinked.data).toMatchObject({ linked: false, displayName: null, linkedAt: null });
    const twice = await call('DELETE', '/zalo/link', student.headers);
    expect(twice.statusCode).toBe(404);
    expect(failureOf(twice).code).toBe('MESSAGING_NOT_LINKED');
    // Unlinked, the same Zalo account can be linked again.
    expect((await linkThrough(student.headers)).statusCode).toBe(200);
  });

  it('is for signed-in users only', async () => {
    for (const [method, url] of [
      ['GET', '/zalo/link'],
      ['GET', '/zalo/link-user'],
      ['DELETE', '/zalo/link'],
    ] as const) {
      expect((await call(method, url, {})).statusCode).toBe(401);
    }
    expect((await call('POST', '/zalo/callback', {}, { state: 'x', payload: 'y', signature: 'z' })).statusCode).toBe(
      401,
    );
  });

  it('refuses a state used once already (replay)', async () => {
    const { url } = await start(student.headers);
    const body = callbackBody(await consent(url));
    expect((await call('POST', '/zalo/callback', student.headers, body)).statusCode).toBe(200);
    await call('DELETE', '/zalo/link', student.headers);
    const replay = await call('POST', '/zalo/callback', student.headers, body);
    expect(replay.statusCode).toBe(409);
    expect(failureOf(replay).code).toBe('MESSAGING_STATE_USED');
    expect((await inject(app.api, messagingEndpoints.link, { token: student.headers })).data.linked).toBe(false);
  });

  it('refuses an expired state', async () => {
    const { url } = await start(student.headers);
    const body = callbackBody(await consent(url));
    app.clock.advance(601_000);
    const late = await call('POST', '/zalo/callback', student.headers, body);
    expect(late.statusCode).toBe(410);
    expect(failureOf(late).code).toBe('MESSAGING_STATE_EXPIRED');
  });

  it('keeps five linking requests open per user: a sixth retires the oldest', async () => {
    const bodies = [];
    for (let i = 0; i < 6; i += 1) {
      bodies.push(callbackBody(await consent((await start(student.headers)).url)));
      app.clock.advance(1_000);
    }
    const retired = await call('POST', '/zalo/callback', student.headers, bodies[0]);
    expect(retired.statusCode).toBe(410);
    expect(failureOf(retired).code).toBe('MESSAGING_STATE_EXPIRED');
    expect((await call('POST', '/zalo/callback', student.headers, bodies[1])).statusCode).toBe(200);
  });

  it('refuses a forged or tampered state, and another user’s state', async () => {
    const { url } = await start(student.headers);
    const body = callbackBody(await consent(url));
    const [stateBody = '', stateSignature = ''] = body.state.split('.');
    // The same nonce and expiry, claimed for another user, with the signature of the real one.
    const decoded = JSON.parse(Buffer.from(stateBody, 'base64url').toString('utf8')) as Record<string, unknown>;
    const forgedBody = Buffer.from(JSON.stringify({ ...decoded, u: Number(decoded.u) + 1 })).toString('base64url');
    const other = await newStudent(app, '0981000002');
    for (const state of [`${forgedBody}.${stateSignature}`, 'not-a-state', `${stateBody}.${'A'.repeat(43)}`]) {
      const payload = Buffer.from(
        JSON.stringify({ app_id: 'local-zalo-app', uid: '1', name: 'x', state, iat: 0 }),
      ).toString('base64url');
      const forged = await call('POST', '/zalo/callback', other.headers, { ...body, state, payload });
      expect(forged.statusCode).toBe(400);
      expect(failureOf(forged).code).toBe('MESSAGING_STATE_INVALID');
    }
    // A real state, brought back by somebody else: bound to the user who started.
    const stolen = await call('POST', '/zalo/callback', other.headers, body);
    expect(stolen.statusCode).toBe(400);
    expect(failureOf(stolen).code).toBe('MESSAGING_STATE_INVALID');
    // Still usable by its owner.
    expect((await call('POST', '/zalo/callback', student.headers, body)).statusCode).toBe(200);
  });

  it('refuses a callback the provider did not sign', async () => {
    const { url } = await start(student.headers);
    const body = callbackBody(await consent(url));
    const decoded = JSON.parse(Buffer.from(body.payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const payload = Buffer.from(JSON.stringify({ ...decoded, uid: '999' })).toString('base64url');
    const attempts = [
      { ...body, payload }, // a changed payload under the old signature
      { ...body, payload, signature: signLocalPayload('a-secret-that-is-not-the-provider-one', payload) },
      { ...body, signature: 'A'.repeat(43) },
    ];
    for (const attempt of attempts) {
      const forged = await call('POST', '/zalo/callback', student.headers, attempt);
      expect(forged.statusCode).toBe(400);
      expect(failureOf(forged).code).toBe('MESSAGING_SIGNATURE_INVALID');
    }
    // A genuine payload signed for another state does not finish this one.
    const second = await start(await loginOk(app.api, '0981000001', 'Student@123').then((l) => bearer(l.accessToken)));
    const mixed = await call('POST', '/zalo/callback', student.headers, {
      ...body,
      state: new URL(second.url).searchParams.get('state') ?? '',
    });
    expect(failureOf(mixed).code).toBe('MESSAGING_SIGNATURE_INVALID');
    // None of that used the state up.
    expect((await call('POST', '/zalo/callback', student.headers, body)).statusCode).toBe(200);
  });

  it('links one Zalo account to one user only, and one Zalo account per user', async () => {
    const other = await newStudent(app, '0981000003');
    expect((await linkThrough(student.headers, { phone: '0912000111' })).statusCode).toBe(200);
    const taken = await linkThrough(other.headers, { phone: '0912000111' });
    expect(taken.statusCode).toBe(409);
    expect(failureOf(taken).code).toBe('MESSAGING_ACCOUNT_TAKEN');
    expect((await linkThrough(other.headers, { phone: '0912000222' })).statusCode).toBe(200);

    // Two linkings started before either finished: the second finds the account linked.
    await call('DELETE', '/zalo/link', student.headers);
    const first = await start(student.headers);
    const second = await start(student.headers);
    const a = callbackBody(await consent(first.url, { phone: '0912000333' }));
    const b = callbackBody(await consent(second.url, { phone: '0912000444' }));
    expect((await call('POST', '/zalo/callback', student.headers, a)).statusCode).toBe(200);
    const both = await call('POST', '/zalo/callback', student.headers, b);
    expect(both.statusCode).toBe(409);
    expect(failureOf(both).code).toBe('MESSAGING_ALREADY_LINKED');
  });

  it('sends the browser back only to the web app (no open redirect)', async () => {
    for (const returnUrl of ['https://evil.example/account', '//evil.example/x', 'javascript:alert(1)', '/account']) {
      const response = await call(
        'GET',
        `/zalo/link-user?${new URLSearchParams({ returnUrl }).toString()}`,
        student.headers,
      );
      expect(response.statusCode, returnUrl).toBe(400);
      expect(failureOf(response).code).toBe('VALIDATION_ERROR');
    }
    // The default is the account page; a query or fragment is dropped.
    const plain = await call('GET', '/zalo/link-user', student.headers);
    expect(new URL(plain.json().data.url as string).searchParams.get('redirect_uri')).toBe(`${WEB}/account`);
    const { url } = await start(student.headers, `${WEB}/account?x=1#top`);
    expect(new URL(url).searchParams.get('redirect_uri')).toBe(`${WEB}/account`);

    // The provider's page refuses a return address that is not registered, and a wrong app.
    const link = new URL(url);
    for (const [key, value] of [
      ['redirect_uri', 'https://evil.example/account'],
      ['app_id', 'another-app'],
    ] as const) {
      const tampered = new URL(link);
      tampered.searchParams.set(key, value);
      const page = await app.api.inject({ method: 'GET', url: `${tampered.pathname}${tampered.search}` });
      expect(page.statusCode).toBe(400);
    }
    expect(
      webPageOf('https://evil.example/a', { webOrigins: [WEB], allowLocalhost: false, defaultReturnUrl: '' }),
    ).toBeNull();
    expect(
      webPageOf('http://localhost:3300/en/account', { webOrigins: [], allowLocalhost: true, defaultReturnUrl: '' }),
    ).toBe('http://localhost:3300/en/account');
  });

  it('sends a declined linking back with an error and links nothing', async () => {
    const { url } = await start(student.headers);
    const back = await consent(url, { decision: 'deny' });
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('payload')).toBeNull();
    expect((await inject(app.api, messagingEndpoints.link, { token: student.headers })).data.linked).toBe(false);
  });

  it('says linking is unavailable when no provider is configured', async () => {
    const off = await createTestApp({ MESSAGING_PROVIDER: 'off' });
    const headers = bearer((await loginOk(off.api)).accessToken);
    const status = await off.api.inject({ method: 'GET', url: '/zalo/link', headers });
    expect(status.json().data).toMatchObject({ available: false, linked: false });
    const started = await off.api.inject({ method: 'GET', url: '/zalo/link-user', headers });
    expect(started.statusCode).toBe(503);
    expect(failureOf(started).code).toBe('MESSAGING_UNAVAILABLE');
    expect((await off.api.inject({ method: 'GET', url: LOCAL_PERMISSION_PATH })).statusCode).toBe(404);
  });
});
