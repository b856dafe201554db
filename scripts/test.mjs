// `npm test`: typecheck, lint, unit + component + API tests (vitest), then e2e in Chromium.
// Ends with one line "N passed, N failed" summing the vitest and Playwright counts.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { bin, root, run } from './lib.mjs';

const resultsDir = path.join(root, 'test-results');
const unitReport = path.join(resultsDir, 'unit.json');
const e2eReport = path.join(resultsDir, 'e2e.json');
mkdirSync(resultsDir, { recursive: true });
rmSync(unitReport, { force: true });
rmSync(e2eReport, { force: true });

const steps = [
  ['Typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['Lint', bin('eslint'), ['.', '--max-warnings=0']],
  ['Import cycles', 'node', ['scripts/check-cycles.mjs']],
  ['Format', bin('prettier'), ['--check', '.']],
  ['Unused files, exports and dependencies', bin('knip'), []],
  [
    'Unit, component and API tests',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${unitReport}`],
  ],
  ['Production build for the journeys', 'node', ['scripts/e2e.mjs', '--build-only']],
  ['Byte budget per route', 'node', ['scripts/byte-budget.mjs']],
  ['End-to-end tests (Chromium)', 'node', ['scripts/e2e.mjs', '--no-build']],
];

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

let failedStep;
for (const [title, command, args] of steps) {
  console.log(`\n=== ${title} ===`);
  try {
    await run(command, args, { name: title });
  } catch {
    failedStep = title;
    break;
  }
}

const unit = readJson(unitReport);
const e2e = readJson(e2eReport);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats ? e2e.stats.expected + e2e.stats.flaky : 0);
const counted = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
// A step that fails without failing a test (typecheck, lint, a build) still counts as one failure.
const failed = failedStep && counted === 0 ? 1 : counted;
const skipped = (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log('');
if (unit) console.log(`vitest:     ${unit.numPassedTests} passed, ${unit.numFailedTests} failed`);
if (e2e?.stats)
  console.log(`playwright: ${e2e.stats.expected + e2e.stats.flaky} passed, ${e2e.stats.unexpected} failed`);
if (failedStep) console.log(`Stopped at: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep ? 1 : 0);
