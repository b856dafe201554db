/**
 * Server-only: forwards one browser request for `/api/main/*` or `/api/sign-in/*` to the
 * service (API_URL / AUTH_URL, read at runtime) and streams the answer back. Method, body
 * (multipart uploads too), Authorization, X-Client-App-Id, status and every answer header
 * (Retry-After, Content-Type…) pass through untouched.
 *
 * X-Forwarded-For is replaced with the address of the connection this server received, so the
 * API (which trusts this hop, TRUST_PROXY) sees each visitor's own address for its per-IP rate
 * limits, and a visitor cannot choose one by sending the header.
 *
 * The refresh token travels in an HttpOnly cookie between the browser and here, and in JSON
 * bodies between here and the services (src/lib/refresh-cookie.ts).
 */
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { JSON_BODY_LIMIT_BYTES } from '@contract/api';
import { apiProxyTarget, serverApiUrls } from '@/config/api-proxy';
import {
  carriesRefreshToken,
  mayCarrySession,
  rewriteAnswer,
  servicePathOf,
  TOKEN_BODY_LIMIT,
  withRefreshToken,
} from '@/lib/refresh-cookie';

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

function tooLarge(res: ServerResponse) {
  res.statusCode = 413;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('connection', 'close');
  res.end(JSON.stringify({ result: false, code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' }));
}

/**
 * A JSON body the API would refuse for its size. Refused here: the API answers such a body at
 * once and stops reading, and the upload still under way would turn its 413 into a reset.
 */
function jsonTooLarge(req: IncomingMessage): boolean {
  const length = Number(req.headers['content-length']);
  return String(req.headers['content-type'] ?? '').includes('json') && length > JSON_BODY_LIMIT_BYTES;
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

/**
 * The whole body of a message, or null once it grows past `limit` bytes. Past the limit, a
 * service's answer is cut off; a browser's request is read on and dropped, since destroying it
 * would reset the connection before the browser reads the 413 it is answered with.
 */
function readBody(
  stream: IncomingMessage,
  limit: number,
  past: 'destroy' | 'drain' = 'destroy',
): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      if (size > limit) return;
      size += chunk.length;
      if (size > limit) {
        chunks.length = 0;
        resolve(null);
        if (past === 'destroy') stream.destroy();
        return;
      }
      chunks.push(chunk);
    });
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', () => resolve(null));
  });
}

/** Session answers are small JSON; anything past this is cut off rather than held in memory. */
const ANSWER_LIMIT = 256 * 1024;

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
    if (jsonTooLarge(req)) {
      tooLarge(res);
      req.resume();
      resolve();
      return;
    }
    const servicePath = servicePathOf(url.pathname) ?? '/';
    const secure =
      ('encrypted' in req.socket && Boolean(req.socket.encrypted)) || req.headers['x-forwarded-proto'] === 'https';
    // The services authenticate with bearer tokens: this origin's cookies are none of their business.
    const headers = endToEnd(req.headers, ['cookie']);
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '';
    headers['x-forwarded-host'] = req.headers.host ?? '';
    headers['x-forwarded-proto'] = secure ? 'https' : 'http';

    const passOn = (answer: IncomingMessage) => {
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
    };

    // A session answer in JSON: the refresh token goes to the cookie, not to the page.
    const rewrite = async (answer: IncomingMessage) => {
      const body = await readBody(answer, ANSWER_LIMIT);
      if (body === null) {
        res.destroy();
        resolve();
        return;
      }
      const status = answer.statusCode ?? 502;
      const rewritten = rewriteAnswer(servicePath, status, body, { secure });
      res.statusCode = status;
      for (const [name, value] of Object.entries(endToEnd(answer.headers, ['content-length', 'set-cookie']))) {
        if (value !== undefined) res.setHeader(name, value);
      }
      if (rewritten.setCookies.length) res.setHeader('set-cookie', rewritten.setCookies);
      // Tokens are never cached, by the browser or on the way.
      if (rewritten.setCookies.length) res.setHeader('cache-control', 'no-store');
      res.setHeader('content-length', rewritten.body.length);
      res.end(rewritten.body);
      resolve();
    };

    const send = target.startsWith('https:') ? httpsRequest : httpRequest;
    const open = (outgoing: OutgoingHttpHeaders) => {
      let answered = false;
      const upstream = send(target, { method: req.method, headers: outgoing }, (answer) => {
        answered = true;
        const json = String(answer.headers['content-type'] ?? '').includes('json');
        if (json && mayCarrySession(servicePath)) void rewrite(answer);
        else passOn(answer);
      });
      upstream.on('error', () => {
        // A service that answered before reading the whole body (a 413) then stops reading: the
        // rest of the upload fails, the answer stands.
        if (answered) return;
        unreachable(res);
        resolve();
      });
      // The visitor went away: stop the request to the service too.
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
        resolve();
      });
      return upstream;
    };

    if (req.method === 'POST' && carriesRefreshToken(servicePath)) {
      // A refresh or logout from the page names no token: the cookie's is the session's.
      void readBody(req, TOKEN_BODY_LIMIT, 'drain').then((body) => {
        if (body === null) {
          tooLarge(res);
          resolve();
          return;
        }
        const sent = withRefreshToken(body, req.headers.cookie);
        const outgoing = { ...headers, 'content-length': String(sent.length) };
        delete outgoing['transfer-encoding'];
        open(outgoing).end(sent);
      });
      return;
    }
    req.pipe(open(headers));
  });
}
