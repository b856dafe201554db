// @vitest-environment node
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_BODY_LIMIT_BYTES } from '@contract/api';
import { forwardToService } from '@/lib/api-forward';
import { closeTestApps, createTestApp, removeTemplateDatabase, type TestApp } from '../../backend/tests/helpers';

/**
 * The proxy in front of the real services, listening: a JSON body over the API's limit reaches the
 * browser as the API's 413 in the failure envelope, never as an unreachable service (503) or a
 * reset connection, whether the browser announces its length or streams it in chunks.
 */
let app: TestApp;
let web: Server;
let webPort: number;

async function listenOn(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  app = await createTestApp({}, { scope: 'file' });
  await app.api.listen({ port: 0, host: '127.0.0.1' });
  await app.auth.listen({ port: 0, host: '127.0.0.1' });
  process.env.API_URL = `http://127.0.0.1:${(app.api.server.address() as AddressInfo).port}`;
  process.env.AUTH_URL = `http://127.0.0.1:${(app.auth.server.address() as AddressInfo).port}`;
  web = createServer((req, res) => void forwardToService(req, res));
  webPort = await listenOn(web);
});

afterAll(async () => {
  await new Promise((resolve) => web.close(resolve));
  delete process.env.API_URL;
  delete process.env.AUTH_URL;
  await closeTestApps('file');
  await removeTemplateDatabase();
});

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

/** A browser's POST through the proxy of `bytes` of JSON, its length announced or chunked. */
function post(path: string, bytes: number, framing: 'length' | 'chunked'): Promise<Answer> {
  const text = `{"fullName":"${'x'.repeat(bytes - 15)}"}`;
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: '127.0.0.1',
        port: webPort,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          ...(framing === 'length' ? { 'content-length': String(Buffer.byteLength(text)) } : {}),
        },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type']), body }),
        );
        res.on('error', reject);
      },
    );
    // The answer may come while the body is still being written: the rest then fails, the answer stands.
    sent.on('error', (error) => setTimeout(() => reject(error), 500));
    const chunk = 64 * 1024;
    for (let offset = 0; offset < text.length; offset += chunk) sent.write(text.slice(offset, offset + chunk));
    sent.end();
  });
}

function expectTooLarge(answer: Answer) {
  expect(answer.status, answer.body).toBe(413);
  expect(answer.contentType).toMatch(/^application\/json/);
  expect(JSON.parse(answer.body)).toEqual({ result: false, code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
}

const OVER = JSON_BODY_LIMIT_BYTES + 64 * 1024;

describe('a JSON body over the limit through the proxy', () => {
  it.each([
    ['the main API', '/api/main/auth/register'],
    ['the main API, a session path', '/api/main/auth/login'],
    ['the sign-in service', '/api/sign-in/auth/login'],
    ['a refresh the proxy completes', '/api/main/auth/refresh-token'],
  ])('%s: 413 in the envelope, its length announced or chunked', async (_label, path) => {
    expectTooLarge(await post(path, OVER, 'length'));
    expectTooLarge(await post(path, OVER, 'chunked'));
  });

  it('refuses a refresh body too large for a token as 413 in the envelope, without a reset', async () => {
    expectTooLarge(await post('/api/main/auth/refresh-token', 20 * 1024, 'length'));
    expectTooLarge(await post('/api/main/account/logout', 20 * 1024, 'chunked'));
  });

  it('passes a body under the limit on to the API, which answers for it', async () => {
    const answer = await post('/api/main/auth/register', JSON_BODY_LIMIT_BYTES - 1024, 'chunked');
    expect(answer.status, answer.body).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ result: false, code: 'VALIDATION_ERROR' });
  });
});
