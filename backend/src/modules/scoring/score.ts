import type { QuestionOutcome } from '@contract/player';
import { SKILLS, type Skill } from '@contract/constants';
import type { LeafQuestion } from '@contract/content';
import { familyOf, familyOfType, round2, type LeafScore } from '../question-families';

/**
 * Scoring of a test. Pure: an authored question (answers included) and the learner's answer in
 * authored ids (the service maps the per-attempt ids back first) give the outcome; each family
 * scores its own questions (modules/question-families, rules in docs/question-types.md). An
 * answer of the wrong shape for its family counts as no answer, never as an error.
 */

export type { LeafScore };

/** Points a question is worth: its `points` (default 1) per unit (gap, pair…) of its family. */
export function maxPointsOf(question: LeafQuestion): number {
  return (question.points ?? 1) * familyOf(question).units(question);
}

/**
 * Whether a family is auto-scored, so part of the score: speaking and writing wait for a person
 * (answered or not, they stay outside), flashcards are never scored.
 */
export function isAutoScored(type: string): boolean {
  return familyOfType(type)?.autoScored ?? true;
}

/** Scores one question. `uploadOk` tells whether a speaking answer's upload belongs to the attempt and question. */
export function scoreLeaf(
  question: LeafQuestion,
  answer: unknown,
  uploadOk: (uploadId: number) => boolean = () => false,
): LeafScore {
  return familyOf(question).score(question, answer, { max: maxPointsOf(question), uploadOk });
}

export interface ScoredLeaf {
  question: LeafQuestion;
  score: LeafScore;
}

interface SkillTotals {
  skill: Skill;
  earnedPoints: number;
  maxPoints: number;
  percent: number | null;
  correctCount: number;
  questionCount: number;
  pendingReviewCount: number;
}

export interface ScoreSummary {
  earnedPoints: number;
  maxPoints: number;
  /** 0–10 with one decimal; null when nothing is auto-scored. */
  score: number | null;
  percent: number | null;
  counts: Record<QuestionOutcome, number>;
  skills: SkillTotals[];
}

/** Every percentage of a score (a result, its skills, statistics): points earned over points possible. */
export const percentOf = (earned: number, max: number): number | null =>
  max > 0 ? Math.round((earned / max) * 100) : null;

/** Totals over the scored questions of a test, per outcome and per skill (in SKILLS order). */
export function summarize(leaves: readonly ScoredLeaf[]): ScoreSummary {
  const counts: Record<QuestionOutcome, number> = {
    CORRECT: 0,
    PARTIAL: 0,
    INCORRECT: 0,
    UNANSWERED: 0,
    PENDING_REVIEW: 0,
    UNSCORED: 0,
  };
  const skills = new Map<Skill, SkillTotals>();
  let earned = 0;
  let max = 0;
  for (const { question, score } of leaves) {
    counts[score.outcome] += 1;
    // Flashcards are never right or wrong: a skill's "x of n correct" leaves them out.
    if (score.outcome === 'UNSCORED') continue;
    const totals = skills.get(question.skill) ?? {
      skill: question.skill,
      earnedPoints: 0,
      maxPoints: 0,
      percent: null,
      correctCount: 0,
      questionCount: 0,
      pendingReviewCount: 0,
    };
    skills.set(question.skill, totals);
    totals.questionCount += 1;
    if (score.outcome === 'CORRECT') totals.correctCount += 1;
    if (score.outcome === 'PENDING_REVIEW') totals.pendingReviewCount += 1;
    if (!score.counted) continue;
    earned += score.earned;
    max += score.max;
    totals.earnedPoints = round2(totals.earnedPoints + score.earned);
    totals.maxPoints = round2(totals.maxPoints + score.max);
  }
  for (const totals of skills.values()) totals.percent = percentOf(totals.earnedPoints, totals.maxPoints);
  return {
    earnedPoints: round2(earned),
    maxPoints: round2(max),
    score: max > 0 ? Math.round((earned / max) * 100) / 10 : null,
    percent: percentOf(earned, max),
    counts,
    skills: SKILLS.flatMap((skill) => skills.get(skill) ?? []),
  };
}
