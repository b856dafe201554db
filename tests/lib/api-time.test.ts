// @vitest-environment node
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import handler from '@/pages/api/time';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

function call(method: string): Answer {
  const answer: Answer = { status: 200, headers: {}, body: undefined };
  const res = {
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  handler({ method, query: {} } as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

afterEach(() => vi.useRealTimers());

describe('GET /api/time', () => {
  it('answers the server’s clock as JSON, never to be cached', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-28T10:00:00.250Z'));
    const answer = call('GET');
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toEqual({
      result: true,
      data: { now: '2026-11-28T10:00:00.250Z', epochMs: Date.parse('2026-11-28T10:00:00.250Z') },
    });
  });

  it('refuses other methods with a JSON 405', () => {
    const answer = call('POST');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.body).toMatchObject({ result: false, code: 'METHOD_NOT_ALLOWED' });
  });
});
