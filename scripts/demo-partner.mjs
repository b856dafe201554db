// A partner's site, for the local demo and e2e: a page on its own origin that embeds our
// `/demo-school/practice` in an iframe and signs its learner in with an assertion (an HS256 JWT
// made here, on the partner's server, with the partner's shared secret), and a `/callback` that
// receives the signed results our API sends back, verifies them and shows them (`GET /results`).
//
//   node scripts/demo-partner.mjs          # http://localhost:3539 (DEMO_PARTNER_PORT)
//
// The registered origin is http://localhost:<port>. The same server opened at
// http://127.0.0.1:<port> is an origin the registry does not list: our page refuses that frame.
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

/** The secret the API's demo partner has when DEMO_PARTNER_SECRET is not set (development only). */
const DEMO_PARTNER_DEV_SECRET = 'demo-school-shared-secret-for-development-only';
const SIGNATURE_TOLERANCE_SECONDS = 300;
const MAX_BODY_BYTES = 64 * 1024;

function demoPartnerSettings(env = process.env) {
  const port = Number(env.DEMO_PARTNER_PORT ?? 3539);
  return {
    port,
    webUrl: (env.DEMO_PARTNER_WEB_URL ?? `http://localhost:${env.WEB_PORT ?? 3000}`).replace(/\/+$/, ''),
    secret: env.DEMO_PARTNER_SECRET || DEMO_PARTNER_DEV_SECRET,
    audience: env.SITE_AUDIENCE ?? 'luyen-thi-tieng-anh',
    partner: 'demo-school',
    page: 'practice',
    registeredOrigin: `http://localhost:${port}`,
  };
}

const base64url = (value) => Buffer.from(value).toString('base64url');

/** A compact HS256 JWT of the partner's learner; `lifetimeSeconds` < 0 makes one already expired. */
function signAssertion(settings, learner, { lifetimeSeconds = 120 } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const exp = now + lifetimeSeconds;
  const claims = {
    iss: settings.partner,
    aud: settings.audience,
    sub: learner.id,
    name: learner.name,
    iat: Math.min(now, exp - 60),
    exp,
    jti: randomUUID(),
  };
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  const signature = createHmac('sha256', settings.secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

/** `X-Partner-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + '.' + body)>`, checked. */
function verifySignature(secret, header, body, nowSeconds = Math.floor(Date.now() / 1000)) {
  if (typeof header !== 'string') return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => {
      const [key, ...rest] = part.trim().split('=');
      return [key, rest.join('=')];
    }),
  );
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_SECONDS) return false;
  if (typeof parts.v1 !== 'string' || !/^[0-9a-f]{64}$/.test(parts.v1)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(parts.v1, 'hex'));
}

const DEMO_LEARNER = { id: 'hs-1024', name: 'Trần Bảo Ngọc' };

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

function page(settings, host) {
  const origin = `http://${host}`;
  const registered = origin === settings.registeredOrigin;
  const assertion = signAssertion(settings, DEMO_LEARNER);
  const src = `${settings.webUrl}/${settings.partner}/${settings.page}#assertion=${assertion}`;
  return `<!doctype html>
<html lang="vi">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo School — Luyện tập</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f0fdfa; color: #134e4a; }
  header { padding: 12px 20px; background: #134e4a; color: #fff; display: flex; justify-content: space-between; flex-wrap: wrap; gap: 8px; }
  main { padding: 16px; max-width: 1200px; margin: 0 auto; }
  iframe { width: 100%; height: 720px; border: 2px solid #0f766e; border-radius: 8px; background: #fff; }
  .note { font-size: 14px; }
  #results li { font-family: ui-monospace, monospace; font-size: 13px; }
</style>
</head>
<body>
<header>
  <strong>Demo School</strong>
  <span class="note">${escapeHtml(DEMO_LEARNER.name)} · ${escapeHtml(origin)} ${registered ? '(registered origin)' : '(NOT a registered origin: the frame is refused)'}</span>
</header>
<main>
  <iframe id="embed" title="Luyện thi tiếng Anh" src="${escapeHtml(src)}" allow="microphone; autoplay"></iframe>
  <h2>Results received by Demo School</h2>
  <ul id="results"><li>None yet.</li></ul>
</main>
<script>
  async function refresh() {
    const results = await fetch('/results').then((r) => r.json()).catch(() => []);
    const list = document.getElementById('results');
    if (results.length === 0) return;
    list.replaceChildren(...results.map((entry) => {
      const li = document.createElement('li');
      li.textContent = (entry.verified ? '✔ signed ' : '✘ unsigned ') + JSON.stringify(entry.payload);
      return li;
    }));
  }
  setInterval(refresh, 2000);
  refresh();
</script>
</body>
</html>`;
}

function readBody(req) {
  return new Promise((resolve) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function createDemoPartner(settings = demoPartnerSettings()) {
  /** The callbacks received, newest last; unsigned ones are refused and not kept. */
  const results = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    const json = (status, body) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(page(settings, req.headers.host ?? settings.registeredOrigin.slice('http://'.length)));
      return;
    }
    if (req.method === 'GET' && url.pathname === '/results') return json(200, results);
    // A fresh assertion for scripts and e2e (`?expired=1`: one that has already expired).
    if (req.method === 'GET' && url.pathname === '/assertion') {
      const expired = url.searchParams.get('expired') === '1';
      const assertion = signAssertion(settings, DEMO_LEARNER, { lifetimeSeconds: expired ? -60 : 120 });
      return json(200, {
        assertion,
        embedUrl: `${settings.webUrl}/${settings.partner}/${settings.page}#assertion=${assertion}`,
      });
    }
    if (req.method === 'POST' && url.pathname === '/callback') {
      const body = await readBody(req);
      if (body === null) return json(413, { ok: false });
      if (!verifySignature(settings.secret, req.headers['x-partner-signature'], body)) return json(401, { ok: false });
      let payload;
      try {
        payload = JSON.parse(body);
      } catch {
        return json(400, { ok: false });
      }
      results.push({ verified: true, receivedAt: new Date().toISOString(), payload });
      return json(200, { ok: true });
    }
    json(404, { ok: false });
  });
  return { server, results, settings };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { server, settings } = createDemoPartner();
  server.listen(settings.port, () => {
    console.log(
      `Demo partner page: ${settings.registeredOrigin}/  (embeds ${settings.webUrl}/${settings.partner}/${settings.page})`,
    );
    console.log(`Unregistered origin (the frame is refused): http://127.0.0.1:${settings.port}/`);
  });
}
