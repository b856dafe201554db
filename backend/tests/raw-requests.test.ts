import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

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

/** Sends raw bytes on a fresh connection and answers the status and the body the server wrote. */
function rawRequest(bytes: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), body });
    });
  });
}

describe('requests the HTTP parser refuses', () => {
  it.each([
    [
      'raw non-ASCII bytes in the query',
      Buffer.from('GET /itf/unit-tests?q=\xff\xfe HTTP/1.1\r\nHost: a\r\n\r\n', 'latin1'),
    ],
    ['a header line without a colon', Buffer.from('GET /health HTTP/1.1\r\nHost: a\r\nbroken header\r\n\r\n')],
  ])('%s: 400 in the failure shape', async (_label, bytes) => {
    const { status, body } = await rawRequest(bytes);
    expect(status).toBe(400);
    expect(JSON.parse(body)).toEqual({ result: false, code: 'VALIDATION_ERROR', message: expect.any(String) });
  });
});
