/**
 * Server-only: forwards one browser request for `/api/main/*` or `/api/sign-in/*` to the
 * service (API_URL / AUTH_URL, read at runtime) and streams the answer back. Method, body
 * (multipart uploads too), Authorization, X-Client-App-Id, status and every answer header
 * (Retry-After, Content-Type…) pass through untouched.
 *
 * X-Forwarded-For is replaced with the address of the connection this server received, so the
 * API (which trusts this hop, TRUST_PROXY) sees each visitor's own address for its per-IP rate
 * limits, and a visitor cannot choose one by sending the header.
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { apiProxyTarget, serverApiUrls } from '@/config/api-proxy';

/** Headers that describe one connection, not the message: never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);

/**
 * The end-to-end headers of a message: not the hop-by-hop ones, nor those its `Connection`
 * header names (RFC 9110 §7.6.1), nor the names in `drop`.
 */
function endToEnd(headers: IncomingHttpHeaders, drop: readonly string[] = []): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const skipped = new Set([...HOP_BY_HOP, ...named, ...drop]);
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !skipped.has(name)) kept[name] = value;
  }
  return kept;
}

function unreachable(res: ServerResponse) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = 503;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(
    JSON.stringify({
      result: false,
      code: 'MAINTENANCE',
      message: 'The service cannot be reached right now. Please try again in a moment.',
    }),
  );
}

export function forwardToService(req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const url = new URL(req.url ?? '/', 'http://web.invalid');
    const target = apiProxyTarget(url.pathname, url.search, serverApiUrls());
    if (!target) {
      res.statusCode = 404;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ result: false, code: 'NOT_FOUND', message: 'Not found.' }));
      resolve();
      return;
    }
    // The services authenticate with bearer tokens: this origin's cookies are none of their business.
    const headers = endToEnd(req.headers, ['cookie']);
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = 'encrypted' in req.socket && req.socket.encrypted ? 'https' : 'http';

    const send = target.startsWith('https:') ? httpsRequest : httpRequest;
    const upstream = send(target, { method: req.method, headers }, (answer) => {
      res.statusCode = answer.statusCode ?? 502;
      for (const [name, value] of Object.entries(endToEnd(answer.headers))) {
        if (value !== undefined) res.setHeader(name, value);
      }
      answer.pipe(res);
      answer.on('end', resolve);
      answer.on('error', () => {
        res.destroy();
        resolve();
      });
    });
    upstream.on('error', () => {
      unreachable(res);
      resolve();
    });
    // The visitor went away: stop the request to the service too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
      resolve();
    });
    req.pipe(upstream);
  });
}
