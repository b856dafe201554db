// `npm run bench:web`: how much JavaScript the home page and /explore make a first-time visitor
// download before they can interact, beside a bare Next.js page built in the same run with the
// same Next.js and React. Prints gzip bytes and the ratio to the bare page (targets: home ≤ 1.35×,
// /explore ≤ 1.7×). A benchmark to read, not a test: it always exits 0 unless something breaks.
//
//   npm run bench:web               # build both apps, then measure
//   npm run bench:web -- --no-build # reuse the last bench build
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BENCH_PORTS,
  bareUrl,
  buildForBench,
  kb,
  launchBrowser,
  measure,
  measureMedian,
  startApi,
  startWebAndBare,
  webUrl,
} from './bench-lib.mjs';
import { ensureChromium } from './ensure-chromium.mjs';
import { assertPortsFree, stopService } from './lib.mjs';

const TARGETS = { '/': 1.35, '/explore': 1.7 };

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-db-'));
const services = [];
let exitCode = 0;
try {
  const executablePath = ensureChromium();
  await assertPortsFree(BENCH_PORTS);
  await buildForBench();
  await startApi(services, path.join(dataDir, 'bench.db'));
  await startWebAndBare(services);

  const browser = await launchBrowser(executablePath);
  const baseline = await measure(browser, `${bareUrl}/`);
  const rows = [['bare Next.js page', baseline, null]];
  for (const route of Object.keys(TARGETS))
    rows.push([route, await measureMedian(browser, `${webUrl}${route}`), TARGETS[route]]);
  await browser.close();

  console.log(
    '\nJavaScript loaded before interaction (gzip, median of 5 loads per page), and what loads later at idle:',
  );
  for (const [name, result, target] of rows) {
    const ratio = result.gzip / baseline.gzip;
    const verdict =
      target == null ? '' : `  ${ratio.toFixed(2)}× (target ≤ ${target}×) ${ratio <= target ? 'OK' : 'OVER'}`;
    const later = `later ${kb(result.later)} in ${result.laterFiles} files`;
    console.log(
      `  ${name.padEnd(20)} ${kb(result.gzip).padStart(10)}  ${String(result.files).padStart(3)} files${verdict}  (${later})`,
    );
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 1;
} finally {
  services.forEach(stopService);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(exitCode);
