// @vitest-environment node
// Next API routes run on the server and call the API themselves (API_URL), not through the proxy.
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import getInfoAccount from '@/pages/api/getinfoaccount';
import getThemeById, { clearThemeCache } from '@/pages/api/getthemebyid';
import { callApiRoute as callRoute } from '../../api-route';
import { server } from '../../msw/server';

const API = 'http://api.test';

const THEME = {
  id: 7,
  slug: 'demo-school',
  name: 'Demo School',
  theme: { primaryColor: '#0F766E', accentColor: '#f59e0b', logoUrl: null, fontFamily: 'system-ui, sans-serif' },
};

beforeEach(() => {
  process.env.API_URL = API;
  clearThemeCache();
});
afterEach(() => {
  delete process.env.API_URL;
});

describe('GET /api/getinfoaccount', () => {
  it('answers the embed session’s learner, sending the bearer token to the API', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.get(`${API}/itf/partners/account`, ({ request }) => {
        sent.push(request.headers.get('authorization'));
        return HttpResponse.json({
          result: true,
          data: { id: 12, displayName: 'Trần Bảo Ngọc', grade: null, partner: 'demo-school' },
        });
      }),
    );
    const answer = await callRoute(getInfoAccount, { headers: { authorization: 'Bearer embed.token.1' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      result: true,
      data: { id: 12, displayName: 'Trần Bảo Ngọc', grade: null, partner: 'demo-school' },
    });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(sent).toEqual(['Bearer embed.token.1']);
  });

  it('refuses a missing or malformed token without asking the API', async () => {
    const cases: Record<string, string>[] = [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer has space' }];
    for (const headers of cases) {
      const answer = await callRoute(getInfoAccount, { headers });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ result: false, code: 'UNAUTHORIZED' });
    }
  });

  it('passes on the API’s refusal of a token (expired, or not an embed session’s)', async () => {
    server.use(
      http.get(`${API}/itf/partners/account`, ({ request }) =>
        request.headers.get('authorization') === 'Bearer site.token'
          ? HttpResponse.json(
              { result: false, code: 'EMBED_SESSION_REQUIRED', message: 'not an embed' },
              { status: 403 },
            )
          : HttpResponse.json({ result: false, code: 'UNAUTHORIZED', message: 'expired' }, { status: 401 }),
      ),
    );
    const expired = await callRoute(getInfoAccount, { headers: { authorization: 'Bearer old.token' } });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ result: false, code: 'UNAUTHORIZED', message: 'expired' });
    const site = await callRoute(getInfoAccount, { headers: { authorization: 'Bearer site.token' } });
    expect(site.status).toBe(403);
    expect(site.body).toMatchObject({ result: false, code: 'EMBED_SESSION_REQUIRED' });
  });

  it('answers only GET', async () => {
    const answer = await callRoute(getInfoAccount, { method: 'POST', headers: { authorization: 'Bearer a.b.c' } });
    expect(answer.status).toBe(405);
    expect(answer.body).toMatchObject({ result: false, code: 'METHOD_NOT_ALLOWED' });
  });
});

describe('GET /api/getthemebyid', () => {
  it('answers a partner’s theme, kept five minutes by browsers and by this server', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/itf/partners/:id/theme`, ({ params }) => {
        calls += 1;
        return params.id === '7'
          ? HttpResponse.json({ result: true, data: THEME })
          : HttpResponse.json({ result: false, code: 'PARTNER_NOT_FOUND', message: 'none' }, { status: 404 });
      }),
    );
    const first = await callRoute(getThemeById, { query: { id: '7' } });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    // The colours are checked and written as the page writes them.
    expect(first.body).toEqual({
      result: true,
      data: { ...THEME, theme: { ...THEME.theme, primaryColor: '#0f766e' } },
    });
    const second = await callRoute(getThemeById, { query: { id: '7' } });
    expect(second.body).toEqual(first.body);
    expect(calls).toBe(1);

    const unknown = await callRoute(getThemeById, { query: { id: '8' } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ result: false, code: 'PARTNER_NOT_FOUND' });
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('refuses an id that is not a positive integer, without asking the API', async () => {
    for (const id of ['abc', '1.5', '-3', '0', '', '07', '99999999999', '1e3']) {
      const answer = await callRoute(getThemeById, { query: { id } });
      expect(answer.status, id).toBe(400);
      expect(answer.body).toMatchObject({ result: false, code: 'VALIDATION_ERROR' });
    }
    const missing = await callRoute(getThemeById, {});
    expect(missing.status).toBe(400);
  });

  it('never passes on a colour or font that could write more than a colour or a font', async () => {
    server.use(
      http.get(`${API}/itf/partners/:id/theme`, () =>
        HttpResponse.json({
          result: true,
          data: {
            ...THEME,
            theme: {
              primaryColor: 'red;background:url(https://evil.test)',
              accentColor: '#12345',
              logoUrl: 'javascript:alert(1)',
              fontFamily: 'x; color: red',
            },
          },
        }),
      ),
    );
    const answer = await callRoute(getThemeById, { query: { id: '7' } });
    expect((answer.body as { data: { theme: unknown } }).data.theme).toEqual({
      primaryColor: '#1d4ed8',
      accentColor: '#f59e0b',
      logoUrl: null,
      fontFamily: null,
    });
  });

  it('answers 503 in the failure shape when the API cannot be reached', async () => {
    server.use(http.get(`${API}/itf/partners/:id/theme`, () => HttpResponse.error()));
    const answer = await callRoute(getThemeById, { query: { id: '7' } });
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ result: false, code: 'MAINTENANCE' });
  });
});
