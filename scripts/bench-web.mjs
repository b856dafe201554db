// `npm run bench:web`: how much JavaScript the home page and /explore make a first-time visitor
// download before they can interact, beside a bare Next.js page built in the same run with the
// same Next.js and React. Prints gzip bytes and the ratio to the bare page (targets: home ≤ 1.35×,
// /explore ≤ 1.7×). A benchmark to read, not a test: it always exits 0 unless something breaks.
//
//   npm run bench:web               # build both apps, then measure
//   npm run bench:web -- --no-build # reuse the last bench build
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium } from './ensure-chromium.mjs';
import { assertPortsFree, bin, root, run, startService, stopService, waitForUrl } from './lib.mjs';

const webPort = 3200;
const barePort = 3201;
const apiPort = 4200;
const authPort = 4201;
const webUrl = `http://localhost:${webPort}`;
const bareUrl = `http://localhost:${barePort}`;
const apiUrl = `http://localhost:${apiPort}`;
const skipBuild = process.argv.includes('--no-build');
const bareDir = path.join(root, '.bench', 'bare');
const TARGETS = { '/': 1.35, '/explore': 1.7 };

const webEnv = {
  NEXT_PUBLIC_API_URL: apiUrl,
  NEXT_PUBLIC_AUTH_URL: `http://localhost:${authPort}`,
  NEXT_PUBLIC_SITE_URL: webUrl,
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
};

/** The smallest Pages Router app: one page, no data, no styles. */
function writeBareApp() {
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(path.join(bareDir, 'pages'), { recursive: true });
  writeFileSync(
    path.join(bareDir, 'pages', 'index.js'),
    'export default function Home() {\n  return <main><h1>Hello</h1></main>;\n}\n',
  );
  writeFileSync(path.join(bareDir, 'next.config.js'), 'module.exports = { reactStrictMode: true };\n');
  writeFileSync(path.join(bareDir, 'package.json'), '{ "private": true }\n');
}

/**
 * Scripts the page needs to become interactive: those requested before the window's load event
 * (the HTML's script tags and what they import at once). Code split off to load later, at idle,
 * and Next's route prefetches are reported separately as "later", measured until the network has
 * been quiet for a second. Sizes are gzip-compressed here, the same way for every page.
 */
async function measure(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const scripts = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    const beforeLoad = !loaded;
    scripts.push(
      request.response()
        .then((response) => response?.body())
        .then((body) => (body ? { url: request.url(), beforeLoad, gzip: gzipSync(body).length } : null))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const all = (await Promise.all(scripts)).filter(Boolean);
  await context.close();
  const first = all.filter((s) => s.beforeLoad);
  const sum = (list) => list.reduce((total, s) => total + s.gzip, 0);
  return { files: first.length, gzip: sum(first), laterFiles: all.length - first.length, later: sum(all) - sum(first) };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-db-'));
const services = [];
let exitCode = 0;
try {
  const executablePath = ensureChromium();
  await assertPortsFree([webPort, barePort, apiPort, authPort]);
  if (!skipBuild) {
    writeBareApp();
    await run('node', ['scripts/build-api.mjs'], { name: 'build:api' });
    console.log('Building the web app…');
    await run(bin('next'), ['build'], { name: 'next build', env: webEnv, quiet: true });
    console.log('Building the bare Next.js page…');
    await run(bin('next'), ['build', bareDir], { name: 'next build (bare)', env: { NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' }, quiet: true });
  }
  const api = startService('api', 'node', ['backend/dist/server.js'], {
    NODE_ENV: 'test',
    API_PORT: String(apiPort),
    AUTH_PORT: String(authPort),
    DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`,
    CORS_ORIGINS: webUrl,
    LOG_LEVEL: 'warn',
  });
  services.push(api);
  await waitForUrl(`${apiUrl}/health`, { child: api, timeoutMs: 120_000 });
  const web = startService('web', bin('next'), ['start', '-p', String(webPort)], webEnv);
  services.push(web);
  const bare = startService('bare', bin('next'), ['start', bareDir, '-p', String(barePort)], {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  services.push(bare);
  await waitForUrl(`${webUrl}/`, { child: web, timeoutMs: 120_000 });
  await waitForUrl(`${bareUrl}/`, { child: bare, timeoutMs: 120_000 });

  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
  });
  const baseline = await measure(browser, `${bareUrl}/`);
  const rows = [['bare Next.js page', baseline, null]];
  for (const route of Object.keys(TARGETS)) rows.push([route, await measure(browser, `${webUrl}${route}`), TARGETS[route]]);
  await browser.close();

  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log('\nJavaScript loaded before interaction (gzip), and what loads later at idle:');
  for (const [name, result, target] of rows) {
    const ratio = result.gzip / baseline.gzip;
    const verdict = target == null ? '' : `  ${ratio.toFixed(2)}× (target ≤ ${target}×) ${ratio <= target ? 'OK' : 'OVER'}`;
    const later = `later ${kb(result.later)} in ${result.laterFiles} files`;
    console.log(`  ${name.padEnd(20)} ${kb(result.gzip).padStart(10)}  ${String(result.files).padStart(3)} files${verdict}  (${later})`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  services.forEach(stopService);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
