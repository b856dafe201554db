// `npm start`: build the API and the web app, create/migrate/seed the database on first start,
// serve both, and print where to go.
import { assertPortsFree, bin, DEMO_ACCOUNTS, loadDotEnv, run, startService, stopService, waitForUrl } from './lib.mjs';

loadDotEnv();
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const authPort = Number(process.env.AUTH_PORT ?? 4001);
// The demo partner's site (scripts/demo-partner.mjs) that frames the partner page.
const partnerPort = Number(process.env.DEMO_PARTNER_PORT ?? 3539);
const apiHost = process.env.API_HOST ?? '127.0.0.1';
// The web app runs its production build. The API runs as the local demo: demo accounts seeded,
// a signing key kept in backend/data, the OTP outbox readable (no SMS provider is reachable).
// The browser reaches the services through the web app (/api/main, /api/sign-in); the web server
// forwards to API_URL and AUTH_URL, read when it starts.
const localApiHost = apiHost === '0.0.0.0' || apiHost === '::' ? '127.0.0.1' : apiHost;
const webEnv = {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  API_URL: process.env.API_URL || `http://${localApiHost}:${apiPort}`,
  AUTH_URL: process.env.AUTH_URL || `http://${localApiHost}:${authPort}`,
};
const apiEnv = {
  NODE_ENV: process.env.NODE_ENV === 'production' ? 'production' : 'development',
  // Request logs would bury the addresses printed below; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  // The demo partner on its configured port: it may frame the partner page and receives the results.
  DEMO_PARTNER_ORIGINS: process.env.DEMO_PARTNER_ORIGINS ?? `http://localhost:${partnerPort}`,
  DEMO_PARTNER_CALLBACK_URL: process.env.DEMO_PARTNER_CALLBACK_URL ?? `http://localhost:${partnerPort}/callback`,
};

const services = [];
const shutdown = (code = 0) => {
  services.forEach(stopService);
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  await assertPortsFree([webPort, apiPort, authPort, partnerPort]);
  console.log('Building the API…');
  await run('node', ['scripts/build-api.mjs'], { name: 'build:api' });
  console.log('Building the web app (this takes a minute or two)…');
  await run(bin('next'), ['build'], {
    name: 'next build',
    env: { NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  });

  const api = startService('api', 'node', ['backend/dist/server.js'], apiEnv);
  services.push(api);
  await waitForUrl(`http://${apiHost}:${apiPort}/health`, { child: api, timeoutMs: 120_000 });
  await waitForUrl(`http://${apiHost}:${authPort}/health`, { child: api });

  const web = startService('web', bin('next'), ['start', '-p', String(webPort)], webEnv);
  services.push(web);
  await waitForUrl(`http://localhost:${webPort}/`, { child: web, timeoutMs: 120_000 });

  const partner = startService('partner', 'node', ['scripts/demo-partner.mjs'], {
    DEMO_PARTNER_PORT: String(partnerPort),
    DEMO_PARTNER_WEB_URL: `http://localhost:${webPort}`,
  });
  services.push(partner);
  await waitForUrl(`http://localhost:${partnerPort}/results`, { child: partner });

  for (const child of services) child.on('exit', (code) => shutdown(code ?? 1));

  console.log(`
  The platform is running.

    Web app          http://localhost:${webPort}   (English: http://localhost:${webPort}/en)
    Main API         http://${apiHost}:${apiPort}   (docs: /docs)
    Sign-in service  http://${apiHost}:${authPort}   (docs: /docs)
    One-time codes   http://${apiHost}:${apiPort}/dev/otp-outbox   (no SMS is sent from here)
    Partner demo     http://localhost:${partnerPort}   (a partner's site framing /demo-school/practice)

  Demo accounts:
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} phone ${a.phone}   password ${a.password}${a.note ? `   (${a.note})` : ''}`).join('\n')}
    (Teacher accounts are refused by the student site, as the product requires.)
  Class codes: HOC6A2 (the student's class), CLB7BX (joins at once), DUYET9 (needs approval), DAY8DX (full)

  Press Ctrl+C to stop.
`);
} catch (error) {
  console.error(`\nCould not start: ${error instanceof Error ? error.message : error}`);
  shutdown(1);
}
