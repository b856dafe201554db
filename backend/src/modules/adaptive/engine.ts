/**
 * The adaptive-testing engine: item response theory, estimation, item selection and stopping.
 * Pure functions, no I/O and no clock; randomness comes in as a function so a run can be
 * replayed. The structure follows catR and catsim: an item bank with 2PL/3PL parameters,
 * EAP on a fixed quadrature with a normal prior, maximum-information selection with
 * randomesque choice, exposure control and content balancing, and explicit stopping rules.
 */

/** The skills an adaptive test measures (contract Skill codes). */
export const CAT_SKILLS = ['LI', 'RE', 'GR', 'VO'] as const;
export type CatSkill = (typeof CAT_SKILLS)[number];

export interface IrtItem {
  id: string;
  /** Discrimination (> 0). */
  a: number;
  /** Difficulty on the θ scale. */
  b: number;
  /** Guessing floor in [0, 1); 0 makes the item 2PL. */
  c: number;
  skill: CatSkill;
}

export interface ItemResponse {
  item: IrtItem;
  correct: boolean;
}

/** P(correct | θ) = c + (1 − c) / (1 + e^(−a(θ − b))). */
export function probability(theta: number, item: IrtItem): number {
  return item.c + (1 - item.c) / (1 + Math.exp(-item.a * (theta - item.b)));
}

/** log P(correct | θ) and log P(wrong | θ), computed without cancelling far in the tails. */
function logProbabilities(theta: number, item: IrtItem): [number, number] {
  const z = item.a * (theta - item.b);
  // log σ(z) and log σ(−z), stable for large |z|.
  const logSig = z >= 0 ? -Math.log1p(Math.exp(-z)) : z - Math.log1p(Math.exp(z));
  const logSigNeg = logSig - z;
  if (item.c === 0) return [logSig, logSigNeg];
  const logC = Math.log(item.c);
  const log1mC = Math.log1p(-item.c);
  // P = c + (1 − c)σ(z) → log-sum-exp; Q = (1 − c)σ(−z).
  const u = log1mC + logSig;
  const m = Math.max(logC, u);
  return [m + Math.log(Math.exp(logC - m) + Math.exp(u - m)), log1mC + logSigNeg];
}

/** Fisher information of an item at θ: a²·(Q/P)·((P − c)/(1 − c))² (the 2PL's a²PQ when c = 0). */
export function information(theta: number, item: IrtItem): number {
  const p = probability(theta, item);
  const q = 1 - p;
  if (p <= 0 || q <= 0) return 0;
  const r = (p - item.c) / (1 - item.c);
  return item.a * item.a * (q / p) * r * r;
}

export interface Quadrature {
  points: readonly number[];
  /** Log prior density at each point (up to a constant). */
  logPrior: readonly number[];
}

export interface PriorOptions {
  /** Number of equally spaced points (at least 33). */
  points?: number;
  min?: number;
  max?: number;
  mean?: number;
  sd?: number;
}

const DEFAULT_QUADRATURE_POINTS = 61;

/** Equally spaced points on [min, max] with a normal prior, kept in log space. */
export function quadrature(options: PriorOptions = {}): Quadrature {
  const { points: n = DEFAULT_QUADRATURE_POINTS, min = -4, max = 4, mean = 0, sd = 1 } = options;
  if (n < 33) throw new RangeError('EAP needs at least 33 quadrature points');
  const points: number[] = [];
  const logPrior: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const x = min + ((max - min) * i) / (n - 1);
    points.push(x);
    logPrior.push(-0.5 * ((x - mean) / sd) ** 2);
  }
  return { points, logPrior };
}

const STANDARD_QUADRATURE = quadrature();

export interface Estimate {
  /** EAP estimate of θ (posterior mean). */
  theta: number;
  /** Posterior standard deviation, the standard error of the estimate. */
  se: number;
  /** Normalised posterior weights at the quadrature points. */
  posterior: number[];
  quadrature: Quadrature;
}

/** The normalised posterior on the quadrature given the responses (log-likelihood summed in log space). */
export function posterior(responses: readonly ItemResponse[], quad: Quadrature = STANDARD_QUADRATURE): number[] {
  const logPost = quad.points.map((theta, i) => {
    let sum = quad.logPrior[i] ?? 0;
    for (const { item, correct } of responses) {
      const [logP, logQ] = logProbabilities(theta, item);
      sum += correct ? logP : logQ;
    }
    return sum;
  });
  const top = Math.max(...logPost);
  const weights = logPost.map((value) => Math.exp(value - top));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

/** Expected a posteriori θ and its posterior SD. */
export function eap(responses: readonly ItemResponse[], quad: Quadrature = STANDARD_QUADRATURE): Estimate {
  const weights = posterior(responses, quad);
  let mean = 0;
  quad.points.forEach((x, i) => (mean += x * (weights[i] ?? 0)));
  let variance = 0;
  quad.points.forEach((x, i) => (variance += (x - mean) ** 2 * (weights[i] ?? 0)));
  return { theta: mean, se: Math.sqrt(variance), posterior: weights, quadrature: quad };
}

// ------------------------------------------------------------------------------------------------
// Selection

export interface CatConfig {
  minLength: number;
  maxLength: number;
  /** Stop once the SE is at or below this. */
  seThreshold: number;
  /** Randomesque: choose at random among this many most informative eligible items. */
  randomesque: number;
  /** Maximum exposure rate: an item given to this share of examinees is set aside. */
  maxExposure: number;
  /** Target share of items per skill; skills missing from the map get none. */
  skillTargets: Partial<Record<CatSkill, number>>;
  /**
   * Placement only: stop (after minLength) once the confidence interval θ̂ ± z·SE contains no
   * cut between levels, i.e. the level is decided.
   */
  classification?: { cuts: readonly number[]; z: number };
}

export const DEFAULT_CAT_CONFIG: CatConfig = {
  minLength: 8,
  maxLength: 30,
  seThreshold: 0.3,
  randomesque: 4,
  maxExposure: 0.3,
  skillTargets: { LI: 0.25, RE: 0.25, GR: 0.25, VO: 0.25 },
};

/** How often each item has been given so far, over how many examinees (the bank's history). */
export interface ExposureHistory {
  counts: ReadonlyMap<string, number>;
  examinees: number;
}

export interface SelectionInput {
  bank: readonly IrtItem[];
  /** The responses so far in this attempt. */
  responses: readonly ItemResponse[];
  /** θ̂ to select at (the current EAP estimate). */
  theta: number;
  config: CatConfig;
  exposure: ExposureHistory;
  /** Uniform in [0, 1). */
  random: () => number;
}

/**
 * The skill furthest below its target share once one more item is given (constrained CAT of
 * Kingsbury and Zara): skills with items left compete; ties go to the first in CAT_SKILLS.
 */
export function nextSkill(
  responses: readonly ItemResponse[],
  targets: CatConfig['skillTargets'],
  available: ReadonlySet<CatSkill>,
): CatSkill | null {
  const given = responses.length + 1;
  let best: CatSkill | null = null;
  let bestDeficit = -Infinity;
  for (const skill of CAT_SKILLS) {
    const target = targets[skill] ?? 0;
    if (target <= 0 || !available.has(skill)) continue;
    const count = responses.filter((r) => r.item.skill === skill).length;
    const deficit = target * given - count;
    if (deficit > bestDeficit) {
      bestDeficit = deficit;
      best = skill;
    }
  }
  return best;
}

/**
 * The next item, or null when the bank has nothing left to give. Items already given are out;
 * items whose exposure rate has reached the maximum are out unless nothing else is left; the
 * skill is chosen by content balancing; among that skill's items the `randomesque` most
 * informative at θ̂ are candidates and one is drawn at random.
 */
export function selectNext(input: SelectionInput): IrtItem | null {
  const { bank, responses, theta, config, exposure, random } = input;
  const given = new Set(responses.map((r) => r.item.id));
  const unused = bank.filter((item) => !given.has(item.id) && (config.skillTargets[item.skill] ?? 0) > 0);
  if (unused.length === 0) return null;
  const underCap = unused.filter(
    (item) => exposure.examinees === 0 || (exposure.counts.get(item.id) ?? 0) / exposure.examinees < config.maxExposure,
  );
  const pool = underCap.length > 0 ? underCap : unused;
  const skill = nextSkill(responses, config.skillTargets, new Set(pool.map((item) => item.skill)));
  const inSkill = skill ? pool.filter((item) => item.skill === skill) : pool;
  const ranked = inSkill
    .map((item) => ({ item, info: information(theta, item) }))
    .sort((x, y) => y.info - x.info || (x.item.id < y.item.id ? -1 : 1));
  const top = ranked.slice(0, Math.max(1, config.randomesque));
  const pick = top[Math.min(top.length - 1, Math.floor(random() * top.length))];
  return pick ? pick.item : null;
}

// ------------------------------------------------------------------------------------------------
// Stopping

export type StopReason = 'PRECISION' | 'MAX_LENGTH' | 'CLASSIFIED' | 'BANK_EXHAUSTED';

/** Why the test ends after these responses, or null to go on. Never before minLength (unless the bank ran out). */
export function stopReason(
  length: number,
  estimate: Pick<Estimate, 'theta' | 'se'>,
  config: CatConfig,
  itemsLeft: number,
): StopReason | null {
  if (length >= config.maxLength) return 'MAX_LENGTH';
  if (itemsLeft <= 0) return 'BANK_EXHAUSTED';
  if (length < config.minLength) return null;
  if (estimate.se <= config.seThreshold) return 'PRECISION';
  if (config.classification) {
    const { cuts, z } = config.classification;
    const low = estimate.theta - z * estimate.se;
    const high = estimate.theta + z * estimate.se;
    if (!cuts.some((cut) => cut > low && cut < high)) return 'CLASSIFIED';
  }
  return null;
}

/**
 * How many more items the test is likely to need: the items of average information at θ̂
 * (over the bank) that would bring the SE to the threshold, bounded by min and max length.
 */
export function estimateRemaining(length: number, estimate: Estimate, bank: readonly IrtItem[], config: CatConfig) {
  const minLeft = Math.max(0, config.minLength - length);
  const maxLeft = Math.max(0, config.maxLength - length);
  const targetInfo = 1 / config.seThreshold ** 2;
  const haveInfo = 1 / estimate.se ** 2;
  const best = bank
    .map((item) => information(estimate.theta, item))
    .sort((x, y) => y - x)
    .slice(0, 10);
  const perItem = best.length > 0 ? best.reduce((a, b) => a + b, 0) / best.length : 0;
  const needed = haveInfo >= targetInfo ? 0 : perItem > 0 ? Math.ceil((targetInfo - haveInfo) / perItem) : maxLeft;
  return Math.min(maxLeft, Math.max(minLeft, needed));
}

// ------------------------------------------------------------------------------------------------
// Running a whole test (the simulation and the API share this loop's steps)

export interface CatRun {
  responses: ItemResponse[];
  estimate: Estimate;
  reason: StopReason;
}

/**
 * Gives items until a stopping rule fires, asking `answer` for each response. The API takes the
 * same steps one request at a time; this loop serves simulation and tests.
 */
export function runCat(
  bank: readonly IrtItem[],
  config: CatConfig,
  exposure: ExposureHistory,
  random: () => number,
  answer: (item: IrtItem) => boolean,
): CatRun {
  const responses: ItemResponse[] = [];
  let estimate = eap(responses);
  for (;;) {
    const item = selectNext({ bank, responses, theta: estimate.theta, config, exposure, random });
    if (!item) return { responses, estimate, reason: 'BANK_EXHAUSTED' };
    responses.push({ item, correct: answer(item) });
    estimate = eap(responses);
    const reason = stopReason(responses.length, estimate, config, bank.length - responses.length);
    if (reason) return { responses, estimate, reason };
  }
}

/** A small seeded generator (mulberry32), for replayable simulations and tests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
