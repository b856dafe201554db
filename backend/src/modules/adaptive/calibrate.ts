import { posterior, probability, quadrature, type IrtItem, type Quadrature } from './engine';

/**
 * Item calibration by marginal maximum likelihood with the EM algorithm (Bock and Aitkin, 1981)
 * on the engine's quadrature with a N(0, 1) prior. Items with at least `minResponses` responses
 * are re-estimated (a and b; c stays at its authored value, as it is poorly identified at the
 * sample sizes a bank sees); the others are held fixed as anchors, which keeps the θ scale of
 * the bank (fixed-parameter calibration). Fit is the RMSD between the observed and the model's
 * proportions correct along θ, weighted by the examinees there (as in PISA's item fit); an
 * item is flagged when that exceeds 0.1 or its discrimination falls below 0.4.
 */

export interface CalibrationOptions {
  minResponses: number;
  /** EM cycles at most. */
  maxCycles?: number;
  /** Stop once no parameter moves more than this in a cycle. */
  tolerance?: number;
  /** RMSD above this flags an item as misfitting. */
  misfitRmsd?: number;
  /** A re-estimated discrimination below this flags the item too: it hardly measures anything. */
  minDiscrimination?: number;
}

interface CalibratedItem {
  id: string;
  a: number;
  b: number;
  c: number;
  responses: number;
  /** Re-estimated in this run (enough responses); false for anchors. */
  estimated: boolean;
  rmsd: number;
  misfit: boolean;
}

export interface CalibrationResult {
  items: CalibratedItem[];
  cycles: number;
}

export type ExamineeResponses = readonly { itemId: string; correct: boolean }[];

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

/** Expected counts at each quadrature point: examinees (n) and correct answers (r) per item. */
function expectedCounts(
  examinees: readonly ExamineeResponses[],
  params: Map<string, IrtItem>,
  quad: Quadrature,
): Map<string, { n: number[]; r: number[] }> {
  const counts = new Map<string, { n: number[]; r: number[] }>();
  const size = quad.points.length;
  for (const responses of examinees) {
    const known = responses.flatMap((r) => {
      const item = params.get(r.itemId);
      return item ? [{ item, correct: r.correct }] : [];
    });
    if (known.length === 0) continue;
    const weights = posterior(known, quad);
    for (const { item, correct } of known) {
      let entry = counts.get(item.id);
      if (!entry) {
        entry = { n: new Array<number>(size).fill(0), r: new Array<number>(size).fill(0) };
        counts.set(item.id, entry);
      }
      for (let q = 0; q < size; q += 1) {
        const w = weights[q] ?? 0;
        entry.n[q] = (entry.n[q] ?? 0) + w;
        if (correct) entry.r[q] = (entry.r[q] ?? 0) + w;
      }
    }
  }
  return counts;
}

/** Fisher scoring on (a, b) with c fixed, for the expected counts of one item. */
function maximise(item: IrtItem, n: readonly number[], r: readonly number[], points: readonly number[]): IrtItem {
  let { a, b } = item;
  const { c } = item;
  for (let step = 0; step < 20; step += 1) {
    let ga = 0;
    let gb = 0;
    let iaa = 0;
    let iab = 0;
    let ibb = 0;
    points.forEach((theta, q) => {
      const nq = n[q] ?? 0;
      if (nq <= 0) return;
      const star = 1 / (1 + Math.exp(-a * (theta - b)));
      const p = clamp(c + (1 - c) * star, 1e-9, 1 - 1e-9);
      const slope = (1 - c) * star * (1 - star);
      const dA = slope * (theta - b);
      const dB = -slope * a;
      const residual = ((r[q] ?? 0) - nq * p) / (p * (1 - p));
      ga += residual * dA;
      gb += residual * dB;
      const weight = nq / (p * (1 - p));
      iaa += weight * dA * dA;
      iab += weight * dA * dB;
      ibb += weight * dB * dB;
    });
    const det = iaa * ibb - iab * iab;
    if (!(det > 1e-12)) break;
    const stepA = (ibb * ga - iab * gb) / det;
    const stepB = (iaa * gb - iab * ga) / det;
    const nextA = clamp(a + clamp(stepA, -0.5, 0.5), 0.2, 4);
    const nextB = clamp(b + clamp(stepB, -0.5, 0.5), -5, 5);
    const moved = Math.max(Math.abs(nextA - a), Math.abs(nextB - b));
    a = nextA;
    b = nextB;
    if (moved < 1e-5) break;
  }
  return { ...item, a, b };
}

function rmsdOf(item: IrtItem, n: readonly number[], r: readonly number[], points: readonly number[]): number {
  const total = n.reduce((sum, x) => sum + x, 0);
  if (total <= 0) return 0;
  let sum = 0;
  points.forEach((theta, q) => {
    const nq = n[q] ?? 0;
    if (nq <= 0) return;
    sum += (nq / total) * ((r[q] ?? 0) / nq - probability(theta, item)) ** 2;
  });
  return Math.sqrt(sum);
}

export function calibrate(
  items: readonly IrtItem[],
  examinees: readonly ExamineeResponses[],
  options: CalibrationOptions,
): CalibrationResult {
  const { minResponses, maxCycles = 100, tolerance = 1e-3, misfitRmsd = 0.1, minDiscrimination = 0.4 } = options;
  const quad = quadrature();
  const responseCounts = new Map<string, number>();
  for (const responses of examinees) {
    for (const { itemId } of responses) responseCounts.set(itemId, (responseCounts.get(itemId) ?? 0) + 1);
  }
  const free = new Set(items.filter((item) => (responseCounts.get(item.id) ?? 0) >= minResponses).map((i) => i.id));
  const params = new Map(items.map((item) => [item.id, { ...item }]));
  let cycles = 0;
  let counts = expectedCounts(examinees, params, quad);
  while (free.size > 0 && cycles < maxCycles) {
    cycles += 1;
    let moved = 0;
    for (const id of free) {
      const item = params.get(id);
      const entry = counts.get(id);
      if (!item || !entry) continue;
      const next = maximise(item, entry.n, entry.r, quad.points);
      moved = Math.max(moved, Math.abs(next.a - item.a), Math.abs(next.b - item.b));
      params.set(id, next);
    }
    counts = expectedCounts(examinees, params, quad);
    if (moved < tolerance) break;
  }
  return {
    cycles,
    items: items.map((original) => {
      const item = params.get(original.id) ?? original;
      const entry = counts.get(original.id);
      const rmsd = entry ? rmsdOf(item, entry.n, entry.r, quad.points) : 0;
      const estimated = free.has(original.id);
      return {
        id: item.id,
        a: item.a,
        b: item.b,
        c: item.c,
        responses: responseCounts.get(original.id) ?? 0,
        estimated,
        rmsd,
        misfit: estimated && (rmsd > misfitRmsd || item.a < minDiscrimination),
      };
    }),
  };
}
