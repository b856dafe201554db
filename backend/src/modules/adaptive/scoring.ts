import scaleTable from '../../../content/adaptive/cefr-scale.json';
import { CAT_SKILLS, eap, type CatSkill, type Estimate, type ItemResponse } from './engine';

/**
 * From θ to what a learner reads: the reported scale score and the CEFR level, through the table
 * in backend/content/adaptive/cefr-scale.json (data with its source and date, not code).
 */

export const CEFR_LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'] as const;
export type CefrLevel = (typeof CEFR_LEVELS)[number];

interface ScaleTable {
  source: string;
  date: string;
  scale: { name: string; intercept: number; slope: number; min: number; max: number };
  bands: { level: string; maxTheta: number | null }[];
}

export interface CefrScale {
  source: string;
  date: string;
  toScore(theta: number): number;
  /** Upper θ bound of every level but the last, ascending. */
  cuts: number[];
  levels: CefrLevel[];
  levelOf(theta: number): CefrLevel;
  scoreRange: { min: number; max: number };
}

function isLevel(value: string): value is CefrLevel {
  return (CEFR_LEVELS as readonly string[]).includes(value);
}

export function createScale(table: ScaleTable): CefrScale {
  const levels = table.bands.map((band) => {
    if (!isLevel(band.level)) throw new Error(`Unknown CEFR level ${band.level} in the scale table`);
    return band.level;
  });
  const cuts = table.bands.flatMap((band) => (band.maxTheta === null ? [] : [band.maxTheta]));
  if (cuts.length !== levels.length - 1 || cuts.some((cut, i) => i > 0 && cut <= (cuts[i - 1] ?? -Infinity))) {
    throw new Error('The scale table needs ascending cuts on every level but the last');
  }
  const { intercept, slope, min, max } = table.scale;
  const levelOf = (theta: number): CefrLevel => {
    const index = cuts.findIndex((cut) => theta < cut);
    return levels[index === -1 ? levels.length - 1 : index] as CefrLevel;
  };
  return {
    source: table.source,
    date: table.date,
    toScore: (theta) => Math.round(Math.min(max, Math.max(min, intercept + slope * theta))),
    cuts,
    levels,
    levelOf,
    scoreRange: { min, max },
  };
}

export const cefrScale: CefrScale = createScale(scaleTable);

interface SkillResult {
  skill: CatSkill;
  items: number;
  theta: number;
  se: number;
  level: CefrLevel;
}

export interface CatResult {
  theta: number;
  se: number;
  /** 95 % interval of θ (θ̂ ± 1.96·SE). */
  interval: [number, number];
  score: number;
  scoreInterval: [number, number];
  level: CefrLevel;
  /** Posterior probability of each level. */
  levelProbabilities: Record<CefrLevel, number>;
  skills: SkillResult[];
}

/** Posterior mass of each level: the quadrature weights summed over the level's θ range. */
export function levelProbabilities(estimate: Estimate, scale: CefrScale = cefrScale): Record<CefrLevel, number> {
  const result = Object.fromEntries(CEFR_LEVELS.map((level) => [level, 0])) as Record<CefrLevel, number>;
  estimate.quadrature.points.forEach((theta, i) => {
    result[scale.levelOf(theta)] += estimate.posterior[i] ?? 0;
  });
  return result;
}

export function scoreResult(responses: readonly ItemResponse[], scale: CefrScale = cefrScale): CatResult {
  const estimate = eap(responses);
  const low = estimate.theta - 1.96 * estimate.se;
  const high = estimate.theta + 1.96 * estimate.se;
  const skills = CAT_SKILLS.flatMap((skill) => {
    const own = responses.filter((r) => r.item.skill === skill);
    if (own.length === 0) return [];
    const part = eap(own);
    return [{ skill, items: own.length, theta: part.theta, se: part.se, level: scale.levelOf(part.theta) }];
  });
  return {
    theta: estimate.theta,
    se: estimate.se,
    interval: [low, high],
    score: scale.toScore(estimate.theta),
    scoreInterval: [scale.toScore(low), scale.toScore(high)],
    level: scale.levelOf(estimate.theta),
    levelProbabilities: levelProbabilities(estimate, scale),
    skills,
  };
}
