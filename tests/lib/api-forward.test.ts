import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { forwardToService } from '@/lib/api-forward';

const servers: Server[] = [];

async function listen(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  delete process.env.API_URL;
});

/** The headers the service receives for a browser request through this origin's proxy. */
async function headersAtService(headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  let received: IncomingHttpHeaders = {};
  const service = await listen(
    createServer((req, res) => {
      received = req.headers;
      res.setHeader('content-type', 'application/json');
      res.end('{"result":true,"data":null}');
    }),
  );
  process.env.API_URL = `http://127.0.0.1:${service}`;
  const web = await listen(createServer((req, res) => void forwardToService(req, res)));
  await new Promise<void>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port: web, path: '/api/main/health', headers }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    sent.on('error', reject);
    sent.end();
  });
  return received;
}

describe('the proxy to the services', () => {
  it('forwards the message headers, but not those the Connection header names nor the cookies', async () => {
    const received = await headersAtService({
      authorization: 'Bearer abc',
      'x-client-app-id': 'web',
      connection: 'keep-alive, x-internal-hop',
      'x-internal-hop': 'secret',
      cookie: 'access_token=abc; refresh_token=def',
    });
    expect(received.authorization).toBe('Bearer abc');
    expect(received['x-client-app-id']).toBe('web');
    expect(received['x-internal-hop']).toBeUndefined();
    expect(received.cookie).toBeUndefined();
  });
});

interface Exchange {
  /** What the sign-in service received. */
  received: { path: string; body: string };
  /** What the browser got. */
  status: number;
  setCookies: string[];
  body: string;
}

/** One browser request to the sign-in proxy, answered by a service that replies `answer`. */
async function throughSignIn(
  path: string,
  body: string,
  answer: { status?: number; body: unknown },
  cookie?: string,
  service: 'main' | 'sign-in' = 'sign-in',
): Promise<Exchange> {
  const received = { path: '', body: '' };
  const port = await listen(
    createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => {
        received.path = req.url ?? '';
        received.body = text;
        res.statusCode = answer.status ?? 200;
        res.setHeader('content-type', 'application/json; charset=utf-8');
        res.end(JSON.stringify(answer.body));
      });
    }),
  );
  process.env[service === 'main' ? 'API_URL' : 'AUTH_URL'] = `http://127.0.0.1:${port}`;
  const web = await listen(createServer((req, res) => void forwardToService(req, res)));
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: web,
        method: 'POST',
        path: `/api/${service}${path}`,
        headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () =>
          resolve({ received, status: res.statusCode ?? 0, setCookies: res.headers['set-cookie'] ?? [], body: text }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('the refresh token between the proxies and the browser', () => {
  afterEach(() => {
    delete process.env.AUTH_URL;
  });

  const tokens = { accessToken: 'access-1', refreshToken: 'refresh-secret-1', expiresIn: 900, refreshExpiresIn: 3600 };

  it('keeps a login’s refresh token in an HttpOnly cookie of the proxies’ path, out of the body', async () => {
    const exchange = await throughSignIn(
      '/auth/login',
      '{"username":"a","password":"b"}',
      { body: { result: true, data: { ...tokens, user: { id: 1 } } } },
      undefined,
      'main',
    );
    expect(exchange.status).toBe(200);
    const body = JSON.parse(exchange.body) as { data: Record<string, unknown> };
    expect(body.data).toEqual({ accessToken: 'access-1', expiresIn: 900, refreshExpiresIn: 3600, user: { id: 1 } });
    expect(exchange.body).not.toContain('refresh-secret-1');
    const refresh = exchange.setCookies.find((value) => value.startsWith('refresh_token='));
    expect(refresh).toContain('refresh_token=refresh-secret-1');
    expect(refresh).toContain('HttpOnly');
    expect(refresh).toContain('Path=/api;');
    expect(refresh).toContain('SameSite=Strict');
    expect(refresh).toContain('Max-Age=3600');
    const hint = exchange.setCookies.find((value) => value.startsWith('session_hint='));
    expect(hint).toContain('Path=/');
    expect(hint).not.toContain('HttpOnly');
  });

  it('gives a refresh without a token the cookie’s, and stores the rotated one', async () => {
    const exchange = await throughSignIn(
      '/auth/refresh-token',
      '{}',
      { body: { result: true, data: { ...tokens, refreshToken: 'refresh-secret-2' } } },
      'access_token=old; refresh_token=refresh-secret-1; session_hint=1',
      'main',
    );
    expect(JSON.parse(exchange.received.body)).toEqual({ refreshToken: 'refresh-secret-1' });
    expect(exchange.setCookies.some((value) => value.startsWith('refresh_token=refresh-secret-2;'))).toBe(true);
    expect(exchange.body).not.toContain('refresh-secret');
  });

  it('clears both cookies when the service refuses the refresh', async () => {
    const exchange = await throughSignIn(
      '/auth/refresh-token',
      '',
      { status: 401, body: { result: false, code: 'INVALID_REFRESH_TOKEN', message: 'no' } },
      'refresh_token=refresh-secret-1; session_hint=1',
    );
    expect(exchange.status).toBe(401);
    expect(exchange.setCookies).toHaveLength(2);
    expect(exchange.setCookies.every((value) => value.includes('Max-Age=0'))).toBe(true);
  });

  it('ends the session a logout names by the cookie, and clears the cookies', async () => {
    const exchange = await throughSignIn(
      '/account/logout',
      '{}',
      { body: { result: true, data: null } },
      'refresh_token=refresh-secret-1; session_hint=1',
    );
    expect(JSON.parse(exchange.received.body)).toEqual({ refreshToken: 'refresh-secret-1' });
    expect(exchange.setCookies.map((value) => value.split('=')[0]).sort()).toEqual(['refresh_token', 'session_hint']);
    expect(exchange.setCookies.every((value) => value.includes('Max-Age=0'))).toBe(true);
  });

  it('leaves a token the request names, and answers without tokens, as they are', async () => {
    const named = await throughSignIn(
      '/account/logout',
      '{"refreshToken":"explicit"}',
      { body: { result: true, data: null } },
      'refresh_token=refresh-secret-1',
    );
    expect(JSON.parse(named.received.body)).toEqual({ refreshToken: 'explicit' });
    const plain = await throughSignIn('/auth/user-exist', '{}', { body: { result: true, data: { exists: true } } });
    // Only session answers are read on the way: any other answer naming a token passes untouched.
    const other = await throughSignIn(
      '/itf/other',
      '{}',
      { body: { result: true, data: { refreshToken: 'x' } } },
      undefined,
      'main',
    );
    expect(other.setCookies).toEqual([]);
    expect(JSON.parse(other.body)).toEqual({ result: true, data: { refreshToken: 'x' } });
    expect(plain.setCookies).toEqual([]);
    expect(JSON.parse(plain.body)).toEqual({ result: true, data: { exists: true } });
  });
});

describe('a body the service refuses as too large', () => {
  it('reaches the browser as the service’s 413, not as an unreachable service', async () => {
    const service = await listen(
      createServer((req, res) => {
        // As Fastify does past its body limit: answer at once, read no further, close.
        res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
        res.end(JSON.stringify({ result: false, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' }));
        req.socket.destroySoon();
      }),
    );
    process.env.API_URL = `http://127.0.0.1:${service}`;
    const web = await listen(createServer((req, res) => void forwardToService(req, res)));
    const answer = await new Promise<{ status: number; body: string }>((resolve) => {
      const sent = request(
        {
          host: '127.0.0.1',
          port: web,
          method: 'POST',
          path: '/api/main/itf/drafts',
          headers: { 'content-type': 'application/json', 'content-length': String(4 * 1024 * 1024) },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      // The browser may still be sending when the answer comes.
      sent.on('error', () => undefined);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      for (let sentBytes = 0; sentBytes < 4 * 1024 * 1024; sentBytes += chunk.length) sent.write(chunk);
      sent.end();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ result: false, code: 'PAYLOAD_TOO_LARGE' });
  });
});
