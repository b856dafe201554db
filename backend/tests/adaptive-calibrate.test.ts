import { describe, expect, it } from 'vitest';
import { calibrate, type ExamineeResponses } from '../src/modules/adaptive/calibrate';
import { probability, seededRandom, type IrtItem } from '../src/modules/adaptive/engine';
import { normal } from '../src/modules/adaptive/simulate';

const TRUE_ITEMS: IrtItem[] = Array.from({ length: 16 }, (_, i) => ({
  id: `i${i}`,
  a: 0.8 + (i % 4) * 0.4,
  b: -2 + (i * 4) / 15,
  c: i % 3 === 0 ? 0.2 : 0,
  skill: 'GR',
}));

type Behaviour = (theta: number) => number;

/** Examinees θ ~ N(0, 1) answering every item by the true model, or by a behaviour of their own. */
function simulate(count: number, seed: number, odd: Record<string, Behaviour> = {}): ExamineeResponses[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const theta = normal(random);
    return TRUE_ITEMS.map((item) => ({
      itemId: item.id,
      correct: random() < (odd[item.id]?.(theta) ?? probability(theta, item)),
    }));
  });
}

// EM over thousands of simulated examinees takes several seconds on a busy 2-core machine.
describe('calibration (MML-EM)', { timeout: 60_000 }, () => {
  it('recovers a and b from 2,000 examinees, starting from wrong provisional values', () => {
    const examinees = simulate(2000, 11);
    // Three items in four start off by 0.6 in b and 40 % in a.
    const start = TRUE_ITEMS.map((item, i) => (i % 4 === 0 ? item : { ...item, a: item.a * 1.4, b: item.b + 0.6 }));
    const result = calibrate(start, examinees, { minResponses: 500, tolerance: 0.005 });
    expect(result.cycles).toBeGreaterThan(1);
    for (const item of result.items) {
      const truth = TRUE_ITEMS.find((t) => t.id === item.id)!;
      expect(item.estimated).toBe(true);
      // Few examinees lie beyond ±1.5 to pin down the hardest and easiest items.
      expect(Math.abs(item.b - truth.b), `${item.id} b`).toBeLessThan(Math.abs(truth.b) <= 1.5 ? 0.2 : 0.4);
      expect(Math.abs(item.a - truth.a) / truth.a, `${item.id} a`).toBeLessThan(Math.abs(truth.b) <= 1.5 ? 0.25 : 0.4);
      expect(item.misfit).toBe(false);
    }
  });

  it('holds items with too few responses fixed, and flags items the model does not fit', () => {
    const examinees = simulate(1200, 5, {
      // Answered by chance whatever the learner knows: no discrimination.
      i7: () => 0.5,
      // Right mostly in the middle of the range: no logistic curve fits it.
      i9: (theta) => (Math.abs(theta) < 0.7 ? 0.9 : 0.15),
    });
    const sparse = examinees.map((responses, k) => responses.filter((r) => r.itemId !== 'i2' || k < 50));
    const result = calibrate(TRUE_ITEMS, sparse, { minResponses: 200, tolerance: 0.005 });
    const i2 = result.items.find((item) => item.id === 'i2')!;
    expect(i2).toMatchObject({ estimated: false, responses: 50, a: TRUE_ITEMS[2]!.a, b: TRUE_ITEMS[2]!.b });
    const flagged = result.items.filter((item) => item.misfit).map((item) => item.id);
    expect(flagged).toEqual(['i7', 'i9']);
  });
});
