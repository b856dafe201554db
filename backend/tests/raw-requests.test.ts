import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, sendRawRequest, type TestApp } from './helpers';

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (raw non-ASCII bytes in the
 * request line, a malformed header) still answer in the contract's failure shape.
 */
let app: TestApp;
let port: number;

beforeEach(async () => {
  app = await createTestApp();
  await app.api.listen({ port: 0, host: '127.0.0.1' });
  port = (app.api.server.address() as AddressInfo).port;
});

afterEach(async () => {
  await app.api.close();
});

describe('requests the HTTP parser refuses', () => {
  it.each([
    [
      'raw non-ASCII bytes in the query',
      Buffer.from('GET /itf/unit-tests?q=\xff\xfe HTTP/1.1\r\nHost: a\r\n\r\n', 'latin1'),
    ],
    ['a header line without a colon', Buffer.from('GET /health HTTP/1.1\r\nHost: a\r\nbroken header\r\n\r\n')],
  ])('%s: 400 in the failure shape', async (_label, bytes) => {
    const { statusCode: status, body } = await sendRawRequest(port, bytes);
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ result: false, code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});
