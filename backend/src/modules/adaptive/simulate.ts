import {
  CAT_SKILLS,
  eap,
  probability,
  runCat,
  seededRandom,
  type CatConfig,
  type IrtItem,
  type ItemResponse,
} from './engine';
import { cefrScale, CEFR_LEVELS, type CefrScale } from './scoring';

/**
 * Monte Carlo simulation of the adaptive test on a bank (catsim's structure): examinees with θ
 * drawn from N(0, 1) answer by the model, and the estimates are compared with the truth. A
 * fixed-length linear form drawn from the same bank is simulated beside it for comparison.
 */

export interface SimulationSummary {
  examinees: number;
  bias: number;
  rmse: number;
  meanLength: number;
  maxLength: number;
  maxExposure: number;
  cefrExact: number;
  cefrWithinOne: number;
}

interface Outcome {
  theta: number;
  estimate: number;
  length: number;
}

/** Standard normal draw (Box–Muller) from a uniform generator. */
export function normal(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

function summarize(
  outcomes: readonly Outcome[],
  exposure: ReadonlyMap<string, number>,
  scale: CefrScale,
): SimulationSummary {
  const n = outcomes.length;
  const levelIndex = (theta: number) => CEFR_LEVELS.indexOf(scale.levelOf(theta));
  let bias = 0;
  let squared = 0;
  let length = 0;
  let longest = 0;
  let exact = 0;
  let withinOne = 0;
  for (const outcome of outcomes) {
    const error = outcome.estimate - outcome.theta;
    bias += error;
    squared += error * error;
    length += outcome.length;
    longest = Math.max(longest, outcome.length);
    const distance = Math.abs(levelIndex(outcome.estimate) - levelIndex(outcome.theta));
    if (distance === 0) exact += 1;
    if (distance <= 1) withinOne += 1;
  }
  return {
    examinees: n,
    bias: bias / n,
    rmse: Math.sqrt(squared / n),
    meanLength: length / n,
    maxLength: longest,
    maxExposure: Math.max(0, ...exposure.values()) / n,
    cefrExact: exact / n,
    cefrWithinOne: withinOne / n,
  };
}

export function simulateAdaptive(
  bank: readonly IrtItem[],
  config: CatConfig,
  examinees: number,
  seed: number,
  scale: CefrScale = cefrScale,
): SimulationSummary {
  const random = seededRandom(seed);
  const counts = new Map<string, number>();
  const outcomes: Outcome[] = [];
  for (let i = 0; i < examinees; i += 1) {
    const theta = normal(random);
    const run = runCat(bank, config, { counts, examinees: i }, random, (item) => random() < probability(theta, item));
    for (const { item } of run.responses) counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
    outcomes.push({ theta, estimate: run.estimate.theta, length: run.responses.length });
  }
  return summarize(outcomes, counts, scale);
}

/**
 * A fixed form of `length` items from the bank: each skill gets its share, and within a skill
 * the items are taken at evenly spaced difficulty ranks, so the form spans the whole range.
 */
function linearForm(bank: readonly IrtItem[], length: number): IrtItem[] {
  const form: IrtItem[] = [];
  CAT_SKILLS.forEach((skill, index) => {
    const share = Math.floor(length / CAT_SKILLS.length) + (index < length % CAT_SKILLS.length ? 1 : 0);
    const items = bank.filter((item) => item.skill === skill).sort((x, y) => x.b - y.b);
    for (let k = 0; k < share && items.length > 0; k += 1) {
      const item = items[Math.floor(((k + 0.5) * items.length) / share)];
      if (item) form.push(item);
    }
  });
  return form;
}

export function simulateLinear(
  bank: readonly IrtItem[],
  length: number,
  examinees: number,
  seed: number,
  scale: CefrScale = cefrScale,
): SimulationSummary {
  const random = seededRandom(seed);
  const form = linearForm(bank, length);
  const counts = new Map<string, number>();
  const outcomes: Outcome[] = [];
  for (let i = 0; i < examinees; i += 1) {
    const theta = normal(random);
    const responses: ItemResponse[] = form.map((item) => ({ item, correct: random() < probability(theta, item) }));
    for (const item of form) counts.set(item.id, (counts.get(item.id) ?? 0) + 1);
    outcomes.push({ theta, estimate: eap(responses).theta, length: form.length });
  }
  return summarize(outcomes, counts, scale);
}
