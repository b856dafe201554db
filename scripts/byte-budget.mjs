// `npm run budget`: the bytes every route of a production build makes a first-time visitor pay,
// held to `perf-budget.json`. First-load JavaScript (the `_app` chunks plus the page's own, from
// the build manifest, gzip-compressed here) is read as a ratio to a bare Next.js page built with
// the same Next.js and React; the home page's pre-rendered HTML in KiB. Bytes, unlike timings,
// are the same on every run, so this can fail a build.
//
//   node scripts/byte-budget.mjs                      # reads .next-e2e (the e2e build)
//   NEXT_DIST_DIR=.next node scripts/byte-budget.mjs  # another build
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { bareDir, buildBareApp } from './bare-app.mjs';
import { root } from './lib.mjs';

const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? '.next-e2e');
const budget = JSON.parse(readFileSync(path.join(root, 'perf-budget.json'), 'utf8'));
const kib = (bytes) => bytes / 1024;

/** First-load JavaScript per page of a build: its gzip bytes, counting each shared chunk once. */
function firstLoadJs(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'build-manifest.json'), 'utf8'));
  const sizes = new Map();
  const gzipOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dir, file))).length);
    return sizes.get(file);
  };
  const scripts = (files) => files.filter((file) => file.endsWith('.js'));
  const shell = [...manifest.rootMainFiles, ...scripts(manifest.pages['/_app'] ?? [])];
  const pages = {};
  for (const [route, files] of Object.entries(manifest.pages)) {
    if (route === '/_app' || route === '/_error') continue;
    const unique = new Set([...shell, ...scripts(files)]);
    pages[route] = [...unique].reduce((total, file) => total + gzipOf(file), 0);
  }
  return pages;
}

/** The ceiling a route is held to: its own ratchet if it has one, else the target for its kind. */
function ceilingOf(route) {
  return budget.ceilings.firstLoadJs[route] ?? budget.targets.firstLoadJs[route] ?? budget.targets.firstLoadJs['*'];
}

if (!existsSync(path.join(distDir, 'build-manifest.json'))) {
  console.error(`No production build in ${path.relative(root, distDir)}: build the web app first.`);
  process.exit(1);
}
await buildBareApp();
const bare = firstLoadJs(path.join(bareDir, '.next'))['/'];
const pages = firstLoadJs(distDir);

const over = [];
const loose = [];
console.log(`First-load JavaScript (gzip) per route, beside the bare page's ${kib(bare).toFixed(1)} KiB:`);
for (const [route, bytes] of Object.entries(pages).sort(([a], [b]) => a.localeCompare(b))) {
  const ratio = bytes / bare;
  const ceiling = ceilingOf(route);
  const verdict = ratio > ceiling ? 'OVER' : 'ok';
  if (ratio > ceiling) over.push(`${route} ${ratio.toFixed(2)}× > ${ceiling}×`);
  else if (route in budget.ceilings.firstLoadJs && ceiling - ratio > budget.ratchetSlack)
    loose.push(`${route} ${ratio.toFixed(2)}× (ceiling ${ceiling}×)`);
  console.log(
    `  ${route.padEnd(52)} ${kib(bytes).toFixed(1).padStart(7)} KiB  ${ratio.toFixed(2)}×  ≤ ${ceiling}×  ${verdict}`,
  );
}

console.log('Home page HTML (pre-rendered):');
for (const [locale, ceiling] of Object.entries(budget.ceilings.homeHtmlKiB)) {
  const file = path.join(distDir, 'server', 'pages', `${locale}.html`);
  if (!existsSync(file)) {
    over.push(`home HTML (${locale}): not pre-rendered`);
    continue;
  }
  const size = kib(readFileSync(file).length);
  if (size > ceiling) over.push(`home HTML (${locale}) ${size.toFixed(1)} KiB > ${ceiling} KiB`);
  console.log(
    `  ${locale.padEnd(52)} ${size.toFixed(1).padStart(7)} KiB  ≤ ${ceiling} KiB (target ${budget.targets.homeHtmlKiB})  ${size > ceiling ? 'OVER' : 'ok'}`,
  );
}

if (loose.length > 0)
  console.log(`\nWell under their ceilings; lower them in perf-budget.json to keep the gain:\n  ${loose.join('\n  ')}`);
if (over.length > 0) {
  console.error(`\nOver budget (perf-budget.json):\n  ${over.join('\n  ')}`);
  process.exit(1);
}
