import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CAT_CONFIG,
  eap,
  information,
  nextSkill,
  probability,
  quadrature,
  runCat,
  seededRandom,
  selectNext,
  stopReason,
  type CatConfig,
  type IrtItem,
  type ItemResponse,
} from '../src/modules/adaptive/engine';
import { cefrScale, createScale, levelProbabilities, scoreResult } from '../src/modules/adaptive/scoring';

const item = (id: string, a: number, b: number, c = 0, skill: IrtItem['skill'] = 'GR'): IrtItem => ({
  id,
  a,
  b,
  c,
  skill,
});

const FIVE = [
  item('i1', 1.0, -1.0),
  item('i2', 1.5, 0),
  item('i3', 0.8, 1.0, 0.2),
  item('i4', 2.0, 0.5, 0.25),
  item('i5', 1.2, -0.5),
];
const answered = (pattern: number[]): ItemResponse[] =>
  pattern.map((u, i) => ({ item: FIVE[i] as IrtItem, correct: u === 1 }));

describe('item response functions', () => {
  it('gives c + (1 − c)/2 at θ = b and approaches the floor and 1 in the tails', () => {
    const mc = item('mc', 1.3, 0.4, 0.25);
    expect(probability(0.4, mc)).toBeCloseTo(0.625, 12);
    expect(probability(-20, mc)).toBeCloseTo(0.25, 6);
    expect(probability(20, mc)).toBeCloseTo(1, 6);
  });

  it('has 2PL information a²PQ, peaking at b', () => {
    const twoPl = item('x', 1.7, 0.3);
    expect(information(0.3, twoPl)).toBeCloseTo(1.7 * 1.7 * 0.25, 12);
    const p = probability(1.1, twoPl);
    expect(information(1.1, twoPl)).toBeCloseTo(1.7 * 1.7 * p * (1 - p), 12);
    expect(information(0.3, twoPl)).toBeGreaterThan(information(0.0, twoPl));
  });

  it('matches the 3PL information formula checked by a numerical derivative', () => {
    const mc = item('mc', 1.4, -0.2, 0.2);
    for (const theta of [-2, -0.5, 0.7, 2.5]) {
      const h = 1e-5;
      const dp = (probability(theta + h, mc) - probability(theta - h, mc)) / (2 * h);
      const p = probability(theta, mc);
      expect(information(theta, mc)).toBeCloseTo((dp * dp) / (p * (1 - p)), 6);
    }
  });
});

describe('EAP estimation', () => {
  /*
   * Reference values: posterior mean and SD of θ under a N(0, 1) prior truncated to [−4, 4],
   * integrated by composite Simpson's rule on 4,800 intervals in Python 3 (the script is
   * docs/decisions/0029-adaptive-engine.md's appendix), independently of this module's
   * 61-point sum in log space.
   */
  const cases: [number[], number, number][] = [
    [[1, 1, 0, 0, 1], 0.211828, 0.597323],
    [[1, 1, 1, 1, 1], 1.160505, 0.729387],
    [[0, 0, 0, 0, 0], -1.287844, 0.708392],
    [[0, 1, 0, 1, 0], -0.247707, 0.724201],
    [[], 0, 0.999465],
  ];
  it.each(cases)('pattern %j gives θ̂ %d with SE %d', (pattern, theta, se) => {
    const estimate = eap(answered(pattern));
    expect(estimate.theta).toBeCloseTo(theta, 3);
    expect(estimate.se).toBeCloseTo(se, 3);
  });

  it('agrees with a brute-force integration on a different, finer grid', () => {
    const responses = answered([1, 0, 1, 1, 0]);
    const n = 20001;
    let m0 = 0;
    let m1 = 0;
    let m2 = 0;
    for (let i = 0; i < n; i += 1) {
      const t = -4 + (8 * i) / (n - 1);
      let f = Math.exp((-t * t) / 2);
      for (const r of responses) f *= r.correct ? probability(t, r.item) : 1 - probability(t, r.item);
      m0 += f;
      m1 += f * t;
      m2 += f * t * t;
    }
    const mean = m1 / m0;
    const estimate = eap(responses);
    expect(estimate.theta).toBeCloseTo(mean, 4);
    expect(estimate.se).toBeCloseTo(Math.sqrt(m2 / m0 - mean * mean), 4);
  });

  it('stays finite for a long all-correct pattern of very discriminating items (log space)', () => {
    const hard = Array.from({ length: 200 }, (_, i) => ({ item: item(`h${i}`, 4, -3.5), correct: false }));
    const estimate = eap(hard);
    expect(Number.isFinite(estimate.theta)).toBe(true);
    expect(estimate.theta).toBeLessThan(-3.5);
    expect(estimate.se).toBeGreaterThan(0);
  });

  it('refuses fewer than 33 quadrature points', () => {
    expect(() => quadrature({ points: 21 })).toThrow(RangeError);
  });
});

describe('item selection', () => {
  const bank = [
    item('g-easy', 1.5, -2, 0, 'GR'),
    item('g-mid', 1.5, 0, 0, 'GR'),
    item('g-hard', 1.5, 2, 0, 'GR'),
    item('v-mid', 1.5, 0.1, 0, 'VO'),
    item('v-hard', 1.5, 2, 0, 'VO'),
  ];
  const config: CatConfig = { ...DEFAULT_CAT_CONFIG, randomesque: 1, skillTargets: { GR: 0.5, VO: 0.5 } };
  const fresh = { counts: new Map<string, number>(), examinees: 0 };

  it('takes the most informative item at θ̂ of the skill furthest below its target', () => {
    const first = selectNext({ bank, responses: [], theta: 0, config, exposure: fresh, random: () => 0 });
    expect(first?.id).toBe('g-mid');
    const second = selectNext({
      bank,
      responses: [{ item: bank[1] as IrtItem, correct: true }],
      theta: 1.9,
      config,
      exposure: fresh,
      random: () => 0,
    });
    expect(second?.id).toBe('v-hard');
  });

  it('draws among the best few with randomesque choice', () => {
    const seen = new Set<string>();
    const random = seededRandom(7);
    const wide = { ...config, randomesque: 2, skillTargets: { GR: 1 } };
    for (let i = 0; i < 50; i += 1) {
      seen.add(selectNext({ bank, responses: [], theta: -0.8, config: wide, exposure: fresh, random })?.id ?? '');
    }
    expect([...seen].sort()).toEqual(['g-easy', 'g-mid']);
  });

  it('sets aside an item at the maximum exposure rate while others remain', () => {
    const exposure = { counts: new Map([['g-mid', 30]]), examinees: 100 };
    const pick = selectNext({ bank, responses: [], theta: -0.2, config, exposure, random: () => 0 });
    expect(pick?.id).toBe('g-easy');
  });

  it('balances skills to their target shares', () => {
    const given = [item('a', 1, 0, 0, 'GR'), item('b', 1, 0, 0, 'GR'), item('c', 1, 0, 0, 'VO')];
    const responses = given.map((i) => ({ item: i, correct: true }));
    expect(nextSkill(responses, { GR: 0.5, VO: 0.5 }, new Set(['GR', 'VO']))).toBe('VO');
    expect(nextSkill(responses, { GR: 0.75, VO: 0.25 }, new Set(['GR', 'VO']))).toBe('GR');
    expect(nextSkill(responses, { GR: 0.5, VO: 0.5 }, new Set(['GR']))).toBe('GR');
  });
});

describe('stopping rules', () => {
  const config: CatConfig = { ...DEFAULT_CAT_CONFIG, minLength: 5, maxLength: 12, seThreshold: 0.3 };
  it('never stops before the minimum length, even when precise', () => {
    expect(stopReason(4, { theta: 0, se: 0.1 }, config, 100)).toBeNull();
  });
  it('stops on precision at or below the SE threshold', () => {
    expect(stopReason(5, { theta: 0, se: 0.3 }, config, 100)).toBe('PRECISION');
    expect(stopReason(5, { theta: 0, se: 0.31 }, config, 100)).toBeNull();
  });
  it('stops at the maximum length whatever the SE', () => {
    expect(stopReason(12, { theta: 0, se: 0.9 }, config, 100)).toBe('MAX_LENGTH');
  });
  it('stops when the bank has nothing left', () => {
    expect(stopReason(3, { theta: 0, se: 0.9 }, config, 0)).toBe('BANK_EXHAUSTED');
  });
  it('stops a placement test once the interval holds no CEFR cut', () => {
    const placement = { ...config, classification: { cuts: [-1, 1], z: 1.96 } };
    // 0 ± 1.96·0.45 = [−0.88, 0.88]: no cut inside.
    expect(stopReason(6, { theta: 0, se: 0.45 }, placement, 100)).toBe('CLASSIFIED');
    // 0.5 ± 0.88 holds the cut at 1.
    expect(stopReason(6, { theta: 0.5, se: 0.45 }, placement, 100)).toBeNull();
    expect(stopReason(6, { theta: 0, se: 0.45 }, config, 100)).toBeNull();
    expect(stopReason(4, { theta: 0, se: 0.45 }, placement, 100)).toBeNull();
  });

  it('runs a whole test to a stopping rule', () => {
    const bank = Array.from({ length: 60 }, (_, i) => item(`b${i}`, 1.6, -3 + i / 10, 0, i % 2 ? 'GR' : 'VO'));
    const run = runCat(
      bank,
      { ...config, skillTargets: { GR: 0.5, VO: 0.5 } },
      { counts: new Map(), examinees: 0 },
      seededRandom(1),
      (it) => it.b < 0.5,
    );
    expect(run.responses.length).toBeGreaterThanOrEqual(5);
    expect(run.responses.length).toBeLessThanOrEqual(12);
    expect(['PRECISION', 'MAX_LENGTH']).toContain(run.reason);
    expect(Math.abs(run.estimate.theta - 0.5)).toBeLessThan(0.6);
  });
});

describe('scores and CEFR levels', () => {
  it('maps θ to the scale and the level through the data table', () => {
    expect(cefrScale.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(cefrScale.source.length).toBeGreaterThan(20);
    expect(cefrScale.toScore(0)).toBe(50);
    expect(cefrScale.toScore(9)).toBe(100);
    expect(cefrScale.levelOf(-3)).toBe('A1');
    expect(cefrScale.levelOf(0)).toBe('B1');
    expect(cefrScale.levelOf(3)).toBe('C1');
  });

  it('refuses a table whose cuts do not ascend', () => {
    const bands = [
      { level: 'A1', maxTheta: 0 },
      { level: 'A2', maxTheta: -1 },
      { level: 'B1', maxTheta: null },
    ];
    expect(() =>
      createScale({ source: 's', date: 'd', scale: { name: 'n', intercept: 0, slope: 1, min: 0, max: 1 }, bands }),
    ).toThrow();
  });

  it('reports θ̂, SE, the 95 % interval, level probabilities summing to 1 and per-skill estimates', () => {
    const responses = answered([1, 1, 0, 0, 1]).map((r, i) => ({
      ...r,
      item: { ...r.item, skill: i < 3 ? 'GR' : 'VO' } as IrtItem,
    }));
    const result = scoreResult(responses);
    expect(result.theta).toBeCloseTo(0.2118, 3);
    expect(result.interval[0]).toBeCloseTo(result.theta - 1.96 * result.se, 10);
    expect(result.interval[1]).toBeCloseTo(result.theta + 1.96 * result.se, 10);
    const total = Object.values(result.levelProbabilities).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 10);
    expect(result.levelProbabilities.B1).toBeGreaterThan(result.levelProbabilities.A1);
    expect(result.skills.map((s) => [s.skill, s.items])).toEqual([
      ['GR', 3],
      ['VO', 2],
    ]);
    expect(levelProbabilities(eap([])).B1).toBeCloseTo(0.4515, 2);
  });
});
