// `npm run dev`: the API with reload on change and the web app in development mode.
import { assertPortsFree, bin, DEMO_ACCOUNTS, loadDotEnv, startService, stopService, waitForUrl } from './lib.mjs';

loadDotEnv();
const webPort = Number(process.env.WEB_PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const authPort = Number(process.env.AUTH_PORT ?? 4001);
const apiHost = process.env.API_HOST ?? '127.0.0.1';
// The browser reaches the services through the web app (/api/main, /api/sign-in); the web server
// forwards to API_URL and AUTH_URL.
const localApiHost = apiHost === '0.0.0.0' || apiHost === '::' ? '127.0.0.1' : apiHost;
const webEnv = {
  API_URL: process.env.API_URL || `http://${localApiHost}:${apiPort}`,
  AUTH_URL: process.env.AUTH_URL || `http://${localApiHost}:${authPort}`,
};

const services = [];
const shutdown = (code = 0) => {
  services.forEach(stopService);
  process.exit(code);
};
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  await assertPortsFree([webPort, apiPort, authPort]);
  const api = startService('api', bin('tsx'), ['watch', 'backend/src/server.ts']);
  services.push(api);
  await waitForUrl(`http://${apiHost}:${apiPort}/health`, { timeoutMs: 120_000 });
  const web = startService('web', bin('next'), ['dev', '-p', String(webPort)], webEnv);
  services.push(web);
  console.log(
    `\n  Development servers: web http://localhost:${webPort}, API http://${apiHost}:${apiPort}, sign-in http://${apiHost}:${authPort}`,
  );
  console.log(`  Demo: ${DEMO_ACCOUNTS.map((a) => `${a.role} ${a.phone} / ${a.password}`).join(', ')}\n`);
} catch (error) {
  console.error(`\nCould not start: ${error instanceof Error ? error.message : error}`);
  shutdown(1);
}
