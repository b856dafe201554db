/**
 * `npm run bench:cat`: simulates examinees θ ~ N(0, 1) on the seeded bank with the adaptive
 * test (general and placement settings) and a fixed linear form of the same mean length, and
 * prints the figures docs/benchmarks.md records. Options: --examinees N (default 2000), --seed S.
 */
import { defaultContentDir } from '../../content/paths';
import { loadBank } from './bank';
import { GENERAL_CONFIG, PLACEMENT_CONFIG } from './configs';
import { simulateAdaptive, simulateLinear, type SimulationSummary } from './simulate';

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  const value = index >= 0 ? Number(process.argv[index + 1]) : NaN;
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

const examinees = option('--examinees', 2000);
const seed = option('--seed', 20261127);
const { items, problems } = loadBank(process.env.CONTENT_DIR ?? defaultContentDir());
if (problems.length > 0) {
  for (const problem of problems) console.error(`${problem.file} ${problem.path}: ${problem.message}`);
  process.exit(1);
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const row = (name: string, s: SimulationSummary) =>
  `| ${name} | ${s.bias.toFixed(3)} | ${s.rmse.toFixed(3)} | ${s.meanLength.toFixed(1)} | ${s.maxLength} | ${s.maxExposure.toFixed(3)} | ${pct(s.cefrExact)} | ${pct(s.cefrWithinOne)} |`;

const started = Date.now();
const general = simulateAdaptive(items, GENERAL_CONFIG, examinees, seed);
const placement = simulateAdaptive(items, PLACEMENT_CONFIG, examinees, seed);
const linearLength = Math.ceil(general.meanLength);
const linear = simulateLinear(items, linearLength, examinees, seed);
const placementLinear = simulateLinear(items, Math.ceil(placement.meanLength), examinees, seed);

console.log(`Bank: ${items.length} items; ${examinees} simulated examinees, θ ~ N(0, 1), seed ${seed}.`);
console.log('');
console.log('| Test | Bias | RMSE | Mean length | Max length | Max exposure | CEFR exact | CEFR within one |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(row('Adaptive (SE ≤ 0.30)', general));
console.log(row(`Linear, ${linearLength} items`, linear));
console.log(row('Adaptive placement (SE ≤ 0.30 or level decided)', placement));
console.log(row(`Linear, ${Math.ceil(placement.meanLength)} items`, placementLinear));
console.log('');
const checks: [string, boolean][] = [
  ['RMSE ≤ 0.35', general.rmse <= 0.35],
  ['mean length ≤ 20', general.meanLength <= 20],
  ['max exposure ≤ 0.30', general.maxExposure <= 0.3],
  ['CEFR exact ≥ 80 %', general.cefrExact >= 0.8],
  ['CEFR within one ≥ 99 %', general.cefrWithinOne >= 0.99],
  ['adaptive RMSE < linear RMSE at equal length', general.rmse < linear.rmse],
];
for (const [name, pass] of checks) console.log(`${pass ? 'PASS' : 'FAIL'} ${name}`);
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exitCode = checks.every(([, pass]) => pass) ? 0 : 1;
