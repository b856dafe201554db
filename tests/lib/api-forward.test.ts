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
