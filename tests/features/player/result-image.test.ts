// @vitest-environment node
// The picture is drawn on the server, with Node's own typed arrays (a DOM's would not do).
import { http, HttpResponse, passthrough } from 'msw';
import { describe, expect, it } from 'vitest';
import { encodeResultLink, encodeTestLink } from '@/lib/practice-link';
import handler from '@/pages/api/og/result';
import { ok } from '../../lib/catalogue/fixtures';
import { server } from '../../msw/server';
import { makeResult } from './result-fixtures';
import { callApiRoute } from '../../api-route';

const get = (query: Record<string, string>, method = 'GET') => callApiRoute(handler, { query, method });

/** On the server the page's code calls the API itself, not through this origin's proxy. */
const RESULT_ON_THE_API = '*/itf/unit-tests-result/:id';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer) {
  expect(data.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
}

describe('the preview picture of a shared result', () => {
  it('draws the score of a result its share code opens, as a 1200×630 PNG kept for minutes', async () => {
    const shared: string[] = [];
    server.use(
      // The renderer loads its layout engine from a data: URL: no network involved.
      http.get(/octet-stream;base64,/, () => passthrough()),
      http.get(RESULT_ON_THE_API, ({ request }) => {
        shared.push(new URL(request.url).searchParams.get('shareCode') ?? '');
        return HttpResponse.json(
          ok({
            result: makeResult({ id: 41, score: 8.5, percent: 85 }),
            review: null,
            isOwner: false,
            sharedBy: 'Trần Thị Mai',
          }),
        );
      }),
    );
    const answer = await get({ link: encodeResultLink(41, 'share-code-1'), lang: 'vi' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['cache-control']).toMatch(/max-age=600/);
    expect(pngSize(answer.body as Buffer)).toEqual({ width: 1200, height: 630 });
    expect(shared).toEqual(['share-code-1']);
  }, 30_000);

  it('refuses what is not a shared result link, in the failure shape', async () => {
    const bad: Record<string, string>[] = [
      {},
      { link: 'not-a-link' },
      { link: encodeTestLink(5, 'code') },
      { link: encodeResultLink(41, null) },
      { link: encodeResultLink(41, 'code'), lang: 'fr' },
    ];
    for (const query of bad) {
      const answer = await get(query);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ result: false, code: 'VALIDATION_ERROR' });
    }
    expect((await get({ link: encodeResultLink(41, 'code') }, 'POST')).status).toBe(405);
  });

  it('answers 404 when the share code does not open the result', async () => {
    server.use(
      http.get(RESULT_ON_THE_API, () =>
        HttpResponse.json({ result: false, code: 'FORBIDDEN', message: 'No.' }, { status: 403 }),
      ),
    );
    const answer = await get({ link: encodeResultLink(41, 'revoked-code-1') });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ result: false, code: 'NOT_FOUND' });
  });
});
