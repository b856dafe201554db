// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import handler from '@/pages/api/time';
import { callApiRoute } from '../api-route';

const call = (method: string) => callApiRoute(handler, { method });

afterEach(() => vi.useRealTimers());

describe('GET /api/time', () => {
  it('answers the server’s clock as JSON, never to be cached', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-28T10:00:00.250Z'));
    const answer = await call('GET');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({
      result: true,
      data: { now: '2026-11-28T10:00:00.250Z', epochMs: Date.parse('2026-11-28T10:00:00.250Z') },
    });
  });

  it('refuses other methods with a JSON 405', async () => {
    const answer = await call('POST');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.body).toMatchObject({ result: false, code: 'METHOD_NOT_ALLOWED' });
  });
});
