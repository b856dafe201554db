// `npm run test:e2e`: Playwright in Chromium against a production build of the web app and the
// real API on a fresh database. Uses its own ports and build folder so a running `npm start`
// is left alone.
//
// The international edition is a second build (NEXT_PUBLIC_SITE_EDITION is inlined at build time,
// decision 0056) served on its own port against the same API; its smoke journeys live in
// e2e/international/. An edition is built and served only when the journeys asked for need it:
// all of them (no file named), or a named file inside or outside e2e/international.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { assertPortsFree, bin, run, startService, stopService, waitForUrl } from './lib.mjs';

const webPort = Number(process.env.E2E_WEB_PORT ?? 3100);
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const authPort = Number(process.env.E2E_AUTH_PORT ?? 4101);
const ieWebPort = Number(process.env.E2E_IE_WEB_PORT ?? webPort + 2);
// The demo partner's site (scripts/demo-partner.mjs), another origin that frames our partner page;
// beside the web port by default, so runs on other ports never meet on it.
const partnerPort = Number(process.env.E2E_PARTNER_PORT ?? webPort + 9);
const partnerUrl = `http://localhost:${partnerPort}`;
const webUrl = `http://localhost:${webPort}`;
const ieWebUrl = `http://localhost:${ieWebPort}`;
const apiUrl = `http://127.0.0.1:${apiPort}`;
const authUrl = `http://127.0.0.1:${authPort}`;
const skipBuild = process.argv.includes('--no-build');
// `npm test` builds first, checks the byte budget of that build, then runs the journeys on it.
const buildOnly = process.argv.includes('--build-only');
const playwrightArgs = process.argv.slice(2).filter((a) => a !== '--no-build' && a !== '--build-only');
const namedFiles = playwrightArgs.filter((a) => !a.startsWith('-') && (a.startsWith('e2e') || a.endsWith('.ts')));
const isInternationalFile = (file) => file.includes('international');
const editions = {
  standard: namedFiles.length === 0 || namedFiles.some((file) => !isInternationalFile(file)),
  international: namedFiles.length === 0 || namedFiles.some(isInternationalFile),
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-db-'));
const services = [];
const cleanup = () => {
  services.forEach(stopService);
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});

// No API address in the build: the web server is told where the services are when it starts,
// so a build with the wrong addresses baked in would fail every journey.
const sharedEnv = {
  NEXT_PUBLIC_SITE_URL: webUrl,
  NEXT_DIST_DIR: '.next-e2e',
  NEXT_TELEMETRY_DISABLED: '1',
};
const ieEnv = {
  ...sharedEnv,
  NEXT_PUBLIC_SITE_URL: ieWebUrl,
  NEXT_PUBLIC_SITE_EDITION: 'international',
  NEXT_DIST_DIR: '.next-e2e-ie',
  // A chat script is configured, so the journeys prove the edition, not a missing URL, keeps it off.
  NEXT_PUBLIC_CHAT_WIDGET_URL: `${apiUrl}/e2e/chat-widget.js`,
};

let exitCode = 0;
try {
  const chromium = ensureChromium();
  await assertPortsFree([
    webPort,
    apiPort,
    authPort,
    ...(editions.international ? [ieWebPort] : []),
    ...(editions.standard ? [partnerPort] : []),
  ]);
  if (!skipBuild) {
    await run('node', ['scripts/build-api.mjs'], { name: 'build:api' });
    // The e2e API is not running yet: pages pre-rendered at build time never reach another API
    // that happens to listen on the default port (a running `npm start`), so the build and its
    // byte budget are the same here as on a machine with nothing running.
    const buildEnv = { API_URL: apiUrl, AUTH_URL: authUrl, NODE_ENV: 'production' };
    if (editions.standard) {
      console.log('Building the web app for e2e…');
      await timed('next build', () =>
        run(bin('next'), ['build'], { name: 'next build', env: { ...sharedEnv, ...buildEnv } }),
      );
    }
    if (editions.international) {
      console.log('Building the international edition for e2e…');
      await timed('next build (international)', () =>
        run(bin('next'), ['build'], { name: 'next build (international)', env: { ...ieEnv, ...buildEnv } }),
      );
    }
  }
  if (!buildOnly) await runJourneys(chromium);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  cleanup();
}
process.exit(exitCode);

/** The API on a fresh database, the web app on the build, and Playwright against them. */
async function runJourneys(chromium) {
  const api = startService('api', 'node', ['backend/dist/server.js'], {
    NODE_ENV: 'test',
    API_HOST: '127.0.0.1',
    API_PORT: String(apiPort),
    AUTH_PORT: String(authPort),
    DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
    CORS_ORIGINS: `${webUrl},${ieWebUrl}`,
    // Many tests sign the same demo account in; the device limit has its own API tests.
    MAX_DEVICES: '100',
    // Two workers sign in and request codes quickly; the limits themselves have API tests.
    RATE_LIMIT_MULTIPLIER: '100',
    // The journeys are about flows, not the key-derivation cost: a lighter scrypt keeps
    // password-changing steps quick on a busy 2-core runner. The API tests cover the real cost.
    PASSWORD_HASH_COST: '14',
    LOG_LEVEL: process.env.E2E_API_LOG_LEVEL ?? 'warn',
    // The demo partner on this run's port: it may frame the partner page and receives the results.
    DEMO_PARTNER_ORIGINS: partnerUrl,
    DEMO_PARTNER_CALLBACK_URL: `${partnerUrl}/callback`,
    PARTNER_CALLBACK_INTERVAL_SECONDS: '1',
  });
  services.push(api);
  await waitForUrl(`${apiUrl}/health`, { child: api, timeoutMs: 120_000 });
  await waitForUrl(`${authUrl}/health`, { child: api });
  const serverEnv = { API_URL: apiUrl, AUTH_URL: authUrl, NODE_ENV: 'production' };
  const webServers = [];
  if (editions.standard) webServers.push(['web', webPort, webUrl, sharedEnv]);
  if (editions.international) webServers.push(['web-ie', ieWebPort, ieWebUrl, ieEnv]);
  for (const [name, port, url, envOfBuild] of webServers) {
    const web = startService(name, bin('next'), ['start', '-p', String(port)], { ...envOfBuild, ...serverEnv });
    services.push(web);
    await waitForUrl(`${url}/`, { child: web, timeoutMs: 120_000 });
  }
  if (editions.standard) {
    const partner = startService('partner', 'node', ['scripts/demo-partner.mjs'], {
      DEMO_PARTNER_PORT: String(partnerPort),
      DEMO_PARTNER_WEB_URL: webUrl,
    });
    services.push(partner);
    await waitForUrl(`${partnerUrl}/results`, { child: partner });
  }

  await run(bin('playwright'), ['test', ...playwrightArgs], {
    name: 'playwright',
    env: {
      E2E_BASE_URL: webUrl,
      // The `international` project exists only when its web server runs.
      ...(editions.international ? { E2E_IE_BASE_URL: ieWebUrl } : {}),
      E2E_WEB_PORT: String(webPort),
      E2E_API_URL: apiUrl,
      E2E_AUTH_URL: authUrl,
      E2E_PARTNER_URL: partnerUrl,
      CHROMIUM_PATH: chromium,
    },
  });
}

/** Runs a step and logs how long it took, so the cost of each build shows in the CI log. */
async function timed(label, step) {
  const started = Date.now();
  await step();
  console.log(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
}
