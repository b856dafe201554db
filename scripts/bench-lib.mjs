// What the benchmarks share (`npm run bench:web`, `npm run bench:player`): the ports, the
// production build of the web app in .next-bench beside a bare Next.js page built with the same
// Next.js and React, the services, the browser, and the first-load JavaScript measurement.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { bareDir, buildBareApp } from './bare-app.mjs';
import { bin, run, startService, waitForUrl } from './lib.mjs';

const webPort = 3200;
const barePort = 3201;
const apiPort = 4200;
const authPort = 4201;
export const webUrl = `http://localhost:${webPort}`;
export const bareUrl = `http://localhost:${barePort}`;
const apiUrl = `http://localhost:${apiPort}`;
export const BENCH_PORTS = [webPort, barePort, apiPort, authPort];
const skipBuild = process.argv.includes('--no-build');

const webEnv = {
  // Read by the web server at runtime: the browser calls the services through /api/main and /api/sign-in.
  API_URL: `http://127.0.0.1:${apiPort}`,
  AUTH_URL: `http://127.0.0.1:${authPort}`,
  NEXT_PUBLIC_SITE_URL: webUrl,
  NEXT_DIST_DIR: '.next-bench',
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
};

/** Builds the API bundle, the web app (.next-bench) and the bare page, unless --no-build. */
export async function buildForBench() {
  if (skipBuild) return;
  await run('node', ['scripts/build-api.mjs'], { name: 'build:api' });
  console.log('Building the web app…');
  await run(bin('next'), ['build'], { name: 'next build', env: webEnv, quiet: true });
  console.log('Building the bare Next.js page…');
  await buildBareApp({ force: true });
}

/**
 * The main API and the sign-in service on the bench ports, on the given SQLite file; resolves
 * once the API answers. The process is pushed to `services` at once, so it is stopped on failure.
 */
export async function startApi(services, databaseFile, extraEnv = {}) {
  const api = startService('api', 'node', ['backend/dist/server.js'], {
    NODE_ENV: 'test',
    API_PORT: String(apiPort),
    AUTH_PORT: String(authPort),
    DATABASE_URL: `file:${databaseFile}`,
    CORS_ORIGINS: webUrl,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });
  services.push(api);
  await waitForUrl(`${apiUrl}/health`, { child: api, timeoutMs: 120_000 });
}

/** The web app and the bare page, started; resolves once both answer. Both are pushed to `services`. */
export async function startWebAndBare(services) {
  const web = startService('web', bin('next'), ['start', '-p', String(webPort)], webEnv);
  services.push(web);
  const bare = startService('bare', bin('next'), ['start', bareDir, '-p', String(barePort)], {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  services.push(bare);
  await waitForUrl(`${webUrl}/`, { child: web, timeoutMs: 120_000 });
  await waitForUrl(`${bareUrl}/`, { child: bare, timeoutMs: 120_000 });
}

export function launchBrowser(executablePath) {
  return chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Size of one script response, gzip-compressed here (the same way for every page), or null. */
export function scriptSize(request) {
  return request
    .response()
    .then((response) => response?.body())
    .then((body) => (body ? { url: request.url(), gzip: gzipSync(body).length } : null))
    .catch(() => null);
}

export const sumGzip = (list) => list.reduce((total, s) => total + s.gzip, 0);
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * Scripts the page needs to become interactive: those requested before the window's load event
 * (the HTML's script tags and what they import at once). Code split off to load later, at idle,
 * and Next's route prefetches are reported separately as "later", measured until the network has
 * been quiet for a second. Sizes are gzip-compressed here, the same way for every page.
 */
export async function measure(browser, url) {
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
    scripts.push(scriptSize(request).then((size) => (size ? { ...size, beforeLoad } : null)));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const all = (await Promise.all(scripts)).filter(Boolean);
  await context.close();
  const first = all.filter((s) => s.beforeLoad);
  return {
    files: first.length,
    gzip: sumGzip(first),
    laterFiles: all.length - first.length,
    later: sumGzip(all) - sumGzip(first),
  };
}

/**
 * The median of a few first visits: a chunk the page imports on mount (axios, when data is
 * refreshed) is requested sometimes before the load event and sometimes just after it.
 */
export async function measureMedian(browser, url, loads = 5) {
  const results = [];
  for (let i = 0; i < loads; i += 1) results.push(await measure(browser, url));
  return results.sort((a, b) => a.gzip - b.gzip)[Math.floor(loads / 2)];
}
