// `node scripts/screenshots.mjs [baseUrl] [path …]`: full-page screenshots of a running site at
// desktop 1440×900 and phone 390×844, in vi and en, into screenshots/ — for looking at screens.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureChromium } from './ensure-chromium.mjs';
import { root } from './lib.mjs';

const [baseUrl = 'http://localhost:3000', ...routes] = process.argv.slice(2);
const pages = routes.length ? routes : ['/', '/login', '/page/about-us', '/404-example', '/403'];
const outDir = path.join(root, 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch({
  executablePath: ensureChromium(),
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
const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
for (const [device, viewport] of Object.entries(viewports)) {
  const context = await browser.newContext({ viewport, isMobile: device === 'phone', hasTouch: device === 'phone' });
  const page = await context.newPage();
  for (const locale of ['vi', 'en']) {
    for (const route of pages) {
      const url = `${baseUrl}${locale === 'en' ? '/en' : ''}${route === '/' && locale === 'en' ? '' : route}`;
      await page.goto(url, { waitUntil: 'networkidle' });
      const name = `${device}-${locale}-${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: true });
      console.log(name);
    }
  }
  await context.close();
}
await browser.close();
